import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCookie } from '../cookies.ts';
import { isUuid } from '../formats.ts';
import { t, tCount } from '../i18n/index.ts';
import { pl } from '../i18n/pl.ts';
import { MAX_PRODUCT_QUANTITY, readQuantity } from '../quantity.ts';
import { CART_ID_COOKIES, CART_ID_SETTINGS, randomUuidV4, storeCartIds } from './cart-ids.ts';
import { EARLY_CART_SCRIPT, earlyCartLabel, earlyQuantity } from './early-cart.ts';
import { EARLY_ADD_ATTRIBUTE, EARLY_CART_GLOBAL, EARLY_CART_LINK_ATTRIBUTE } from './early-cart-marks.ts';

/** A helper as the inline script carries it: its source alone, with no module around it. */
const asInline = <T>(helper: T): T => new Function(`return (${String(helper)})`)() as T;

describe('the early-cart script of every shop page', () => {
  it('is one self-contained expression that parses on its own, with its settings written in', () => {
    // An inline script sees no module scope: a stray reference would fail only in a browser.
    expect(() => new Function(EARLY_CART_SCRIPT)).not.toThrow();
    for (const name of [EARLY_CART_GLOBAL, EARLY_ADD_ATTRIBUTE, EARLY_CART_LINK_ATTRIBUTE, '/api/public/v1/carts/products']) {
      expect(EARLY_CART_SCRIPT).toContain(JSON.stringify(name));
    }
    expect(EARLY_CART_SCRIPT).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('reads a quantity field as the page does (readQuantity), whatever was typed', () => {
    const quantity = asInline(earlyQuantity);
    const typed = fc.oneof(
      fc.string(),
      fc.integer({ min: -20_000, max: 20_000 }).map(String),
      fc.double({ noNaN: false }).map(String),
      fc.tuple(fc.nat(20_000), fc.nat(99)).map(([whole, part]) => `${whole},${part}`),
      fc.constantFrom('', ' 7 ', '0', '9999', '10000', '2.5', '2,5', 'abc', '-5', 'Infinity', '1e3'),
    );
    fc.assert(fc.property(typed, (text) => quantity(text, MAX_PRODUCT_QUANTITY) === readQuantity(text).quantity));
  });

  it('names the cart link as the header does (Header.CartCount with the Polish plural), for any count', () => {
    const label = asInline(earlyCartLabel);
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        (count) => label(count, pl.Header.CartCount, pl.Plural.Product) === t('Header.CartCount', { count: tCount(count, 'Product') }),
      ),
    );
    expect(label(22, pl.Header.CartCount, pl.Plural.Product)).toBe('Koszyk: 22 produkty');
  });

  it('makes the cart identifiers as the page does, from the helper alone', () => {
    const uuid = asInline(randomUuidV4)();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps a valid identifier from its cookie and makes and stores one for any other, inline as on the page', () => {
    const store = asInline(storeCartIds);
    const read = asInline(readCookie);
    const cookieValue = fc.oneof(
      fc.uuid({ version: 4 }),
      fc.uuid({ version: 4 }).map((uuid) => uuid.toUpperCase()),
      fc.string({ maxLength: 40 }),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(cookieValue, cookieValue, fc.constantFrom('http:', 'https:'), (session, transaction, protocol) => {
        const jar = new Map<string, string>();
        if (session !== undefined) jar.set('cart-session-id', encodeURIComponent(session));
        if (transaction !== undefined) jar.set('cart-transaction-id', encodeURIComponent(transaction));
        const written: string[] = [];
        const doc = {
          get cookie() {
            return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
          },
          set cookie(text: string) {
            written.push(text);
            const [pair = ''] = text.split(';');
            const [name = '', value = ''] = pair.split('=');
            jar.set(name, value);
          },
        } as Document;
        const headers = store(doc, { location: { protocol } } as Window, CART_ID_SETTINGS, read, randomUuidV4);
        for (const [{ header, cookie }, sent] of CART_ID_COOKIES.map((id, index) => [id, [session, transaction][index]] as const)) {
          const value = headers[header] ?? '';
          expect(isUuid(value)).toBe(true);
          const kept = sent !== undefined && isUuid(sent.toLowerCase());
          if (kept) expect(value).toBe(sent.toLowerCase());
          const stored = written.find((line) => line.startsWith(`${cookie}=`));
          expect(stored === undefined).toBe(kept);
          if (stored) {
            expect(stored).toBe(`${cookie}=${value}; Path=/; Max-Age=7776000; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`);
          }
        }
      }),
    );
  });
});
