import { findProduct } from './catalogue-data.ts';
import { documentStatusErrors, expect, test } from './fixtures.ts';
import { headerState } from './support/page-checks.ts';

const product = findProduct((candidate) => candidate.breadcrumb.length >= 2 && candidate.images.length >= 2, 'product two categories deep');
const productPath = `/produkt/${product.slug}`;

test.describe('header variant of each page type (spec §4, from the route table)', () => {
  for (const [path, variant] of [
    ['/', 'main'],
    ['/kategoria/dozowniki', 'shop'],
    ['/kategoria/dozowniki/p/2', 'shop'],
    [productPath, 'shop'],
    ['/przegladaj/nowosci', 'shop'],
    ['/koszyk', 'cart'],
  ] as const) {
    test(`${path} has the ${variant} header in its HTML and after hydration`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-header-variant="${variant}"`);
      await page.goto(path);
      await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', variant);
    });
  }

  test.describe('a path of no route', () => {
    test.use({ expectedErrors: documentStatusErrors(404, '/ta-strona-nie-istnieje') });

    test('falls back to the main header', async ({ page }) => {
      const response = await page.goto('/ta-strona-nie-istnieje');
      expect(response?.status()).toBe(404);
      expect(await response?.text()).toContain('data-header-variant="main"');
      await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', 'main');
    });
  });

  test('main and shop layouts show the top, main, category and content bars', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('Producent i dostawca artykułów higienicznych od 1995 roku')).toBeVisible();
    await expect(header.getByRole('link', { name: /^Koszyk: 0 produktów$/ })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Kategorie' })).toBeVisible();
    await expect(header.getByText('Darmowa dostawa od 500 zł netto')).toBeVisible();

    await page.goto('/kategoria/dozowniki');
    await expect(header.getByRole('navigation', { name: 'Na skróty' }).getByRole('link', { name: 'Nowości' })).toBeVisible();
    await expect(header.getByText('Darmowa dostawa od 500 zł netto')).toHaveCount(0);
  });

  test('the cart layout swaps the top, main and content bars for the cart main bar', async ({ page }) => {
    await page.goto('/koszyk');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Wróć do zakupów' })).toBeVisible();
    await expect(header.getByText('Bezpieczne zakupy – połączenie szyfrowane')).toBeVisible();
    await expect(header.getByText('Producent i dostawca artykułów higienicznych od 1995 roku')).toHaveCount(0);
    await expect(header.getByRole('link', { name: /^Koszyk: / })).toHaveCount(0);
    await expect(header.getByRole('navigation', { name: 'Na skróty' })).toHaveCount(0);
    await expect(header.getByRole('navigation', { name: 'Kategorie' })).toBeVisible();
  });
});

test.describe('route changes (spec §2)', () => {
  test('apply the route header, end the fixed mode and scroll to the top', async ({ page }) => {
    await page.goto(productPath);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => headerState(page)).toMatchObject({ variant: 'shop', fixed: 'true' });
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Koszyk: / })
      .click();
    await expect(page).toHaveURL(/\/koszyk$/);
    await expect.poll(() => headerState(page)).toEqual({ variant: 'cart', fixed: 'false', fixedMobile: 'false' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${productPath}$`));
    await expect.poll(async () => (await headerState(page)).variant).toBe('shop');
  });
});

test.describe('fixed header', () => {
  test('on a desktop it keeps the layout, docks the main bar and offers the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(productPath);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeHidden();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => headerState(page)).toEqual({ variant: 'shop', fixed: 'true', fixedMobile: 'false' });
    await expect(menuButton).toBeInViewport();
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => headerState(page)).toEqual({ variant: 'shop', fixed: 'false', fixedMobile: 'false' });
  });

  test('on a phone it becomes main with fixed-mobile, and restoring returns to the layout before', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/koszyk');
    await expect.poll(() => headerState(page)).toEqual({ variant: 'cart', fixed: 'false', fixedMobile: 'false' });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => headerState(page)).toEqual({ variant: 'main', fixed: 'true', fixedMobile: 'true' });
    await expect(page.getByRole('banner').getByRole('link', { name: /^Koszyk: / })).toBeInViewport();
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => headerState(page)).toEqual({ variant: 'cart', fixed: 'false', fixedMobile: 'false' });
  });
});

test.describe('category menus', () => {
  test('the desktop mega menu opens on hover and hides after the pointer leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Kategorie' });
    const subcategory = bar.getByRole('link', { name: 'Dozowniki mydła w płynie' });
    await expect(subcategory).toBeHidden();
    await bar.getByRole('link', { name: 'Dozowniki', exact: true }).hover();
    await expect(subcategory).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(subcategory).toBeHidden();
    await bar.getByRole('link', { name: 'Dozowniki', exact: true }).hover();
    await subcategory.click();
    await expect(page).toHaveURL(/\/kategoria\/dozowniki-mydla-w-plynie$/);
    await expect(subcategory).toBeHidden();
  });

  test('the mega menu works from the keyboard: the disclosure button opens it, Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Pokaż podkategorie: Dozowniki' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panelLink = page.getByRole('link', { name: 'Dozowniki mydła w płynie' });
    await expect(panelLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Dozowniki mydła (21)' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panelLink).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('on a phone the menu is a dialog with the category tree that closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Kategorie' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByText('Dozowniki', { exact: true }).click();
    await dialog.getByRole('link', { name: 'Dozowniki ręczników' }).click();
    await expect(page).toHaveURL(/\/kategoria\/dozowniki-recznikow$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Dozowniki ręczników' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('breadcrumbs', () => {
  test('fold to the parent on a phone and open with their toggle', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(productPath);
    const trail = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    const parent = product.breadcrumb.at(-1);
    const root = product.breadcrumb[0];
    if (!parent || !root) throw new Error('product without a breadcrumb');
    await expect(trail.getByRole('link', { name: parent.name, exact: true })).toBeVisible();
    await expect(trail.getByRole('link', { name: 'Strona główna' })).toBeHidden();
    const toggle = trail.getByRole('button', { name: 'Pokaż całą ścieżkę' });
    await toggle.click();
    await expect(trail.getByRole('link', { name: 'Strona główna' })).toBeVisible();
    await expect(trail.getByRole('link', { name: root.name, exact: true })).toBeVisible();
    await expect(trail.getByRole('button', { name: 'Zwiń ścieżkę' })).toHaveAttribute('aria-expanded', 'true');

    // A new page starts folded: the parent category's trail (home, root, parent) shows only the root.
    await trail.getByRole('link', { name: parent.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/kategoria/${parent.slug}$`));
    const nextTrail = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(nextTrail.getByRole('link', { name: root.name, exact: true })).toBeVisible();
    await expect(nextTrail.getByRole('link', { name: 'Strona główna' })).toBeHidden();
    await expect(nextTrail.getByRole('button', { name: 'Pokaż całą ścieżkę' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('show the whole trail on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(productPath);
    const trail = page.getByRole('navigation', { name: 'Ścieżka nawigacji' });
    await expect(trail.getByRole('link', { name: 'Strona główna' })).toBeVisible();
    await expect(trail.getByRole('button')).toBeHidden();
    await expect(trail.getByText(product.name, { exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test('the first Tab reaches the skip link to the content', async ({ page }) => {
  await page.goto('/kategoria/dozowniki');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#tresc$/);
});
