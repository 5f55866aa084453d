/**
 * Every row of the route table (spec §2), walked through the real assets router and the worker:
 * prerendered pages answer for seeded items, shells for runtime parameters, guarded and guest
 * routes as their guard says, each page as itself (its <title> or heading), never the 404 page.
 */
import { describe, expect, it } from 'vitest';
import type { RouteName } from '#lib/routes.ts';
import { loggedInCookie } from '#worker-test/auth.ts';
import { locationOf, payloadRequest, request } from '#worker-test/requests.ts';
import { testCatalogue } from '#worker-test/seed.ts';

const uuid = '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f';
const token = 'n0Rk3pJd8s1Lq5vYxZa7Tb';
const hash = 'f3b1c9d2e4a5968776655443322110aa';

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`The demo catalogue has no ${what}`);
  return item;
}

const product = first(testCatalogue.products, 'product');
const category = first(
  testCatalogue.categories.filter((row) => row.kind !== 'promotions'),
  'category',
);
const productSet = first(testCatalogue.productSets, 'product set');
const flag = first(testCatalogue.flags, 'flag');
const post = first(testCatalogue.blogPosts, 'blog post');
const blogCategory = first(testCatalogue.blogCategories, 'blog category');
const blogTag = first(testCatalogue.blogTags, 'blog tag');
const branch = first(testCatalogue.branches, 'branch');
const contentPage = first(
  testCatalogue.pages.filter((page) => page.kind === 'content' && page.slug !== 'kamienie-milowe'),
  'content page',
);
const landingPage = first(
  testCatalogue.pages.filter((page) => page.kind === 'landing'),
  'landing page',
);

type Expectation = { path: string; status: 200 | 403 | 404 | 500 | 503 } | { path: string; redirectsTo: string | RegExp };

/** One sample path per route, and what it answers for a visitor who is not logged in. */
const samples: Record<RouteName, Expectation> = {
  home: { path: '/', status: 200 },
  blog: { path: '/blog', status: 200 },
  blogPage: { path: '/blog/strona/2', status: 200 },
  blogCategory: { path: `/blog/kategoria/${blogCategory.slug}`, status: 200 },
  blogCategoryPage: { path: `/blog/kategoria/${blogCategory.slug}/strona/1`, redirectsTo: `/blog/kategoria/${blogCategory.slug}` },
  blogTag: { path: `/blog/tag/${blogTag.slug}`, status: 200 },
  blogTagPage: { path: `/blog/tag/${blogTag.slug}/strona/1`, redirectsTo: `/blog/tag/${blogTag.slug}` },
  blogPost: { path: `/blog/${post.slug}`, status: 200 },
  error403: { path: '/error-403', status: 403 },
  error404: { path: '/error-404', status: 404 },
  error500: { path: '/error-500', status: 500 },
  error503: { path: '/error-503', status: 503 },
  offline: { path: '/offline', status: 200 },
  contact: { path: '/kontakt', status: 200 },
  withdrawal: { path: '/odstapienie-od-umowy', status: 200 },
  acceptedTerms: { path: `/regulamin-zaakceptowany/${'a'.repeat(64)}`, status: 200 },
  withdrawalModelForm: { path: '/odstapienie-od-umowy/formularz', status: 200 },
  cart: { path: '/koszyk', status: 200 },
  abandonmentCartTransaction: { path: `/koszyk/odzyskaj/${uuid}`, status: 200 },
  abandonedCart: { path: `/koszyk/${uuid}/porzucony/${token}`, status: 200 },
  login: { path: '/logowanie', status: 200 },
  registration: { path: '/rejestracja', status: 200 },
  // Account links the shop never mailed: the page explains, with status 404 (their own tests serve live ones).
  registrationConfirmation: { path: `/rejestracja/potwierdzenie/${token}`, status: 404 },
  passwordResetRequest: { path: '/resetowanie-hasla', status: 200 },
  passwordReset: { path: `/haslo/reset/${token}`, status: 404 },
  account: { path: '/konto/zamowienia', redirectsTo: '/logowanie?redirect=%2Fkonto%2Fzamowienia' },
  remoteLogin: { path: `/remote/login/${uuid}/${token}`, status: 404 },
  washHands: { path: '/myj-rece', status: 200 },
  dryHands: { path: '/wycieraj-rece', status: 200 },
  other: { path: '/other', status: 200 },
  branches: { path: '/oddzialy', status: 200 },
  branch: { path: `/oddzialy/${branch.slug}`, status: 200 },
  search: { path: '/wyszukiwarka/r%C4%99cznik%20papierowy', status: 200 },
  newsletterThanks: { path: '/newsletter/dziekujemy', status: 200 },
  newsletterResign: { path: '/newsletter/rezygnacja', status: 200 },
  // A token the shop never mailed: the page explains, with status 404 (newsletter.test.ts serves a live one).
  newsletterConfirm: { path: `/potwierdz-zapis-do-newslettera/${token}`, status: 404 },
  newsletterCancel: { path: `/zrezygnuj-z-newslettera/${token}`, status: 404 },
  milestones: { path: '/strona/kamienie-milowe', status: 200 },
  contentPage: { path: `/strona/${contentPage.slug}`, status: 200 },
  category: { path: `/kategoria/${category.slug}`, status: 200 },
  categoryPage: { path: `/kategoria/${category.slug}/p`, redirectsTo: `/kategoria/${category.slug}` },
  categoryFilters: { path: `/kategoria/${category.slug}/dostepne_sortuj-cena-rosnaco`, status: 200 },
  product: { path: `/produkt/${product.slug}`, status: 200 },
  productSet: { path: `/zestaw/${productSet.slug}`, status: 200 },
  inProductSet: { path: `/w-zestawie/${productSet.slug}`, status: 200 },
  browseFlag: { path: `/przegladaj/${flag.slug}`, status: 200 },
  landingPage: { path: `/lp/${landingPage.slug}`, status: 200 },
  invoice: { path: `/faktura/${uuid}`, status: 200 },
  order: { path: `/zamowienie/${uuid}`, redirectsTo: `/logowanie?redirect=%2Fzamowienie%2F${uuid}` },
  orderSummary: { path: `/zamowienie/${uuid}/podsumowanie/${hash}`, status: 200 },
  orderDetails: { path: `/zamowienie/${uuid}/szczegoly/${hash}`, status: 200 },
  orderConfirmation: { path: `/zamowienie/${uuid}/potwierdzenie/${hash}/${token}`, status: 200 },
  notification: { path: `/powiadomienie/${uuid}/odbiorca/${uuid}/newsletter`, status: 200 },
  panel: { path: '/panel', redirectsTo: '/panel/logowanie?next=%2Fpanel' },
  panelLogin: { path: '/panel/logowanie', status: 200 },
  panelOrders: { path: '/panel/zamowienia', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fzamowienia' },
  panelOrder: { path: `/panel/zamowienia/${uuid}`, redirectsTo: `/panel/logowanie?next=%2Fpanel%2Fzamowienia%2F${uuid}` },
  panelPackingSlip: { path: `/panel/zamowienia/${uuid}/pakowanie`, redirectsTo: /^\/panel\/logowanie\?next=/ },
  panelInvoices: { path: '/panel/faktury', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ffaktury' },
  panelCustomers: { path: '/panel/klienci', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fklienci' },
  panelCustomer: { path: `/panel/klienci/${uuid}`, redirectsTo: `/panel/logowanie?next=%2Fpanel%2Fklienci%2F${uuid}` },
  panelProducts: { path: '/panel/produkty', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fprodukty' },
  panelProductNew: { path: '/panel/produkty/nowy', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fprodukty%2Fnowy' },
  panelProduct: { path: '/panel/produkty/mydlo-w-plynie-5-l', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fprodukty%2Fmydlo-w-plynie-5-l' },
  panelStaff: { path: '/panel/pracownicy', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fpracownicy' },
  panelAudit: { path: '/panel/dziennik', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fdziennik' },
  panelPublishing: { path: '/panel/publikacja', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fpublikacja' },
  panelContent: { path: '/panel/tresci', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci' },
  panelContentPost: { path: '/panel/tresci/wpis', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Fwpis' },
  panelContentPages: { path: '/panel/tresci/strony', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Fstrony' },
  panelContentLandings: { path: '/panel/tresci/strony-promocyjne', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Fstrony-promocyjne' },
  panelContentPage: { path: '/panel/tresci/strona', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Fstrona' },
  panelContentSlider: { path: '/panel/tresci/slider', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Fslider' },
  panelContentBranches: { path: '/panel/tresci/oddzialy', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Foddzialy' },
  panelContentBranch: { path: '/panel/tresci/oddzial', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Foddzial' },
  panelContentMilestones: { path: '/panel/tresci/historia', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Ftresci%2Fhistoria' },
  panelCatalogue: { path: '/panel/katalog', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fkatalog' },
  panelProductSets: { path: '/panel/katalog/zestawy', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fkatalog%2Fzestawy' },
  panelFlags: { path: '/panel/katalog/flagi', redirectsTo: '/panel/logowanie?next=%2Fpanel%2Fkatalog%2Fflagi' },
};

/** Next puts the not-found boundary's text into every page's payload: the title tells the 404 page. */
const NOT_FOUND_TITLE = '<title>Błąd 404 - nie znaleziono</title>';

describe('every route of spec §2 resolves', () => {
  it.each(Object.entries(samples))('%s', async (name, sample) => {
    const response = await request(sample.path);
    if ('redirectsTo' in sample) {
      expect([301, 302], `${name} ${sample.path}`).toContain(response.status);
      expect(locationOf(response)).toMatch(sample.redirectsTo);
      return;
    }
    expect(response.status, `${name} ${sample.path}`).toBe(sample.status);
    const html = await response.text();
    expect(html).toContain('<html lang="pl"');
    if (sample.status === 200) expect(html, `${name} answered with the 404 page`).not.toContain(NOT_FOUND_TITLE);
  });

  it('serves an auth route to a logged-in customer', async () => {
    const response = await request('/konto/zamowienia', { headers: { Cookie: await loggedInCookie() } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Moje konto');
  });

  it('serves the order pages without a hash to a logged-in customer, and sends a guest to log in', async () => {
    const cookie = await loggedInCookie();
    for (const path of [`/zamowienie/${uuid}`, `/zamowienie/${uuid}/podsumowanie`, `/zamowienie/${uuid}/szczegoly`]) {
      expect((await request(path, { headers: { Cookie: cookie } })).status, path).toBe(200);
      const guest = await request(path);
      expect(guest.status, path).toBe(302);
      expect(locationOf(guest)).toBe(`/logowanie?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('serves every shell to the client router too (payload files)', async () => {
    for (const [name, sample] of Object.entries(samples)) {
      if (!('status' in sample) || sample.status !== 200) continue;
      const payload = await payloadRequest(sample.path);
      expect(payload.status, `${name} ${sample.path}.txt`).toBe(200);
      expect(payload.headers.get('Content-Type'), name).toMatch(/^text\/plain/);
    }
  });
});
