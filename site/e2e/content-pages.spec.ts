import { milestones } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { breadcrumbTrail, expectPageMetadata, jsonLdOfType } from './support/page-checks.ts';

interface LocalBusinessLd {
  name: string;
  url: string;
  telephone: string;
  email: string;
  address: { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string };
  geo: { latitude: number; longitude: number };
  openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
}

test('the branch list shows every branch with address, hours, contact and directions, and no empty map box', async ({ page }) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('maps.googleapis.com')) mapRequests.push(request.url());
  });
  await page.goto('/oddzialy');
  await expect(page.getByRole('heading', { level: 1, name: 'Nasze oddziały' })).toBeVisible();
  await expectPageMetadata(page, '/oddzialy');

  const branches = page.getByRole('main').getByRole('article');
  await expect(branches).toHaveCount(7);
  await expect(branches.first().getByRole('heading', { level: 2 })).toHaveText('Centrala – Wrocław');
  for (const branch of await branches.all()) {
    const name = (await branch.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await expect(branch.locator('address')).toHaveText(/\d{2}-\d{3} \S/);
    await expect(branch.getByText(/^pon\.–pt\.$/)).toBeVisible();
    await expect(branch.getByRole('link', { name: /^\+48[\d ]+$/ })).toHaveAttribute('href', /^tel:\+48\d{9}$/);
    await expect(branch.getByRole('link', { name: /@sklep-merida\.example$/ })).toHaveAttribute('href', /^mailto:/);
    const directions = branch.getByRole('link', { name: `Wyznacz trasę do: ${name} (Google Maps, otwiera się w nowej karcie)` });
    const target = new URL((await directions.getAttribute('href')) ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(target.searchParams.get('destination')).toMatch(/^\d+\.\d+,\d+\.\d+$/);
    await expect(directions).toHaveAttribute('target', '_blank');
  }
  // This build has no Maps key: no map region, no box kept for it, no script requested.
  await expect(page.getByRole('region', { name: 'Mapa oddziałów' })).toHaveCount(0);
  await expect(page.getByText('Ładowanie mapy…')).toHaveCount(0);
  expect(mapRequests).toEqual([]);
});

test('a branch page carries LocalBusiness JSON-LD that matches what it shows', async ({ page }) => {
  await page.goto('/oddzialy');
  await page.getByRole('link', { name: 'Szczegóły oddziału: Centrum logistyczne – Bielany Wrocławskie' }).click();
  await expect(page).toHaveURL(/\/oddzialy\/centrum-logistyczne-bielany-wroclawskie$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Centrum logistyczne – Bielany Wrocławskie' })).toBeVisible();
  await expectPageMetadata(page, '/oddzialy/centrum-logistyczne-bielany-wroclawskie');

  const business = await jsonLdOfType<LocalBusinessLd>(page, 'LocalBusiness');
  expect(new URL(business.url).pathname).toBe('/oddzialy/centrum-logistyczne-bielany-wroclawskie');
  const address = page.getByRole('main').locator('address');
  await expect(address).toContainText(business.address.streetAddress);
  await expect(address).toContainText(`${business.address.postalCode} ${business.address.addressLocality}`);
  expect(business.address.addressCountry).toBe('PL');
  expect(business.geo.latitude).toBeCloseTo(51.04, 1);
  expect(business.geo.longitude).toBeCloseTo(16.96, 1);
  await expect(page.getByRole('main').getByRole('link', { name: business.telephone })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: business.email })).toBeVisible();
  expect(business.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '06:00', closes: '22:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '07:00', closes: '13:00' },
  ]);
  // The same hours, as people read them.
  await expect(page.getByText('6:00–22:00')).toBeVisible();
  await expect(page.getByText('7:00–13:00')).toBeVisible();
  expect((await breadcrumbTrail(page)).map((item) => item.path)).toEqual(['/', '/oddzialy', '/oddzialy/centrum-logistyczne-bielany-wroclawskie']);

  const others = page.getByRole('navigation', { name: 'Pozostałe oddziały' });
  await expect(others.getByRole('listitem')).toHaveCount(6);
});

test('the contact page shows the head office, departments and branches', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expectPageMetadata(page, '/kontakt');
  const company = page.getByRole('region', { name: 'Dane firmy' });
  await expect(company.locator('address')).toHaveText(/ul\. Legnicka 55\s*54-203 Wrocław/);
  await expect(company.getByText(/^NIP \d{10} · REGON \d{9} · KRS \d{10}$/)).toBeVisible();
  await expect(company.getByText(/^Sąd rejestrowy: Sąd Rejonowy .+Kapitał zakładowy: \d{1,3}(\s\d{3})*,\d{2}\szł$/)).toBeVisible();
  // KSH art. 206 § 1 on every page: the footer names the company, its court, KRS, NIP, REGON and share capital.
  await expect(
    page
      .getByRole('contentinfo')
      .getByText(/^Merida Sp\. z o\.o\., .+ Sąd rejestrowy: .+, KRS \d{10}\. NIP \d{10}, REGON \d{9}, kapitał zakładowy .+zł\.$/),
  ).toBeVisible();
  await expect(page.getByText('pon.–pt.').first()).toBeVisible();

  const departments = page.getByRole('region', { name: 'Działy', exact: true }).getByRole('listitem');
  await expect(departments).toHaveCount(5);
  for (const department of await departments.all()) {
    await expect(department.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(department.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:[a-z]+@sklep-merida\.example$/);
  }
  const branches = page.getByRole('navigation', { name: 'Oddziały w Polsce' }).getByRole('link');
  await expect(branches).toHaveCount(8);
  await expect(page.getByRole('region', { name: /^Zapytanie o produkt/ })).toHaveCount(0);

  const headOffice = await jsonLdOfType<LocalBusinessLd>(page, 'LocalBusiness');
  expect(headOffice.address.addressLocality).toBe('Wrocław');
});

test('a product enquiry names the product from the query, as text, in the form with the subject filled in', async ({ page }) => {
  // The shop's CSP has no 'unsafe-eval': checking the query and the form must not build code from strings.
  await page.addInitScript(() => {
    const record = window as unknown as { stringCodeCalls: number };
    record.stringCodeCalls = 0;
    window.Function = new Proxy(Function, {
      construct(target, args) {
        record.stringCodeCalls++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        record.stringCodeCalls++;
        return Reflect.apply(target, self, args);
      },
    });
  });
  const name = 'Mydło w płynie Merida 5 l – 2 szt.';
  await page.goto(`/kontakt?${new URLSearchParams({ productNumber: 'MP-10001', productName: name })}`);
  const enquiry = page.getByRole('region', { name: 'Zapytanie o produkt' });
  await expect(enquiry.getByText(name, { exact: true })).toBeVisible();
  await expect(enquiry.getByText('Nr MP-10001')).toBeVisible();
  await expect(enquiry.getByRole('textbox', { name: 'Temat' })).toHaveValue(`Zapytanie o produkt: ${name} (nr MP-10001)`);
  // The form's schema loads on first use and checks with it.
  await enquiry.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  await expect(enquiry.getByRole('textbox', { name: 'Imię i nazwisko lub nazwa firmy' })).toHaveAccessibleDescription('Podaj imię i nazwisko.');
  // The canonical URL stays the contact page's own.
  await expectPageMetadata(page, '/kontakt');
  expect(await page.evaluate(() => (window as unknown as { stringCodeCalls: number }).stringCodeCalls)).toBe(0);
});

test('a malformed or hostile enquiry query shows nothing and runs nothing', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await page.goto(`/kontakt?${new URLSearchParams({ productNumber: 'MP-1', productName: '<img src=x onerror=alert(1)>' })}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: /^Zapytanie o produkt/ })).toHaveCount(0);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await page.goto(`/kontakt?productNumber=${'A'.repeat(300)}&productName=Myd%C5%82o`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Zapytanie o produkt/ })).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('content pages: terms with the information menu, milestones, landing, hand hygiene, generic and thank-you pages', async ({ page }) => {
  await page.goto('/strona/regulamin');
  await expect(page.getByRole('heading', { level: 1, name: 'Regulamin sklepu internetowego' })).toBeVisible();
  await expectPageMetadata(page, '/strona/regulamin');
  const information = page.getByRole('navigation', { name: 'Informacje' });
  await expect(information.getByRole('link', { name: 'Regulamin sklepu internetowego' })).toHaveAttribute('aria-current', 'page');
  await information.getByRole('link', { name: 'Kamienie milowe' }).click();

  await expect(page).toHaveURL(/\/strona\/kamienie-milowe$/);
  await expectPageMetadata(page, '/strona/kamienie-milowe');
  const timeline = page.getByRole('region', { name: 'Nasza historia w latach' }).getByRole('listitem');
  // The seed's twelve, and any an editor's test added before a publish (npm test run again in one checkout).
  await expect(timeline).toHaveCount(milestones.length);
  expect(milestones.length).toBeGreaterThanOrEqual(12);
  const years = (
    await timeline
      .locator('p')
      .filter({ hasText: /^\d{4}$/ })
      .allTextContents()
  ).map(Number);
  // In the editors' order (position, then year): the seed's is chronological, from 1995.
  expect(years).toEqual(milestones.map((milestone) => milestone.year));
  expect(years[0]).toBe(1995);

  await page.goto('/lp/suszarki-dla-hoteli');
  await expect(page.getByRole('heading', { level: 1, name: 'Suszarki do rąk dla hoteli' })).toBeVisible();
  await expectPageMetadata(page, '/lp/suszarki-dla-hoteli');
  await page.getByRole('link', { name: 'Zapytaj o ofertę' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);

  await page.goto('/myj-rece');
  await expect(page.getByRole('heading', { level: 1, name: 'Jak prawidłowo myć ręce' })).toBeVisible();
  await expectPageMetadata(page, '/myj-rece');
  await expect(page.getByRole('main').getByRole('list').filter({ hasText: 'Zmocz dłonie' }).getByRole('listitem')).toHaveCount(11);
  await expect(page.locator('main ol').first()).toBeVisible();

  await page.goto('/wycieraj-rece');
  await expect(page.getByRole('heading', { level: 1, name: 'Dlaczego warto dokładnie wycierać ręce' })).toBeVisible();
  await expectPageMetadata(page, '/wycieraj-rece');

  await page.goto('/other');
  await expect(page.getByRole('heading', { level: 1, name: 'Współpraca z firmami i instytucjami' })).toBeVisible();
  await expectPageMetadata(page, '/other');

  // Opened without a sign-up in this tab: it explains what a sign-up sends, naming no address.
  await page.goto('/newsletter/dziekujemy');
  await expect(page.getByRole('heading', { level: 1, name: 'Sprawdź skrzynkę e-mail' })).toBeVisible();
  await expect(page.getByText('Po zapisie wysyłamy wiadomość na podany adres.')).toBeVisible();
  await expectPageMetadata(page, '/newsletter/dziekujemy');
  // A thank-you page is no search result.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

const HEADER_OF_ROUTE: [path: string, variant: string][] = [
  ['/kontakt', 'main'],
  [`/kontakt?${new URLSearchParams({ productNumber: 'MP-10001', productName: 'Mydło w płynie' })}`, 'shop'],
  ['/blog', 'main'],
  ['/blog/strona/2', 'main'],
  ['/blog/kategoria/poradniki', 'main'],
  ['/blog/tag/dozowniki/strona/2', 'main'],
  ['/blog/wynajem-suszarek', 'main'],
  ['/oddzialy', 'main'],
  ['/oddzialy/centrala-wroclaw', 'main'],
  ['/strona/o-nas', 'page'],
  ['/strona/kamienie-milowe', 'page'],
  ['/lp/suszarki-dla-hoteli', 'page'],
  ['/myj-rece', 'page'],
  ['/wycieraj-rece', 'page'],
  ['/other', 'page'],
  ['/newsletter/dziekujemy', 'main'],
];

// Spec §2: each content page type shows the header its route names; a product enquiry on the contact page uses the shop header.
for (const [path, variant] of HEADER_OF_ROUTE) {
  test(`${path} shows the ${variant} header`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('header[data-header-variant]').first()).toHaveAttribute('data-header-variant', variant);
  });
}

test("a client-side navigation applies the next route's header too", async ({ page }) => {
  await page.goto('/strona/o-nas');
  await expect(page.locator('header[data-header-variant]').first()).toHaveAttribute('data-header-variant', 'page');
  await page.getByRole('navigation', { name: 'Informacje' }).getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('header[data-header-variant]').first()).toHaveAttribute('data-header-variant', 'main');
});
