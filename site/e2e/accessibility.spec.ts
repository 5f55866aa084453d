/**
 * Accessibility (issue 17): axe-core scans every page type at a phone's and a desktop's width.
 * A violation of a WCAG 2.0, 2.1 or 2.2 level A or AA rule fails the test; what the best-practice
 * rules find is reported as an annotation of the test (and on the console), not failed on.
 * Each test has its own browser context, so the cart starts empty.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { productSets, products } from './catalogue-data.ts';
import { documentStatusErrors, expect, test } from './fixtures.ts';
import { reflowFailure, WCAG_22_AA } from './support/axe.ts';
import { createCustomer, logIn } from './support/customers.ts';

const MISSING_PATH = '/ta-strona-nie-istnieje';

const sellable = products.find((product) => product.buttons.addToCart);
const set = productSets[0];
if (!sellable || !set) throw new Error('The catalogue has no product in stock or no set');

interface PageType {
  name: string;
  path: string;
  /** Brings the page into the state to scan, after it has loaded (the cart's line, say). */
  prepare?: (page: Page) => Promise<void>;
  /** The page is a logged-in customer's: a new customer logs in first. */
  signIn?: boolean;
}

const pageTypes: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/kategoria/dozowniki' },
  { name: 'category with filters', path: '/kategoria/dozowniki/producent-merida_dostepne' },
  { name: 'product', path: `/produkt/${sellable.slug}` },
  { name: 'product set', path: `/zestaw/${set.slug}` },
  { name: 'search results', path: '/wyszukiwarka/mydlo' },
  { name: 'blog list', path: '/blog' },
  { name: 'article', path: '/blog/wynajem-suszarek' },
  { name: 'branch list', path: '/oddzialy' },
  { name: 'branch', path: '/oddzialy/centrala-wroclaw' },
  { name: 'content page', path: '/strona/o-nas' },
  { name: 'contact', path: '/kontakt' },
  {
    name: 'product enquiry',
    path: `/kontakt?${new URLSearchParams({ productNumber: 'MP-10001', productName: 'Mydło w płynie Merida 5 l' })}`,
  },
  { name: 'empty cart', path: '/koszyk' },
  {
    name: 'cart with a line',
    path: '/koszyk',
    prepare: async (page) => {
      // The context keeps the cart cookie the API sets; the reload shows the line.
      const response = await page.request.post('/api/public/v1/carts/products', { data: { productsData: [{ uuid: sellable.uuid, quantity: 2 }] } });
      expect(response.status()).toBe(200);
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('main').getByRole('link', { name: sellable.name }).first()).toBeVisible();
    },
  },
  { name: 'newsletter thanks', path: '/newsletter/dziekujemy' },
  { name: 'newsletter unsubscribe by address', path: '/newsletter/rezygnacja' },
  { name: 'login', path: '/logowanie' },
  {
    name: 'account data',
    path: '/konto/dane',
    signIn: true,
    prepare: async (page) => {
      await expect(page.getByRole('form', { name: 'Dane konta' })).toBeVisible();
    },
  },
  {
    name: 'account address form',
    path: '/konto/dostawy',
    signIn: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Dodaj adres' }).click();
      await expect(page.getByRole('form', { name: 'Nowy adres dostawy' })).toBeVisible();
    },
  },
  { name: 'registration', path: '/rejestracja' },
  { name: 'registration sent', path: '/rejestracja/potwierdzenie' },
  { name: 'password reset request', path: '/resetowanie-hasla' },
];
const notFound: PageType = { name: 'page not found', path: MISSING_PATH };

/** One line per violation: the rule, its impact, what it asks and the elements that break it. */
function describeViolations(violations: Result[]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} – ${targets}`;
  });
}

/**
 * Scans the page with the WCAG A/AA rules and the best-practice rules in one run. `toReview` is
 * what axe could not decide (a contrast over an image or a gradient, say): reported for a person.
 */
async function scan(page: Page): Promise<{ wcag: Result[]; bestPractice: Result[]; toReview: Result[] }> {
  const results: AxeResults = await new AxeBuilder({ page }).withTags([...WCAG_22_AA, 'best-practice']).analyze();
  const isWcag = (violation: Result) => violation.tags.some((tag) => WCAG_22_AA.includes(tag));
  return {
    wcag: results.violations.filter(isWcag),
    bestPractice: results.violations.filter((violation) => !isWcag(violation)),
    toReview: results.incomplete,
  };
}

/** Loads the page, waits for client rendering to settle, scans it and fails on a WCAG A/AA violation. */
function testPageType(pageType: PageType, width: number): void {
  test(`${pageType.name} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
    // A full axe scan of a long page takes 15–20 s alone and more beside the worker tests: the default 30 s is too tight.
    test.slow();
    if (pageType.signIn) await logIn(page, await createCustomer());
    await page.goto(pageType.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pageType.prepare?.(page);

    const { wcag, bestPractice, toReview } = await scan(page);
    const reported = [
      ...describeViolations(bestPractice).map((description) => ({ type: 'axe best practice', description })),
      ...describeViolations(toReview).map((description) => ({ type: 'axe needs review', description })),
    ];
    for (const annotation of reported) {
      test.info().annotations.push(annotation);
      console.log(`[${annotation.type}] ${pageType.name} at ${width} px: ${annotation.description}`);
    }
    expect(describeViolations(wcag), `WCAG 2.2 A/AA violations on ${pageType.path}`).toEqual([]);
    // Reflow (1.4.10), which axe does not test: the page never scrolls sideways.
    expect(await reflowFailure(page), `${pageType.path} at ${width} px`).toBeNull();
  });
}

for (const width of [360, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    for (const pageType of pageTypes) testPageType(pageType, width);

    test.describe('a first visit, with the cookie banner open to choose', () => {
      test.use({ consent: null });
      testPageType(
        {
          name: 'cookie banner',
          path: '/',
          prepare: async (page) => {
            const banner = page.getByRole('region', { name: 'Pliki cookie w sklepie' });
            await banner.getByRole('button', { name: 'Wybieram' }).click();
            await expect(banner.getByRole('checkbox', { name: /^Reklamowe/ })).toBeVisible();
          },
        },
        width,
      );
    });

    test.describe('an error page', () => {
      test.use({ expectedErrors: documentStatusErrors(404, MISSING_PATH) });
      testPageType(notFound, width);
    });
  });
}

/** WCAG's relative luminance of a computed `rgb(…)` / `rgba(…)` colour. */
function luminanceOf(color: string): number {
  const [red = 0, green = 0, blue = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminanceOf(first), luminanceOf(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

for (const width of [360, 1280]) {
  test.describe(`focus and structure at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test('the header search box shows a solid focus ring of 3:1 against the header behind it (WCAG 1.4.11)', async ({ page }) => {
      await page.goto('/kategoria/dozowniki');
      const input = page.getByRole('banner').getByRole('combobox', { name: 'Szukaj w sklepie' });
      await input.focus();
      const ring = await input.evaluate((element) => {
        const field = element.parentElement as HTMLElement;
        const style = getComputedStyle(field);
        let behind: Element | null = field.parentElement;
        let background = 'rgba(0, 0, 0, 0)';
        while (behind && /rgba\(.*, 0\)$|transparent/.test(background)) {
          background = getComputedStyle(behind).backgroundColor;
          behind = behind.parentElement;
        }
        return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor, background };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
    });

    test('a category page goes down the heading levels one at a time, with the filters as an h2', async ({ page }) => {
      await page.goto('/kategoria/dozowniki');
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Filtry' })).toBeVisible();
      const levels = await page
        .getByRole('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        expect(level, `heading ${index + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
      });
    });
  });
}

test('every navigation landmark has a name of its own, the closed mobile menu’s included', async ({ page }) => {
  await page.goto('/');
  const names = await page
    .locator('nav')
    .evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label') ?? nav.getAttribute('aria-labelledby')));
  expect(names).toContain('Kategorie');
  expect(names).toContain('Kategorie w menu');
  expect(new Set(names).size, names.join(', ')).toBe(names.length);
});
