import type { ListResponse, ProductOffer } from '../src/lib/api-types.ts';
import { formatPrice } from '../src/lib/money.ts';
import { toProductOffer } from '../src/lib/product-summary.ts';
import { findProduct, products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';

test('a product page shows the build price in its HTML, then the live price and stock from the API', async ({ page, request }) => {
  const product = findProduct((candidate) => candidate.buttons.addToCart && candidate.price.promotion === null, 'product in stock');
  const path = `/produkt/${product.slug}`;
  expect(await (await request.get(path)).text()).toContain(formatPrice(product.price.grossPrice));

  const live: ProductOffer = {
    ...toProductOffer(product),
    price: { ...product.price, nettoPrice: product.price.nettoPrice + 1000, grossPrice: product.price.grossPrice + 1230 },
    stock: { quantity: 0, supplierDeliveryDays: 5 },
    buttons: { ...product.buttons, addToCart: false, addToCartSupplier: true },
  };
  let asked = '';
  await page.route('**/api/public/v1/products/offers?*', async (route) => {
    asked = new URL(route.request().url()).searchParams.get('uuids') ?? '';
    await route.fulfill({ json: { items: [live] } satisfies ListResponse<ProductOffer> });
  });
  await page.goto(path);
  const offer = page.locator('[data-offer]');
  await expect(offer).toHaveAttribute('data-offer', 'live');
  expect(asked).toBe(product.uuid);
  await expect(offer.getByText(formatPrice(live.price.grossPrice), { exact: true })).toBeVisible();
  await expect(offer.getByText(`${formatPrice(live.price.nettoPrice)} netto`)).toBeVisible();
  await expect(offer.getByText('Dostępny u dostawcy – wysyłka do 5 dni')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Dodaj do koszyka' })).toBeEnabled();
});

test('the live offer comes from the real API: the same values as the build when nothing changed', async ({ page }) => {
  const product = findProduct((candidate) => candidate.buttons.addToCart, 'product in stock');
  const answered = page.waitForResponse((response) => response.url().includes('/api/public/v1/products/offers?') && response.ok());
  await page.goto(`/produkt/${product.slug}`);
  const body = (await (await answered).json()) as ListResponse<ProductOffer>;
  expect(body.items).toEqual([toProductOffer(product)]);
  await expect(page.locator('[data-offer]')).toHaveAttribute('data-offer', 'live');
});

test('recommended products are refreshed through POST /products/numbers once the row comes near the screen, not while the page loads', async ({
  page,
}) => {
  const product = findProduct((candidate) => candidate.buttons.addToCart, 'product in stock');
  // A phone: the row sits more than a screen below the fold.
  await page.setViewportSize({ width: 360, height: 640 });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/public/v1/products/numbers') && request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(`/produkt/${product.slug}`);
  await page.waitForLoadState('networkidle');
  const section = page.getByRole('region', { name: 'Polecane do tego produktu' });
  await expect(section).toHaveAttribute('data-recommendations', 'build');
  expect(posts).toEqual([]);

  const posted = page.waitForRequest((request) => request.url().endsWith('/api/public/v1/products/numbers') && request.method() === 'POST');
  await section.scrollIntoViewIfNeeded();
  const numbers = ((await posted).postDataJSON() as { numbers: string[] }).numbers;
  await expect(section).toHaveAttribute('data-recommendations', 'live');
  await expect(section.locator('article')).toHaveCount(numbers.length);
  expect(numbers).not.toContain(product.number);
  await expect(section.getByText(numbers[0] ?? '', { exact: true })).toBeVisible();
});

test('viewed products: newest first, each once, on product pages (without the product itself) and on the cart page', async ({ page }) => {
  const [first, second, third] = products.filter((product) => product.buttons.addToCart);
  if (!first || !second || !third) throw new Error('catalogue too small');
  for (const product of [first, second, third, first]) {
    await page.goto(`/produkt/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  }
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('merida.viewedProducts') ?? '[]') as { uuid: string }[]);
  expect(stored.map((entry) => entry.uuid)).toEqual([first.uuid, third.uuid, second.uuid]);

  const onProduct = page.getByRole('region', { name: 'Ostatnio oglądane' }).getByRole('listitem');
  await expect(onProduct).toHaveCount(2);
  await expect(onProduct.first()).toContainText(third.name);
  await expect(onProduct.nth(1)).toContainText(second.name);

  await page.goto('/koszyk');
  const onCart = page.getByRole('region', { name: 'Ostatnio oglądane' }).getByRole('listitem');
  await expect(onCart).toHaveCount(3);
  await expect(onCart.nth(0)).toContainText(first.name);
  await expect(onCart.nth(1)).toContainText(third.name);
  await expect(onCart.nth(2)).toContainText(second.name);
  // Prices are the live ones, gross.
  await expect(onCart.nth(0)).toContainText(`${formatPrice(first.price.grossPrice)} brutto`);
  await onCart.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${second.slug}$`));
});

test('a history tampered with in local storage is read without its bad entries', async ({ page }) => {
  const [product] = products;
  if (!product) throw new Error('empty catalogue');
  await page.addInitScript(
    (entry) => {
      const bad = { ...entry, uuid: 'x', image: { src: 'https://evil.example/a.svg', width: 1, height: 1 } };
      window.localStorage.setItem('merida.viewedProducts', JSON.stringify([bad, entry, 'tekst']));
    },
    {
      uuid: product.uuid,
      number: product.number,
      slug: product.slug,
      name: product.name,
      image: { src: product.coverImage.src, width: product.coverImage.width, height: product.coverImage.height },
    },
  );
  await page.goto('/koszyk');
  const items = page.getByRole('region', { name: 'Ostatnio oglądane' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(product.name);
});
