/**
 * An IBAN's check (ISO 13616): letters to numbers, the first four characters moved to the end,
 * the whole mod 97 is 1. Spaces, as banks print an IBAN, are ignored.
 * @example isValidIban('PL61 1090 1014 0000 0712 1981 2874') // true
 */
export function isValidIban(iban: string): boolean {
  const compact = iban.replaceAll(' ', '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false;
  const moved = `${compact.slice(4)}${compact.slice(0, 4)}`;
  let remainder = 0;
  for (const character of moved) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
