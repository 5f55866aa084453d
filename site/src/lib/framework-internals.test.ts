import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFrameworkVersions, isPayloadSegmentFile, nextChunkTags, SHOP_GROUP_SEGMENT, SHOP_ROUTE_GROUP } from './framework-internals.ts';

const installed = (name: string) =>
  (JSON.parse(readFileSync(new URL(`../../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as { version: string }).version;

describe('the framework internals', () => {
  it('describe the installed Next and React', () => {
    expect(() => checkFrameworkVersions({ next: installed('next'), react: installed('react') })).not.toThrow();
  });

  it('stop the build, naming the module, on another version', () => {
    expect(() => checkFrameworkVersions({ next: '16.5.0', react: '19.3.1' })).toThrow(
      /next 16\.5\.0 \(written for 16\.4\.x\).*framework-internals\.ts/,
    );
    expect(() => checkFrameworkVersions({ next: '16.4.9', react: '20.0.0' })).toThrow(/react 20\.0\.0/);
  });

  it('name the shop’s route group as Next does: `!` and its name in base64url', () => {
    expect(SHOP_GROUP_SEGMENT).toBe(`!${Buffer.from(SHOP_ROUTE_GROUP).toString('base64url')}`);
  });

  it('know a payload segment file and a chunk tag', () => {
    expect(isPayloadSegmentFile('__next._tree.txt')).toBe(true);
    expect(isPayloadSegmentFile('__next.produkt.$d$slug.__PAGE__.txt')).toBe(true);
    expect(isPayloadSegmentFile('index.txt')).toBe(false);
    const html = '<script src="/_next/static/chunks/a1.js" async=""></script><script src="/x.js"></script>';
    expect([...html.matchAll(nextChunkTags())].map((match) => match[1])).toEqual(['/_next/static/chunks/a1.js']);
  });
});
