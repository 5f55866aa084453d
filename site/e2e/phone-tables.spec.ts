/**
 * Issue 36, 6a: on a phone (360 px) the order page's items and the invoice's lines cut their prices
 * to "72", "31" inside a sideways-scrolling box nobody could reach by keyboard. The tables now
 * show each line as a block of labelled values in a narrow box (ui/stacked-table.module.css): every
 * amount is whole and on screen, and axe finds nothing, on the owner's order page, the invoice and
 * the account's lists of both (which share the stacked table).
 */
import type { Page } from '@playwright/test';
import type { Order } from '../src/lib/api-types.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessibleAt } from './support/axe.ts';
import { createCustomer, logIn } from './support/customers.ts';
import { payOnStandIn, placeOrder, plentifulProducts } from './support/orders.ts';
import { shipAsOwner } from './support/panel.ts';

const PHONE = { width: 360, height: 740 };

/**
 * The table cells in the main content that show an amount in złoty, each with why it is not seen
 * whole: its text cut inside the cell, or the cell beyond the window or beyond a box that clips it.
 */
function amountCellsSeenWhole(page: Page): Promise<{ count: number; cut: string[] }> {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll<HTMLElement>('main table :is(td, th)')].filter((cell) => /\d\szł/.test(cell.textContent ?? ''));
    const cut: string[] = [];
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      const text = cell.textContent?.trim();
      if (cell.scrollWidth > cell.clientWidth) cut.push(`${text}: text ${cell.scrollWidth} px in a ${cell.clientWidth} px cell`);
      if (box.left < 0 || box.right > window.innerWidth) cut.push(`${text}: ${box.left}–${box.right} px in a ${window.innerWidth} px window`);
      for (let ancestor = cell.parentElement; ancestor; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
          cut.push(`${text}: clipped by ${ancestor.tagName.toLowerCase()}.${ancestor.className}`);
      }
    }
    return { count: cells.length, cut };
  });
}

async function expectAmountsWhole(page: Page, what: string, atLeast: number): Promise<void> {
  const { count, cut } = await amountCellsSeenWhole(page);
  expect(count, `amounts in ${what}`).toBeGreaterThanOrEqual(atLeast);
  expect(cut, `amounts cut in ${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

test('on a phone the order page, the invoice and the account’s lists show every amount whole, with nothing for axe', async ({ page, browser }) => {
  // A payment on the stand-in, a shipment in the panel and four pages scanned twice.
  test.setTimeout(180_000);
  const customer = await createCustomer();
  await logIn(page, customer);
  const lines = plentifulProducts(3).map((product, index) => ({ uuid: product.uuid, quantity: index + 1 }));
  const order = await placeOrder(page, customer.email, { lines, paymentMethod: 'p24' });
  await payOnStandIn(page, order);
  // The invoice comes when the goods go (decision 037).
  await shipAsOwner(browser, order);
  const { invoices } = (await (await page.request.get(`/api/public/v1/orders/${order.uuid}/${order.hash}`)).json()) as Order;
  const invoice = invoices[0];
  if (!invoice) throw new Error(`order ${order.number} has no invoice`);

  await page.setViewportSize(PHONE);
  await page.goto(`/zamowienie/${order.uuid}`);
  await expect(page.getByTestId('order-number')).toHaveText(order.number);
  // Unit price and line value of each of the three lines.
  await expectAmountsWhole(page, 'the order’s items', 6);
  await expectAccessibleAt(page, 'the order page');

  await page.setViewportSize(PHONE);
  await page.goto(`/faktura/${invoice.uuid}`);
  await expect(page.getByTestId('invoice-number')).toHaveText(invoice.number);
  // Unit net and net of each line, and net, VAT and gross by rate and in total.
  await expectAmountsWhole(page, 'the invoice', 12);
  await expectAccessibleAt(page, 'the invoice');

  for (const [path, what] of [
    ['/konto/zamowienia', 'the account’s orders'],
    ['/konto/faktury', 'the account’s invoices'],
  ] as const) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expectAmountsWhole(page, what, 1);
    await expectAccessibleAt(page, what);
  }
});
