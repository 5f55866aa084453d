import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MessageKey, t, tCount, tQuantity } from './index.ts';
import { pl } from './pl.ts';
import { plAccount } from './pl-account.ts';
import { plCart } from './pl-cart.ts';
import { plCartLines } from './pl-cart-lines.ts';
import { plCheckout } from './pl-checkout.ts';
import { plContact } from './pl-contact.ts';
import { plContent } from './pl-content.ts';
import { plLightbox } from './pl-lightbox.ts';
import { plListing } from './pl-listing.ts';
import { plNewsletter } from './pl-newsletter.ts';
import { plOffline } from './pl-offline.ts';
import { plOrder } from './pl-order.ts';
import { plPanel } from './pl-panel.ts';
import { plQuickOrder } from './pl-quick-order.ts';
import { plQuickOrderSending } from './pl-quick-order-sending.ts';
import { plShell } from './pl-shell.ts';
import { plWithdrawal } from './pl-withdrawal.ts';

const srcDir = path.join(import.meta.dirname, '..', '..');
const repoRoot = path.join(srcDir, '..', '..');

describe('t', () => {
  it('returns Polish texts with parameters filled in', () => {
    expect(t('Product.Vat', { rate: 23 })).toBe('VAT 23%');
    expect(t('Error.Title.404')).toBe('Błąd 404 - nie znaleziono');
    expect(t('Table.Showing', { from: 1, to: 10, count: 57 })).toBe('Pokazano od 1 do 10 z 57 rekordów');
  });

  it('has the exact error titles of spec §2', () => {
    expect(t('Error.Title.403')).toBe('Błąd 403 - brak dostępu');
    expect(t('Error.Title.500')).toBe('Błąd 500 - wewnętrzny błąd serwera');
    expect(t('Error.Title.503')).toBe('Błąd 503 - usługa niedostępna');
  });

  it('throws on a key with no text', () => {
    expect(() => t('Nope.Missing' as MessageKey)).toThrow(/Missing text/);
  });
});

describe('tCount', () => {
  it('puts the Polish plural form after the count', () => {
    expect([1, 2, 5, 12, 22, 0].map((count) => tCount(count, 'Product'))).toEqual([
      '1 produkt',
      '2 produkty',
      '5 produktów',
      '12 produktów',
      '22 produkty',
      '0 produktów',
    ]);
  });
});

describe('days after a preposition', () => {
  // „do” takes the genitive (do 1 dnia, do 2 dni, do 22 dni), „w” the accusative (w 1 dzień, w 5 dni):
  // only one day differs from the rest, whatever the Polish plural category of the count.
  it('say dnia / dzień for one day and dni for every other count (generated)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (days) => {
        expect(tCount(days, 'DayAfterDo')).toBe(`${days} ${days === 1 ? 'dnia' : 'dni'}`);
        expect(tCount(days, 'WorkingDayAfterDo')).toBe(`${days} ${days === 1 ? 'dnia roboczego' : 'dni roboczych'}`);
        expect(tCount(days, 'Day')).toBe(`${days} ${days === 1 ? 'dzień' : 'dni'}`);
      }),
    );
  });
});

describe('tQuantity', () => {
  it('declines whole-noun units and keeps abbreviations', () => {
    expect(tQuantity(1, 'rolka')).toBe('1 rolka');
    expect(tQuantity(3, 'rolka')).toBe('3 rolki');
    expect(tQuantity(337, 'rolka')).toBe('337 rolek');
    expect(tQuantity(22, 'karton')).toBe('22 kartony');
    expect(tQuantity(12, 'szt.')).toBe('12 szt.');
  });
});

describe('the parts of the dictionary', () => {
  const leavesOf = (texts: object, prefix = ''): string[] =>
    Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leavesOf(value, `${prefix}${key}.`)));
  const parts: Record<string, readonly string[]> = {
    account: leavesOf(plAccount),
    cart: leavesOf(plCart),
    'cart-lines': leavesOf(plCartLines),
    checkout: leavesOf(plCheckout),
    contact: leavesOf(plContact),
    content: leavesOf(plContent),
    lightbox: leavesOf(plLightbox),
    listing: leavesOf(plListing),
    newsletter: leavesOf(plNewsletter),
    offline: leavesOf(plOffline),
    order: leavesOf(plOrder),
    panel: leavesOf(plPanel),
    'quick-order': leavesOf(plQuickOrder),
    'quick-order-sending': leavesOf(plQuickOrderSending),
    shell: leavesOf(plShell),
    withdrawal: leavesOf(plWithdrawal),
  };
  /**
   * Whether a module names the key: the key itself, quoted, or a `t()` of a template that starts
   * with one of its namespaces (`Error.Title.${status}`). Each module's quoted dotted names and
   * template prefixes are read once, so a key is a lookup, not a search of the text.
   */
  const names = (source: { quoted: ReadonlySet<string>; templates: readonly string[] }, key: string) =>
    source.quoted.has(key) || source.templates.some((prefix) => key.startsWith(`${prefix}.`));
  const namesIn = (text: string) => ({
    quoted: new Set(Array.from(text.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g), (match) => match[2] ?? '')),
    templates: Array.from(text.matchAll(/t\(`([\w-]+(?:\.[\w-]+)*)\.\$\{/g), (match) => match[1] ?? ''),
  });
  // The site's modules, and the worker's and the scripts' (tests included: they call t() too).
  const roots = [srcDir, path.join(repoRoot, 'worker', 'src'), path.join(repoRoot, 'scripts')];
  const sources = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !(root === srcDir && (/\.test\.tsx?$/.test(file) || file.startsWith(`lib${path.sep}i18n${path.sep}`))),
      )
      .map((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return { file: path.relative(repoRoot, path.join(root, file)), text, ...namesIn(text) };
      }),
  );

  it('never put a fixed noun after a count: the count and its form come from tCount or tQuantity', () => {
    const texts = (dictionary: object): string[] =>
      Object.values(dictionary).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
    const dictionaries = [pl, plAccount, plCart, plCartLines, plCheckout, plContact, plContent, plLightbox, plListing, plNewsletter];
    const all = [...dictionaries, plOffline, plOrder, plPanel, plQuickOrder, plQuickOrderSending, plShell, plWithdrawal].flatMap(texts);
    // Nouns that change with the count; spec §2's table text keeps its own wording ('z {count} rekordów').
    const countedNoun =
      /\{\{\w+\}\} (dzie[ńn]|dni|dnia|produkt\w*|pozycj\w*|sztuk\w*|wpis\w*|zamówie\w*|faktur\w*|godzin\w*|minut\w*|tygodni\w*|miesi\w*)\b/u;
    expect(all.filter((text) => countedNoun.test(text))).toEqual([]);
  });

  it('are imported by every module that names one of their keys, so `t()` never meets a part not yet added', () => {
    const missing: string[] = [];
    for (const source of sources) {
      const { file, text } = source;
      for (const [part, keys] of Object.entries(parts)) {
        const named = keys.find((key) => names(source, key));
        if (named && !new RegExp(`^import (?:\\{[^}]*\\} from )?'[./@#a-z/]*i18n/pl-${part}\\.ts';$`, 'm').test(text))
          missing.push(`${file} (pl-${part}.ts: ${named})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hold each key once: in the core dictionary or in one part', () => {
    const all = [...leavesOf(pl), ...Object.values(parts).flat()];
    expect(all.length).toBe(new Set(all).size);
  });

  it('add their keys to a namespace the core dictionary also has, keeping its keys', () => {
    expect(t('Header.Help')).toBe(plContent.Header.Help);
    expect(t('Header.Cart')).toBe(pl.Header.Cart);
  });

  it('answer through t() once imported', () => {
    expect(t('Checkout.FixErrors')).toBe(plCheckout.Checkout.FixErrors);
    expect(t('Offline.Heading')).toBe('Brak połączenia z internetem');
  });
});
