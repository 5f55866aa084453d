/** The API reference page: Scalar, served by the shop itself, reads the generated document. */
import { expect, test } from './fixtures.ts';

test('the API reference lists the calls of the contract, offline and without policy violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:')) outside.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page).toHaveTitle('API sklepu – dokumentacja');
  await expect(page.getByText('API sklepu').first()).toBeVisible();
  await expect(page.getByText('Drzewo kategorii z liczbą produktów (nawigacja).').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kategorie' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
