/**
 * The withdrawal function (issue 33), end to end: a consumer's order page offers "Odstąp od umowy
 * tutaj"; the form comes with the order filled in, takes two of three units, asks once more with
 * "Potwierdzam odstąpienie od umowy" and shows when the statement was received; the acknowledgement
 * waits in the outbox with the same date and time. The staff see the statement on the order, accept
 * the return and issue the correction prefilled from it. The form is axe-clean at 360 and 1280 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { privateBuyer } from '../../scripts/test/fixtures/checkout-fixture.ts';
import { expect, test } from './fixtures.ts';
import { placeTransferOrder } from './support/orders.ts';
import { confirmTransferInPanel, localOwner, logInToPanel, shipInPanel } from './support/panel.ts';

async function axeViolations(page: Page): Promise<string[]> {
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return audit.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('a consumer withdraws from two of three units from the order’s page; the staff accept it and issue the correction', async ({ page }) => {
  test.setTimeout(180_000);
  const email = `odstapienie-${crypto.randomUUID().slice(0, 8)}@example.pl`;
  await page.goto('/');
  const order = await placeTransferOrder(page, email, 3);

  // The order's page: the right, and the control.
  await page.goto(`/zamowienie/${order.uuid}/podsumowanie/${order.hash}`);
  const section = page.getByRole('region', { name: 'Odstąpienie od umowy' });
  await expect(section).toContainText('Możesz odstąpić od umowy już teraz, a także przez 14 dni od dostawy.');
  await section.getByRole('link', { name: 'Odstąp od umowy tutaj' }).click();

  // The form, with the order filled in.
  await expect(page).toHaveURL(/\/odstapienie-od-umowy\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odstąpienie od umowy' })).toBeVisible();
  await expect(page.getByLabel('Numer zamówienia')).toHaveValue(order.number);
  await expect(page.getByLabel('Imię i nazwisko')).toHaveValue(`${privateBuyer.firstName} ${privateBuyer.lastName}`);
  await page.getByLabel('Adres e-mail podany w zamówieniu').fill(email);
  await page.getByLabel('Odstępuję od umowy w części: wybieram produkty i ilości').check();
  await page.getByLabel(/^Ilość: .*\(zamówiono 3 /).fill('2');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `withdrawal form at ${width}`).toEqual([]);
  }
  await page.screenshot({ path: test.info().outputPath('odstapienie-formularz-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Dalej' }).click();

  // One confirming step.
  await expect(page.getByRole('heading', { level: 2, name: 'Krok 2 z 2: sprawdź i potwierdź' })).toBeFocused();
  await expect(page.getByText(/– 2 /)).toBeVisible();
  await page.getByRole('button', { name: 'Potwierdzam odstąpienie od umowy' }).click();
  const received = page.getByTestId('withdrawal-received');
  await expect(received).toContainText('Otrzymaliśmy Twoje oświadczenie');
  const when = /Otrzymaliśmy je (\d{2}-\d{2}-\d{4} \d{2}:\d{2})\./.exec((await received.textContent()) ?? '')?.[1];
  expect(when).toBeDefined();
  await expect(received).toContainText(`Ja, ${privateBuyer.firstName} ${privateBuyer.lastName}, niniejszym informuję o moim odstąpieniu od umowy`);
  await page.screenshot({ path: test.info().outputPath('odstapienie-potwierdzenie-1280.png'), fullPage: true });

  // The acknowledgement, at once, with the same moment.
  await page.goto('/_dev/outbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: `Potwierdzenie odstąpienia od umowy – zamówienie ${order.number}` })
    .click();
  await expect(page.locator('pre')).toContainText(`otrzymaliśmy Twoje oświadczenie ${when} (czas polski)`);

  // The staff: the statement on the order, the return accepted, the correction prefilled and issued.
  const owner = localOwner();
  await logInToPanel(page, owner.email, owner.password, owner.totpSecret);
  await page.goto(`/panel/zamowienia/${order.uuid}`);
  await confirmTransferInPanel(page, order);
  await shipInPanel(page, order);
  const withdrawals = page.getByTestId('desk-withdrawals');
  await expect(withdrawals).toContainText(`Oświadczenie z ${when}`);
  await expect(withdrawals).toContainText(/Zwrot płatności do \d{2}-\d{2}-\d{4}/);
  await withdrawals.getByRole('button', { name: 'Przyjmij zwrot' }).click();
  await page
    .getByRole('dialog', { name: `Przyjąć zwrot do zamówienia ${order.number}?` })
    .getByRole('button', { name: 'Przyjmij zwrot' })
    .click();
  await expect(withdrawals).toContainText('zwrot przyjęty');
  await withdrawals.getByRole('button', { name: 'Wystaw korektę do tego odstąpienia' }).click();
  const form = page.getByRole('region', { name: /^Korekta: Faktura VAT FV\// });
  await expect(form.getByRole('textbox', { name: /^Ilość do korekty: / }).first()).toHaveValue('2');
  await expect(form.getByLabel('Przyczyna korekty')).toHaveValue('Odstąpienie od umowy');
  await form.getByRole('button', { name: 'Wystaw korektę' }).click();
  await page
    .getByRole('dialog', { name: /^Wystawić fakturę korygującą do FV\// })
    .getByRole('button', { name: 'Wystaw korektę' })
    .click();
  await expect(page.getByTestId('desk-order-invoices')).toContainText('Odstąpienie od umowy');
});

test('the act’s model form: from the withdrawal page to its page, which prints alone, and to its PDF', async ({ page, request }) => {
  await page.goto('/odstapienie-od-umowy');
  await page.getByRole('link', { name: 'Wzór formularza odstąpienia od umowy', exact: true }).click();
  await expect(page).toHaveURL(/\/odstapienie-od-umowy\/formularz$/);
  const form = page.getByRole('article', { name: 'Wzór formularza odstąpienia od umowy' });
  await expect(form).toContainText(/Adresat: Merida Sp\. z o\.o\., ul\. Legnicka 55, 54-203 Wrocław, adres e-mail: \S+@\S+/);
  await expect(form).toContainText('Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)');
  await expect(page.getByRole('link', { name: 'formularz odstąpienia od umowy online' })).toHaveAttribute('href', '/odstapienie-od-umowy');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `model form at ${width}`).toEqual([]);
  }

  // Printed: the form alone, without the trail and the links.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Ścieżka nawigacji' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Wzór formularza odstąpienia od umowy (PDF)' })).toBeHidden();
  await expect(form.getByText('(*) Niepotrzebne skreślić.')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const pdfLink = page.getByRole('link', { name: 'Wzór formularza odstąpienia od umowy (PDF)' });
  const pdf = await request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
