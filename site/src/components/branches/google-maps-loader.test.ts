/// <reference types="google.maps" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMapsLoader,
  MAPS_CALLBACK,
  MAPS_LOAD_TIMEOUT_MS,
  type MapsHost,
  MapsLoadError,
  mapsScriptUrl,
  type ScriptElement,
} from './google-maps-loader.ts';

/** A page without a network: scripts are recorded, and the test decides what they do. */
function fakeHost() {
  const scripts: (ScriptElement & { failLoading(): void; removed: boolean })[] = [];
  const global: MapsHost['global'] = {};
  const host: MapsHost = {
    createScript() {
      const listeners: (() => void)[] = [];
      const script = {
        src: '',
        async: false,
        removed: false,
        addEventListener: (_type: 'error', listener: () => void) => listeners.push(listener),
        remove() {
          script.removed = true;
        },
        failLoading: () => {
          for (const listener of listeners) listener();
        },
      };
      return script;
    },
    appendScript: (script) => scripts.push(script as (typeof scripts)[number]),
    global,
  };
  /** What the real script does once it has run: set google.maps, then call back. */
  const runScript = () => {
    global.google = { maps: { importLibrary: vi.fn() } as unknown as typeof google.maps };
    global[MAPS_CALLBACK]?.();
  };
  return { host, scripts, global, runScript };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('mapsScriptUrl', () => {
  it('sends key, client, libraries, language and version, and leaves out what is not set', () => {
    const url = new URL(mapsScriptUrl({ key: 'AIzaTest', client: 'gme-merida', libraries: ['marker', 'places'], language: 'pl', version: 'weekly' }));
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'AIzaTest',
      client: 'gme-merida',
      libraries: 'marker,places',
      language: 'pl',
      v: 'weekly',
      loading: 'async',
      callback: MAPS_CALLBACK,
    });
    expect([...new URL(mapsScriptUrl({})).searchParams.keys()]).toEqual(['loading', 'callback']);
  });
});

describe('createMapsLoader', () => {
  it('resolves with google.maps when the script calls back', async () => {
    const { host, scripts, runScript, global } = fakeHost();
    const load = createMapsLoader(() => host);
    const loading = load({ key: 'AIzaTest' });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.src).toContain('key=AIzaTest');
    runScript();
    await expect(loading).resolves.toBe(global.google?.maps);
  });

  it('rejects after 5 s without a callback, not a moment before', async () => {
    const { host, scripts } = fakeHost();
    const loading = createMapsLoader(() => host)({ key: 'AIzaTest' });
    const outcome = vi.fn();
    loading.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(MAPS_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ name: 'MapsLoadError', reason: 'timeout' }));
    expect(scripts[0]?.removed).toBe(true);
  });

  it('ignores a script that calls back after the time-out', async () => {
    const { host, runScript } = fakeHost();
    const loading = createMapsLoader(() => host)({});
    const rejected = expect(loading).rejects.toThrow(MapsLoadError);
    await vi.advanceTimersByTimeAsync(MAPS_LOAD_TIMEOUT_MS);
    await rejected;
    expect(() => runScript()).not.toThrow();
  });

  it('rejects at once when the script cannot be fetched', async () => {
    const { host, scripts } = fakeHost();
    const loading = createMapsLoader(() => host)({ key: 'AIzaTest' });
    scripts[0]?.failLoading();
    await expect(loading).rejects.toMatchObject({ reason: 'network' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('adds one script for many callers, and a fresh one after a failure', async () => {
    const { host, scripts, runScript } = fakeHost();
    const load = createMapsLoader(() => host);
    const first = load({ key: 'AIzaTest' });
    const second = load({ key: 'AIzaTest' });
    expect(first).toBe(second);
    expect(scripts).toHaveLength(1);
    scripts[0]?.failLoading();
    await expect(first).rejects.toThrow(MapsLoadError);
    const retry = load({ key: 'AIzaTest' });
    expect(scripts).toHaveLength(2);
    runScript();
    await expect(retry).resolves.toBeDefined();
    // Loaded: no more scripts.
    await load({ key: 'AIzaTest' });
    expect(scripts).toHaveLength(2);
  });
});
