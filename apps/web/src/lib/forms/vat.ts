// Italian partita IVA: 11 digits, the last a Luhn-style check digit over the first ten. The browser
// and the website's server check the shape here; the CMS also checks that no kit request used it.
export const VAT_CODE_LENGTH = 11;

export function hasValidVatCheckDigit(code: string): boolean {
  if (!/^\d{11}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(code[i]);
    const weighted = i % 2 === 0 ? digit : digit * 2;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10 === Number(code[10]);
}

/** The code as a visitor may type it: spaces and an "IT" prefix are dropped. */
export function normalizeVatCode(value: string): string {
  return value.replace(/\s+/g, '').replace(/^IT/i, '');
}
