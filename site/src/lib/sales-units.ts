/**
 * A quantity in a product's sales unit, in Polish, for the site and the worker alike: units that
 * are whole nouns (rolka, karton) are declined after the count by the plural rules (#lib/plural.ts),
 * abbreviations (szt., opak.) and any unit an editor typed that is not listed stay as they are.
 */
import { type PluralForms, plural } from './plural.ts';

const NOUN_UNITS: Readonly<Record<string, PluralForms>> = {
  rolka: { one: 'rolka', few: 'rolki', many: 'rolek' },
  karton: { one: 'karton', few: 'kartony', many: 'kartonów' },
};

/**
 * @example quantityText(5, 'rolka') // '5 rolek'
 * @example quantityText(12, 'szt.') // '12 szt.'
 */
export function quantityText(count: number, salesUnit: string): string {
  // Own keys only: a unit named like an Object method ("constructor") is a plain word here.
  const forms = Object.hasOwn(NOUN_UNITS, salesUnit) ? NOUN_UNITS[salesUnit] : undefined;
  return forms ? `${count} ${plural(count, forms)}` : `${count} ${salesUnit}`;
}
