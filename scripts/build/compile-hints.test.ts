import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, firstLoadChunks, withCompileHint } from './compile-hints.ts';
import { loadScriptsAfterFirstPaint } from './scripts-after-paint.ts';

const chunk = fc.stringMatching(/^[0-9a-z_-]{1,14}$/).map((name) => `/_next/static/chunks/${name}.js`);

describe('withCompileHint', () => {
  it('puts the hint first, keeps the code after it byte for byte, and adds it once (generated sources)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (source) => {
        const hinted = withCompileHint(source);
        expect(hinted.startsWith(COMPILE_HINT)).toBe(true);
        expect(withCompileHint(hinted)).toBe(hinted);
        expect(hinted.slice(COMPILE_HINT.length)).toBe(source.startsWith(COMPILE_HINT) ? source.slice(COMPILE_HINT.length) : source);
      }),
    );
  });

  it('leaves what the chunk does unchanged: the hint is a line comment V8 reads at the very top', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{e.v=2}]);';
    const run = (code: string) => new Function('globalThis', `${code}; return globalThis.TURBOPACK;`)({});
    expect(run(withCompileHint(source))[0][0]).toBe(1);
  });
});

describe('firstLoadChunks', () => {
  it('lists each chunk a page loads by itself once, after-paint loader or tag, and nothing else (generated pages)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(chunk, { maxLength: 6 }), { maxLength: 5 }), chunk, (pagesChunks, lazy) => {
        const pages = pagesChunks.map((chunks) =>
          loadScriptsAfterFirstPaint(
            `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/>${chunks.map((src) => `<script src="${src}" async=""></script>`).join('')}` +
              `<script src="https://maps.example/api.js"></script></head><body><a href="${lazy}">x</a></body></html>`,
          ),
        );
        const expected = [...new Set(pagesChunks.flat())].sort();
        expect(firstLoadChunks(pages)).toEqual(expected);
      }),
    );
  });
});
