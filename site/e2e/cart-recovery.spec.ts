/**
 * Abandoned carts (issue 15) against the local worker: a guest ticks the reminder consent in the
 * checkout, leaves, the scheduled handler (wrangler dev --test-scheduled) mails the one reminder,
 * and its link, read from the dev outbox and opened in another browser, restores the cart at
 * /koszyk. The cart is made "untouched for two hours" by moving its time back in the local D1,
 * instead of waiting.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { WCAG_22_AA } from './support/axe.ts';
import { addToBrowserCart, plentifulProduct } from './support/cart.ts';
import { executeLocalSql, linkFromOutbox, queryLocalSql } from './support/customers.ts';
import { recordSaves } from './support/saves.ts';

const product = plentifulProduct;
const REMINDER_SUBJECT = 'Twój koszyk czeka na Ciebie';

test('a reminder unticked while its consent is still being saved is withdrawn after it: the cart keeps no address', async ({ page }) => {
  test.slow();
  const email = `wycofane-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  await addToBrowserCart(page, 1);
  // The consent's save is answered 2 s late: the shopper unticks the box meanwhile.
  const saves = await recordSaves(page, '**/api/public/v1/carts/contact', (body) => body.reminderConsent, { heldTurns: [0] });
  await page.goto('/koszyk');
  await page.getByRole('button', { name: 'Przejdź do dostawy i płatności' }).click();
  await page.getByRole('radio', { name: /Kurier/ }).check();
  await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
  await page.getByRole('button', { name: 'Dalej' }).click();
  await page
    .getByRole('form', { name: /Dane kupującego$/ })
    .getByLabel('Adres e-mail', { exact: true })
    .fill(email);
  const reminder = page.getByRole('checkbox', { name: /Przypomnij mi e-mailem o koszyku/ });
  await reminder.check();
  await expect.poll(() => saves).toEqual(['sent true']);
  await reminder.uncheck();
  // One save at a time, in the order made: the withdrawal reaches the cart last.
  await expect.poll(() => saves).toEqual(['sent true', 'answered true', 'sent false', 'answered false']);
  const stored = await queryLocalSql<{ carts: number }>(`SELECT count(*) AS carts FROM carts WHERE contact_email = '${email}'`);
  expect(stored).toEqual([{ carts: 0 }]);
});

test.describe('abandoned-cart recovery', () => {
  test('a guest who asked for a reminder follows its link from the outbox to the restored cart', async ({ page, browser }) => {
    // A journey through checkout, the cron, two browsers and an axe audit: more than the default 30 s on a busy machine.
    test.slow();
    const email = `koszyk-${crypto.randomUUID().slice(0, 8)}@example.pl`;
    await addToBrowserCart(page, 3);
    await page.goto('/koszyk');
    await page.getByRole('button', { name: 'Przejdź do dostawy i płatności' }).click();
    await page.getByRole('radio', { name: /Kurier/ }).check();
    await page.getByRole('radio', { name: 'Przelew tradycyjny' }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();

    const reminder = page.getByRole('checkbox', { name: /Przypomnij mi e-mailem o koszyku/ });
    await expect(reminder).not.toBeChecked();
    await page
      .getByRole('form', { name: /Dane kupującego$/ })
      .getByLabel('Adres e-mail', { exact: true })
      .fill(email);
    const saved = page.waitForResponse((response) => response.url().endsWith('/carts/contact') && response.request().method() === 'PUT');
    await reminder.check();
    expect(await (await saved).json()).toEqual({ saved: true, reminderConsent: true });

    // The shopper leaves; two hours later (the cart's time moved back) the cron runs.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000 - 60_000).toISOString();
    await executeLocalSql(`UPDATE carts SET updated_at = '${twoHoursAgo}' WHERE contact_email = '${email}'`);
    expect((await page.request.get('/cdn-cgi/handler/scheduled?cron=*+*+*+*+*')).ok()).toBe(true);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const link = await linkFromOutbox(other, email, REMINDER_SUBJECT, '/koszyk/[0-9a-f-]{36}/porzucony');
    await other.goto(link);
    await expect(other).toHaveURL(/\/koszyk$/);
    const line = other.getByRole('listitem').filter({ has: other.getByRole('link', { name: product.name }) });
    await expect(line).toBeVisible();
    await expect(line.getByRole('spinbutton')).toHaveValue('3');

    // A second click on the same link restores the same cart, not twice as much.
    await other.goto(link);
    await expect(other).toHaveURL(/\/koszyk$/);
    await expect(line.getByRole('spinbutton')).toHaveValue('3');

    // The mail's second link asks before it stops the reminders, and the page passes axe's WCAG 2.2 AA rules.
    await other.setViewportSize({ width: 360, height: 800 });
    await other.goto(`${link}?rezygnacja=1`);
    const stop = other.getByRole('button', { name: 'Nie wysyłaj mi przypomnień o koszyku' });
    await expect(stop).toBeVisible();
    const audit = await new AxeBuilder({ page: other }).withTags(WCAG_22_AA).analyze();
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    await stop.click();
    await expect(other.getByText(/nie wyślemy Ci więcej przypomnień o koszyku/)).toHaveRole('status');
    await elsewhere.close();
  });
});

test.describe('the transaction link', () => {
  test("copies a guest's cart into another browser's own cart", async ({ page, browser }) => {
    const transaction = crypto.randomUUID();
    await page.context().addCookies([{ name: 'cart-transaction-id', value: transaction, url: test.info().project.use.baseURL ?? '' }]);
    await addToBrowserCart(page, 2);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(`/koszyk/odzyskaj/${transaction}`);
    await expect(other).toHaveURL(/\/koszyk$/);
    const line = other.getByRole('listitem').filter({ has: other.getByRole('link', { name: product.name }) });
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
    await elsewhere.close();
  });
});

test.describe('a recovery link the API refuses', () => {
  // The page asks the API, which answers 404 for a token of no cart: the page's own request, expected.
  test.use({
    expectedErrors:
      /^(?:Failed to load resource: the server responded with a status of 404\b.*|404 https?:\/\/[^/]+\/api\/public\/v1\/carts\/recoveries\/[0-9a-f-]{36})$/,
  });

  test('says so in Polish and leads back to the shop', async ({ page }) => {
    await page.goto(`/koszyk/${crypto.randomUUID()}/porzucony/${'x'.repeat(43)}`);
    await expect(page.getByText(/Ten link do koszyka jest nieprawidłowy albo wygasł/)).toHaveRole('alert');
    await page.getByRole('link', { name: 'Przejdź do sklepu' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
