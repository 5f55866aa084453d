/**
 * REGON, the statistical number of a Polish business (GUS): nine digits for a company (fourteen
 * for a local unit), the last a check digit: Σ digit × weight mod 11, where 10 counts as 0.
 */

const WEIGHTS_9 = [8, 9, 2, 3, 4, 5, 6, 7];
const WEIGHTS_14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];

/**
 * Whether a REGON (9 or 14 digits) carries the right check digit.
 * @example isValidRegon('931234562') // true
 */
export function isValidRegon(regon: string): boolean {
  if (!/^(\d{9}|\d{14})$/.test(regon)) return false;
  const weights = regon.length === 9 ? WEIGHTS_9 : WEIGHTS_14;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(regon[index]), 0);
  return (sum % 11) % 10 === Number(regon.at(-1));
}
