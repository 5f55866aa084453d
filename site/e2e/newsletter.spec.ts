import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdScripts } from './support/hold-scripts.ts';

/** The first link to `path` in the text of the newest mail with this subject to this address, read from the dev outbox. */
async function linkFromOutbox(page: Page, to: string, subject: string, path: string): Promise<string> {
  await page.goto('/_dev/outbox');
  await page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: subject }).first().click();
  const text = (await page.locator('pre').textContent()) ?? '';
  const link = new RegExp(`https?://[^\\s]+${path}/[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in "${subject}" to ${to}:\n${text}`);
  return new URL(link).pathname;
}

test('signs up from the footer, confirms from the mail, and unsubscribes in one click', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.pl`;
  await page.goto('/oddzialy');
  const form = page.getByRole('form', { name: 'Zapis do newslettera' });
  await form.getByRole('textbox', { name: 'Adres e-mail' }).fill('to nie jest adres');
  await form.getByRole('button', { name: 'Zapisz się' }).click();
  // The browser checks with the API's own schema: a message beside each field, nothing sent.
  await expect(form.getByText('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.')).toBeVisible();
  await expect(form.getByText('Zaznacz zgodę, aby zapisać się do newslettera.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Adres e-mail' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await form.getByRole('checkbox', { name: /Chcę otrzymywać newsletter/ }).check();
  await form.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(form.getByRole('button', { name: 'Zapisz się' })).toBeDisabled();
  await expect(page).toHaveURL('/newsletter/dziekujemy', { timeout: 10_000 });
  await expect(page.getByText(`Wysłaliśmy wiadomość na adres ${email}.`)).toBeVisible();

  const confirm = await linkFromOutbox(page, email, 'Potwierdź zapis do newslettera', '/potwierdz-zapis-do-newslettera');
  await page.goto(confirm);
  await expect(page.getByText(`Dziękujemy! Adres ${email} jest zapisany do newslettera.`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Adres ${email} był już potwierdzony`)).toBeVisible();

  const unsubscribe = await linkFromOutbox(page, email, 'Witamy w newsletterze', '/zrezygnuj-z-newslettera');
  await page.goto(unsubscribe);
  await expect(page.getByText(`Adres ${email} został wypisany z newslettera.`)).toBeVisible();
});

test.describe('the footer form before its code is there', () => {
  test.use({ serviceWorkers: 'block' });

  test('loads its workings on first use and keeps what was typed and a sending asked for meanwhile', async ({ page }) => {
    const email = `e2e-wait-${Date.now()}@example.pl`;
    await page.goto('/oddzialy');
    // The visitor types, ticks and sends before the form's code is there.
    const release = await holdScripts(page);
    const form = page.getByRole('form', { name: 'Zapis do newslettera' });
    await form.getByRole('textbox', { name: 'Adres e-mail' }).pressSequentially(email);
    await form.getByRole('checkbox', { name: /Chcę otrzymywać newsletter/ }).check();
    await form.getByRole('textbox', { name: 'Adres e-mail' }).press('Enter');
    release();
    await expect(page).toHaveURL('/newsletter/dziekujemy', { timeout: 15_000 });
    await expect(page.getByText(`Wysłaliśmy wiadomość na adres ${email}.`)).toBeVisible();
  });

  test('keeps the keys typed while the working form takes over, and the focus in the field', async ({ page }) => {
    const email = `e2e-swap-${Date.now()}@example.pl`;
    await page.goto('/oddzialy');
    const release = await holdScripts(page);
    const form = page.getByRole('form', { name: 'Zapis do newslettera' });
    const box = form.getByRole('textbox', { name: 'Adres e-mail' });
    await box.pressSequentially(email.slice(0, 9));
    const standIn = await form.elementHandle();
    release();
    // The rest key by key, as the code arrives and the working form replaces the stand-in.
    for (const key of email.slice(9)) await page.keyboard.type(key, { delay: 15 });
    await expect.poll(() => standIn?.evaluate((element) => element.isConnected)).toBe(false);
    await expect(box).toHaveValue(email);
    await expect(box).toBeFocused();
    await form.getByRole('checkbox', { name: /Chcę otrzymywać newsletter/ }).check();
    await box.press('Enter');
    await expect(page).toHaveURL('/newsletter/dziekujemy', { timeout: 15_000 });
    await expect(page.getByText(`Wysłaliśmy wiadomość na adres ${email}.`)).toBeVisible();
  });
});

test.describe('a dead link', () => {
  test.use({ expectedErrors: /status of 404|404 https?:\/\/[^/]+\/(?:potwierdz-zapis-do-newslettera|api\/public\/v1\/newsletter\/confirmations)\// });

  test('says so with status 404 and offers the sign-up again', async ({ page }) => {
    const response = await page.goto(`/potwierdz-zapis-do-newslettera/${'x'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert').filter({ hasText: 'Nie znaleźliśmy tego linku potwierdzającego' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('form', { name: 'Zapis do newslettera' })).toBeVisible();
  });
});

test('unsubscribing by address answers the same for any address', async ({ page }) => {
  await page.goto('/newsletter/rezygnacja');
  await expect(page.getByRole('heading', { level: 1, name: 'Rezygnacja z newslettera' })).toBeVisible();
  const main = page.getByRole('main');
  // A new address each run: the limit per address holds across runs on the same local database.
  const stranger = `nikt-${Date.now()}@example.pl`;
  await main.getByRole('textbox', { name: 'Adres e-mail' }).fill(stranger);
  await main.getByRole('button', { name: 'Wyślij link do rezygnacji' }).click();
  await expect(main.getByText(`Jeśli adres ${stranger} jest zapisany do newslettera`)).toBeVisible({ timeout: 10_000 });
});
