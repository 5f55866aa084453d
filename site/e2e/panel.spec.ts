/**
 * The back office (issue 31), end to end: the owner adds a member of the orders role, who logs in
 * with the TOTP code of the second factor set up at that first login; a shopper orders in another
 * browser and the order shows up in the member's list within the list's 30 s (the page's clock run
 * on), with the shop's notice mail in the dev outbox; the member confirms the transfer (and the
 * invoice appears) and ships with a tracking number; the customer's order page says "Wysłane",
 * lists the shipment in the order's history and links its number to the carrier's tracking page; the audit log shows each step under the member's name. Then axe at 1280 and 768 px.
 */
import { documentStatusErrors, expect, test } from './fixtures.ts';
import { accessibilityFailures } from './support/axe.ts';
import { linkFromOutbox } from './support/customers.ts';
import { placeTransferOrder } from './support/orders.ts';
import { confirmTransferInPanel, expectLoggedIn, localOwner, logInToPanel, shipInPanel } from './support/panel.ts';

test('the owner adds an orders member, who takes a new order from the list to the door; the audit log names them', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = localOwner();
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await logInToPanel(ownerPage, owner.email, owner.password, owner.totpSecret);
  await expectLoggedIn(ownerPage, 'Właściciel');

  // The owner adds the member, and hands over the starting password the form proposes.
  const suffix = crypto.randomUUID().slice(0, 8);
  const member = { name: `Ola Zamówienia ${suffix}`, email: `ola-${suffix}@sklep.test` };
  await ownerPage.getByRole('link', { name: 'Pracownicy' }).click();
  const form = ownerPage.getByRole('region', { name: 'Nowy pracownik' });
  await form.getByLabel('Imię i nazwisko').fill(member.name);
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Rola').selectOption('orders');
  const password = await form.getByLabel('Hasło startowe').inputValue();
  await form.getByRole('button', { name: 'Dodaj pracownika' }).click();
  await expect(ownerPage.getByRole('status')).toHaveText(`Dodano pracownika ${member.name}.`);
  await expect(ownerPage.getByRole('row').filter({ hasText: member.email })).toContainText('nieustawiony');

  // The member's first login sets up the second factor; a shopper orders meanwhile elsewhere.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInToPanel(staff, member.email, password, null);
  await expectLoggedIn(staff, member.name);
  await expect(staff.getByRole('link', { name: 'Pracownicy' })).toHaveCount(0);
  await staff.clock.install();
  await staff.goto('/panel/zamowienia');
  await expect(staff.getByRole('heading', { level: 1, name: 'Zamówienia' })).toBeVisible();
  await expect(staff.getByText(/^Zamówień: \d+/)).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto('/');
  const email = `panel-${suffix}@example.pl`;
  const order = await placeTransferOrder(shopper, email);

  // The list asks again by itself within 30 s: the new order is there, marked new.
  await staff.clock.runFor(31_000);
  const row = staff.getByTestId('desk-order-row').filter({ hasText: order.number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Nowe');
  const outbox = await shopperContext.newPage();
  await outbox.goto('/_dev/outbox');
  await expect(outbox.getByRole('row').filter({ hasText: `Nowe zamówienie ${order.number}` })).toHaveCount(1);

  // The member confirms the transfer: the status moves on; no invoice until the goods go (decision 037).
  await row.getByRole('link', { name: order.number }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Zamówienie ${order.number}` })).toBeVisible();
  await confirmTransferInPanel(staff, order);
  await expect(staff.getByTestId('desk-order-invoices').getByText(/FV\//)).toHaveCount(0);

  // And ships it with InPost: the invoice is issued, sold today.
  await shipInPanel(staff, order, '680012345678901234567890');
  await expect(staff.getByTestId('desk-order-invoices')).toContainText(/Faktura VAT FV\//);
  await expect(staff.getByRole('link', { name: /Śledź przesyłkę/ })).toHaveAttribute(
    'href',
    /inpost\.pl\/sledzenie-przesylek\?number=680012345678901234567890/,
  );

  // The customer's order page says so: the shipment in the order's history (when, which carrier),
  // its number a link to InPost's tracking page, there and under "Wysłane".
  const path = await linkFromOutbox(shopper, email, `Zamówienie ${order.number}: wysłane`, `/zamowienie/${order.uuid}/podsumowanie`);
  await shopper.goto(path);
  await expect(shopper.getByTestId('order-status')).toHaveText('Wysłane');
  const tracking = 'https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890';
  const parcel = { name: /^680012345678901234567890 – śledź przesyłkę u przewoźnika/ };
  const history = shopper.getByRole('region', { name: 'Historia zamówienia' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.last()).toContainText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} – Wysłane: InPost, numer przesyłki 680012345678901234567890/);
  await expect(history.last().getByRole('link', parcel)).toHaveAttribute('href', tracking);
  await expect(shopper.getByRole('region', { name: 'Wysłane' }).getByRole('link', parcel)).toHaveAttribute('href', tracking);

  // Each step in the audit log, under the member's name: on the order's page, and in the owner's log.
  const orderAudit = staff.getByRole('region', { name: 'Dziennik zmian zamówienia' });
  await expect(orderAudit.getByRole('row').filter({ hasText: member.name })).toHaveCount(2);
  await ownerPage.getByRole('link', { name: 'Dziennik zmian' }).click();
  await ownerPage.getByLabel('Osoba').selectOption({ label: member.name });
  await ownerPage.getByRole('button', { name: 'Pokaż' }).click();
  const log = ownerPage.getByTestId('audit-table');
  await expect(log.getByRole('row').filter({ hasText: 'changeOrderStatus' })).toContainText(member.name);
  await expect(log.getByRole('row').filter({ hasText: 'recordOrderShipment' })).toContainText(member.name);
  await expect(log.getByRole('row').filter({ hasText: 'staffLogin' })).toHaveCount(1);

  // WCAG 2.1 AA at 1280 and 768 px: the list, the order, the staff and the log.
  for (const width of [1280, 768]) {
    await staff.setViewportSize({ width, height: 900 });
    await ownerPage.setViewportSize({ width, height: 900 });
    expect(await accessibilityFailures(staff), `order page at ${width}`).toEqual([]);
    await ownerPage.goto('/panel/pracownicy');
    await expect(ownerPage.getByRole('row').filter({ hasText: member.email })).toBeVisible();
    expect(await accessibilityFailures(ownerPage), `staff at ${width}`).toEqual([]);
    await ownerPage.goto('/panel/dziennik');
    await expect(ownerPage.getByTestId('audit-table')).toBeVisible();
    expect(await accessibilityFailures(ownerPage), `audit log at ${width}`).toEqual([]);
    await ownerPage.goto('/panel/zamowienia');
    await expect(ownerPage.getByTestId('desk-order-row').first()).toBeVisible();
    expect(await accessibilityFailures(ownerPage), `order list at ${width}`).toEqual([]);
    await ownerPage.goto('/panel');
    await expect(ownerPage.getByRole('heading', { name: 'Kończą się w magazynie' })).toBeVisible();
    expect(await accessibilityFailures(ownerPage), `dashboard at ${width}`).toEqual([]);
  }
  await Promise.all([ownerContext.close(), staffContext.close(), shopperContext.close()]);
});

test.describe('without a login', () => {
  // The wrong password's answer.
  test.use({ expectedErrors: documentStatusErrors(401, '/api/admin/v1/staff/sessions') });

  test('a panel page goes to the panel login, which is keyboard usable, axe-clean and says a wrong password in Polish', async ({ page }) => {
    await page.goto('/panel/zamowienia?status=40');
    await expect(page).toHaveURL(/\/panel\/logowanie\?next=%2Fpanel%2Fzamowienia%3Fstatus%3D40$/);
    expect(await accessibilityFailures(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();
    await page.getByLabel('E-mail').fill('nikt@sklep.test');
    await page.getByLabel('Hasło').fill('zle-haslo');
    await page.getByLabel('Hasło').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Nieprawidłowy' })).toHaveText('Nieprawidłowy e-mail lub hasło.');
    // The panel is no page for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
