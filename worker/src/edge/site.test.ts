import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUERY_LENGTH } from '#lib/formats.ts';
import { SEARCH_FORM_FIELD, searchHref } from '#lib/search-links.ts';
import { loggedInCookie } from '#worker-test/auth.ts';
import { locationOf, payloadRequest, request } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';

const uuid = '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f';
const hash = 'f3b1c9d2e4a5968776655443322110aa';
const product = testCatalogue.products[0];
/** Next puts the not-found boundary's text into every page's payload: the title tells the 404 page. */
const NOT_FOUND_TITLE = '<title>Błąd 404 - nie znaleziono</title>';

async function expectNotFoundPage(response: Response) {
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain(NOT_FOUND_TITLE);
  expect(html).toContain('This page could not be found');
}

describe('shells', () => {
  it('serve one exported page for every well-formed path of the route', async () => {
    for (const path of [
      `/zamowienie/${uuid}/podsumowanie/${hash}`,
      `/zamowienie/0b8f9a36-6f4e-4c55-9d2a-3c1e2f4a5b6c/szczegoly/${hash}`,
      '/wyszukiwarka',
      '/wyszukiwarka/mop%20obrotowy',
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain(NOT_FOUND_TITLE);
    }
  });

  it.each([
    ['a malformed uuid', '/zamowienie/123'],
    ['the export placeholder', '/zamowienie/_'],
    ['an uppercase-free token of bad characters', '/haslo/reset/abc$def'],
    ['a too short token', '/haslo/reset/abc'],
    ['a malformed order hash', `/zamowienie/${uuid}/podsumowanie/xyz`],
    ['an unknown account tab', '/konto/ustawienia'],
    ['a search query of control characters', '/wyszukiwarka/%00%01'],
    ['a search query over 200 characters', `/wyszukiwarka/${'a'.repeat(201)}`],
    ['an undecodable search query', '/wyszukiwarka/%E0%A4%A'],
    ['an unknown filter', '/kategoria/dozowniki/nieznany-filtr'],
    ['a malformed price filter', '/kategoria/dozowniki/cena-50-10'],
    ['filters of a category that does not exist', '/kategoria/nie-ma-takiej/dostepne'],
    ['a path one segment too long', `/zamowienie/${uuid}/podsumowanie/f3b1c9d2e4a5968776655443322110aa/x/y`],
  ])('answer 404 for %s', async (_, path) => {
    await expectNotFoundPage(await request(path));
  });

  it('serve the payload files of the one export, for navigation and prefetch', async () => {
    // The hashless order page is the owner's (issue 13): its payload files follow its guard too.
    const headers = { Cookie: await loggedInCookie() };
    const navigation = await request(`/zamowienie/${uuid}.txt`, { headers: { ...headers, RSC: '1' } });
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const prefetch = await request(`/zamowienie/${uuid}/__next.!KHNob3Ap.zamowienie.$d$uuid.__PAGE__.txt`, { headers });
    expect(prefetch.status).toBe(200);
    const tree = await request(`/zamowienie/${uuid}/__next._tree.txt`, { headers });
    expect(tree.status).toBe(200);
    expect((await request(`/zamowienie/${uuid}/__next._tree.txt`)).status).toBe(302);
  });

  it('refuse the payload files of a malformed path', async () => {
    expect((await payloadRequest('/zamowienie/123')).status).toBe(404);
    expect((await request('/zamowienie/123/__next._tree.txt')).status).toBe(404);
  });

  it('tell a search for "notes.txt" from a payload file by the router header', async () => {
    const page = await request('/wyszukiwarka/notes.txt');
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
  });
});

describe('the search box sent without its script (issue 36)', () => {
  it('is redirected to the results page of what was typed', async () => {
    const response = await request(`/wyszukiwarka?${SEARCH_FORM_FIELD}=${encodeURIComponent('ręcznik ZZ')}`);
    expect(response.status).toBe(303);
    expect(locationOf(response)).toBe('/wyszukiwarka/r%C4%99cznik%20ZZ');
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 300 })], { numRuns: 40 })(
    'whatever was typed, to the page the box itself would open',
    async (typed) => {
      const response = await request(`/wyszukiwarka?${new URLSearchParams({ [SEARCH_FORM_FIELD]: typed })}`);
      expect(response.status).toBe(303);
      // As sent: a lone surrogate becomes U+FFFD on the way; at most the box's length, in characters.
      const sent = new URLSearchParams(new URLSearchParams({ [SEARCH_FORM_FIELD]: typed }).toString()).get(SEARCH_FORM_FIELD) ?? '';
      expect(locationOf(response)).toBe(searchHref([...sent].slice(0, MAX_SEARCH_QUERY_LENGTH).join('')));
    },
  );
});

describe('the search shell says what was searched before its script runs (issue 36)', () => {
  const HEADING = /<h1[^>]*>([^<]*)<\/h1>/;
  const unescapeHtml = (text: string) =>
    text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  /** A phrase the results page has in its address: the box trims it, and one of dots only opens the empty search page. */
  const isSearchPhrase = (phrase: string) => {
    const text = phrase.trim();
    return text.length > 0 && !/^\.+$/.test(text) && [...phrase].length <= MAX_SEARCH_QUERY_LENGTH && !/\p{Cc}/u.test(phrase);
  };

  test.prop([fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }).filter(isSearchPhrase)], { numRuns: 30 })(
    'the heading holds the phrase of the address as text, whatever it is',
    async (phrase) => {
      const response = await request(searchHref(phrase));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(unescapeHtml(HEADING.exec(html)?.[1] ?? '')).toBe(`Wyniki wyszukiwania: „${phrase.trim()}”`);
      // The slot's attribute goes with the slot (the page's payload keeps the fallback's props).
      expect(html).not.toContain('<h1 data-edge-title');
    },
  );

  it('writes markup in a phrase as text: nothing is added to the page', async () => {
    const plain = await (await request(searchHref('mydło'))).text();
    const html = await (await request(searchHref('<script>alert(1)</script><img src=x onerror=alert(1)>'))).text();
    for (const tag of ['<script', '<img']) expect(html.split(tag).length).toBe(plain.split(tag).length);
  });

  it("leaves the search page without a phrase and the shell's payload files as exported", async () => {
    expect(HEADING.exec(await (await request('/wyszukiwarka')).text())?.[1]).toBe('Wyszukiwarka');
    const payload = await payloadRequest('/wyszukiwarka/myd%C5%82o');
    expect(payload.status).toBe(200);
    expect(await payload.text()).not.toContain('Wyniki wyszukiwania: „mydło”');
  });
});

describe('a form sent to its own page without its script', () => {
  // The build lets no form send with GET (scripts/build/secure-pages.ts); a form posted where no
  // script took it (script off, or blocked) comes back to its page, its fields read by nobody.
  test.prop(
    [
      // Pages open to all: a guarded page answers its guard's way to the login first.
      fc.constantFrom('/panel/logowanie', '/logowanie', '/rejestracja', '/koszyk', '/kontakt', '/odstapienie-od-umowy'),
      fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
      fc.dictionary(fc.constantFrom('email', 'password', 'code', 'nip'), fc.string({ maxLength: 40 })),
    ],
    { numRuns: 30 },
  )('is sent back to the page with GET, nothing of it in the address', async (path, method, fields) => {
    const body = new URLSearchParams(fields);
    const response = await request(path, { method, body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(303);
    expect(locationOf(response)).toBe(path);
  });
});

describe('payload files whose names hold $', () => {
  it('are served straight, without a redirect to %24', async () => {
    const response = await request(`/produkt/${product?.slug}/__next.!KHNob3Ap.produkt.$d$slug.__PAGE__.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
  });
});

describe('error pages', () => {
  it.each([
    ['/error-403', 403, 'Błąd 403 - brak dostępu'],
    ['/error-404', 404, 'Błąd 404 - nie znaleziono'],
    ['/error-500', 500, 'Błąd 500 - wewnętrzny błąd serwera'],
    ['/error-503', 503, 'Błąd 503 - usługa niedostępna'],
  ])('%s answers %i with its exact title', async (path, status, title) => {
    const response = await request(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(`<title>${title}</title>`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('the 503 page tells clients when to try again', async () => {
    expect((await request('/error-503')).headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('an unknown route is the 404 page with spec §2 message', async () => {
    await expectNotFoundPage(await request('/ta-strona-nie-istnieje'));
    await expectNotFoundPage(await request('/produkt/nie-ma-takiego-produktu'));
  });
});
