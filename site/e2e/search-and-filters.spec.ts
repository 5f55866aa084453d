import type { Page } from '@playwright/test';
import { documentStatusErrors, expect, test } from './fixtures.ts';
import { accessibilityFailures } from './support/axe.ts';

/** A value kept on `window`: it survives client-side navigation and is gone after a full load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { searchMarker: string }).searchMarker = 'kept';
  });
}

function windowMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { searchMarker?: string }).searchMarker);
}

/** The gross prices of the product tiles, in grosze, in the order shown. */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('main article')
    .getByText(/zł\s*brutto/)
    .allTextContents();
  return texts.map((text) =>
    Number(
      (text.match(/^([\d\u00a0]+),(\d{2})/) ?? [])
        .slice(1)
        .join('')
        .replace(/\u00a0/g, ''),
    ),
  );
}

test('typing without Polish letters suggests products; the keyboard opens one', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Szukaj w sklepie' });
  await box.pressSequentially('recznik papier', { delay: 40 });

  const listbox = page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
  await expect(listbox).toBeVisible();
  const first = listbox.getByRole('option').first();
  await expect(first).toContainText(/Ręcznik/);
  const name = (await first.locator('span span').first().textContent())?.trim() ?? '';
  expect(name).toMatch(/^Ręcznik/);

  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(listbox).toBeHidden();
});

// Issue 36 item 4: names that begin alike were cut to one line, and five suggestions looked the same.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 740 : 800 } });

    test('suggestions for a beginning many names share tell the products apart, with the typed words marked; the keyboard picks one', async ({
      page,
    }) => {
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Szukaj w sklepie' });
      await box.pressSequentially('reczniki papierowe skladane', { delay: 40 });
      const listbox = page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' });
      const products = listbox.getByRole('option').filter({ hasText: /zł brutto/ });
      await expect.poll(() => products.count()).toBeGreaterThanOrEqual(3);

      const count = await products.count();
      const shown: string[] = [];
      for (let index = 0; index < count; index++) {
        const option = products.nth(index);
        // Marked as written in the name, though typed without Polish letters.
        await expect(option.locator('mark')).toHaveText(['Ręczniki', 'papierowe', 'składane']);
        const name = option.locator('mark').first().locator('xpath=..');
        // The whole name is in sight, its end included: nothing is cut off.
        expect(await name.evaluate((element) => element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth)).toBe(
          true,
        );
        // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, its lines apart, is what is compared.
        const text = (await option.innerText()).replace(/\s+/g, ' ').trim();
        // The marks split no word: the option's name reads as its text.
        await expect(option).toHaveAccessibleName(text);
        shown.push(text);
      }
      expect(new Set(shown).size, shown.join('\n')).toBe(count);
      expect(await accessibilityFailures(page, 'search')).toEqual([]);

      // The last product, reached with the arrows, is scrolled into sight and opens with Enter.
      for (let index = 0; index < count; index++) await box.press('ArrowDown');
      const last = products.nth(count - 1);
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(last).toBeInViewport();
      const lastName = (await last.locator('mark').first().locator('xpath=..').textContent()) ?? '';
      await box.press('Enter');
      await expect(page).toHaveURL(/\/produkt\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: lastName })).toBeVisible();
    });
  });
}

test('Escape closes the suggestions, then clears the box', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Szukaj w sklepie' });
  await box.pressSequentially('mydlo', { delay: 40 });
  await expect(page.getByRole('listbox', { name: 'Podpowiedzi wyszukiwania' })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('mydlo');
  await box.press('Escape');
  await expect(box).toHaveValue('');
});

test('Enter opens the results page; a typo gets "Czy chodziło Ci o"; no query shows the empty state', async ({ page }) => {
  await page.goto('/kategoria/dozowniki');
  await markWindow(page);
  const box = page.getByRole('combobox', { name: 'Szukaj w sklepie' });
  await box.fill('mydlo w plynie');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/wyszukiwarka\/mydlo%20w%20plynie$/);
  await expect(page).toHaveTitle('Wyniki wyszukiwania: „mydlo w plynie” | Merida');
  await expect(page.getByRole('heading', { level: 1, name: 'Wyniki wyszukiwania: „mydlo w plynie”' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Produkty' });
  await expect(products.locator('article').first()).toContainText(/Mydło w płynie/);
  await expect(products.getByText(/\d,\d{2}\u00a0zł netto/).first()).toBeVisible();
  expect(await windowMarker(page)).toBe('kept');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wyszukiwarka\/mydlo%20w%20plynie$/);

  await box.fill('recznk papierowy');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Brak pasujących wyników' })).toBeVisible();
  await page.getByRole('link', { name: 'ręcznik papierowy' }).click();
  await expect(page).toHaveURL(/\/wyszukiwarka\/r%C4%99cznik%20papierowy$/);
  await expect(page.getByRole('region', { name: 'Produkty' }).locator('article').first()).toContainText(/Ręcznik/);

  await page.goto('/wyszukiwarka');
  await expect(page.getByRole('heading', { level: 1, name: 'Czego szukasz?' })).toBeVisible();
  await expect(page).toHaveTitle('Wyszukiwarka | Merida');
});

test('filters a category through the panel without a reload; back, forward and a direct load keep the view', async ({ page }) => {
  await page.goto('/kategoria/dozowniki');
  await expect(page.getByRole('heading', { level: 1, name: 'Dozowniki' })).toBeVisible();
  await markWindow(page);

  const panel = page.getByRole('region', { name: 'Filtry' });
  await expect(panel.getByRole('group', { name: 'Producent' })).toBeVisible();
  const merida = page.getByRole('checkbox', { name: /^Merida \d+$/ });
  const meridaCount = Number((await merida.locator('xpath=..').textContent())?.match(/(\d+)$/)?.[1]);
  await merida.check();
  await expect(page).toHaveURL(/\/kategoria\/dozowniki\/producent-merida$/);
  await expect(page).toHaveTitle('Dozowniki – filtry | Merida');
  await expect(page.getByText(new RegExp(`^${meridaCount} produkt`))).toBeVisible();
  const names = await page.locator('main article h3').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('Merida');
  expect(await windowMarker(page)).toBe('kept');

  await page.getByRole('checkbox', { name: /^Tylko dostępne teraz/ }).check();
  await expect(page).toHaveURL(/\/kategoria\/dozowniki\/producent-merida_dostepne$/);
  await page.getByText('Sortowanie: Popularność').click();
  await page.getByRole('list', { name: 'Sortuj' }).getByRole('link', { name: 'Cena: od najniższej' }).click();
  await expect(page).toHaveURL(/\/kategoria\/dozowniki\/producent-merida_dostepne_sortuj-cena-rosnaco$/);
  await expect
    .poll(async () => {
      const prices = await tilePrices(page);
      return prices.length > 0 && prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
    })
    .toBe(true);
  expect(await windowMarker(page)).toBe('kept');

  await page.goBack();
  await expect(page).toHaveURL(/\/producent-merida_dostepne$/);
  await expect(page.getByRole('checkbox', { name: /^Tylko dostępne teraz/ })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/producent-merida$/);
  await expect(page.getByRole('checkbox', { name: /^Tylko dostępne teraz/ })).not.toBeChecked();
  await page.goForward();
  await expect(page).toHaveURL(/\/producent-merida_dostepne$/);
  expect(await windowMarker(page)).toBe('kept');

  await page.goto('/kategoria/dozowniki/producent-merida_dostepne');
  expect(await windowMarker(page)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Dozowniki' })).toBeVisible();
  const chosen = page.getByRole('list', { name: 'Wybrane filtry' });
  await expect(chosen.getByRole('button', { name: 'Usuń filtr: Merida' })).toBeVisible();
  await chosen.getByRole('button', { name: 'Usuń filtr: Tylko dostępne teraz' }).click();
  await expect(page).toHaveURL(/\/kategoria\/dozowniki\/producent-merida$/);
});

test('a filtered view nothing matches says so and offers the whole category', async ({ page }) => {
  // No dispenser costs a million złoty.
  await page.goto('/kategoria/dozowniki/cena-od-1000000');
  await expect(page.getByRole('heading', { level: 2, name: 'Brak pasujących wyników' })).toBeVisible();
  await page.getByRole('link', { name: 'Pokaż wszystkie produkty kategorii' }).click();
  await expect(page).toHaveURL(/\/kategoria\/dozowniki$/);
});

test.describe('a filter value none of the category’s products has', () => {
  test.use({ expectedErrors: documentStatusErrors(404, '/kategoria/mydla-i-dezynfekcja/kolor-fioletowy') });

  test('is the 404 page, as any unknown address', async ({ page }) => {
    const response = await page.goto('/kategoria/mydla-i-dezynfekcja/kolor-fioletowy');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Błąd 404 - nie znaleziono');
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Wybrane filtry' })).toHaveCount(0);
  });
});
