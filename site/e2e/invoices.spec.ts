/**
 * Invoices (issue 15) in the browser, against the local worker with the Przelewy24 stand-in: a
 * logged-in company customer pays an order online, finds its invoice in the account, reads the
 * document and prints it to PDF with Chromium; a guest opens the same invoice from the order's
 * link (its hash), and a wrong hash shows the honest not-found text.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { companyBuyer } from '../../scripts/test/fixtures/checkout-fixture.ts';
import type { Cart, DeliveryMethod, PlacedOrder, PlaceOrderRequest } from '../src/lib/api-types.ts';
import { checkoutTotals } from '../src/lib/cart/cart-totals.ts';
import { SELLER } from '../src/lib/seller.ts';
import { productDetail, products } from './catalogue-data.ts';
import { expect, test } from './fixtures.ts';
import { WCAG_22_AA } from './support/axe.ts';
import { createCustomer, logIn } from './support/customers.ts';
import { placeTransferOrder, postOrderAsStaff } from './support/orders.ts';
import { shipAsOwner } from './support/panel.ts';

const API = '/api/public/v1';
// From the end of the catalogue with plenty in stock, like checkout.spec.ts: the live-offer tests never see this stock move.
const product = (() => {
  for (const summary of [...products].reverse().slice(3)) {
    const candidate = productDetail(summary.slug);
    if (candidate.buttons.addToCart && !candidate.buttons.addToCartSupplier && candidate.stock.quantity >= 50) return candidate;
  }
  throw new Error('The catalogue has no product with plenty in stock');
})();

/** axe-core's WCAG 2.2 A/AA violations on the page, one line each. */
async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The text of the QR code in a screenshot (PNG), read by jsQR with a white quiet zone drawn around it. */
function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const margin = 16;
  const width = image.width + 2 * margin;
  const height = image.height + 2 * margin;
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < image.height; y++) {
    pixels.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), ((y + margin) * width + margin) * 4);
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

/** Places a company order paid online by the API, as the checkout would, and pays it on the P24 stand-in's page. */
async function paidOnlineOrder(page: Page): Promise<PlacedOrder> {
  const sessionId = crypto.randomUUID();
  await page.context().addCookies([{ name: 'cart-session-id', value: sessionId, url: test.info().project.use.baseURL ?? '' }]);
  const origin = new URL(page.url()).origin;
  const added = await page.request.post(`${API}/carts/products`, {
    headers: { Origin: origin, 'Cart-Session-Id': sessionId },
    data: { productsData: [{ uuid: product.uuid, quantity: 2 }] },
  });
  expect(added.status()).toBe(200);
  const cart = (await (await page.request.get(`${API}/carts`, { headers: { 'Cart-Session-Id': sessionId } })).json()) as Cart;
  const methods = (await (await page.request.get(`${API}/checkout/delivery-methods`)).json()) as { items: DeliveryMethod[] };
  const courier = methods.items.find((method) => method.code === 'courier');
  if (!courier) throw new Error('No courier delivery');
  const body: PlaceOrderRequest = {
    buyer: companyBuyer,
    delivery: { method: 'courier' },
    paymentMethod: 'p24',
    consents: { terms: true, privacy: true },
    expectedTotalGross: checkoutTotals(cart.totals, courier).totals.gross,
  };
  const placed = await page.request.post(`${API}/orders`, {
    headers: { Origin: origin, 'Cart-Session-Id': sessionId, 'Idempotency-Key': crypto.randomUUID() },
    data: body,
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as PlacedOrder;
  // The stand-in's page has no favicon: the browser's own request for it is not the shop's failure.
  await page.route(
    (url) => url.pathname === '/favicon.ico' && url.origin !== origin,
    (route) => route.fulfill({ status: 204 }),
  );
  await page.goto(order.paymentRedirectUrl ?? '');
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await page.waitForURL(/\/zamowienie\/[0-9a-f-]{36}\/podsumowanie\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('order-status')).toHaveText('Opłacone, w realizacji');
  return order;
}

test.describe('invoices', () => {
  test.use({
    expectedErrors:
      /^(?:Failed to load resource: the server responded with a status of 404\b.*|404 https?:\/\/[^/]+\/api\/public\/v1\/invoices\/.*)$/,
  });

  test('a customer opens the paid order’s invoice from the account and prints it to PDF; a guest opens it by the order’s link', async ({
    page,
    browser,
  }) => {
    // A payment on the stand-in, two browsers and a PDF: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const customer = await createCustomer();
    await page.goto('/koszyk');
    await logIn(page, customer);
    const order = await paidOnlineOrder(page);
    // The invoice comes when the goods go (decision 037): staff record the shipment.
    await shipAsOwner(browser, order);

    await page.goto('/konto/faktury');
    const row = page.getByRole('row').filter({ hasText: order.number });
    await expect(row).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    const number = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
    expect(number).toMatch(/^FV\/\d{4}\/\d{2}\/\d+$/);
    await expect(row.getByRole('link', { name: `Pobierz XML KSeF (FA(3)) faktury ${number}` })).toHaveAttribute(
      'href',
      /^\/api\/secure\/v1\/invoices\/[0-9a-f-]{36}\/ksef\.xml$/,
    );
    await row.getByRole('link', { name: `Pokaż fakturę ${number}` }).click();

    const document = page.getByRole('article', { name: `Faktura VAT nr ${number}` });
    await expect(document).toBeVisible();
    await expect(document.getByRole('region', { name: 'Sprzedawca' })).toContainText('Merida Sp. z o.o.');
    await expect(document.getByRole('region', { name: 'Sprzedawca' })).toContainText('NIP: 8942345677');
    await expect(document.getByRole('region', { name: 'Nabywca' })).toContainText(companyBuyer.companyName ?? '');
    await expect(document.getByRole('region', { name: 'Nabywca' })).toContainText('NIP: 5260250274');
    await expect(document.getByRole('cell', { name: product.name })).toBeVisible();
    await expect(document.getByRole('table', { name: 'Podsumowanie według stawek VAT' })).toBeVisible();
    await expect(document.getByTestId('invoice-words')).toHaveText(/ (złoty|złote|złotych) .+ (grosz|grosze|groszy)$/);
    await expect(document.getByText('Płatność online Przelewy24')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drukuj / zapisz PDF' })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);

    // The print stylesheet leaves only the document: no shop header, no buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Drukuj / zapisz PDF' })).toBeHidden();
    await expect(page.getByRole('banner').first()).toBeHidden();
    await expect(document).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);

    // The scheduled handler sends it to the KSeF stand-in: the page shows its KSeF number and a QR
    // code that, read from the screen as a phone would, is the Ministry's verification link (KOD I).
    for (let run = 0; run < 3; run++) expect((await page.request.get('/cdn-cgi/handler/scheduled')).ok()).toBe(true);
    await page.reload();
    const qr = document.getByTestId('ksef-qr');
    await expect(qr).toBeVisible();
    // The Ministry's path (kody-qr.md); the host is the stand-in's, which answers the link locally.
    const link = (await document.getByRole('link', { name: /\/invoice\/8942345677\// }).textContent()) ?? '';
    expect(link).toMatch(/^https?:\/\/[^/]+\/invoice\/8942345677\/\d{2}-\d{2}-\d{4}\/[A-Za-z0-9_-]{43}$/);
    expect(decodeQr(await qr.screenshot())).toBe(link);

    // A guest (another browser) with the order's link finds the invoice linked from the order page.
    const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const guestPage = await guest.newPage();
    await guestPage.goto(`/zamowienie/${order.uuid}/podsumowanie/${order.hash}`);
    await guestPage.getByRole('link', { name: `Faktura VAT ${number}` }).click();
    await expect(guestPage.getByRole('article', { name: `Faktura VAT nr ${number}` })).toBeVisible();
    await expect(guestPage).toHaveURL(new RegExp(`\\?hash=${order.hash}$`));
    // A wrong hash reads like no invoice at all.
    await guestPage.goto(`${new URL(guestPage.url()).pathname}?hash=${order.hash.slice(0, -2)}xx`);
    await expect(guestPage.getByText('Nie znaleźliśmy faktury pod tym adresem.', { exact: false })).toBeVisible();
    await guest.close();
  });

  test('a paid invoice says when it was paid and gives no term or account to pay by; an unpaid transfer invoice keeps both', async ({ page }) => {
    const order = await placeTransferOrder(page, `faktura-${crypto.randomUUID().slice(0, 8)}@example.pl`);
    await postOrderAsStaff(page, order, 'status-changes', { status: 40, note: 'Przelew zaksięgowany' });
    await postOrderAsStaff(page, order, 'shipments', { carrier: 'dpd', trackingNumber: `${Date.now()}` });
    await page.goto(`/zamowienie/${order.uuid}/podsumowanie/${order.hash}`);
    await page.getByRole('link', { name: /^Faktura VAT FV\// }).click();
    const document = page.getByRole('article', { name: /^Faktura VAT nr FV\// });
    const fact = (term: string) => document.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
    const factValue = (term: string) => fact(term).locator('xpath=following-sibling::dd[1]');
    await expect(factValue('Sposób płatności')).toHaveText('Przelew tradycyjny');
    await expect(factValue('Zapłacono')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await expect(fact('Termin płatności')).toHaveCount(0);
    await expect(fact('Rachunek bankowy')).toHaveCount(0);
    await expect(document).not.toContainText(SELLER.bankAccount);
    // The print (and the PDF saved from it) is this very document.
    await page.emulateMedia({ media: 'print' });
    await expect(factValue('Zapłacono')).toBeVisible();
    await expect(fact('Rachunek bankowy')).toHaveCount(0);
    await page.emulateMedia({ media: 'screen' });

    // The same invoice as an unpaid one (a term to pay by, no payment yet): the term and the account.
    await page.route(
      (url) => url.pathname.startsWith(`${API}/invoices/`),
      async (route) => {
        const response = await route.fetch();
        const invoice = (await response.json()) as { payment: { paidAt: string | null } };
        await route.fulfill({ response, json: { ...invoice, payment: { ...invoice.payment, paidAt: null } } });
      },
    );
    await page.reload();
    await expect(factValue('Termin płatności')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
    await expect(factValue('Rachunek bankowy')).toHaveText(SELLER.bankAccount);
    await expect(fact('Zapłacono')).toHaveCount(0);
  });
});
