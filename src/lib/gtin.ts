// GTIN (EAN-8, UPC-A, EAN-13, GTIN-14): the number on a product's barcode, the same at every shop. Feeds write it with
// or without its leading zeros; the catalogue and the matching compare it as 14 digits.

/** Whether the last digit of a GTIN is the check digit of the others (GS1's mod-10 weights 3 and 1 from the right). */
function checkDigitHolds(digits: string): boolean {
  let sum = 0;
  for (let index = digits.length - 2, weight = 3; index >= 0; index--, weight = 4 - weight)
    sum += Number(digits[index]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * A GTIN as 14 digits, or undefined when the text is not one: 8, 12, 13 or 14 digits (spaces and hyphens allowed)
 * whose check digit holds. "0" or a run of zeros, which some feeds write for "none", is not a GTIN.
 */
export function normaliseGtin(text: string | undefined): string | undefined {
  const digits = (text ?? '').replace(/[\s-]/g, '');
  if (!/^(?:\d{8}|\d{12}|\d{13}|\d{14})$/.test(digits) || /^0+$/.test(digits)) return undefined;
  return checkDigitHolds(digits) ? digits.padStart(14, '0') : undefined;
}
