import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MessageKey, t, tCount, tQuantity } from './index.ts';
import { pl } from './pl.ts';
import { plAccount } from './pl-account.ts';
import { plCheckout } from './pl-checkout.ts';
import { plContact } from './pl-contact.ts';
import { plContent } from './pl-content.ts';
import { plNewsletter } from './pl-newsletter.ts';
import { plOffline } from './pl-offline.ts';
import { plOrder } from './pl-order.ts';
import { plQuickOrder } from './pl-quick-order.ts';
import { plShell } from './pl-shell.ts';

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
  const parts: Record<string, readonly string[]> = {
    account: Object.keys(plAccount),
    checkout: Object.keys(plCheckout),
    contact: Object.keys(plContact),
    content: Object.keys(plContent),
    order: Object.keys(plOrder),
    'quick-order': Object.keys(plQuickOrder),
    newsletter: Object.keys(plNewsletter),
    offline: Object.keys(plOffline),
    shell: Object.keys(plShell),
  };
  // The site's modules, and the worker's and the scripts' (tests included: they call t() too).
  const roots = [srcDir, path.join(repoRoot, 'worker', 'src'), path.join(repoRoot, 'scripts')];
  const sources = roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !(root === srcDir && (/\.test\.tsx?$/.test(file) || file.startsWith(`lib${path.sep}i18n${path.sep}`))),
      )
      .map((file) => ({ file: path.relative(repoRoot, path.join(root, file)), text: readFileSync(path.join(root, file), 'utf8') })),
  );

  it('are imported by every module that names one of their keys, so `t()` never meets a part not yet added', () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const [part, namespaces] of Object.entries(parts)) {
        const names = new RegExp(`['"\`](${namespaces.join('|')})\\.[A-Z]`);
        if (names.test(text) && !new RegExp(`^import '[./@#a-z/]*i18n/pl-${part}\\.ts';$`, 'm').test(text)) missing.push(`${file} (pl-${part}.ts)`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('share no namespace with the core dictionary or with each other', () => {
    const all = [...Object.keys(pl), ...Object.values(parts).flat()];
    expect(all.length).toBe(new Set(all).size);
  });

  it('answer through t() once imported', () => {
    expect(t('Checkout.FixErrors')).toBe(plCheckout.Checkout.FixErrors);
    expect(t('Offline.Heading')).toBe('Brak połączenia z internetem');
  });
});
