// GS1 keys and Digital Link URIs (issue 26): pack QR codes encode `${SITE_URL}/01/{gtin14}`, and
// `/01/{gtin}` (optionally `/10/{lot}`) redirects to the product's page.

/** The GS1 check digit for the digits before it (mod 10, weights 3 and 1 from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12, -13 or -14 with a right check digit, as the 14 digits GS1 Digital Link uses; else null. */
export function normalizeGtin(value: string): string | null {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(value)) return null;
  if (gs1CheckDigit(value.slice(0, -1)) !== Number(value.slice(-1))) return null;
  return value.padStart(14, '0');
}

/** GS1 lot/batch (AI 10): up to 20 characters of GS1's URI-safe set (after percent-decoding). */
export function validLot(value: string): boolean {
  return /^[!%-?A-Z_a-z"]{1,20}$/.test(value);
}

/** The GS1 Digital Link path of a GTIN (the 14-digit form). */
export function digitalLinkPath(gtin: string): string {
  return `/01/${gtin.padStart(14, '0')}`;
}
