/**
 * Order status by staff (issue 15) seen by the shopper: staff take a transfer's payment and hand
 * the parcel to a carrier through the admin calls; the customer follows the "Zamówienie wysłane"
 * mail from the dev outbox to the order page, which says "Wysłane" with the tracking number and
 * the history, in its JSON-LD too (OrderInTransit), and passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { WCAG_22_AA } from './support/axe.ts';
import { linkFromOutbox } from './support/customers.ts';
import { placeTransferOrder, postOrderAsStaff } from './support/orders.ts';
import { jsonLdOfType } from './support/page-checks.ts';

test('staff ship a paid order; the customer follows the mail to the order page, which says Wysłane with the tracking number', async ({ page }) => {
  const email = `wysylka-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  const order = await placeTransferOrder(page, email);
  await postOrderAsStaff(page, order, 'status-changes', { status: 40, note: 'Przelew zaksięgowany' });
  await postOrderAsStaff(page, order, 'shipments', { carrier: 'inpost', trackingNumber: '680012345678901234567890' });

  const path = await linkFromOutbox(page, email, `Zamówienie ${order.number}: wysłane`, `/zamowienie/${order.uuid}/podsumowanie`);
  await page.goto(path);
  await expect(page.getByTestId('order-status')).toHaveText('Wysłane');
  const shipped = page.getByRole('region', { name: 'Wysłane' });
  await expect(shipped).toContainText('InPost, numer przesyłki 680012345678901234567890');
  const history = page.getByRole('region', { name: 'Historia zamówienia' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Oczekuje na płatność');
  await expect(history.nth(1)).toContainText('Opłacone, w realizacji');
  await expect(history.nth(2)).toContainText('Wysłane: InPost, numer przesyłki 680012345678901234567890');
  await expect(history.nth(2).getByRole('link', { name: /^680012345678901234567890/ })).toHaveAttribute(
    'href',
    'https://inpost.pl/sledzenie-przesylek?number=680012345678901234567890',
  );
  // The staff's note is theirs alone.
  await expect(page.getByText('Przelew zaksięgowany')).toHaveCount(0);

  const ld = await jsonLdOfType<{ orderStatus: string; orderDelivery: { trackingNumber: string } }>(page, 'Order');
  expect(ld.orderStatus).toBe('https://schema.org/OrderInTransit');
  expect(ld.orderDelivery.trackingNumber).toBe('680012345678901234567890');

  const axe = await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});
