// The bank details a member types on the payout-account form, checked per country before they leave the device, so
// a slip of the finger is caught with a reason saying what to fix. Pure functions: the form and the API both call it.
import { AR_BANKS, BR_BANKS, CA_BANKS, MX_BANKS, PE_BANKS, US_BANKS } from './bank-names.ts';

export type BankDetailsCountry = 'US' | 'CA' | 'MX' | 'BR' | 'AR' | 'CO' | 'CL' | 'PE' | 'UY';

type InputMode = 'numeric' | 'text';
export type BankField = { name: string; label: string; hint?: string; inputMode: InputMode; autocomplete?: string };

export type BankDetailsResult =
  | { ok: true; bankName: string; last4: string; method: string; normalized: Record<string, string> }
  | { ok: false; errors: Record<string, string> };

/** A field's verdict: the value to keep (normalized), or the one-sentence reason to show under it. */
type Checked = { value: string } | { error: string };
type FieldSpec = BankField & { check: (raw: string) => Checked };
/** With `names`, the bank is named by the code in field `by` (the first field unless said), else `fallback`. */
type MethodSpec = { id: string; label: string; fields: FieldSpec[]; fallback?: string; names?: Names; by?: string };
type Names = Record<string, string>;

const ok = (value: string): Checked => ({ value });
const no = (error: string): Checked => ({ error });

/** Spaces and dashes are how people group digits on paper; they are not part of the number. */
const compact = (raw: string) => raw.replace(/[\s-]/g, '');

/** Σ digit × weight, the weights repeating. */
const weightedSum = (chars: string, weights: readonly number[]) =>
  [...chars].reduce((sum, c, i) => sum + (c.charCodeAt(0) - 48) * (weights[i % weights.length] ?? 0), 0);

/** The mod-10 check digit shared by CLABE, ABA and CBU: (10 - Σ mod 10) mod 10. */
const mod10Check = (digits: string, weights: readonly number[]) => (10 - (weightedSum(digits, weights) % 10)) % 10;

/**
 * A CLABE's 18th digit (Banxico's CLABE standard): the first 17 digits times 3, 7, 1 repeating, each product taken
 * mod 10, summed; the check is (10 - sum mod 10) mod 10. (Taking each product mod 10 leaves the sum's last digit
 * unchanged, so the plain weighted sum gives the same digit.)
 */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('clabeCheckDigit takes the first 17 digits of a CLABE');
  return mod10Check(first17, [3, 7, 1]);
}

/**
 * An ABA routing number's checksum (the American Bankers Association's, as the Federal Reserve publishes it):
 * 3(d1 + d4 + d7) + 7(d2 + d5 + d8) + (d3 + d6 + d9) is a multiple of 10. Digits only: checkBankDetails strips
 * spaces and dashes first.
 */
export function abaRoutingValid(routing: string): boolean {
  return /^\d{9}$/.test(routing) && mod10Check(routing.slice(0, 8), [3, 7, 1]) === Number(routing[8]);
}

/**
 * Argentina's CBU (and a wallet's CVU, same layout), per the BCRA: two blocks, each ending in its check digit.
 * Block 1 is digits 1-8 (bank, branch, check), weights 7, 1, 3, 9, 7, 1, 3 over digits 1-7; block 2 is digits 9-22
 * (account, check), weights 3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3 over digits 9-21; each check is
 * (10 - Σ mod 10) mod 10.
 */
function cbuReason(d: string): string | undefined {
  if (mod10Check(d.slice(0, 7), [7, 1, 3, 9]) !== Number(d[7])) {
    return 'The first check digit does not match: check the first 8 digits (bank and branch).';
  }
  if (mod10Check(d.slice(8, 21), [3, 9, 7, 1]) !== Number(d[21])) {
    return 'The second check digit does not match: check the last 14 digits (the account).';
  }
  return undefined;
}

/**
 * Chile's RUT check digit (Servicio de Impuestos Internos): modulus 11. The body's digits from the right times
 * 2, 3, 4, 5, 6, 7 (repeating), summed; 11 - sum mod 11, where 11 gives 0 and 10 gives K.
 */
function rutCheckDigit(body: string): string {
  const check = 11 - (weightedSum([...body].reverse().join(''), [2, 3, 4, 5, 6, 7]) % 11);
  return check === 11 ? '0' : check === 10 ? 'K' : String(check);
}

/**
 * A number of min to max digits, spaces and dashes stripped (and dots, for an identity document: 1.234.567-2), then
 * any further check the number carries.
 */
function digitField(name: string, label: string, min: number, max: number, what: string, extra?: Extra, dots = false) {
  const range = min === max ? `${min}` : `${min} ${max === min + 1 ? 'or' : 'to'} ${max}`;
  const check = (raw: string): Checked => {
    const d = compact(dots ? raw.replace(/\./g, '') : raw);
    if (!new RegExp(`^\\d{${min},${max}}$`).test(d)) return no(`${what} has ${range} digits.`);
    const refused = extra?.(d);
    return refused ? no(refused) : ok(d);
  };
  return { name, label, hint: `${range} digits`, inputMode: 'numeric', autocomplete: 'off', check } satisfies FieldSpec;
}
type Extra = (digits: string) => string | undefined;
function textField(name: string, label: string, hint: string, check: FieldSpec['check']): FieldSpec {
  return { name, label, hint, inputMode: 'text', autocomplete: 'off', check };
}
const accountNumber = (min: number, max: number) =>
  digitField('account', 'Account number', min, max, 'An account number');

/** Typed where the country's numbers carry no bank code (CO, CL, UY). */
function checkBankName(raw: string): Checked {
  const name = raw.trim().replace(/\s+/g, ' ');
  return name.length >= 2 && name.length <= 60 ? ok(name) : no('Enter the bank name, 2 to 60 characters.');
}

/** The account types, also in Spanish as the bank's own papers say them. */
const SPANISH_TYPES: Names = { ahorros: 'savings', corriente: 'checking' };
function accountType(allowed: string[]): FieldSpec {
  const list = allowed.join(', ').replace(/, (\w+)$/, ' or $1');
  return textField('accountType', 'Account type', list, (raw) => {
    const typed = raw.trim().toLowerCase();
    const type = (Object.hasOwn(SPANISH_TYPES, typed) ? SPANISH_TYPES[typed] : undefined) ?? typed;
    return allowed.includes(type) ? ok(type) : no(`Choose ${list} as the account type.`);
  });
}

/** A Chilean RUT: 7 or 8 digits, then the check digit; dots, dash and spaces allowed. Kept as 12345678-5. */
function checkRut(raw: string): Checked {
  const [, body, check] = /^(\d{7,8})([\dK])$/.exec(raw.replace(/[\s.-]/g, '').toUpperCase()) ?? [];
  if (!body || !check) return no('A RUT is 7 or 8 digits and a check digit (0-9 or K), like 12.345.678-5.');
  if (rutCheckDigit(body) !== check) return no('This RUT is not valid: check the number and its check digit.');
  return ok(`${body}-${check}`);
}

/** Brazil's agência: 4 digits, and the check digit some banks print after a dash, which payouts do not use. */
function checkBranch(raw: string): Checked {
  const [, branch] = /^(\d{4})(?:-\d)?$/.exec(raw.replace(/\s/g, '')) ?? [];
  return branch ? ok(branch) : no('A branch (agência) has 4 digits, then an optional dash and check digit.');
}

/** Brazil's conta: 1 to 12 digits, and its check digit (a digit or X) after a dash, which is kept. */
function checkConta(raw: string): Checked {
  const conta = raw.replace(/\s/g, '').toUpperCase();
  if (/^\d{1,12}(?:-[\dX])?$/.test(conta)) return ok(conta);
  return no('An account (conta) has 1 to 12 digits, then an optional dash and check digit.');
}

/** A code's name: the whole value (a US routing number), else its first 3 digits (the bank code of a CLABE...). */
function named(names: Names, value: string | undefined, fallback: string): string {
  for (const code of [value, value?.slice(0, 3)])
    if (code !== undefined && Object.hasOwn(names, code)) return names[code] ?? fallback;
  return fallback;
}

const abaReason = (d: string) =>
  abaRoutingValid(d) ? undefined : 'This routing number is not valid: check its 9 digits.';
const clabeReason = (d: string) =>
  clabeCheckDigit(d.slice(0, 17)) === Number(d[17])
    ? undefined
    : "The CLABE's check digit does not match: check the 18 digits.";
const ROUTING = digitField('routing', 'Routing number', 9, 9, 'A routing number', abaReason);
const TRANSIT = digitField('transit', 'Transit number', 5, 5, 'A transit number');
const INSTITUTION = digitField('institution', 'Institution number', 3, 3, 'An institution number');
const CLABE = digitField('clabe', 'CLABE', 18, 18, 'A CLABE', clabeReason);
const BANK_CODE = digitField('bankCode', 'Bank code', 3, 3, 'A bank code');
const BRANCH = { ...textField('branch', 'Branch (agência)', '4 digits', checkBranch), inputMode: 'numeric' as const };
const CONTA = textField('account', 'Account (conta)', 'Up to 12 digits, dash, check digit', checkConta);
const CBU = digitField('cbu', 'CBU or CVU', 22, 22, 'A CBU or CVU', cbuReason);
const CEDULA = digitField('documentId', 'National ID (cédula)', 6, 10, 'A cédula', undefined, true);
const RUT = textField('rut', 'RUT', 'Like 12.345.678-5', checkRut);
const CCI = digitField('cci', 'CCI', 20, 20, 'A CCI');
const CI = digitField('documentId', 'ID number (CI)', 7, 8, 'A CI', undefined, true);
const BANK_NAME = textField('bankName', 'Bank name', 'The bank that holds the account', checkBankName);

function bankAccount(fields: FieldSpec[], fallback?: string, names?: Names, by?: string): MethodSpec {
  return { id: 'bank_account', label: 'Bank account', fields, fallback, names, by };
}

const METHODS: Record<BankDetailsCountry, MethodSpec[]> = {
  US: [bankAccount([ROUTING, accountNumber(4, 17)], 'US bank account', US_BANKS)],
  CA: [bankAccount([TRANSIT, INSTITUTION, accountNumber(7, 12)], 'Canadian bank account', CA_BANKS, 'institution')],
  MX: [{ id: 'clabe', label: 'CLABE', fields: [CLABE], fallback: 'Mexican bank account', names: MX_BANKS }],
  // Stripe pays Brazil to a bank account; Pix keys are not a Stripe payout method (decision 0020).
  BR: [bankAccount([BANK_CODE, BRANCH, CONTA], 'Brazilian bank account', BR_BANKS)],
  AR: [{ id: 'cbu', label: 'CBU or CVU', fields: [CBU], fallback: 'Argentine bank account', names: AR_BANKS }],
  CO: [bankAccount([BANK_NAME, accountType(['savings', 'checking']), accountNumber(6, 20), CEDULA])],
  CL: [bankAccount([BANK_NAME, accountType(['checking', 'savings', 'vista']), accountNumber(4, 20), RUT])],
  PE: [{ id: 'cci', label: 'CCI', fields: [CCI], fallback: 'Peruvian bank account', names: PE_BANKS }],
  UY: [bankAccount([BANK_NAME, accountNumber(6, 20), CI])],
};

const formField = ({ check: _check, ...field }: FieldSpec): BankField => field;
/** The fields the form asks for, per country (one method each today; the shape allows alternatives). */
export const BANK_FORMS = Object.fromEntries(
  Object.entries(METHODS).map(([country, methods]) => [
    country,
    { methods: methods.map(({ id, label, fields }) => ({ id, label, fields: fields.map(formField) })) },
  ]),
) as Record<BankDetailsCountry, { methods: { id: string; label: string; fields: BankField[] }[] }>;

/** "Routing number" -> "routing number"; an acronym (CLABE, RUT, ID) keeps its capitals. */
const nounOf = (field: FieldSpec) => field.label.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());

/**
 * Checks every field of one method and returns either the normalized details, the bank's name and the last 4
 * characters to show (of the account number, or of the method's one field), or a reason for each field that needs
 * fixing: all of them at once, not the first only.
 */
export function checkBankDetails(
  country: BankDetailsCountry,
  method: string,
  input: Record<string, string>,
): BankDetailsResult {
  const methods = Object.hasOwn(METHODS, country) ? METHODS[country] : undefined;
  if (!methods)
    return { ok: false, errors: { country: 'Payouts to a bank account are not available in this country.' } };
  const spec = methods.find((m) => m.id === method);
  if (!spec) return { ok: false, errors: { method: `Choose ${methods.map((m) => m.label).join(' or ')} to be paid.` } };
  const errors: Record<string, string> = {};
  const normalized: Record<string, string> = {};
  for (const field of spec.fields) {
    const raw: unknown = Object.hasOwn(input, field.name) ? input[field.name] : undefined;
    const checked = typeof raw === 'string' && raw.trim() !== '' ? field.check(raw) : no(`Enter the ${nounOf(field)}.`);
    if ('error' in checked) errors[field.name] = checked.error;
    else normalized[field.name] = checked.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const first = spec.fields[0]?.name ?? '';
  const last4 = (normalized.account ?? normalized[first] ?? '').replace(/-/g, '').slice(-4);
  const code = normalized[spec.by ?? first];
  const bankName = spec.names ? named(spec.names, code, spec.fallback ?? '') : (normalized.bankName ?? spec.fallback);
  return { ok: true, bankName: bankName ?? '', last4, method, normalized };
}
