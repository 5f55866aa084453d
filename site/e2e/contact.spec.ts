/**
 * The contact form and the product enquiry (issue 11): from a product page to the enquiry, the
 * form's own messages, the sending, the confirmation in place, the contact-switch, and both mails
 * followed through the dev outbox.
 */
import { findProduct } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { headerState } from './support/page-checks.ts';

test('a product enquiry from a product page: checked, sent, confirmed, and both mails in the outbox', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const product = findProduct((candidate) => candidate.buttons.addToCart, 'product in stock');
  const email = `zapytanie-${Date.now()}@firma.example`;
  const subject = `Zapytanie o produkt: ${product.name} (nr ${product.number})`;
  // The ad tracker's visitor id: a sent message posts the contact-switch (spec §7).
  await context.addCookies([{ name: 'ylid', value: 'yl.e2e-contact-0001', url: baseURL ?? '' }]);
  // The forms count 5 messages an hour per network, and the local database outlives a run: each run
  // comes from a network of its own, as Cloudflare would name it in CF-Connecting-IP.
  const network = Math.floor(Math.random() * 65_536);
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `10.${network >> 8}.${network & 255}.7` });

  await page.goto(`/produkt/${product.slug}`);
  await page.getByRole('link', { name: 'Zapytaj o produkt' }).click();
  await expect(page).toHaveURL(/\/kontakt\?productNumber=/);
  const form = page.getByRole('region', { name: 'Zapytanie o produkt' });
  await expect(form.getByText(product.name, { exact: true })).toBeVisible();
  await expect(form.getByText(`Nr ${product.number}`)).toBeVisible();
  await expect(form.getByRole('link', { name: 'Strona produktu' })).toHaveAttribute('href', `/produkt/${product.slug}`);
  await expect(form.getByRole('textbox', { name: 'Temat' })).toHaveValue(subject);
  // Spec §2: the enquiry has the shop header.
  await expect.poll(async () => (await headerState(page)).variant).toBe('shop');

  // Sent empty: a Polish message beside each required field, nothing posted.
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const name = form.getByRole('textbox', { name: 'Imię i nazwisko lub nazwa firmy' });
  await expect(name).toHaveAccessibleDescription('Podaj imię i nazwisko.');
  await expect(name).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Adres e-mail' })).toHaveAccessibleDescription('Podaj adres e-mail.');
  await expect(form.getByRole('textbox', { name: 'Wiadomość' })).toHaveAccessibleDescription(/Wpisz treść wiadomości\./);
  await expect(form.getByRole('checkbox')).toHaveAccessibleDescription('Zaznacz zgodę, abyśmy mogli odpowiedzieć.');

  await name.fill('Anna Nowak');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await form.getByRole('textbox', { name: /^Telefon/ }).fill('+48 600 100 200');
  const message = 'Dzień dobry,\nczy produkt jest dostępny w ilości 40 kartonów? <b>Proszę o cenę.</b>';
  await form.getByRole('textbox', { name: 'Wiadomość' }).fill(message);
  await expect(form.getByText(`Znaki: ${message.length} z 5000`)).toBeVisible();
  await form.getByRole('checkbox').check();

  const contactSwitch = page.waitForResponse((response) => response.url().endsWith('/api/public/v1/tracker/contact-switches'));
  await form.getByRole('button', { name: 'Wyślij wiadomość' }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Dziękujemy, wiadomość została wysłana' });
  await expect(confirmation).toBeVisible({ timeout: 10_000 });
  await expect(confirmation).toContainText(`Potwierdzenie otrzymania wysłaliśmy na adres ${email}.`);
  await expect(confirmation).toBeFocused();
  const switched = await contactSwitch;
  expect(switched.status()).toBe(200);
  expect(switched.request().postDataJSON()).toEqual({ email, ylid: 'yl.e2e-contact-0001' });
  // Another message starts from a fresh form, the product's subject filled in again.
  await confirmation.getByRole('button', { name: 'Napisz kolejną wiadomość' }).click();
  await expect(form.getByRole('textbox', { name: 'Imię i nazwisko lub nazwa firmy' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Temat' })).toHaveValue(subject);
  await expect(form.getByRole('textbox', { name: 'Wiadomość' })).toHaveValue('');

  // Both mails, through the developer's outbox.
  await page.goto('/_dev/outbox');
  // The sender's acknowledgement names the message by its number, never by the sender's words.
  const copy = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'contact_copy' });
  await expect(copy.getByRole('link', { name: /^Otrzymaliśmy Twoją wiadomość \(nr [0-9a-f]{8}\)$/ })).toBeVisible();
  const toShop = page
    .getByRole('row')
    .filter({ hasText: 'contact_message' })
    .filter({ hasText: `[Formularz kontaktowy] ${subject}` })
    .first();
  await expect(toShop).toBeVisible();
  await toShop.getByRole('link', { name: `[Formularz kontaktowy] ${subject}` }).click();
  const details = page.locator('body');
  await expect(details).toContainText(`Od: Anna Nowak <${email}>`);
  await expect(details).toContainText('Telefon: +48 600 100 200');
  await expect(details).toContainText(`/produkt/${product.slug}`);
  await expect(details).toContainText('<b>Proszę o cenę.</b>');
});

test('the plain contact form has the main header and the empty subject', async ({ page }) => {
  await page.goto('/kontakt');
  const form = page.getByRole('region', { name: 'Napisz do nas' });
  await expect(form.getByRole('textbox', { name: 'Temat' })).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect.poll(async () => (await headerState(page)).variant).toBe('main');
});
