import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePathOf } from './search-engine-files.ts';

describe('pagePathOf', () => {
  it('reads the site path of an exported HTML file', () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('kontakt.html')).toBe('/kontakt');
    expect(pagePathOf(path.join('kategoria', 'mydla', 'p', '2.html'))).toBe('/kategoria/mydla/p/2');
    expect(pagePathOf(path.join('blog', 'index.html'))).toBe('/blog');
  });
});
