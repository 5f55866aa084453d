/**
 * The editors' catalogue structure screens (issue 35), as the seeded owner: two root categories
 * swapped with the keyboard keep their new order after a reload; a new subcategory moved under
 * another parent stays there; a flag created and renamed, and a save on an older read shown as a
 * conflict before it is saved again; a set's name edited; a new set of two products added; axe on
 * each screen at 1280 and 360 px.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessibleAt } from './support/axe.ts';
import { expectLoggedIn, localOwner, logInToPanel } from './support/panel.ts';

/** The names of the tree's root categories, in order. */
async function rootNames(page: Page): Promise<string[]> {
  return page.getByTestId('category-tree').locator(':scope > li > div > span:first-child').allTextContents();
}

function treeItem(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `Edytuj „${name}”`, exact: true });
}

test.beforeEach(async ({ page }) => {
  // Axe over a whole tree at two widths takes a while on a shared machine.
  test.setTimeout(120_000);
  const owner = localOwner();
  await logInToPanel(page, owner.email, owner.password, owner.totpSecret);
  await expectLoggedIn(page, 'Właściciel');
});

test('reorders two categories with the keyboard, moves a new subcategory, and the tree keeps both after a reload', async ({ page }) => {
  await page.getByRole('link', { name: 'Katalog' }).click();
  await expect(page.getByRole('heading', { name: 'Drzewo kategorii' })).toBeVisible();
  const before = await rootNames(page);
  const [first = '', second = ''] = before;

  const down = page.getByRole('button', { name: `Przesuń „${first}” w dół` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Zapisano nową kolejność.');
  await page.reload();
  await expect.poll(() => rootNames(page)).toEqual([second, first, ...before.slice(2)]);

  // A subcategory added under the first category and moved under the second.
  const suffix = crypto.randomUUID().slice(0, 6);
  const name = `Testowa podkategoria ${suffix}`;
  await treeItem(page, first).click();
  const create = page.getByRole('form', { name: 'Dodaj podkategorię' });
  await create.getByLabel('Nazwa').fill(name);
  await create.getByLabel('Slug (adres)').fill(`testowa-${suffix}`);
  await expect(create.getByLabel('Kategoria nadrzędna')).toHaveValue(await parentValueOf(page, first));
  await create.getByRole('button', { name: 'Dodaj kategorię' }).click();
  await expect(create.getByRole('status')).toHaveText(`Dodano kategorię „${name}”.`);
  const edit = page.getByRole('form', { name: `Kategoria „${name}”` });
  await edit.getByLabel('Kategoria nadrzędna').selectOption({ label: second });
  await edit.getByLabel('Opis').fill('Podkategoria przeniesiona w teście.');
  await edit.getByRole('button', { name: 'Zapisz' }).click();
  await expect(edit.getByRole('status')).toHaveText('Zapisano.');
  await page.reload();
  await treeItem(page, name).click();
  await expect(page.getByRole('form', { name: `Kategoria „${name}”` }).getByLabel('Kategoria nadrzędna')).toHaveValue(
    await parentValueOf(page, second),
  );
  await expectAccessibleAt(page);

  // The root's order as it was, for the other specs.
  await page.getByRole('button', { name: `Przesuń „${first}” w górę` }).click();
  await expect(page.getByRole('status')).toHaveText('Zapisano nową kolejność.');
  await expect.poll(() => rootNames(page)).toEqual(before);
});

/** The slug behind a category's name in the parent list. */
async function parentValueOf(page: Page, name: string): Promise<string> {
  const option = page
    .getByRole('form', { name: 'Dodaj podkategorię' })
    .or(page.getByRole('form', { name: 'Dodaj kategorię główną' }))
    .locator('option')
    .filter({ hasText: new RegExp(`^\\s*${name}$`) });
  return (await option.first().getAttribute('value')) ?? '';
}

test.describe('flags', () => {
  // The save on an older read is answered 409 by design.
  test.use({ expectedErrors: /409 .*\/api\/admin\/v1\/flags\/|status of 409/ });

  test('creates and renames a flag; a save on an older read shows what changed and saves on the fresh read', async ({ page }) => {
    await page.goto('/panel/katalog/flagi');
    await expect(page.getByRole('heading', { name: 'Flagi', level: 2 })).toBeVisible();
    const letters = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
    const create = page.getByRole('form', { name: 'Nowa flaga' });
    await create.getByRole('button', { name: 'Dodaj flagę' }).click();
    await expect(create.getByText('Podaj nazwę flagi.')).toBeVisible();
    await expect(create.getByLabel('Nazwa')).toHaveAttribute('aria-invalid', 'true');
    await create.getByLabel('Kod').fill(`t${letters}`);
    await create.getByLabel('Nazwa').fill(`Flaga ${letters}`);
    await create.getByLabel('Slug (adres /przegladaj/…)').fill(`flaga-${letters}`);
    await create.getByLabel('Miejsce na liście').fill('50');
    await create.getByRole('button', { name: 'Dodaj flagę' }).click();
    await expect(create.getByRole('status')).toHaveText(`Dodano flagę „Flaga ${letters}”.`);
    await expect(page.getByRole('row').filter({ hasText: `t${letters}` })).toContainText(`Flaga ${letters}`);

    // The form is named by the flag's stored name, which the save changes.
    const edit = page.getByRole('form', { name: /^Flaga „/ });
    await expect(edit).toHaveAccessibleName(`Flaga „Flaga ${letters}”`);
    // Another editor saves meanwhile.
    const stored = await (await page.request.get(`/api/admin/v1/flags/t${letters}`)).json();
    expect((await page.request.patch(`/api/admin/v1/flags/t${letters}`, { data: { position: 51, updatedAt: stored.updatedAt } })).status()).toBe(200);
    await edit.getByLabel('Nazwa').fill(`Flaga ${letters} po zmianie`);
    await edit.getByRole('button', { name: 'Zapisz' }).click();
    const conflict = edit.getByRole('alert').filter({ hasText: 'Ktoś zapisał tę treść w międzyczasie' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('row', { name: /Miejsce na liście/ })).toContainText('51');
    await expectAccessibleAt(page);
    await edit.getByRole('button', { name: 'Zapisz' }).click();
    await expect(edit.getByRole('status')).toHaveText('Zapisano.');
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: `t${letters}` })).toContainText(`Flaga ${letters} po zmianie`);
  });
});

test("edits a set's name and keeps it after a reload", async ({ page }) => {
  await page.goto('/panel/katalog/zestawy');
  await expect(page.getByRole('heading', { name: 'Zestawy', level: 2 })).toBeVisible();
  const editButton = page.getByRole('button', { name: /^Edytuj zestaw „/ }).first();
  const original = ((await editButton.getAttribute('aria-label')) ?? '').replace(/^Edytuj zestaw „|”$/g, '');
  await editButton.click();
  // The form is named by the set's stored name, which the save changes.
  const form = page.getByRole('form', { name: /^Zestaw „/ });
  await expect(form).toHaveAccessibleName(`Zestaw „${original}”`);
  await expect(form.getByRole('group', { name: 'Produkty zestawu' }).getByRole('listitem').first()).toBeVisible();
  await form.getByLabel('Ilość').first().fill('0');
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form.getByText('Podaj ilość od 1 do 9999.')).toBeVisible();
  await form.getByLabel('Ilość').first().fill('2');
  await form.getByLabel('Nazwa', { exact: true }).fill(`${original} (edycja)`);
  await expectAccessibleAt(page);
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form.getByRole('status')).toHaveText('Zapisano.');
  await page.reload();
  await expect(page.getByRole('button', { name: `Edytuj zestaw „${original} (edycja)”` })).toBeVisible();
});

test('adds a set of two products found by name, withdrawn, and opens its stored form', async ({ page }) => {
  await page.goto('/panel/katalog/zestawy');
  // A cover the media already hold: the first set's.
  await page
    .getByRole('button', { name: /^Edytuj zestaw „/ })
    .first()
    .click();
  const cover = await page.getByLabel('Okładka (ścieżka w mediach)').inputValue();
  await page.getByRole('button', { name: 'Nowy zestaw' }).click();
  const form = page.getByRole('form', { name: 'Nowy zestaw' });
  const letters = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');
  const name = `Zestaw próbny ${letters}`;
  // Nothing but the slug: each missing field says what it needs, beside it.
  await form.getByLabel('Slug', { exact: true }).fill(`zestaw-probny-${letters}`);
  await form.getByRole('button', { name: 'Dodaj zestaw' }).click();
  await expect(form.getByText('Podaj nazwę zestawu.')).toBeVisible();
  await expect(form.getByText('Zestaw ma co najmniej dwa produkty.')).toBeVisible();
  await form.getByLabel('Nazwa', { exact: true }).fill(name);
  await form.getByLabel('Opis').fill('Dwa produkty w niższej cenie.');
  await form.getByLabel('Okładka (ścieżka w mediach)').fill(cover);
  await form.getByLabel('Zestaw widoczny w sklepie').uncheck();
  const lookup = form.getByLabel('Dodaj produkt: szukaj po nazwie lub numerze');
  for (const query of ['ręcznik', 'mydło']) {
    await lookup.fill(query);
    await form
      .getByRole('button', { name: /^Dodaj .+ \(.+\)$/ })
      .first()
      .click();
  }
  await expect(form.getByRole('group', { name: 'Produkty zestawu' }).getByRole('listitem')).toHaveCount(2);
  await form.getByRole('button', { name: 'Dodaj zestaw' }).click();
  await expect(page.getByRole('form', { name: `Zestaw „${name}”` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('wycofany');
  await expect(row).toContainText('2');
});
