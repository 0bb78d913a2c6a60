// The sandbox's stand-in for Stripe's hosted payout onboarding, served by the app while the sandbox pays (like the
// banks' Connect page): the form for the member's country, checked as Stripe checks it; valid details put the bank
// account on file and send the member back to the app, which reads the account's state.
import { Hono } from 'hono';
import type { BankDetailsCountry } from '#shared/money/bank-details.ts';
import { payoutOnboardingReturn, SANDBOX_PAYOUT_ONBOARDING_PATH as PATH } from '#shared/routes-payouts.ts';
import type { Deps } from '#api/deps.ts';
import { isFormBody, noStoreHtml as html, sameOriginForm } from '#api/lib/form-post.ts';
import type { SandboxPayoutAccounts } from '#api/providers/payments/sandbox-payout-accounts.ts';
import {
  expiredPage,
  PAYOUT_FORM_CSS,
  PAYOUT_FORM_STYLES,
  PAYOUT_FORM_TEXT,
  payoutFormPage,
  payoutMessagePage,
} from './sandbox-payouts-pages.ts';

const MAX_FIELD = 200;

export function sandboxPayoutRoutes({ env }: Pick<Deps, 'env'>, sandbox: SandboxPayoutAccounts) {
  const startAgain = payoutOnboardingReturn('refresh');
  return new Hono()
    .get(PAYOUT_FORM_CSS, (c) => c.body(PAYOUT_FORM_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
    .get(PATH, (c) => {
      const token = c.req.query('link') ?? '';
      const link = sandbox.link(token);
      if (!link) return html(c, expiredPage(startAgain), 410);
      return html(c, payoutFormPage(token, link.country as BankDetailsCountry));
    })
    .post(PATH, async (c) => {
      if (!sameOriginForm(c, env)) return html(c, payoutMessagePage(PAYOUT_FORM_TEXT.forbidden), 403);
      if (!isFormBody(c)) return html(c, payoutMessagePage(PAYOUT_FORM_TEXT.unsupported), 415);
      const form = new URLSearchParams(await c.req.text());
      const typed = Object.fromEntries([...form].map(([k, v]) => [k, v.slice(0, MAX_FIELD)]));
      const token = typed.link ?? '';
      const link = sandbox.link(token);
      if (!link) return html(c, expiredPage(startAgain), 410);
      const holder = (typed.holder ?? '').trim();
      const result = sandbox.submit(token, typed.method ?? '', typed, holder.length >= 2);
      if (result.ok) return c.redirect(result.returnUrl, 303);
      const errors = 'errors' in result ? { ...result.errors } : {};
      if (holder.length < 2) errors.holder = PAYOUT_FORM_TEXT.holderMissing;
      if ('expired' in result) return html(c, expiredPage(startAgain), 410);
      return html(c, payoutFormPage(token, link.country as BankDetailsCountry, typed, errors), 400);
    });
}
