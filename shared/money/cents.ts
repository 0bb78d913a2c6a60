// Cents in the database and the domain; decimal strings ("12.34") at the API edge (docs/product-rules.md section 2).

const DECIMAL = /^([+-])?(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.34" / "-0.5" / "7" -> integer cents; null when the text is not a plain amount with at most 2 decimals. */
export function parseCents(text: string): number | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + frac;
  return m[1] === '-' ? -cents || 0 : cents;
}

/**
 * An amount as it comes in (a decimal string, or a JSON number such as 12.34) -> cents; null when it is not a
 * plain amount with at most 2 decimals. A number is read as its shortest decimal text (what JSON.parse read), so
 * it is taken or refused exactly as that text would be: 1.005 is refused, never rounded to 1.00. Exponential
 * text (1e+21, 1e-7) is refused too.
 */
export function toCents(amount: string | number): number | null {
  if (typeof amount === 'number') return Number.isFinite(amount) ? parseCents(String(amount)) : null;
  return parseCents(amount);
}

/** Integer cents (or hundredths of a point) -> "12.34", "-0.50", "0.00". */
export function formatDecimal(units: number): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents -> dollars as a number with two decimals (the stats shape). */
export const toDollars = (units: number) => units / 100;
