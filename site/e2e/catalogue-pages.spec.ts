import { dateAfter, PRICE_VALIDITY_DAYS } from '../src/lib/json-ld.ts';
import { formatPrice, toDecimalString } from '../src/lib/money.ts';
import { DEFAULT_SOCIAL_IMAGE, socialImagePath } from '../src/lib/social-images.ts';
import { builtAt, categoryTree, findProduct, flags, productSets, products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { jsonLdOfType } from './support/page-checks.ts';

/** The JSON-LD fields the tests read, as the page writes them. */
interface ProductBlock {
  name: string;
  sku: string;
  gtin13: string;
  brand: { '@type': string; name: string };
  image: string[];
  offers: {
    '@type': string;
    price: string;
    priceCurrency: string;
    priceValidUntil: string;
    availability: string;
    url: string;
    shippingDetails: { shippingRate: { value: string; currency: string }; shippingDestination: { addressCountry: string } }[];
    hasMerchantReturnPolicy: { applicableCountry: string; merchantReturnDays: number; merchantReturnLink: string };
  };
}
interface BreadcrumbBlock {
  itemListElement: { position: number; name: string; item: string }[];
}
interface OrganizationBlock {
  name: string;
  url: string;
  logo: string;
}

/**
 * The page's og:image is a raster picture with its size and text alternative, at `path`, and the
 * export serves it as a JPEG.
 */
async function expectSocialImage(page: import('@playwright/test').Page, path: string) {
  const url = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
  expect(url.pathname).toBe(path);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S{3,}/);
  const response = await page.request.get(url.pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  expect([...(await response.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
}

async function expectPageMetadata(page: import('@playwright/test').Page, path: string, title: RegExp | string) {
  await expect(page).toHaveTitle(title);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname.replace(/^\/$/, '/')).toBe(path);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/\S{10,}/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pl_PL');
}

test('home: slider, product rows, blog teasers, Organization JSON-LD and metadata', async ({ page }) => {
  await page.goto('/');
  await expectPageMetadata(page, '/', /Merida/);
  await expectSocialImage(page, DEFAULT_SOCIAL_IMAGE.src);
  const slider = page.getByRole('region', { name: 'Wyróżnione w sklepie' });
  // One slide shows; the others are inert (out of the accessibility tree) until their turn.
  await expect(slider.locator('[aria-roledescription="slajd"]')).toHaveCount(4);
  await expect(slider.getByRole('group')).toHaveCount(1);
  await expect(slider.getByRole('group')).toHaveAccessibleName('Slajd 1 z 4');
  await expect(slider.getByRole('heading', { level: 2 })).toHaveText(['Suszarki do rąk']);
  await slider.getByRole('button', { name: 'Zatrzymaj przewijanie slajdów' }).click();
  await expect(slider.getByRole('button', { name: 'Wznów przewijanie slajdów' })).toHaveAttribute('aria-pressed', 'true');
  // The outgoing slide fades out for half a second: wait for the incoming one by name.
  const shows = async (index: number, title: string) => {
    const slide = slider.getByRole('group', { name: `Slajd ${index} z 4` });
    await expect(slide).toBeVisible();
    await expect(slide.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(slider.getByRole('group')).toHaveCount(1);
  };
  await slider.getByRole('button', { name: 'Następny slajd' }).click();
  await shows(2, 'Promocje');
  await slider.getByRole('button', { name: 'Poprzedni slajd' }).click();
  await slider.getByRole('button', { name: 'Poprzedni slajd' }).click();
  await shows(4, 'Nowości w ofercie');

  for (const heading of ['Kategorie produktów', 'Promocje', 'Polecane produkty', 'Najczęściej kupowane', 'Porady z naszego bloga']) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const teaserDates = await page.locator('time').allTextContents();
  expect(teaserDates).toHaveLength(3);
  for (const date of teaserDates) expect(date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

  const organization = await jsonLdOfType<OrganizationBlock>(page, 'Organization');
  expect(organization.name).toBe('Merida Sp. z o.o.');
  expect(new URL(organization.logo).pathname).toBe('/logo.svg');
});

test('category: tiles with gross and net prices, subcategories, paging, sort links and breadcrumbs', async ({ page }) => {
  const count = categoryTree.find((category) => category.slug === 'dozowniki')?.productCount ?? 0;
  expect(count).toBeGreaterThan(24);
  await page.goto('/kategoria/dozowniki');
  await expectPageMetadata(page, '/kategoria/dozowniki', /^Dozowniki \| Merida$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dozowniki' })).toBeVisible();
  await expect(page.getByText(`${count} produktów`, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Podkategorie' }).getByRole('link')).toHaveCount(3);
  const tiles = page.locator('main article');
  await expect(tiles).toHaveCount(24);
  for (const tile of await tiles.all()) {
    await expect(tile.getByText(/\d,\d{2}\u00a0zł/).first()).toBeVisible();
    await expect(tile.getByText('brutto', { exact: true })).toBeVisible();
    await expect(tile.getByText(/\d,\d{2}\u00a0zł netto/)).toBeVisible();
  }

  const breadcrumbs = await jsonLdOfType<BreadcrumbBlock>(page, 'BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((item) => [item.position, item.name, new URL(item.item).pathname])).toEqual([
    [1, 'Strona główna', '/'],
    [2, 'Dozowniki', '/kategoria/dozowniki'],
  ]);

  await page.getByText('Sortowanie: Popularność').click();
  const sort = page.getByRole('list', { name: 'Sortuj' });
  await expect(sort.getByRole('link', { name: 'Popularność' })).toHaveAttribute('href', '/kategoria/dozowniki');
  await expect(sort.getByRole('link', { name: 'Popularność' })).toHaveAttribute('aria-current', 'true');
  await expect(sort.getByRole('link', { name: 'Cena: od najniższej' })).toHaveAttribute('href', '/kategoria/dozowniki/sortuj-cena-rosnaco');
  await expect(sort.getByRole('link', { name: 'Najnowsze' })).toHaveAttribute('rel', 'nofollow');

  const pager = page.getByRole('navigation', { name: 'Strony kategorii' });
  await pager.getByRole('link', { name: 'Następna strona' }).click();
  await expect(page).toHaveURL(/\/kategoria\/dozowniki\/p\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dozowniki – Strona 2');
  await expect(page.locator('main article')).toHaveCount(count - 24);
  await expect(pager.getByRole('link', { name: 'Strona 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link', { name: 'Poprzednia strona' })).toHaveAttribute('href', '/kategoria/dozowniki');
  await expectPageMetadata(page, '/kategoria/dozowniki/p/2', /Strona 2/);
});

test('product: facts, prices, Product and BreadcrumbList JSON-LD, sets and the enquiry link', async ({ page }) => {
  const product = findProduct(
    (candidate) => candidate.sets.length > 0 && candidate.buttons.addToCart && candidate.price.promotion === null,
    'product in a set',
  );
  const path = `/produkt/${product.slug}`;
  await page.goto(path);
  await expectPageMetadata(page, path, `${product.name} | Merida`);
  await expectSocialImage(page, socialImagePath(product.coverImage.src));
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', product.coverImage.alt);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts).toHaveText([product.number, product.eanCode, product.producer]);
  const offer = page.locator('[data-offer]');
  await expect(offer.getByText(formatPrice(product.price.grossPrice), { exact: true })).toBeVisible();
  await expect(offer.getByText(`${formatPrice(product.price.nettoPrice)} netto`)).toBeVisible();
  await expect(offer.getByText(`VAT ${product.price.vatRate}%`)).toBeVisible();
  await expect(offer.getByText(/^Dostępny: \d+/)).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Dodaj do koszyka' })).toBeEnabled();

  const ld = await jsonLdOfType<ProductBlock>(page, 'Product');
  expect(ld).toMatchObject({ name: product.name, sku: product.number, gtin13: product.eanCode, brand: { '@type': 'Brand', name: product.producer } });
  expect(ld.image.map((url) => new URL(url).pathname)).toEqual([socialImagePath(product.coverImage.src)]);
  expect(ld.offers).toMatchObject({
    '@type': 'Offer',
    price: toDecimalString(product.price.grossPrice),
    priceCurrency: 'PLN',
    priceValidUntil: dateAfter(builtAt, PRICE_VALIDITY_DAYS),
    availability: 'https://schema.org/InStock',
  });
  expect(new URL(ld.offers.url).pathname).toBe(path);
  expect(ld.offers.shippingDetails.length).toBeGreaterThan(0);
  for (const details of ld.offers.shippingDetails) {
    expect(details.shippingDestination.addressCountry).toBe('PL');
    expect(details.shippingRate).toMatchObject({ currency: 'PLN', value: expect.stringMatching(/^\d+\.\d{2}$/) });
  }
  expect(ld.offers.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: 'PL', merchantReturnDays: 14 });
  expect((await page.request.get(new URL(ld.offers.hasMerchantReturnPolicy.merchantReturnLink).pathname)).status()).toBe(200);
  const trail = await jsonLdOfType<BreadcrumbBlock>(page, 'BreadcrumbList');
  expect(trail.itemListElement.map((item) => item.name)).toEqual([
    'Strona główna',
    ...product.breadcrumb.map((category) => category.name),
    product.name,
  ]);
  expect(new URL(trail.itemListElement.at(-1)?.item ?? '').pathname).toBe(path);

  const sets = page.getByRole('region', { name: 'Kup taniej w zestawie' });
  for (const set of product.sets) await expect(sets.getByRole('link', { name: set.name })).toHaveAttribute('href', `/zestaw/${set.slug}`);
  if (product.price.nettoMinPriceFromSet !== null)
    await expect(sets.getByText(`W zestawie od ${formatPrice(product.price.nettoMinPriceFromSet)} netto`)).toBeVisible();

  const enquiry = new URL((await page.getByRole('link', { name: 'Zapytaj o produkt' }).getAttribute('href')) ?? '', 'http://x');
  expect(enquiry.pathname).toBe('/kontakt');
  expect(Object.fromEntries(enquiry.searchParams)).toEqual({ productNumber: product.number, productName: product.name });
  await expect(page.getByRole('heading', { level: 2, name: 'Polecane do tego produktu' })).toBeVisible();
});

test('product quantity stays between 1 and 9999', async ({ page }) => {
  const product = findProduct((candidate) => candidate.buttons.addToCart, 'product in stock');
  await page.goto(`/produkt/${product.slug}`);
  const quantity = page.getByRole('spinbutton', { name: 'Ilość' });
  await expect(quantity).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Zmniejsz ilość' })).toBeDisabled();
  await quantity.fill('12000');
  await expect(quantity).toHaveValue('9999');
  await expect(page.getByRole('button', { name: 'Zwiększ ilość' })).toBeDisabled();
  await page.getByRole('button', { name: 'Zmniejsz ilość' }).click();
  await expect(quantity).toHaveValue('9998');
  await quantity.fill('0');
  await quantity.blur();
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: 'Zwiększ ilość' }).click();
  await expect(quantity).toHaveValue('2');
});

test('product gallery: thumbnails, and a lightbox that loops, moves by keys and buttons, and closes with Escape', async ({ page }) => {
  const product = findProduct((candidate) => candidate.images.length === 3, 'product with three pictures');
  await page.goto(`/produkt/${product.slug}`);
  const gallery = page.getByRole('region', { name: 'Zdjęcia produktu' });
  await gallery.getByRole('button', { name: 'Pokaż zdjęcie 2 z 3' }).click();
  await expect(gallery.getByRole('button', { name: 'Pokaż zdjęcie 2 z 3' })).toHaveAttribute('aria-pressed', 'true');
  const opener = gallery.getByRole('button', { name: `Powiększ zdjęcie: ${product.name}` });
  await opener.click();
  const lightbox = page.getByRole('dialog', { name: `Galeria: ${product.name}` });
  await expect(lightbox).toBeVisible();
  const counter = lightbox.getByText(/^\d \/ 3$/);
  await expect(counter).toHaveText('2 / 3');
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', product.images[1]?.alt ?? '');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 3');
  await lightbox.getByRole('button', { name: 'Poprzednie zdjęcie' }).click();
  await expect(counter).toHaveText('3 / 3');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a product that cannot be bought says so, in the page and in its JSON-LD', async ({ page }) => {
  const product = findProduct((candidate) => Object.values(candidate.buttons).every((open) => !open), 'product with no way to buy it');
  await page.goto(`/produkt/${product.slug}`);
  await expect(page.getByText('Chwilowo niedostępny')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dodaj do koszyka', exact: true })).toBeDisabled();
  await expect(page.getByRole('spinbutton', { name: 'Ilość' })).toBeDisabled();
  expect((await jsonLdOfType<ProductBlock>(page, 'Product')).offers.availability).toBe('https://schema.org/OutOfStock');
});

test('promotions: the old price, the Omnibus lowest price of the 30 days before, and the unit price of chemicals', async ({ page }) => {
  const product = findProduct((candidate) => candidate.price.promotion !== null && candidate.price.unitPrice !== null, 'promoted chemical');
  const promotion = product.price.promotion;
  const unit = product.price.unitPrice;
  if (!promotion || !unit) throw new Error('unreachable');
  await page.goto(`/produkt/${product.slug}`);
  const offer = page.locator('[data-offer]');
  await expect(offer.locator('s')).toHaveText(`Cena regularna: ${formatPrice(promotion.regularGrossPrice)}`);
  await expect(offer.getByText(`Najniższa cena z 30 dni przed obniżką: ${formatPrice(promotion.lowestPrice30DaysGross)}`)).toBeVisible();
  await expect(offer.getByText(`${formatPrice(unit.grossPrice)} / ${unit.per} brutto`)).toBeVisible();
  await expect(offer.getByText(/^Promocja trwa do \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();

  const promoted = products.filter((candidate) => candidate.flags.includes('promotion'));
  expect(promoted.length).toBe(products.filter((candidate) => candidate.price.promotion !== null).length);
  await page.goto('/przegladaj/promocje');
  await expect(page.getByRole('heading', { level: 1, name: 'Promocje' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(promoted.length);
  await expect(page.locator('main article').filter({ hasText: 'Najniższa cena z 30 dni przed obniżką' })).toHaveCount(promoted.length);
});

test('product set and the products in it', async ({ page }) => {
  const set = productSets.find((candidate) => candidate.price.regularGrossPrice > candidate.price.grossPrice);
  if (!set) throw new Error('no discounted set');
  await page.goto(`/zestaw/${set.slug}`);
  await expectPageMetadata(page, `/zestaw/${set.slug}`, `${set.name} | Merida`);
  await expectSocialImage(page, socialImagePath(set.coverImage.src));
  await expect(page.getByRole('heading', { level: 1, name: set.name })).toBeVisible();
  const setBlock = await jsonLdOfType<ProductBlock>(page, 'Product');
  expect(setBlock).toMatchObject({ name: set.name, offers: { price: toDecimalString(set.price.grossPrice), priceCurrency: 'PLN' } });
  expect(setBlock.offers.hasMerchantReturnPolicy.merchantReturnDays).toBe(14);
  await expect(page.getByText(formatPrice(set.price.grossPrice), { exact: true })).toBeVisible();
  await expect(page.getByText(`${formatPrice(set.price.nettoPrice)} netto`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Oszczędzasz ${formatPrice(set.price.regularGrossPrice - set.price.grossPrice)} brutto`)).toBeVisible();
  // The set's items, not the hazard pictograms listed inside a chemical's item.
  const items = page
    .getByRole('region', { name: 'W zestawie' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items).toHaveCount(set.items.length);
  for (const item of set.items) {
    const row = items.filter({ hasText: item.product.name });
    await expect(row.getByText(`${item.quantity} ×`)).toBeVisible();
    await expect(row.getByText(`w zestawie ${formatPrice(item.grossPrice)} brutto / szt.`)).toBeVisible();
  }

  await page.getByRole('link', { name: 'Zobacz produkty z zestawu' }).click();
  await expect(page).toHaveURL(new RegExp(`/w-zestawie/${set.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Produkty z zestawu: ${set.name}` })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(set.items.length);
  const trail = await jsonLdOfType<BreadcrumbBlock>(page, 'BreadcrumbList');
  expect(trail.itemListElement.map((item) => new URL(item.item).pathname)).toEqual(['/', `/zestaw/${set.slug}`, `/w-zestawie/${set.slug}`]);
});

test('browse flags list their products', async ({ page }) => {
  for (const flag of flags) {
    const count = products.filter((product) => product.flags.includes(flag.code)).length;
    await page.goto(`/przegladaj/${flag.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: flag.name })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(count);
    await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', 'shop');
  }
});

test('cart page: its frame with the empty state, recommendations, and no indexing', async ({ page }) => {
  await page.goto('/koszyk');
  await expect(page).toHaveTitle('Koszyk | Merida');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 2, name: 'Twój koszyk jest pusty' })).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do sklepu' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toHaveAttribute('data-header-variant', 'main');
});
