/**
 * The back office's customers (issue 31), end to end: the owner finds a customer by the start of
 * their address, opens their page, blocks the account (the customer's browser is logged out at
 * once and the next login is refused), downloads their data as JSON, unblocks it, and erases it
 * after typing the address again; the list then says "Dane usunięte". Axe at 1280 and 768 px.
 */
import { expect, test } from './fixtures.ts';
import { accessibilityFailures } from './support/axe.ts';
import { createCustomer, logIn } from './support/customers.ts';
import { expectListSettled, localOwner, logInToPanel } from './support/panel.ts';

test('the owner finds a customer, blocks and unblocks the account, downloads the data and erases it', async ({ browser }) => {
  test.setTimeout(150_000);
  const customer = await createCustomer();
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await logIn(shopper, customer);

  const owner = localOwner();
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await logInToPanel(page, owner.email, owner.password, owner.totpSecret);
  await page.getByRole('link', { name: 'Klienci' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klienci' })).toBeVisible();
  // The list has come, so its search form is the working one (under load the heading comes first).
  await expectListSettled(page);
  await page.getByLabel('Szukaj', { exact: true }).fill(customer.email.slice(0, 12));
  await page.getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/klienci\?q=/);
  await expectListSettled(page);
  const row = page.getByTestId('desk-customer-row').filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityFailures(page), `list at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` })).toBeVisible();
  await expect(page.getByTestId('desk-customer-state')).toHaveText('Aktywne');
  await expect(page.getByRole('region', { name: 'Logowania' })).toContainText('hasłem');

  // Blocking asks once more, then the customer's browser is out and cannot log in again.
  await page.getByRole('button', { name: 'Zablokuj konto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zablokuj konto' }).click();
  await expect(page.getByTestId('desk-customer-state')).toHaveText('Zablokowane');
  const me = await shopper.evaluate(async () => (await fetch('/api/secure/v1/users/me')).status);
  expect(me).toBe(401);
  await expect(logIn(shopper, customer)).rejects.toThrow('401');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Pobierz dane klienta (JSON)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dane-klienta-[0-9a-f-]{36}\.json$/);
  const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(exported.account).toMatchObject({ email: customer.email, state: 'disabled' });

  await page.getByRole('button', { name: 'Odblokuj konto' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odblokuj konto' }).click();
  await expect(page.getByTestId('desk-customer-state')).toHaveText('Aktywne');
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityFailures(page), `customer at ${width} px`).toEqual([]);
  }

  // The erasure takes the address typed again, and one more question.
  await page.getByLabel('Przepisz adres e-mail klienta').fill('ktos-inny@example.pl');
  await page.getByRole('button', { name: 'Usuń dane klienta' }).click();
  await expect(page.getByText('Adres nie zgadza się z adresem konta.')).toBeVisible();
  await page.getByLabel('Przepisz adres e-mail klienta').fill(customer.email);
  await page.getByRole('button', { name: 'Usuń dane klienta' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Usuń dane klienta' }).click();
  await expect(page.getByTestId('desk-customer-state')).toHaveText('Dane usunięte');
  await expect(page.getByText(customer.email)).toHaveCount(0);
  await context.close();
  await shopperContext.close();
});
