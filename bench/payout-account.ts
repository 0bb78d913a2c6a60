// A bench member connects a payout account as a member does (the onboarding link, the sandbox's form with
// Stripe's test CLABE, back to the app), so their redemptions and cash-outs have somewhere to go.
import { payoutApiPaths, SANDBOX_PAYOUT_ONBOARDING_PATH } from '#shared/routes-payouts.ts';

export async function connectPayoutAccount(base: string, cookie: string, clabe = '000000001234567897') {
  const post = (path: string) =>
    fetch(new URL(path, base), {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: '{}',
    });
  const start = await post(payoutApiPaths.payoutAccountOnboarding);
  if (start.status !== 200) throw new Error(`payout onboarding answered ${start.status}`);
  const { url } = (await start.json()) as { url: string };
  const link = new URL(url, base).searchParams.get('link') ?? '';
  const form = await fetch(new URL(SANDBOX_PAYOUT_ONBOARDING_PATH, base), {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ link, method: 'clabe', holder: 'Bench Member', clabe }).toString(),
  });
  if (form.status !== 303) throw new Error(`the payout form answered ${form.status}`);
  const back = await post(payoutApiPaths.payoutAccountRefresh);
  if (back.status !== 200) throw new Error(`the payout account refresh answered ${back.status}`);
}
