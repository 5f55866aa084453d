import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type ClickedLink, followedAddress, type Here, type LinkClick } from './plain-links.ts';

const ORIGIN = 'https://sklep.example';
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const pathOf = fc.array(segment, { minLength: 0, maxLength: 3 }).map((parts) => `/${parts.join('/')}`);
const searchOf = fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined }).map((query) => (query ? `?${query}` : ''));
const hashOf = fc.option(segment, { nil: undefined }).map((hash) => (hash ? `#${hash}` : ''));

const here = fc
  .tuple(pathOf, searchOf)
  .map(([pathname, search]): Here => ({ href: `${ORIGIN}${pathname}${search}`, origin: ORIGIN, pathname, search }));

type Kind = 'page' | 'same page' | 'api' | 'other origin';
const linkTo = (kind: Kind, page: Here) =>
  fc.tuple(pathOf, searchOf, hashOf).map(([path, search, hash]) => {
    if (kind === 'same page') return `${page.pathname}${page.search}${hash}`;
    if (kind === 'api') return `${ORIGIN}/api${path}${search}`;
    if (kind === 'other origin') return `https://inny.example${path}${search}${hash}`;
    return `${path}${search}${hash}`;
  });

const click = fc.record<LinkClick>({
  defaultPrevented: fc.boolean(),
  button: fc.integer({ min: 0, max: 4 }),
  metaKey: fc.boolean(),
  ctrlKey: fc.boolean(),
  shiftKey: fc.boolean(),
  altKey: fc.boolean(),
});

const scenario = here.chain((page) =>
  fc
    .record({
      page: fc.constant(page),
      kind: fc.constantFrom<Kind>('page', 'same page', 'api', 'other origin'),
      click,
      target: fc.constantFrom('', '_self', '_blank', 'okno'),
      isDownload: fc.boolean(),
    })
    .chain((rest) => linkTo(rest.kind, page).map((href) => ({ ...rest, href }))),
);

describe('followedAddress', () => {
  test.prop([scenario], { numRuns: 2_000 })('follows exactly a plain left click on a link to another page of the shop, in this tab', (s) => {
    const link: ClickedLink = { href: new URL(s.href, s.page.href).href, target: s.target, isDownload: s.isDownload };
    const url = followedAddress(s.click, link, s.page);
    const isPlainClick =
      !s.click.defaultPrevented && s.click.button === 0 && !s.click.metaKey && !s.click.ctrlKey && !s.click.shiftKey && !s.click.altKey;
    const staysInTab = !s.isDownload && (s.target === '' || s.target === '_self');
    const resolved = new URL(s.href, s.page.href);
    const isOtherShopPage =
      s.kind === 'page' && !resolved.pathname.startsWith('/api/') && resolved.pathname + resolved.search !== s.page.pathname + s.page.search;
    expect(url !== null).toBe(isPlainClick && staysInTab && isOtherShopPage);
    if (url) expect(url.href).toBe(resolved.href);
  });
});
