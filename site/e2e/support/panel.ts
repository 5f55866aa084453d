/** The back office in the browser tests (issue 31): the local owner, and logging in as a person does. */
import type { Browser, Page } from '@playwright/test';
import type { LocalOwner } from '../../../scripts/lib/local-owner.ts';
import { currentTotpCode } from '../../../worker/src/staff/totp.ts';
import { expect, waitingForHydration } from '../fixtures.ts';

/** The local owner the global setup wrote into the local D1 (scripts/test/e2e-server.ts). */
export function localOwner(): LocalOwner {
  const owner = process.env.E2E_OWNER;
  if (!owner) throw new Error('E2E_OWNER is not set: the global setup writes it');
  return JSON.parse(owner) as LocalOwner;
}

/** Milliseconds until the next TOTP time step (30 s) begins. */
const untilNextStep = () => 30_000 - (Date.now() % 30_000) + 250;
const stepNow = () => Math.floor(Date.now() / 30_000);
/** The time step of the last code this test process sent per secret: a code works once (RFC 6238). */
const lastStepSent = new Map<string, number>();

/**
 * Logs in at /panel/logowanie with the address, the password and the code of `secret` (read from
 * the page at a first login, when `secret` is null); answers the secret. A code taken already by
 * another login in this time step is refused once (RFC 6238 codes work once): the next step's is sent.
 */
export async function logInToPanel(page: Page, email: string, password: string, secret: string | null): Promise<string> {
  await page.goto('/panel/logowanie');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Dalej' }).click();
  const known = secret ?? ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  for (let attempt = 0; attempt < 2; attempt++) {
    // This process's own earlier login took this step's code: wait for the next rather than be refused.
    if (lastStepSent.get(known) === stepNow()) await page.waitForTimeout(untilNextStep());
    lastStepSent.set(known, stepNow());
    await page.getByLabel('Kod', { exact: true }).fill(currentTotpCode(known, Date.now()));
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    const outcome = await Promise.race([
      page.waitForURL((url) => url.pathname.startsWith('/panel') && !url.pathname.startsWith('/panel/logowanie')).then(() => 'in' as const),
      page
        .getByText('Ten kod został już użyty')
        .waitFor()
        .then(() => 'used' as const),
    ]);
    if (outcome === 'in') return known;
    await page.waitForTimeout(untilNextStep());
  }
  throw new Error(`could not log in as ${email}`);
}

/** Waits until the panel shows who is logged in. */
export async function expectLoggedIn(page: Page, name: string): Promise<void> {
  await expect(page.getByText(new RegExp(`^Zalogowano: ${name}`))).toBeVisible();
}

/** Confirms the order's bank transfer on its panel page, open already, as staff do: the order is paid. */
export async function confirmTransferInPanel(page: Page, order: { number: string }): Promise<void> {
  await page.getByRole('button', { name: 'Potwierdź wpłatę' }).click();
  await page
    .getByRole('dialog', { name: `Potwierdzić, że przelew za ${order.number} wpłynął?` })
    .getByRole('button', { name: 'Potwierdź wpłatę' })
    .click();
  await expect(page.getByTestId('desk-order-status')).toHaveText('Opłacone, w realizacji');
}

/**
 * Records a shipment of the order on its panel page, as staff do (the page logged in already):
 * the goods go, and a paid order gets its invoice (decision 037).
 */
export async function shipInPanel(page: Page, order: { uuid: string; number: string }, trackingNumber = '680012345678901234567890'): Promise<void> {
  await page.goto(`/panel/zamowienia/${order.uuid}`);
  await page.getByLabel('Przewoźnik').selectOption('inpost');
  await page.getByLabel('Numer przesyłki').fill(trackingNumber);
  await page.getByRole('button', { name: 'Zapisz wysyłkę' }).click();
  await page
    .getByRole('dialog', { name: `Zapisać wysyłkę ${order.number}?` })
    .getByRole('button', { name: 'Zapisz wysyłkę' })
    .click();
  await expect(page.getByTestId('desk-order-status')).toHaveText('Wysłane');
}

/**
 * The local owner, in a browser context of its own, ships the order (shipInPanel), and leaves. Its
 * pages wait for their scripts: a login form sent before them went out as a plain GET, and the
 * code's field never came.
 */
export async function shipAsOwner(browser: Browser, order: { uuid: string; number: string }): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await waitingForHydration(await context.newPage());
    const owner = localOwner();
    await logInToPanel(page, owner.email, owner.password, owner.totpSecret);
    await shipInPanel(page, order);
  } finally {
    await context.close();
  }
}

/**
 * Waits until a panel list shows the answer for the filters in the address: after a new filter the
 * previous rows stay on screen, marked aria-busy, until the next answer comes.
 */
export async function expectListSettled(page: Page): Promise<void> {
  const results = page.getByTestId('panel-list-results');
  await expect(results).toBeVisible();
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
}
