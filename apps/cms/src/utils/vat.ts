// Italian partita IVA: 11 digits, the last one a Luhn-style check digit over the first ten.
export const VAT_CODE_LENGTH = 11;
export const DEFAULT_VAT_LIMIT_DAYS = 365;

export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(code[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

/** The limit in days a request asked for, or the default when absent or not a whole number 1-3650. */
export function limitDays(value: unknown): number {
  const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 3650 ? days : DEFAULT_VAT_LIMIT_DAYS;
}
