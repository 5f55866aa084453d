/**
 * A surname or company name as the back office's search compares it (issue 31): lowercase, Polish
 * capitals included. SQLite's lower() and NOCASE fold only A–Z, so the database keeps generated
 * key columns folded by the same letters (Ą Ć Ę Ł Ń Ó Ś Ź Ż: migration 0020 for the invoices' buyers,
 * 0021 for customers' and orders' surnames and companies), and the search text is folded here to
 * match them. Other capitals outside ASCII are left as they are on both sides.
 * @example nameKeyOf('ŻAK') // 'żak'
 */
const FOLDED: Readonly<Record<string, string>> = {
  Ą: 'ą',
  Ć: 'ć',
  Ę: 'ę',
  Ł: 'ł',
  Ń: 'ń',
  Ó: 'ó',
  Ś: 'ś',
  Ź: 'ź',
  Ż: 'ż',
};

export function nameKeyOf(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/[ĄĆĘŁŃÓŚŹŻ]/g, (letter) => FOLDED[letter] ?? letter);
}
