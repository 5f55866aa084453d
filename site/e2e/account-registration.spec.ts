/**
 * The account journeys of issue 14 in a real browser: a company registers on the registration
 * tab, confirms from the mail (read from the dev outbox, as a person would click it), logs in
 * and lands on the account; then forgets the password, sets a new one from the mailed link and
 * logs in with it. Also the screen's tabs by keyboard and history, and a staff-issued remote login.
 */
import type { Page } from '@playwright/test';
import { LOCAL_ADMIN_API_TOKEN } from '#scripts/lib/local-worker.ts';
import { expect, test } from './fixtures.ts';
import { reflowFailure } from './support/axe.ts';
import { linkFromOutbox, logInWithTheForm } from './support/customers.ts';

const PASSWORD = 'Ręcznik-papierowy-Z2-2026';
const NEW_PASSWORD = 'Dozownik-mydła-nowe-2027';

/** The uuid of the customer the newest registration mail to this address was about ("Przyczyna: customer <uuid>"). */
async function customerUuidFromOutbox(page: Page, to: string): Promise<string> {
  await page.goto('/_dev/outbox');
  await page.getByRole('row').filter({ hasText: to }).getByRole('link', { name: 'Potwierdź rejestrację konta' }).first().click();
  const cause = (await page.getByRole('row', { name: /Przyczyna/ }).textContent()) ?? '';
  const uuid = /customer ([0-9a-f-]{36})/.exec(cause)?.[1];
  if (!uuid) throw new Error(`no customer in the mail's cause: ${cause}`);
  return uuid;
}

test('a company registers, confirms from the mail, logs in; then resets the password and logs in with the new one', async ({ page }) => {
  // Two forms that refuse a sending within 3 s of their ticket, two mails, two logins: on a busy
  // machine the journey took 32 s, past the default 30.
  test.setTimeout(60_000);
  const email = `e2e-firma-${Date.now()}@example.pl`;
  await page.goto('/rejestracja');
  await expect(page.getByRole('tab', { name: 'Rejestracja' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel', { name: 'Rejestracja' });
  await form.getByRole('radio', { name: 'Firma' }).check();
  await form.getByRole('textbox', { name: 'Nazwa firmy lub jednostki' }).fill('Czysta Firma Sp. z o.o.');
  await form.getByRole('textbox', { name: 'NIP' }).fill('526-025-02-75');
  await form.getByRole('textbox', { name: 'Imię' }).fill('Jan');
  await form.getByRole('textbox', { name: 'Nazwisko' }).fill('Kowalski');
  await form.getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefon' }).fill('71 123 45 67');
  const password = form.getByLabel('Hasło', { exact: true });
  await password.fill('krótkie');
  await expect(form.getByRole('list', { name: 'Wskazówki do hasła' }).getByRole('listitem').first()).toContainText('niespełnione');
  await form.getByRole('button', { name: 'Załóż konto' }).click();
  // The browser checks with the API's own schema: a message beside each field, nothing sent.
  await expect(form.getByText('Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy nie ma literówki.')).toBeVisible();
  await expect(form.getByText('Hasło musi mieć co najmniej 8 znaków.')).toBeVisible();
  await expect(form.getByText('Zaakceptuj regulamin sklepu.')).toBeVisible();

  await form.getByRole('textbox', { name: 'NIP' }).fill('526-025-02-74');
  await password.fill(PASSWORD);
  await form.getByRole('button', { name: 'Pokaż hasło' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Ukryj hasło' }).click();
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await form.getByRole('checkbox', { name: /polityką prywatności/ }).check();
  await form.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL('/rejestracja/potwierdzenie', { timeout: 10_000 });
  await expect(page.getByText(`Wysłaliśmy wiadomość na adres ${email}.`)).toBeVisible();

  // The link activates the account with the password of that registration, and logs in with it.
  await page.goto(await linkFromOutbox(page, email, 'Potwierdź rejestrację konta', '/rejestracja/potwierdzenie'));
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page).toHaveURL('/konto/dane', { timeout: 10_000 });
  // The account page has read the customer (GET /users/me) before the login ends: a read still
  // under way when it ends would be answered 401.
  await expect(page.getByRole('form', { name: 'Dane konta' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loggedOut = await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status);
  expect(loggedOut).toBe(200);

  await page.goto('/logowanie');
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await expect(page).toHaveURL('/resetowanie-hasla');
  await page.getByRole('main').getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Wyślij link' }).click();
  await expect(page.getByText(`Jeśli adres ${email} ma aktywne konto`)).toBeVisible({ timeout: 10_000 });

  await page.goto(await linkFromOutbox(page, email, 'Ustaw nowe hasło', '/haslo/reset'));
  await page.getByLabel('Nowe hasło', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
  await expect(page.getByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeVisible();
  await page.getByRole('link', { name: 'Przejdź do logowania' }).click();
  await logInWithTheForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/konto/dane', { timeout: 10_000 });
});

/** The form's fields that sit side by side where there is room, in pairs, by their labels. */
const FIELD_ROWS = [
  ['Nazwa firmy lub jednostki', 'NIP'],
  ['Imię', 'Nazwisko'],
  ['Adres e-mail', 'Telefon'],
] as const;

/** Each input's box in the registration form, by row. */
async function rowBoxes(page: Page) {
  const form = page.getByRole('tabpanel', { name: 'Rejestracja' });
  return Promise.all(
    FIELD_ROWS.map((labels) =>
      Promise.all(
        labels.map(async (label) => {
          const box = await form.getByRole('textbox', { name: label, exact: true }).boundingBox();
          if (!box) throw new Error(`${label} is not shown`);
          return { label, ...box };
        }),
      ),
    ),
  );
}

test('the registration form’s fields in a row align whatever hint or message one has, and stack on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/rejestracja');
  const form = page.getByRole('tabpanel', { name: 'Rejestracja' });
  await form.getByRole('radio', { name: 'Firma' }).check();
  const expectAligned = async (when: string) => {
    for (const [left, right] of await rowBoxes(page)) {
      if (!left || !right) throw new Error('a row of two fields');
      expect(right.x, `${right.label} beside ${left.label} (${when})`).toBeGreaterThan(left.x + left.width);
      expect(Math.abs(right.y - left.y), `${left.label} and ${right.label}: tops (${when})`).toBeLessThanOrEqual(1);
      expect(Math.abs(right.height - left.height), `${left.label} and ${right.label}: heights (${when})`).toBeLessThanOrEqual(1);
    }
  };
  // NIP has a hint under its input, the company's name none.
  await expectAligned('a hint under NIP');
  // Messages under some inputs of a row and not others (a NIP that fails its checksum).
  await form.getByRole('textbox', { name: 'NIP' }).fill('526-025-02-75');
  await form.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(form.getByRole('textbox', { name: 'Imię', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAligned('messages under the fields');

  await page.setViewportSize({ width: 360, height: 800 });
  for (const row of await rowBoxes(page)) {
    const [above, below] = row;
    if (!above || !below) throw new Error('a row of two fields');
    expect(below.y, `${below.label} under ${above.label}`).toBeGreaterThanOrEqual(above.y + above.height);
    for (const box of row) expect(box.x + box.width, `${box.label} within 360 px`).toBeLessThanOrEqual(360);
  }
  expect(await reflowFailure(page)).toBeNull();
});

test('the screen’s tabs go by arrow keys and by history, keeping the redirect', async ({ page }) => {
  await page.goto('/logowanie?redirect=%2Fkoszyk');
  const login = page.getByRole('tab', { name: 'Logowanie' });
  await expect(login).toHaveAttribute('aria-selected', 'true');
  await login.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/rejestracja?redirect=%2Fkoszyk');
  await expect(page.getByRole('tab', { name: 'Rejestracja' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Rejestracja' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rejestracja');
  await page.goBack();
  await expect(page).toHaveURL('/logowanie?redirect=%2Fkoszyk');
  await expect(page.getByRole('tabpanel', { name: 'Logowanie' })).toBeVisible();
});

test.describe('a wrong password', () => {
  test.use({ expectedErrors: /status of 401|401 https?:\/\/[^/]+\/api\/public\/v1\/oauths\/tokens/ });

  test('is answered in Polish without saying whether the address exists', async ({ page }) => {
    await page.goto('/logowanie');
    await logInWithTheForm(page, `nikt-${Date.now()}@example.pl`, 'nie-to-haslo');
    await expect(page.getByRole('tabpanel', { name: 'Logowanie' }).getByRole('alert')).toHaveText('Nieprawidłowy e-mail lub hasło.');
    await expect(page).toHaveURL('/logowanie');
  });
});

test('a staff-issued remote login opens the account once', async ({ page, request }) => {
  const email = `e2e-zdalnie-${Date.now()}@example.pl`;
  await page.goto('/rejestracja');
  const form = page.getByRole('tabpanel', { name: 'Rejestracja' });
  await form.getByRole('radio', { name: 'Osoba prywatna' }).check();
  await expect(form.getByRole('textbox', { name: 'NIP' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Imię' }).fill('Ewa');
  await form.getByRole('textbox', { name: 'Nazwisko' }).fill('Nowak');
  await form.getByRole('textbox', { name: 'Adres e-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefon' }).fill('600 100 200');
  await form.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /Akceptuję regulamin/ }).check();
  await form.getByRole('checkbox', { name: /polityką prywatności/ }).check();
  await form.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL('/rejestracja/potwierdzenie', { timeout: 10_000 });
  await page.goto(await linkFromOutbox(page, email, 'Potwierdź rejestrację konta', '/rejestracja/potwierdzenie'));
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Aktywuj konto' }).click();
  await expect(page).toHaveURL('/konto/dane', { timeout: 10_000 });
  await expect(page.getByRole('form', { name: 'Dane konta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status)).toBe(200);
  // Staff name the customer by uuid; the test reads it from the confirmation mail's cause in the dev outbox.
  const uuid = await customerUuidFromOutbox(page, email);
  const issued = await request.post(`/api/admin/v1/customers/${uuid}/remote-logins`, {
    headers: { Authorization: `Bearer ${LOCAL_ADMIN_API_TOKEN}` },
  });
  expect(issued.status()).toBe(200);
  const { path } = (await issued.json()) as { path: string };
  await page.goto(path);
  await expect(page).toHaveURL('/konto/dane', { timeout: 10_000 });
});
