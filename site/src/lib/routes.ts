/**
 * The route table: every route of spec §2 lives here once, with its Polish path, its declared
 * English alias, how it renders, its guard, its header variant and its layout. Links are built with
 * `href(name, params)`, never by hand. Shared by the site, the worker (route-match.ts) and the
 * scripts (wrangler.toml's run_worker_first list is generated from it).
 */

/**
 * How a route reaches the browser: `prerendered` is one exported HTML per item (known at build
 * time); `shell` is one exported HTML for every parameter value, filled in by the browser.
 */
export type RenderMode = 'prerendered' | 'shell';
/**
 * Spec §6: `auth` needs a logged-in customer, `guest` is for visitors who are not logged in.
 * `authUnlessHash`: the order pages, open to whoever holds the order's link (its `hash`), and
 * without the hash only to the logged-in owner (issue 13). The back office (issue 31): `staff`
 * needs a member of staff logged in to the panel, `staffGuest` (the panel's login) one who is not.
 */
export type Guard = 'auth' | 'authUnlessHash' | 'guest' | 'staff' | 'staffGuest' | 'none';
/** Spec §4 header layouts; `fixed` is applied at runtime, so no route names it. */
export type HeaderVariant = 'main' | 'shop' | 'fixed' | 'cart' | 'page';
/** `panel`: the back office's own frame (site/src/app/(panel)), without the shop's header and footer. */
export type Layout = 'default' | 'blog' | 'cart' | 'panel';

export interface RouteDefinition {
  /** Polish path pattern; `{name}` is a parameter, `{name?}` an optional last one. */
  readonly path: string;
  /** Declared English alias (English is switched off: the edge answers 301 to `path`). */
  readonly en: string | null;
  readonly render: RenderMode;
  readonly guard: Guard;
  readonly header: HeaderVariant;
  readonly layout: Layout;
  /** Shown to search engines; token, account and order pages are not. */
  readonly indexable: boolean;
}

function route<const Path extends string>(
  path: Path,
  en: string | null,
  options: Partial<Omit<RouteDefinition, 'path' | 'en'>> = {},
): RouteDefinition & { readonly path: Path } {
  const render = options.render ?? 'prerendered';
  const guard = options.guard ?? 'none';
  return { path, en, render, guard, header: 'main', layout: 'default', indexable: render === 'prerendered' && guard === 'none', ...options };
}

const shell = { render: 'shell' } as const;
/** A page of the back office: staff only, its own frame, never indexed or kept by the service worker. */
const panel = { guard: 'staff', layout: 'panel' } as const;

/** Every route of spec §2. Static routes are listed before the dynamic routes they would shadow. */
export const routes = {
  home: route('/', null),

  blog: route('/blog', null, { layout: 'blog' }),
  blogPage: route('/blog/strona/{page}', null, { layout: 'blog' }),
  blogCategory: route('/blog/kategoria/{category}', null, { layout: 'blog' }),
  blogCategoryPage: route('/blog/kategoria/{category}/strona/{page}', null, { layout: 'blog' }),
  blogTag: route('/blog/tag/{tag}', null, { layout: 'blog' }),
  blogTagPage: route('/blog/tag/{tag}/strona/{page}', null, { layout: 'blog' }),
  blogPost: route('/blog/{slug}', null, { layout: 'blog' }),

  error403: route('/error-403', null, { indexable: false }),
  error404: route('/error-404', null, { indexable: false }),
  error500: route('/error-500', null, { indexable: false }),
  error503: route('/error-503', null, { indexable: false }),
  // What the service worker shows for a page it cannot fetch (docs/decisions/020-service-worker.md).
  offline: route('/offline', null, { indexable: false }),

  // The plain contact page has the main header; a product enquiry (its query) the shop header,
  // applied in the browser (header-layout.ts headerVariantOfPath).
  contact: route('/kontakt', '/contact'),
  // The withdrawal function (issue 33, art. 11a of Directive 2011/83/EU): a form, filled in the browser.
  withdrawal: route('/odstapienie-od-umowy', '/withdrawal'),
  // The terms as an order accepted them (art. 21 of the consumer rights act), linked from its confirmation.
  acceptedTerms: route('/regulamin-zaakceptowany/{termsHash}', null, shell),
  // The act's model form (załącznik nr 2), to print or download as a PDF (withdrawal-model-form.ts).
  withdrawalModelForm: route('/odstapienie-od-umowy/formularz', null),

  cart: route('/koszyk', '/cart', { header: 'cart', layout: 'cart', indexable: false }),
  abandonmentCartTransaction: route('/koszyk/odzyskaj/{transactionUuid}', null, { ...shell, header: 'cart', layout: 'cart' }),
  abandonedCart: route('/koszyk/{cartUuid}/porzucony/{abandonmentToken}', null, { ...shell, header: 'cart', layout: 'cart' }),

  login: route('/logowanie', null, { guard: 'guest', indexable: false }),
  registration: route('/rejestracja', null, { guard: 'guest', indexable: false }),
  registrationConfirmation: route('/rejestracja/potwierdzenie/{token?}', null, shell),
  passwordResetRequest: route('/resetowanie-hasla', null, { guard: 'guest', indexable: false }),
  passwordReset: route('/haslo/reset/{passwordResetToken}', null, { ...shell, guard: 'guest' }),
  account: route('/konto/{tab}', '/account/{tab}', { ...shell, guard: 'auth' }),
  remoteLogin: route('/remote/login/{uuid}/{oneTimePass}', null, shell),

  washHands: route('/myj-rece', '/wash-your-hands', { header: 'page' }),
  dryHands: route('/wycieraj-rece', null, { header: 'page' }),
  other: route('/other', null, { header: 'page' }),

  branches: route('/oddzialy', '/branches'),
  branch: route('/oddzialy/{slug}', null),

  search: route('/wyszukiwarka/{searchQuery?}', '/search/{searchQuery?}', { ...shell, header: 'shop', indexable: false }),

  newsletterThanks: route('/newsletter/dziekujemy', '/newsletter/thankyou', { indexable: false }),
  newsletterResign: route('/newsletter/rezygnacja', '/newsletter/resign', { indexable: false }),
  newsletterConfirm: route('/potwierdz-zapis-do-newslettera/{confirmationToken}', '/accept-newsletter/{confirmationToken}', shell),
  newsletterCancel: route('/zrezygnuj-z-newslettera/{token}', '/cancel-newsletter/{token}', shell),

  milestones: route('/strona/kamienie-milowe', '/page/milestones', { header: 'page' }),
  contentPage: route('/strona/{slug}', '/page/{slug}', { header: 'page' }),

  category: route('/kategoria/{slug}', '/category/{slug}', { header: 'shop' }),
  categoryPage: route('/kategoria/{slug}/p/{pager?}', '/category/{slug}/p/{pager?}', { header: 'shop' }),
  categoryFilters: route('/kategoria/{slug}/{filters}', '/category/{slug}/{filters}', { ...shell, header: 'shop', indexable: false }),
  product: route('/produkt/{slug}', '/product/{slug}', { header: 'shop' }),
  productSet: route('/zestaw/{slug}', '/product-set/{slug}', { header: 'shop' }),
  inProductSet: route('/w-zestawie/{slug}', '/in-product-set/{slug}', { header: 'shop' }),
  browseFlag: route('/przegladaj/{flag}', '/browse/{flag}', { header: 'shop' }),
  landingPage: route('/lp/{slug}', null, { header: 'page' }),

  invoice: route('/faktura/{uuid}', '/invoice/{uuid}', shell),
  order: route('/zamowienie/{uuid}', '/order/{uuid}', { ...shell, guard: 'authUnlessHash' }),
  orderSummary: route('/zamowienie/{uuid}/podsumowanie/{hash?}', null, { ...shell, guard: 'authUnlessHash' }),
  orderDetails: route('/zamowienie/{uuid}/szczegoly/{hash?}', null, { ...shell, guard: 'authUnlessHash' }),
  orderConfirmation: route('/zamowienie/{uuid}/potwierdzenie/{hash}/{confirmationToken}', '/order/{uuid}/confirm/{hash}/{confirmationToken}', shell),

  notification: route('/powiadomienie/{notificationUuid}/odbiorca/{recipientUuid}/newsletter', null, { ...shell, header: 'page' }),

  // The back office (issue 31, docs/back-office.md): not spec §2's, but served and guarded the same way.
  panel: route('/panel', null, panel),
  panelLogin: route('/panel/logowanie', null, { guard: 'staffGuest', layout: 'panel', indexable: false }),
  panelOrders: route('/panel/zamowienia', null, panel),
  panelOrder: route('/panel/zamowienia/{uuid}', null, { ...panel, ...shell }),
  panelPackingSlip: route('/panel/zamowienia/{uuid}/pakowanie', null, { ...panel, ...shell }),
  panelInvoices: route('/panel/faktury', null, panel),
  panelCustomers: route('/panel/klienci', null, panel),
  panelCustomer: route('/panel/klienci/{uuid}', null, { ...panel, ...shell }),
  panelProducts: route('/panel/produkty', null, panel),
  panelProductNew: route('/panel/produkty/nowy', null, panel),
  panelProduct: route('/panel/produkty/{slug}', null, { ...panel, ...shell }),
  panelStaff: route('/panel/pracownicy', null, panel),
  panelAudit: route('/panel/dziennik', null, panel),
  panelPublishing: route('/panel/publikacja', null, panel),
  // The editors' content screens (issue 35): one static page each; the thing edited is in the query (`?slug=`).
  panelContent: route('/panel/tresci', null, panel),
  panelContentPost: route('/panel/tresci/wpis', null, panel),
  panelContentPages: route('/panel/tresci/strony', null, panel),
  panelContentLandings: route('/panel/tresci/strony-promocyjne', null, panel),
  panelContentPage: route('/panel/tresci/strona', null, panel),
  panelContentSlider: route('/panel/tresci/slider', null, panel),
  panelContentBranches: route('/panel/tresci/oddzialy', null, panel),
  panelContentBranch: route('/panel/tresci/oddzial', null, panel),
  panelContentMilestones: route('/panel/tresci/historia', null, panel),
  panelCatalogue: route('/panel/katalog', null, panel),
  panelProductSets: route('/panel/katalog/zestawy', null, panel),
  panelFlags: route('/panel/katalog/flagi', null, panel),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/** Spec §2: the path /strona/rental answers 301 with this path. */
export const FIXED_REDIRECTS: Readonly<Record<string, string>> = { '/strona/rental': '/blog/wynajem-suszarek' };

/** Account sections registered in spec §2, by their Polish path segment. */
export const ACCOUNT_TABS = {
  dane: 'data',
  dostawy: 'deliveries',
  'dane-do-faktury': 'invoiceData',
  faktury: 'invoices',
  zamowienia: 'orders',
  produkty: 'products',
} as const;
export type AccountTab = keyof typeof ACCOUNT_TABS;

type ParamNames<Path extends string> = Path extends `${string}{${infer Param}}${infer Rest}` ? Param | ParamNames<Rest> : never;
type ParamValue = string | number;
type RouteParams<Path extends string> = {
  [K in ParamNames<Path> as K extends `${string}?` ? never : K]: ParamValue;
} & {
  [K in ParamNames<Path> as K extends `${infer Name}?` ? Name : never]?: ParamValue;
};
type PathOf<Name extends RouteName> = (typeof routes)[Name]['path'];
type RequiredParamNames<Path extends string> = Exclude<ParamNames<Path>, `${string}?`>;
type HrefArgs<Path extends string> =
  ParamNames<Path> extends never ? [] : RequiredParamNames<Path> extends never ? [params?: RouteParams<Path>] : [params: RouteParams<Path>];

/** The parameters `href` and the matcher accept, by route. */
export type ParamsOf<Name extends RouteName> = HrefArgs<PathOf<Name>>[0];

/**
 * The Polish path of a route, with parameters URL-encoded.
 * @example href('product', { slug: 'mydlo-w-plynie-5-l' }) // '/produkt/mydlo-w-plynie-5-l'
 */
export function href<Name extends RouteName>(name: Name, ...[params]: HrefArgs<PathOf<Name>>): string {
  return fillPattern(routes[name].path, (params ?? {}) as Record<string, ParamValue | undefined>, name);
}

/** Fills `{name}` parameters of a pattern; an empty optional parameter drops its segment. */
export function fillPattern(pattern: string, values: Record<string, ParamValue | undefined>, label = pattern): string {
  const path = pattern.replace(/\/\{(\w+)(\??)\}/g, (_, key: string, optional: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`href('${label}'): missing parameter ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return path === '' ? '/' : path;
}
