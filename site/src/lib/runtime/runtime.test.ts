import { fc, it as prop } from '@fast-check/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, PROGRESS_BAR } from '../ui-constants.ts';
import { chunkRecovery, isChunkLoadFailure, isChunkUrl } from './chunk-reload.ts';
import { createNavigationProgress, creepWidth, type ProgressView } from './navigation-progress.ts';

describe('the navigation progress bar (spec §4, §9)', () => {
  let views: ProgressView[];
  const last = () => views.at(-1);
  const bar = () =>
    createNavigationProgress((view) => views.push(view), {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (timer) => clearTimeout(timer as number),
      now: () => Date.now(),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    views = [];
  });
  afterEach(() => vi.useRealTimers());

  it('shows only after 200 ms, creeps toward full over 5 s and hides 500 ms after finishing', () => {
    const progress = bar();
    progress.start();
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs - 1);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, width: 0, failed: false });
    vi.advanceTimersByTime(2500);
    expect(last()?.width).toBeGreaterThan(70);
    expect(last()?.width).toBeLessThan(95);
    vi.advanceTimersByTime(10_000);
    expect(last()?.width).toBe(95);
    progress.finish();
    expect(last()).toEqual({ visible: true, width: 100, failed: false });
    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs - 1);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, width: 0, failed: false });
    expect(progress.active).toBe(false);
  });

  it('never shows a navigation faster than 200 ms', () => {
    const progress = bar();
    progress.start();
    vi.advanceTimersByTime(150);
    progress.finish();
    vi.advanceTimersByTime(5000);
    expect(views).toEqual([]);
  });

  it('turns red on a failure, even before it showed, and hides 500 ms later', () => {
    const progress = bar();
    progress.start();
    progress.fail();
    expect(last()).toEqual({ visible: true, width: 100, failed: true });
    vi.advanceTimersByTime(PROGRESS_BAR.hideDelayMs);
    expect(last()?.visible).toBe(false);
  });

  it('starts over when a navigation begins while the last one fades', () => {
    const progress = bar();
    progress.start();
    vi.advanceTimersByTime(300);
    progress.finish();
    progress.start();
    expect(last()?.visible).toBe(false);
    vi.advanceTimersByTime(PROGRESS_BAR.throttleMs);
    expect(last()).toEqual({ visible: true, width: 0, failed: false });
  });

  prop.prop([fc.nat(20_000), fc.nat(20_000)])('creeps monotonically and never reaches 100 before the end', (a, b) => {
    const [early, late] = a <= b ? [a, b] : [b, a];
    expect(creepWidth(early)).toBeLessThanOrEqual(creepWidth(late));
    expect(creepWidth(late)).toBeLessThan(100);
  });
});

describe('the chunk-reload guard (spec §4, §9)', () => {
  it('knows the bundlers’ chunk failures from other errors', () => {
    expect(isChunkLoadFailure(Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://sklep.example/_next/static/chunks/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadFailure(new Error('Failed to load chunk /_next/static/chunks/0ab.js from module 123'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
    expect(isChunkUrl('https://sklep.example/_next/static/chunks/0ab.js')).toBe(true);
    expect(isChunkUrl('https://maps.googleapis.com/maps/api/js')).toBe(false);
  });

  prop.prop([fc.option(fc.integer({ min: 0, max: 2 ** 42 }), { nil: null }), fc.integer({ min: 0, max: 2 ** 42 })])(
    'reloads at most once per 60 s, and loads a navigation’s target whatever the time',
    (lastReloadAt, now) => {
      const recovery = chunkRecovery({ navigatingTo: null, lastReloadAt, now });
      const allowed = lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
      expect(recovery).toEqual({ action: allowed ? 'reload' : 'none' });
      expect(chunkRecovery({ navigatingTo: 'https://sklep.example/koszyk', lastReloadAt, now })).toEqual({
        action: 'navigate',
        to: 'https://sklep.example/koszyk',
      });
    },
  );

  prop.prop([fc.option(fc.integer({ min: 0, max: 2 ** 42 }), { nil: null }), fc.integer({ min: 0, max: 2 ** 42 }), fc.boolean()])(
    'never reloads offline, where a chunk fails for the cut network, and still loads a navigation’s target',
    (lastReloadAt, now, storageWorks) => {
      expect(chunkRecovery({ navigatingTo: null, lastReloadAt, now, storageWorks, online: false })).toEqual({ action: 'none' });
      expect(chunkRecovery({ navigatingTo: '/blog', lastReloadAt, now, storageWorks, online: false })).toEqual({ action: 'navigate', to: '/blog' });
    },
  );

  it('never reloads where the time of the last reload cannot be kept', () => {
    expect(chunkRecovery({ navigatingTo: null, lastReloadAt: null, now: 1, storageWorks: false })).toEqual({ action: 'none' });
  });
});
