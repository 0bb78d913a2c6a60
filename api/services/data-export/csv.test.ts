// The CSV writer against RFC 4180 and OWASP's CSV-injection advice, read back by papaparse as a spreadsheet would.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRow } from './csv.ts';

describe('csvField', () => {
  it('leaves plain text and numbers as they are, and empties null', () => {
    expect(csvField('Coffee shop')).toBe('Coffee shop');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField('12.34')).toBe('12.34');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field holding a quote, a comma or a line break, doubling its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });

  it('keeps a negative amount a number', () => {
    expect(csvField('-0.50')).toBe('-0.50');
    expect(csvField(-12)).toBe('-12');
    expect(csvField('-12')).toBe('-12');
  });
});

describe('csvRow', () => {
  it('reads back, field for field, through a CSV parser', () => {
    const rows = [
      ['id', 'description', 'amount'],
      ['1', 'Café "Ñandú", Bogotá\nsecond line', '-4.10'],
      ['2', '=cmd|calc', '12.34'],
    ];
    const text = CSV_BOM + rows.map(csvRow).join('');
    expect(text.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([rows[0], rows[1], ['2', "'=cmd|calc", '12.34']]);
  });
});
