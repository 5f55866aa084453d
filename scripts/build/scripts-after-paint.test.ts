import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LOADER, listPageScripts, loadScriptsAfterFirstPaint } from './scripts-after-paint.ts';
import { securePage } from './secure-pages.ts';

const chunk = fc.stringMatching(/^[0-9a-z_-]{1,14}$/).map((name) => `/_next/static/chunks/${name}.js`);
/** Markup a Next page carries around its chunk tags: data, inline scripts, other scripts. */
const otherMarkup = fc.constantFrom(
  '<p>Ręczniki</p>',
  '<script>self.__next_f.push([1,"a"])</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://maps.googleapis.com/maps/api/js" async=""></script>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
);
const page = fc
  .record({
    head: fc.array(
      fc.oneof(
        chunk.map((src) => ({ src })),
        otherMarkup,
      ),
      { maxLength: 8 },
    ),
    body: fc.array(
      fc.oneof(
        chunk.map((src) => ({ src })),
        otherMarkup,
      ),
      { maxLength: 8 },
    ),
  })
  .map(({ head, body }) => {
    const markup = (parts: (string | { src: string })[]) =>
      parts.map((part) => (typeof part === 'string' ? part : `<script src="${part.src}" async=""></script>`)).join('');
    const chunks = [...head, ...body].flatMap((part) => (typeof part === 'string' ? [] : [part.src]));
    return { html: `<!DOCTYPE html><html lang="pl"><head><title>x</title>${markup(head)}</head><body>${markup(body)}</body></html>`, chunks };
  });

describe('loadScriptsAfterFirstPaint', () => {
  it('leaves no chunk tag, lists every chunk in order in one loader last in <body>, and keeps the rest', () => {
    fc.assert(
      fc.property(page, ({ html, chunks }) => {
        const moved = loadScriptsAfterFirstPaint(html);
        if (chunks.length === 0) {
          expect(moved).toBe(html);
          return;
        }
        expect(moved).not.toMatch(/<script src="\/_next\/static\/[^"]+" async=""><\/script>/);
        expect(moved.split(`<script ${AFTER_PAINT_ATTRIBUTE}=`)).toHaveLength(2);
        expect(moved.endsWith(`<script ${AFTER_PAINT_ATTRIBUTE}="${chunks.join(' ')}">${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
        // What the page loads is the same list; a second pass changes nothing.
        expect(listPageScripts(moved).filter((src) => src.startsWith('/_next/static/chunks/') && !src.includes('polyfills'))).toEqual(
          listPageScripts(html).filter((src) => src.startsWith('/_next/static/chunks/') && !src.includes('polyfills')),
        );
        expect(loadScriptsAfterFirstPaint(moved)).toBe(moved);
        // Everything else is left as it was.
        const others = (text: string) =>
          text.replace(/<script src="\/_next\/static\/[^"]+" async=""><\/script>|<script data-after-paint[\s\S]*?<\/script>/g, '');
        expect(others(moved)).toBe(others(html));
      }),
    );
  });

  it('is allowed by the page policy: the loader is hashed like any inline script', () => {
    const secured = securePage(
      loadScriptsAfterFirstPaint('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>'),
    );
    expect(secured).toContain(`sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}`);
  });
});

describe('the loader', () => {
  /** Runs the loader against a minimal document; returns what it appended and what it waits for. */
  function run({ visibility = 'visible', paintReports = true }: { visibility?: 'visible' | 'hidden'; paintReports?: boolean } = {}) {
    const appended: string[] = [];
    const observers: { callback: () => void; options: unknown; disconnected: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; ms: number }[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = paintReports ? ['paint', 'navigation'] : ['navigation'];
      readonly record: { callback: () => void; options: unknown; disconnected: boolean };
      constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
        this.record = { callback: () => callback({}, this), options: null, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const document = {
      visibilityState: visibility,
      currentScript: {
        getAttribute: (name: string) => (name === AFTER_PAINT_ATTRIBUTE ? '/_next/static/chunks/a.js /_next/static/chunks/b.js' : null),
      },
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src}${element.async ? ' async' : ''}`) },
    };
    const requestAnimationFrame = (callback: () => void) => frames.push(callback);
    runInNewContext(AFTER_PAINT_LOADER, {
      document,
      window: { requestAnimationFrame },
      requestAnimationFrame,
      PerformanceObserver,
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    });
    return { appended, observers, frames, timers };
  }
  const both = ['/_next/static/chunks/a.js async', '/_next/static/chunks/b.js async'];

  it('adds the chunks, async and in order, in a task after the first frame, and only once', () => {
    const { appended, frames, timers, observers } = run();
    expect(appended).toEqual([]);
    frames.shift()?.();
    expect(appended).toEqual([]);
    const afterFrame = timers.find(({ ms }) => ms === 0);
    afterFrame?.callback();
    expect(appended).toEqual(both);
    observers[0]?.callback();
    for (const { callback } of timers) callback();
    expect(appended).toEqual(both);
  });

  it('adds them when the browser reports a paint (one already made included), where no frame comes first', () => {
    const { appended, observers } = run();
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    observers[0]?.callback();
    expect(appended).toEqual(both);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('adds them after 3 s when neither comes', () => {
    const { appended, timers } = run({ paintReports: false });
    timers.find(({ ms }) => ms === 3000)?.callback();
    expect(appended).toEqual(both);
  });

  it('adds them at once in a hidden tab, which paints nothing', () => {
    expect(run({ visibility: 'hidden' }).appended).toEqual(both);
  });
});
