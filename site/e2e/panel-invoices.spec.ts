/**
 * The back office's invoice list (issue 31, `/panel/faktury`), end to end: a shopper orders by
 * bank transfer, the local owner confirms the transfer on the order's page (the invoice is
 * issued), opens "Faktury" from the panel's navigation, finds the invoice by the order's number
 * typed in the search box and sent with Enter (the address keeps the query), sees it paid with
 * its totals in złoty, an empty tab of corrections, and opens the document by keyboard. Then axe
 * at 1280 and 768 px, and a screenshot of the list at 1280 px. Back on the order, the owner takes
 * one unit back with a correction (decision 038): the form previews its amounts, asks once more,
 * and the correction lists the line before and after it.
 */
import { expect, test } from './fixtures.ts';
import { accessibilityFailures } from './support/axe.ts';
import { placeTransferOrder } from './support/orders.ts';
import { confirmTransferInPanel, localOwner, logInToPanel, shipInPanel } from './support/panel.ts';

test('the owner finds a paid order’s invoice by the order number, and opens it by keyboard; the list is axe-clean', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/');
  const order = await placeTransferOrder(page, `faktury-${crypto.randomUUID().slice(0, 8)}@example.pl`);
  const owner = localOwner();
  await logInToPanel(page, owner.email, owner.password, owner.totpSecret);

  // The transfer confirmed on the order's page, then the shipment: the goods go, the invoice is issued (decision 037).
  await page.goto(`/panel/zamowienia/${order.uuid}`);
  await confirmTransferInPanel(page, order);
  await shipInPanel(page, order);
  const issued = page.getByTestId('desk-order-invoices').getByRole('link', { name: /^Faktura VAT FV\// });
  await expect(issued).toBeVisible();
  const invoiceNumber = ((await issued.textContent()) ?? '').replace(/^Faktura VAT /, '').trim();

  // The list, from the panel's navigation; the search sent with Enter.
  await page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: 'Faktury' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Faktury' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Szukaj' });
  await search.fill(order.number);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/panel/faktury\\?q=${encodeURIComponent(order.number)}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Dokumentów:' })).toHaveText('Dokumentów: 1');
  const row = page.getByTestId('desk-invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(invoiceNumber);
  await expect(row).toContainText('Faktura');
  await expect(row).toContainText('opłacona');
  await expect(row).toContainText(/\d,\d{2}\s*zł/);
  await expect(row.getByRole('link', { name: order.number })).toHaveAttribute('href', `/panel/zamowienia/${order.uuid}`);
  await expect(page.getByRole('link', { name: 'Faktury (1)' })).toBeVisible();

  // The tab of corrections: none for this order, the filter kept in the address.
  await page.getByRole('link', { name: 'Korekty (0)' }).click();
  await expect(page).toHaveURL(/kind=correction/);
  await expect(page.getByText('Brak faktur spełniających te warunki.')).toBeVisible();
  await page.getByRole('link', { name: 'Wszystkie' }).click();
  await expect(row).toHaveCount(1);

  // WCAG 2.1 AA at 1280 and 768 px, and how it looks at 1280.
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityFailures(page), `invoice list at ${width}`).toEqual([]);
  }
  await page.screenshot({ path: test.info().outputPath('panel-faktury-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(page.getByTestId('desk-invoice-row').first()).toBeVisible();
  expect(await accessibilityFailures(page), 'unfiltered invoice list at 1280').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('panel-faktury-all-1280.png'), fullPage: true });

  // The whole number finds the document alone; its number opens it, by keyboard, with the order's hash.
  await page.goto(`/panel/faktury?q=${encodeURIComponent(invoiceNumber)}`);
  await expect(page.getByTestId('desk-invoice-row')).toHaveCount(1);
  await page.getByTestId('desk-invoice-row').getByRole('link', { name: invoiceNumber }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/faktura/[0-9a-f-]+\\?hash=${order.hash}$`));
  await expect(page.getByRole('article', { name: `Faktura VAT nr ${invoiceNumber}` })).toBeVisible();

  // A correction from the order: one unit of the first line back, previewed, confirmed, issued.
  await page.goto(`/panel/zamowienia/${order.uuid}`);
  await page.getByRole('button', { name: `Wystaw korektę faktury ${invoiceNumber}` }).click();
  const form = page.getByRole('region', { name: `Korekta: Faktura VAT ${invoiceNumber}` });
  await expect(form.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(form.getByTestId('correction-preview')).toHaveText('Wpisz ilości do korekty: kwoty korekty pojawią się tutaj.');
  await form
    .getByRole('textbox', { name: /^Ilość do korekty: / })
    .first()
    .fill('1');
  await expect(form.getByTestId('correction-preview')).toContainText(/Korekta: -\d[\d\s]*,\d{2}\s*zł netto/);
  expect(await accessibilityFailures(page), 'correction form').toEqual([]);
  await form.screenshot({ path: test.info().outputPath('panel-korekta-formularz-1280.png') });
  await form.getByLabel('Przyczyna korekty').selectOption('Reklamacja');
  await form.getByRole('button', { name: 'Wystaw korektę' }).click();
  await page
    .getByRole('dialog', { name: `Wystawić fakturę korygującą do ${invoiceNumber}?` })
    .getByRole('button', { name: 'Wystaw korektę' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Wystawiono fakturę korygującą' })).toContainText(/FK\/\d{4}\/\d{2}\/\d+/);
  const correction = page.getByTestId('desk-order-invoices').getByRole('link', { name: /^Faktura korygująca FK\// });
  await expect(correction).toBeVisible();
  await expect(page.getByTestId('desk-order-invoices')).toContainText('Reklamacja');
  await page.screenshot({ path: test.info().outputPath('panel-korekta-1280.png'), fullPage: true });
  await correction.click();
  const document = page.getByRole('article', { name: /^Faktura korygująca nr FK\// });
  await expect(document).toContainText(`Korekta faktury nr ${invoiceNumber}`);
  await expect(document).toContainText('Przyczyna korekty: Reklamacja');
  await expect(document.getByText(/^Przed korektą: \d+ /)).toBeVisible();
  await expect(document.getByText(/^Po korekcie: \d+ /)).toBeVisible();
});
