// The sandbox's payout onboarding form as HTML (a stand-in for Stripe's hosted form): the fields Stripe asks for in
// the member's country, Stripe's documented test details to try, and a reason under each field it refuses. No
// inline script or style (the app's CSP): the stylesheet is served beside the page.
import { COUNTRY_LABELS } from '#shared/constants.ts';
import { BANK_FORMS, type BankDetailsCountry } from '#shared/money/bank-details.ts';
import { countryOfCode, PAYOUT_COUNTRIES } from '#shared/money/payout-accounts.ts';
import { SANDBOX_PAYOUT_ONBOARDING_PATH as PATH } from '#shared/routes-payouts.ts';
import { escapeHtml as e } from '#api/lib/html.ts';

export const PAYOUT_FORM_CSS = `${PATH}.css`;

export const PAYOUT_FORM_TEXT = {
  brand: 'Payouts',
  badge: 'Sandbox',
  title: 'Where should we pay you?',
  lead: (country: string, currency: string, network: string) =>
    `A bank account in ${country}. You are paid in ${currency}: ${network}.`,
  holder: 'Account holder name',
  holderHint: 'As your bank has it',
  holderMissing: 'Enter the name on the account.',
  submit: 'Save and return to GiftOrbit',
  testTitle: 'Test details',
  sandboxNote: 'Test mode: no real bank account is checked and no money moves. Stripe asks the same in live mode.',
  expiredTitle: 'This link has expired',
  expiredBody: 'Links to this form work once and for 30 minutes.',
  startAgain: 'Open a new link from GiftOrbit',
  forbidden: 'This request did not come from this page.',
  unsupported: 'Send this form from the payout page.',
  fixBelow: 'Some details need fixing. Check the fields marked below.',
} as const;

/** Stripe's documented test bank details, per country (docs/decisions/0020-payout-accounts.md). */
export const TEST_DETAILS: Record<BankDetailsCountry, string> = {
  US: 'Routing 110000000, account 000123456789',
  CA: 'Transit 11000, institution 000, account 000123456789',
  MX: 'CLABE 000000001234567897',
  BR: 'Bank code 110, branch 0000, account 0001234',
  AR: 'CBU 0000003110001234567898',
  CO: 'Any bank name, savings, account 000123456789, cédula 1020304050',
  CL: 'Any bank name, checking, account 000123456789, RUT 12.345.678-5',
  PE: 'CCI 00200012345678901234',
  UY: 'Any bank name, account 000123456789, CI 1234567',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${e(title)} · ${e(PAYOUT_FORM_TEXT.brand)}</title>
<link rel="stylesheet" href="${PAYOUT_FORM_CSS}">
</head>
<body>
<main class="card">
<p class="brand">${e(PAYOUT_FORM_TEXT.brand)} <span class="badge">${e(PAYOUT_FORM_TEXT.badge)}</span></p>
${body}
<p class="note">${e(PAYOUT_FORM_TEXT.sandboxNote)}</p>
</main>
</body>
</html>
`;
}

type Typed = Record<string, string>;

/** The form for `country`, with what was typed and a reason under each field refused. */
export function payoutFormPage(link: string, country: BankDetailsCountry, typed: Typed = {}, errors: Typed = {}) {
  const ours = countryOfCode(country);
  const place = ours ? PAYOUT_COUNTRIES[ours] : null;
  const method = BANK_FORMS[country].methods[0]!;
  const field = (name: string, label: string, hint: string | undefined, inputMode: string, value = '') => {
    const error = errors[name];
    const hintId = `${name}-hint`;
    const errorId = `${name}-error`;
    const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
    return `<label for="${name}">${e(label)}</label>
<input id="${name}" name="${name}" inputmode="${inputMode}" autocomplete="off" value="${e(value)}"${
      described ? ` aria-describedby="${described}"` : ''
    }${error ? ' aria-invalid="true"' : ''}>
${hint ? `<p class="hint" id="${hintId}">${e(hint)}</p>\n` : ''}${
      error ? `<p class="field-error" id="${errorId}">${e(error)}</p>\n` : ''
    }`;
  };
  const fields = [
    field('holder', PAYOUT_FORM_TEXT.holder, PAYOUT_FORM_TEXT.holderHint, 'text', typed.holder),
    ...method.fields.map((f) => field(f.name, f.label, f.hint, f.inputMode, typed[f.name])),
  ].join('');
  const hasErrors = Object.keys(errors).length > 0;
  const lead = PAYOUT_FORM_TEXT.lead(
    ours ? COUNTRY_LABELS[ours] : country,
    place?.currency ?? 'USD',
    place?.network ?? '',
  );
  return page(
    PAYOUT_FORM_TEXT.title,
    `<h1>${e(PAYOUT_FORM_TEXT.title)}</h1>
<p>${e(lead)}</p>
${hasErrors ? `<p class="error" role="alert">${e(PAYOUT_FORM_TEXT.fixBelow)}</p>\n` : ''}\
<form method="post" action="${PATH}" novalidate>
<input type="hidden" name="link" value="${e(link)}">
<input type="hidden" name="method" value="${e(method.id)}">
${fields}<button type="submit">${e(PAYOUT_FORM_TEXT.submit)}</button>
</form>
<p class="hint"><strong>${e(PAYOUT_FORM_TEXT.testTitle)}:</strong> ${e(TEST_DETAILS[country])}</p>`,
  );
}

export const expiredPage = (startAgain: string) =>
  page(
    PAYOUT_FORM_TEXT.expiredTitle,
    `<h1>${e(PAYOUT_FORM_TEXT.expiredTitle)}</h1>
<p>${e(PAYOUT_FORM_TEXT.expiredBody)}</p>
<p><a class="button" href="${e(startAgain)}">${e(PAYOUT_FORM_TEXT.startAgain)}</a></p>`,
  );

export const payoutMessagePage = (message: string) =>
  page(PAYOUT_FORM_TEXT.title, `<p class="error" role="alert">${e(message)}</p>`);

export const PAYOUT_FORM_STYLES = [
  'body{margin:0;font-family:system-ui,sans-serif;background:#f3f4f6;color:#111827}',
  '.card{max-width:26rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;' +
    'box-shadow:0 1px 4px rgba(0,0,0,.12)}',
  '.brand{font-weight:700;color:#635bff;margin:0 0 1rem}.badge{font-size:.7rem;background:#fde68a;' +
    'color:#92400e;padding:.1rem .4rem;border-radius:.3rem}',
  'h1{font-size:1.25rem;margin:0 0 .5rem}label{display:block;font-size:.9rem;font-weight:600;margin:1rem 0 .25rem}',
  'input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #d1d5db;border-radius:.4rem;' +
    'font-size:1rem;background:inherit;color:inherit}input[aria-invalid=true]{border-color:#dc2626}',
  'button,.button{display:block;box-sizing:border-box;margin-top:1.25rem;width:100%;padding:.7rem;border:0;' +
    'border-radius:.4rem;background:#635bff;color:#fff;font-size:1rem;text-align:center;text-decoration:none;' +
    'cursor:pointer}',
  '.error{color:#b91c1c;background:#fee2e2;padding:.5rem;border-radius:.4rem}' +
    '.field-error{color:#b91c1c;font-size:.85rem;margin:.25rem 0 0}',
  '.note,.hint{font-size:.8rem;color:#6b7280;margin:.25rem 0 0}.note{margin-top:1.25rem}',
  '@media (max-width:30rem){.card{margin:0;border-radius:0;box-shadow:none;min-height:100dvh}}',
  '@media (prefers-color-scheme:dark){body{background:#0b1020;color:#e5e7eb}.card{background:#111827;' +
    'box-shadow:none}input{border-color:#374151}.note,.hint{color:#9ca3af}.error{background:#450a0a;color:#fecaca}' +
    '.field-error{color:#fca5a5}.brand{color:#a5b4fc}}',
  '',
].join('\n');
