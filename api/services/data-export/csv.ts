// The archive's spreadsheets: RFC 4180 text that Excel, Numbers and Google Sheets open as it is. UTF-8
// with a byte order mark (without it Excel reads UTF-8 as the local code page), CRLF line ends, a field quoted
// when it holds a quote, a comma or a line break, its quotes doubled. A text cell that a spreadsheet would take for
// a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP's CSV
// injection advice says; a plain number (-12.34) is left as it is, so it still adds up.

export type CsvValue = string | number | boolean | null | undefined;

/** Written once at the start of the file. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field as it is written: empty for null, quoted and guarded as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF. */
export const csvRow = (values: readonly CsvValue[]) => `${values.map(csvField).join(',')}\r\n`;
