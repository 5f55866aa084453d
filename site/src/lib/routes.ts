/**
 * The route table: every route of spec §2 lives here once, with its Polish path, its declared
 * English alias, how it renders, its guard and its header variant. Links are built with
 * `href(name, params)`, never by hand. Shared by the site, the worker and the scripts.
 */

export type RenderMode = 'prerendered' | 'shell';
export type Guard = 'auth' | 'guest' | 'none';
export type HeaderVariant = 'main' | 'shop' | 'fixed' | 'cart' | 'page';
export type Layout = 'default' | 'blog' | 'cart';

export interface RouteDefinition {
  /** Polish path pattern; `{name}` is a parameter, `{name?}` an optional one. */
  readonly path: string;
  /** Declared English alias (English is switched off: the edge answers 301 to `path`). */
  readonly en: string | null;
  readonly render: RenderMode;
  readonly guard: Guard;
  readonly header: HeaderVariant;
  readonly layout: Layout;
}

function route<const Path extends string>(
  path: Path,
  en: string | null,
  options: Partial<Omit<RouteDefinition, 'path' | 'en'>> = {},
): RouteDefinition & { readonly path: Path } {
  return { path, en, render: 'prerendered', guard: 'none', header: 'main', layout: 'default', ...options };
}

export const routes = {
  home: route('/', null),
  category: route('/kategoria/{slug}', '/category/{slug}', { header: 'shop' }),
  categoryPage: route('/kategoria/{slug}/p/{pager}', '/category/{slug}/p/{pager}', { header: 'shop' }),
  product: route('/produkt/{slug}', '/product/{slug}', { header: 'shop' }),
  productSet: route('/zestaw/{slug}', '/product-set/{slug}', { header: 'shop' }),
  inProductSet: route('/w-zestawie/{slug}', '/in-product-set/{slug}', { header: 'shop' }),
  browseFlag: route('/przegladaj/{flag}', '/browse/{flag}', { header: 'shop' }),
  blog: route('/blog', null, { layout: 'blog' }),
  blogPost: route('/blog/{slug}', null, { layout: 'blog' }),
  branches: route('/oddzialy', '/branches'),
  branch: route('/oddzialy/{slug}', '/branches/{slug}'),
  contentPage: route('/strona/{slug}', '/page/{slug}', { header: 'page' }),
  milestones: route('/strona/kamienie-milowe', '/page/milestones', { header: 'page' }),
  landingPage: route('/lp/{slug}', null, { header: 'page' }),
  contact: route('/kontakt', '/contact', { header: 'shop' }),
  cart: route('/koszyk', '/cart', { header: 'cart', layout: 'cart' }),
  login: route('/logowanie', null, { guard: 'guest' }),
  search: route('/wyszukiwarka/{searchQuery?}', '/search/{searchQuery?}', { render: 'shell', header: 'shop' }),
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

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

/**
 * The Polish path of a route, with parameters URL-encoded.
 * @example href('product', { slug: 'mydlo-w-plynie-5-l' }) // '/produkt/mydlo-w-plynie-5-l'
 */
export function href<Name extends RouteName>(name: Name, ...[params]: HrefArgs<PathOf<Name>>): string {
  const values = (params ?? {}) as Record<string, ParamValue | undefined>;
  const path = routes[name].path.replace(/\/\{(\w+)(\??)\}/g, (_, key: string, optional: string) => {
    const value = values[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`href('${name}'): missing parameter ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return path === '' ? '/' : path;
}
