/**
 * The customer account (issue 14) end to end: a customer registers, confirms from the mail read in
 * the dev outbox, logs in with the login form, edits their data, saves a delivery address, checks out with the data filled in from the account,
 * finds the order on the orders tab and on its page without a hash, re-orders from the bought
 * products, and logs out; a guest is sent to log in for the account and the hashless order page.
 */
import type { Page } from '@playwright/test';
import { productDetail, products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { createCustomer, logIn, logInWithTheForm, registerThroughTheShop } from './support/customers.ts';

// From the end of the catalogue with plenty in stock, like the checkout test's product.
const product = (() => {
  for (const summary of [...products].reverse().slice(5)) {
    const candidate = productDetail(summary.slug);
    if (candidate.buttons.addToCart && !candidate.buttons.addToCartSupplier && candidate.stock.quantity >= 50) return candidate;
  }
  throw new Error('The catalogue has no product with plenty in stock');
})();

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Sekcje konta' });

test.describe('the account', () => {
  // One long journey: login, four tabs, a checkout and a re-order.
  test.setTimeout(90_000);

  test('a customer registers, confirms, logs in, edits data, saves an address, orders with it, sees the order, re-orders and logs out', async ({
    page,
  }) => {
    const customer = await registerThroughTheShop(page);
    await page.goto('/kontakt');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/logowanie');
    await page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' }).click();
    await page.waitForURL('**/logowanie');
    await logInWithTheForm(page, customer.email, customer.password);
    await page.waitForURL('**/konto/dane');
    await expect(page.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Moje konto' })).toHaveAttribute('href', '/konto/dane');
    await expect(tabs(page).getByRole('link', { name: 'Dane konta' })).toHaveAttribute('aria-current', 'page');

    // Data: a field checked beside itself, then saved with a Polish notice.
    const data = page.getByRole('form', { name: 'Dane konta' });
    await expect(data.getByLabel('Imię', { exact: true })).toHaveValue(customer.firstName);
    await data.getByLabel('Nazwisko', { exact: true }).fill('');
    await data.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(data.getByText('Podaj nazwisko.')).toBeVisible();
    await expect(data.getByLabel('Nazwisko', { exact: true })).toBeFocused();
    await data.getByLabel('Imię', { exact: true }).fill('Katarzyna');
    await data.getByLabel('Nazwisko', { exact: true }).fill('Wiśniewska');
    await data.getByRole('button', { name: 'Zapisz zmiany' }).click();
    await expect(data.getByText('Zapisaliśmy zmiany.')).toBeVisible();

    // A delivery address: the first becomes the default.
    await tabs(page).getByRole('link', { name: 'Adresy dostaw' }).click();
    await page.waitForURL('**/konto/dostawy');
    await page.getByRole('button', { name: 'Dodaj adres' }).click();
    const form = page.getByRole('form', { name: 'Nowy adres dostawy' });
    await form.getByLabel('Odbiorca (imię i nazwisko lub firma)').fill('Magazyn Oława');
    await form.getByLabel('Ulica i numer').fill('ul. Kolejowa 3');
    await form.getByLabel('Kod pocztowy').fill('55200');
    await form.getByRole('button', { name: 'Zapisz adres' }).click();
    await expect(form.getByText('Kod pocztowy ma postać 00-000.')).toBeVisible();
    await form.getByLabel('Kod pocztowy').fill('55-200');
    await form.getByLabel('Miejscowość').fill('Oława');
    await form.getByRole('button', { name: 'Zapisz adres' }).click();
    await expect(page.getByText('Dodaliśmy adres.')).toBeVisible();
    const saved = page.getByRole('list', { name: 'Zapisane adresy' }).getByRole('listitem').filter({ hasText: 'Magazyn Oława' });
    await expect(saved.getByText('Domyślny')).toBeVisible();

    // Checkout: the buyer comes from the account, the default address is the delivery address.
    const added = await page.request.post('/api/public/v1/carts/products', {
      headers: { Origin: new URL(page.url()).origin },
      data: { productsData: [{ uuid: product.uuid, quantity: 1 }] },
    });
    expect(added.status()).toBe(200);
    await page.goto('/koszyk');
    await page.getByRole('button', { name: 'Przejdź do dostawy i płatności' }).click();
    await page.getByRole('radio', { name: /Kurier/ }).check();
    await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    const buyer = page.getByRole('form', { name: /Dane kupującego$/ });
    await expect(buyer.getByLabel('Imię', { exact: true })).toHaveValue('Katarzyna');
    await expect(buyer.getByLabel('Adres e-mail', { exact: true })).toHaveValue(customer.email);
    await expect(buyer.getByLabel('Dostawa na inny adres')).toBeChecked();
    await expect(buyer.getByLabel('Zapisany adres dostawy')).toBeVisible();
    await expect(buyer.getByLabel('Odbiorca', { exact: true })).toHaveValue('Magazyn Oława');
    // The account has no invoice address yet: the buyer's own is typed here (the first of the two address groups).
    await buyer.getByLabel('Ulica i numer', { exact: true }).first().fill('ul. Prosta 1');
    await buyer.getByLabel('Kod pocztowy', { exact: true }).first().fill('00-001');
    await buyer.getByLabel('Miejscowość', { exact: true }).first().fill('Warszawa');
    await page.getByRole('button', { name: 'Dalej' }).click();
    await page.getByLabel('Akceptuję regulamin sklepu').check();
    await page.getByLabel('Zapoznałem się z polityką prywatności').check();
    await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
    await page.waitForURL(/\/zamowienie\/[0-9a-f-]{36}\/podsumowanie\/[A-Za-z0-9_-]+$/);
    const orderUuid = new URL(page.url()).pathname.split('/')[2] ?? '';
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

    // The orders tab lists it and links to its page without the hash.
    await page.goto('/konto/zamowienia');
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByRole('cell', { name: 'Oczekuje na płatność' })).toBeVisible();
    await row.getByRole('link', { name: `Szczegóły zamówienia ${orderNumber}` }).click();
    await page.waitForURL(`**/zamowienie/${orderUuid}`);
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByText('Magazyn Oława', { exact: false })).toBeVisible();

    // Bought products: re-order three with one click; the cart sidebar opens.
    await page.goto('/konto/produkty');
    const bought = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
    await expect(bought.getByText('Kupiono')).toBeVisible();
    await bought.getByLabel('Ilość').fill('3');
    await bought.getByRole('button', { name: `Dodaj do koszyka: ${product.name}` }).click();
    await expect(page.getByRole('dialog', { name: /^Twój koszyk/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // Logout: to the login page, and the account is closed again.
    await page.goto('/konto/dane');
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await page.waitForURL('**/logowanie');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    await page.goto('/konto/zamowienia');
    await page.waitForURL('**/logowanie?redirect=%2Fkonto%2Fzamowienia');
    await page.goto(`/zamowienie/${orderUuid}`);
    await page.waitForURL(`**/logowanie?redirect=%2Fzamowienie%2F${orderUuid}`);
  });

  test.describe('e-mail change', () => {
    // The wrong password is the API's 422, which the browser logs.
    test.use({
      expectedErrors:
        /^(?:Failed to load resource: the server responded with a status of 422\b.*|422 https?:\/\/[^/]+\/api\/secure\/v1\/users\/me\/email)$/,
    });

    test('a new login address is taken only from the link mailed to it', async ({ page }) => {
      const customer = await createCustomer();
      const newEmail = `nowy-${Date.now()}@example.pl`;
      await logIn(page, customer);
      await page.goto('/konto/dane');
      const form = page.getByRole('form', { name: 'Adres e-mail (login)' });
      await form.getByLabel('Nowy adres e-mail').fill(newEmail);
      await form.getByLabel('Obecne hasło').fill('nie-to-haslo');
      await form.getByRole('button', { name: 'Zmień adres e-mail' }).click();
      await expect(form.getByText('Hasło jest nieprawidłowe.').first()).toBeVisible();
      await form.getByLabel('Obecne hasło').fill(customer.password);
      await form.getByRole('button', { name: 'Zmień adres e-mail' }).click();
      await expect(form.getByText(`Wysłaliśmy wiadomość na adres ${newEmail}.`, { exact: false })).toBeVisible();
      await expect(form.getByText(`Obecny adres: ${customer.email}`)).toBeVisible();

      // The link, through the developer's outbox.
      await page.goto('/_dev/outbox');
      await page.getByRole('row').filter({ hasText: newEmail }).getByRole('link', { name: 'Potwierdź nowy adres e-mail konta' }).first().click();
      const text = (await page.locator('pre').textContent()) ?? '';
      const link = /https?:\/\/\S+\/konto\/dane\?zmiana-adresu=[A-Za-z0-9_-]+/.exec(text)?.[0];
      if (!link) throw new Error(`no link in the mail:\n${text}`);
      const target = new URL(link);
      await page.goto(`${target.pathname}${target.search}`);
      await expect(page.getByText(`Adres e-mail konta to teraz ${newEmail}.`)).toBeVisible();
      await expect(page.getByText(`Obecny adres: ${newEmail}`)).toBeVisible();
      // The secret leaves the address bar once used.
      expect(new URL(page.url()).search).toBe('');
    });
  });

  test('an unknown tab is the 404 page', async ({ page }) => {
    await logIn(page, await createCustomer());
    const response = await page.request.get('/konto/nieznana');
    expect(response.status()).toBe(404);
  });
});

test('deleting an address asks first: Escape keeps it, Enter deletes it', async ({ page }) => {
  await logIn(page, await createCustomer());
  await page.goto('/');
  const added = await page.request.post('/api/secure/v1/users/me/addresses', {
    headers: { Origin: new URL(page.url()).origin },
    data: { name: 'Hurtownia Brzeg', street: 'ul. Portowa 2', postcode: '49-300', city: 'Brzeg', phone: '600 200 300' },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/konto/dostawy');
  const card = page.getByRole('list', { name: 'Zapisane adresy' }).getByRole('listitem').filter({ hasText: 'Hurtownia Brzeg' });
  const remove = card.getByRole('button', { name: 'Usuń adres: Hurtownia Brzeg' });
  const dialog = page.getByRole('dialog', { name: 'Usunąć adres „Hurtownia Brzeg”?' });

  await remove.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Usuń' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await remove.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Usunęliśmy adres.')).toBeVisible();
  await expect(card).toHaveCount(0);
});
