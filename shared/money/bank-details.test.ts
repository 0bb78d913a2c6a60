import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_FORMS,
  type BankDetailsCountry,
  abaRoutingValid,
  checkBankDetails,
  clabeCheckDigit,
} from './bank-details.ts';

/** The reason for one field, or undefined when the details pass. */
const reason = (country: BankDetailsCountry, method: string, input: Record<string, string>, field: string) => {
  const result = checkBankDetails(country, method, input);
  return result.ok ? undefined : result.errors[field];
};

/** What the app shows for an accepted account: "Banco Macro •••• 5201"; the errors when it is refused. */
const shown = (country: BankDetailsCountry, method: string, input: Record<string, string>) => {
  const result = checkBankDetails(country, method, input);
  return result.ok ? `${result.bankName} •••• ${result.last4}` : result.errors;
};

describe('clabeCheckDigit', () => {
  it("gives Stripe's test CLABE 000000001234567897 its 7", () => {
    expect(clabeCheckDigit('00000000123456789')).toBe(7);
  });

  it('accepts exactly the one check digit it computes, for any 17 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{17}$/), fc.integer({ min: 0, max: 9 }), (first17, last) => {
        const clabe = first17 + String(last);
        expect(checkBankDetails('MX', 'clabe', { clabe }).ok).toBe(last === clabeCheckDigit(first17));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses anything but 17 digits', () => expect(() => clabeCheckDigit('1234')).toThrow(RangeError));
});

describe('abaRoutingValid', () => {
  it('passes real routing numbers and refuses a changed digit', () => {
    expect(['110000000', '021000021', '011000015'].map(abaRoutingValid)).toEqual([true, true, true]);
    expect(abaRoutingValid('110000001')).toBe(false);
    expect(abaRoutingValid('11000000')).toBe(false);
    expect(abaRoutingValid('11000000a')).toBe(false);
  });
});

describe('checkBankDetails: US', () => {
  it("accepts Stripe's test account and names its bank", () => {
    expect(checkBankDetails('US', 'bank_account', { routing: '110000000', account: '000123456789' })).toEqual({
      ok: true,
      bankName: 'STRIPE TEST BANK',
      last4: '6789',
      method: 'bank_account',
      normalized: { routing: '110000000', account: '000123456789' },
    });
  });

  it('strips spaces and dashes, and names an unlisted bank by the country', () => {
    const result = checkBankDetails('US', 'bank_account', { routing: '021 000 021', account: '1234-5678-90' });
    expect(result).toMatchObject({ ok: true, bankName: 'US bank account', last4: '7890' });
    expect(result.ok && result.normalized).toEqual({ routing: '021000021', account: '1234567890' });
  });

  it('refuses a bad routing checksum, a short account, and says what is missing', () => {
    expect(checkBankDetails('US', 'bank_account', { routing: '110000001', account: '123' })).toEqual({
      ok: false,
      errors: {
        routing: 'This routing number is not valid: check its 9 digits.',
        account: 'An account number has 4 to 17 digits.',
      },
    });
    expect(reason('US', 'bank_account', { routing: '12345678' }, 'routing')).toBe('A routing number has 9 digits.');
    expect(reason('US', 'bank_account', { routing: '110000000' }, 'account')).toBe('Enter the account number.');
  });
});

describe('checkBankDetails: CA', () => {
  it("accepts Stripe's test numbers and names banks by institution", () => {
    const test = { transit: '11000', institution: '000', account: '000123456789' };
    expect(checkBankDetails('CA', 'bank_account', test)).toMatchObject({ ok: true, bankName: 'STRIPE TEST BANK' });
    const td = { transit: '12345', institution: '004', account: '1234567' };
    expect(checkBankDetails('CA', 'bank_account', td)).toMatchObject({ ok: true, bankName: 'TD Canada Trust' });
    const other = { ...td, institution: '999' };
    expect(shown('CA', 'bank_account', other)).toBe('Canadian bank account •••• 4567');
  });

  it('refuses wrong lengths', () => {
    const input = { transit: '1234', institution: '0001', account: '123456' };
    expect(checkBankDetails('CA', 'bank_account', input)).toEqual({
      ok: false,
      errors: {
        transit: 'A transit number has 5 digits.',
        institution: 'An institution number has 3 digits.',
        account: 'An account number has 7 to 12 digits.',
      },
    });
  });
});

describe('checkBankDetails: MX', () => {
  it("accepts Stripe's test CLABE and a bank's CLABE, named by its first 3 digits", () => {
    expect(checkBankDetails('MX', 'clabe', { clabe: '000000001234567897' })).toEqual({
      ok: true,
      bankName: 'STRIPE TEST BANK',
      last4: '7897',
      method: 'clabe',
      normalized: { clabe: '000000001234567897' },
    });
    expect(shown('MX', 'clabe', { clabe: '012 180 00118359719 8' })).toBe('BBVA México •••• 7198');
  });

  it('refuses a wrong check digit, 17 digits and letters, each with its reason', () => {
    const length = 'A CLABE has 18 digits.';
    expect(reason('MX', 'clabe', { clabe: '000000001234567890' }, 'clabe')).toBe(
      "The CLABE's check digit does not match: check the 18 digits.",
    );
    expect(reason('MX', 'clabe', { clabe: '00000000123456789' }, 'clabe')).toBe(length);
    expect(reason('MX', 'clabe', { clabe: '00000000123456789A' }, 'clabe')).toBe(length);
    expect(reason('MX', 'clabe', { clabe: '  ' }, 'clabe')).toBe('Enter the CLABE.');
  });
});

describe('checkBankDetails: BR', () => {
  it('accepts a bank account, drops the branch check digit and keeps the account one', () => {
    const input = { bankCode: '341', branch: '1234-5', account: '12345-x' };
    expect(checkBankDetails('BR', 'bank_account', input)).toEqual({
      ok: true,
      bankName: 'Itaú Unibanco',
      last4: '345X',
      method: 'bank_account',
      normalized: { bankCode: '341', branch: '1234', account: '12345-X' },
    });
  });

  it('refuses a malformed branch and account', () => {
    const input = { bankCode: '34', branch: '12345', account: '12345-67' };
    expect(checkBankDetails('BR', 'bank_account', input)).toEqual({
      ok: false,
      errors: {
        bankCode: 'A bank code has 3 digits.',
        branch: 'A branch (agência) has 4 digits, then an optional dash and check digit.',
        account: 'An account (conta) has 1 to 12 digits, then an optional dash and check digit.',
      },
    });
  });
});

describe('checkBankDetails: AR', () => {
  it('accepts a CBU and a CVU, naming the bank or the wallet account', () => {
    expect(shown('AR', 'cbu', { cbu: '2850590940090418135201' })).toBe('Banco Macro •••• 5201');
    expect(shown('AR', 'cbu', { cbu: '0000003110001234567898' })).toBe('Virtual account (CVU) •••• 7898');
    expect(shown('AR', 'cbu', { cbu: '0070999000000123456784' })).toBe('Banco Galicia •••• 6784');
  });

  it('says which block is wrong', () => {
    expect(reason('AR', 'cbu', { cbu: '2850591940090418135201' }, 'cbu')).toBe(
      'The first check digit does not match: check the first 8 digits (bank and branch).',
    );
    expect(reason('AR', 'cbu', { cbu: '2850590940090418135202' }, 'cbu')).toBe(
      'The second check digit does not match: check the last 14 digits (the account).',
    );
    expect(reason('AR', 'cbu', { cbu: '285059094009041813520' }, 'cbu')).toBe('A CBU or CVU has 22 digits.');
  });
});

describe('checkBankDetails: CO, CL, UY (bank named by the member)', () => {
  it('accepts Colombian details, with the account type in Spanish', () => {
    const input = {
      bankName: '  Banco  de Bogotá ',
      accountType: 'Ahorros',
      account: '123-456789-01',
      documentId: '1.020.304.050',
    };
    expect(checkBankDetails('CO', 'bank_account', input)).toEqual({
      ok: true,
      bankName: 'Banco de Bogotá',
      last4: '8901',
      method: 'bank_account',
      normalized: {
        bankName: 'Banco de Bogotá',
        accountType: 'savings',
        account: '12345678901',
        documentId: '1020304050',
      },
    });
  });

  it('refuses a Colombian account type, name and ID out of bounds', () => {
    const input = { bankName: 'B', accountType: 'vista', account: '12345', documentId: '12345' };
    expect(checkBankDetails('CO', 'bank_account', input)).toEqual({
      ok: false,
      errors: {
        bankName: 'Enter the bank name, 2 to 60 characters.',
        accountType: 'Choose savings or checking as the account type.',
        account: 'An account number has 6 to 20 digits.',
        documentId: 'A cédula has 6 to 10 digits.',
      },
    });
  });

  it('accepts a Chilean RUT, dots and all, and a cuenta vista', () => {
    const input = { bankName: 'BancoEstado', accountType: 'vista', account: '12345678', rut: '12.345.678-5' };
    const result = checkBankDetails('CL', 'bank_account', input);
    expect(result).toMatchObject({ ok: true, bankName: 'BancoEstado', last4: '5678' });
    expect(result.ok && result.normalized.rut).toBe('12345678-5');
    for (const rut of ['7.654.321-6', '10.000.013-k', '10000004-0']) {
      expect(reason('CL', 'bank_account', { ...input, rut }, 'rut')).toBeUndefined();
    }
  });

  it('refuses a bad RUT with its reason', () => {
    const input = { bankName: 'BancoEstado', accountType: 'checking', account: '12345678' };
    expect(reason('CL', 'bank_account', { ...input, rut: '12.345.678-9' }, 'rut')).toBe(
      'This RUT is not valid: check the number and its check digit.',
    );
    expect(reason('CL', 'bank_account', { ...input, rut: '12.345.678-X' }, 'rut')).toBe(
      'A RUT is 7 or 8 digits and a check digit (0-9 or K), like 12.345.678-5.',
    );
    expect(reason('CL', 'bank_account', { ...input, accountType: 'ahorro', rut: '12.345.678-5' }, 'accountType')).toBe(
      'Choose checking, savings or vista as the account type.',
    );
  });

  it('accepts Uruguayan details and refuses a short CI', () => {
    const input = { bankName: 'BROU', account: '001234567 00001', documentId: '1.234.567-2' };
    expect(checkBankDetails('UY', 'bank_account', input)).toMatchObject({ ok: true, bankName: 'BROU', last4: '0001' });
    const short = { ...input, documentId: '123456' };
    expect(reason('UY', 'bank_account', short, 'documentId')).toBe('A CI has 7 or 8 digits.');
  });
});

describe('checkBankDetails: PE', () => {
  it('accepts a 20-digit CCI, named by its bank code', () => {
    expect(shown('PE', 'cci', { cci: '002-193-001234567890-12' })).toBe('BCP •••• 9012');
    expect(shown('PE', 'cci', { cci: '99919300123456789012' })).toBe('Peruvian bank account •••• 9012');
    expect(reason('PE', 'cci', { cci: '0021930012345678901' }, 'cci')).toBe('A CCI has 20 digits.');
  });
});

describe('checkBankDetails: methods and the form', () => {
  it('refuses a method the country does not have, and a country it does not know', () => {
    expect(checkBankDetails('BR', 'clabe', {})).toEqual({
      ok: false,
      errors: { method: 'Choose Bank account to be paid.' },
    });
    expect(checkBankDetails('FR' as BankDetailsCountry, 'bank_account', {})).toEqual({
      ok: false,
      errors: { country: 'Payouts to a bank account are not available in this country.' },
    });
  });

  it('asks for every field each method checks, and nothing the form does not show', () => {
    for (const [country, { methods }] of Object.entries(BANK_FORMS)) {
      for (const { id, fields } of methods) {
        const result = checkBankDetails(country as BankDetailsCountry, id, {});
        expect(result.ok ? {} : result.errors).toEqual(
          Object.fromEntries(fields.map((f) => [f.name, expect.stringMatching(/^Enter the .+\.$/)])),
        );
        for (const field of fields) expect(field).not.toHaveProperty('check');
      }
    }
    expect(BANK_FORMS.BR.methods.map((m) => m.id)).toEqual(['bank_account']);
    expect(Object.keys(BANK_FORMS).sort()).toEqual(['AR', 'BR', 'CA', 'CL', 'CO', 'MX', 'PE', 'US', 'UY']);
  });
});
