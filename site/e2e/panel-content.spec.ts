/**
 * The editors' content screens (issue 35), end to end as the seeded owner: a blog post written with
 * a Markdown table, seen as a table in the live preview and saved; two editors on one post, the
 * second told what the first changed (409) and saving on the fresh read; a branch's opening hours
 * refused while closing is not after opening, then saved; the home slider's slides reordered with
 * the buttons and kept after a reload; a milestone added to the company's history. Axe on each screen.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accessibilityFailures } from './support/axe.ts';
import { expectLoggedIn, localOwner, logInToPanel } from './support/panel.ts';

async function expectAxeClean(page: Page): Promise<void> {
  expect(await accessibilityFailures(page)).toEqual([]);
}

test('an editor writes a post with a table, meets a second editor, edits a branch, reorders the slider and adds a milestone', async ({ page }) => {
  test.setTimeout(180_000);
  const owner = localOwner();
  await logInToPanel(page, owner.email, owner.password, owner.totpSecret);
  await expectLoggedIn(page, 'Właściciel');

  // The blog: every post, the sub-navigation of the content kinds.
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Treści' }).click();
  await expect(page.getByRole('navigation', { name: 'Rodzaje treści' })).toBeVisible();
  await expect(page.getByText(/^Wpisów: \d+/)).toBeVisible();
  await expectAxeClean(page);

  // A new post: the slug proposed from the title, the table shown by the article's renderer as the body is typed.
  const { posts } = (await (await page.request.get('/api/admin/v1/blog-posts')).json()) as { posts: { slug: string }[] };
  const existing = (await (await page.request.get(`/api/admin/v1/blog-posts/${posts[0]?.slug}`)).json()) as { categorySlug: string };
  const suffix = crypto.randomUUID().slice(0, 6);
  await page.getByRole('link', { name: 'Nowy wpis' }).click();
  await page.getByLabel('Tytuł').fill(`Tabela dozowania ${suffix}`);
  await expect(page.getByLabel('Slug (adres)')).toHaveValue(`tabela-dozowania-${suffix}`);
  await page.getByLabel('Zajawka').fill('Ile koncentratu na wiadro wody.');
  await page
    .getByLabel('Treść', { exact: true })
    .fill('## Dozowanie\n\n| Powierzchnia | Dawka |\n| --- | --- |\n| Podłogi | 20 ml |\n| Szyby | 5 ml |');
  const preview = page.getByTestId('podglad');
  await expect(preview.getByRole('table')).toBeVisible();
  await expect(preview.getByRole('columnheader', { name: 'Dawka' })).toBeVisible();
  await expect(preview.getByRole('row', { name: 'Podłogi 20 ml' })).toBeVisible();
  // A list once the blog's categories came (a plain field until then).
  await expect(page.getByRole('combobox', { name: 'Kategoria' })).toBeVisible();
  await page.getByLabel('Kategoria').selectOption(existing.categorySlug);
  await page.getByLabel('Autor').fill('Ewa Redakcja');
  // Tags ticked by name from the blog's own list.
  const { items: blogTags } = (await (await page.request.get('/api/public/v1/blog/tags')).json()) as { items: { slug: string; name: string }[] };
  const [firstTag, secondTag] = blogTags;
  const tagGroup = page.getByRole('group', { name: 'Tagi' });
  await tagGroup.getByLabel(firstTag?.name ?? '', { exact: true }).check();
  await tagGroup.getByLabel(secondTag?.name ?? '', { exact: true }).check();
  await page.getByRole('button', { name: 'Wybierz z mediów' }).click();
  await page.getByRole('list', { name: 'Pliki w mediach sklepu' }).getByRole('button').first().click();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Wpis: Tabela dozowania ${suffix}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`slug=tabela-dozowania-${suffix}`));
  const saved = (await (await page.request.get(`/api/admin/v1/blog-posts/tabela-dozowania-${suffix}`)).json()) as { tagSlugs: string[] };
  expect(saved.tagSlugs.sort()).toEqual([firstTag?.slug, secondTag?.slug].sort());
  await expect(page.getByRole('group', { name: 'Tagi' }).getByLabel(firstTag?.name ?? '', { exact: true })).toBeChecked();

  // Two editors on one post: the first saves, the second's save on the older read is refused and shows what changed.
  const second = await page.context().newPage();
  await second.goto(page.url());
  await expect(second.getByLabel('Zajawka')).toHaveValue('Ile koncentratu na wiadro wody.');
  await page.getByLabel('Zajawka').fill('Dawki na 5 l wody.');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano.' })).toBeVisible();
  await second.getByLabel('Autor').fill('Jan Drugi');
  await second.getByRole('button', { name: 'Zapisz' }).click();
  await expect(second.getByRole('alert').filter({ hasText: 'Ktoś zapisał tę treść' })).toBeVisible();
  const changed = second.getByRole('region', { name: 'Zmiany zapisane w międzyczasie' });
  await expect(changed.getByRole('row', { name: /Zajawka/ })).toContainText('Dawki na 5 l wody.');
  await expectAxeClean(second);
  await second.getByRole('button', { name: 'Zapisz' }).click();
  await expect(second.getByRole('status').filter({ hasText: 'Zapisano.' })).toBeVisible();
  await second.close();

  // A branch's hours: Saturday closing before opening is refused beside the day, then saved.
  await page.getByRole('navigation', { name: 'Rodzaje treści' }).getByRole('link', { name: 'Oddziały' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Oddział: / })).toBeVisible();
  await page.getByLabel('Sobota: Otwarte').check();
  await page.getByLabel('Sobota: Od').fill('10:00');
  await page.getByLabel('Sobota: Do').fill('09:00');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Godzina zamknięcia musi być późniejsza niż otwarcia.')).toBeVisible();
  await page.getByLabel('Sobota: Do').fill('14:00');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zobacz to miejsce w OpenStreetMap' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=/);
  await expectAxeClean(page);

  // The slider: the first slide moved down, saved, and in its new place after a reload.
  await page.getByRole('navigation', { name: 'Rodzaje treści' }).getByRole('link', { name: 'Slider' }).click();
  const titles = page.locator('input[id$="-tytul"]');
  await expect(titles.first()).toBeVisible();
  const [first, next] = [await titles.nth(0).inputValue(), await titles.nth(1).inputValue()];
  await page.getByRole('button', { name: 'W dół' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'jest teraz na miejscu 2' })).toBeVisible();
  await expect(titles.nth(0)).toHaveValue(next);
  await expect(titles.nth(1)).toHaveValue(first);
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zapisano.' })).toBeVisible();
  await page.reload();
  await expect(titles.nth(0)).toHaveValue(next);
  await expectAxeClean(page);

  // The company's history: a milestone added.
  await page.getByRole('navigation', { name: 'Rodzaje treści' }).getByRole('link', { name: 'Historia firmy' }).click();
  const added = page.getByRole('form', { name: 'Nowy kamień milowy' });
  await added.getByLabel('Rok').fill('2031');
  await added.getByLabel('Tytuł').fill(`Nowa linia produkcyjna ${suffix}`);
  await added.getByLabel('Opis').fill('Druga linia rozlewnicza w zakładzie.');
  await added.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText(`Dodano kamień milowy „Nowa linia produkcyjna ${suffix}”.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: `2031: Nowa linia produkcyjna ${suffix}` })).toBeVisible();
  await expectAxeClean(page);

  // The pages and the landing pages: their lists and a page's form.
  await page.getByRole('navigation', { name: 'Rodzaje treści' }).getByRole('link', { name: 'Strony promocyjne' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Strony promocyjne' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('navigation', { name: 'Rodzaje treści' }).getByRole('link', { name: 'Strony', exact: true }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Strona: / })).toBeVisible();
  await expectAxeClean(page);
});
