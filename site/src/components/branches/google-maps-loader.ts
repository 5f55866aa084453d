/// <reference types="google.maps" />
/**
 * Loads the Google Maps JavaScript API once per page (spec §7): optional key, client, libraries,
 * language and version; the promise rejects when the script has not called back within 5 s
 * (spec §9) or fails to load, so the page can keep its list of branches without a map.
 *
 * A small loader of our own rather than @googlemaps/js-api-loader: that one dropped the `client`
 * parameter in 2.x and has no time-out, and this is the whole of what the branch pages need.
 */

/** Spec §9: the maps loader gives up after 5 s. */
export const MAPS_LOAD_TIMEOUT_MS = 5000;
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';
/** The global function the script calls when it is ready. */
export const MAPS_CALLBACK = '__meridaGoogleMapsReady';

export interface MapsLoaderOptions {
  key?: string;
  /** Google Maps Platform client ID (`gme-…`), for premium plans that use one instead of a key. */
  client?: string;
  libraries?: readonly string[];
  language?: string;
  /** `weekly`, `quarterly`, `beta` or a version number. */
  version?: string;
}

export class MapsLoadError extends Error {
  readonly reason: 'timeout' | 'network' | 'incomplete';

  constructor(reason: MapsLoadError['reason']) {
    super(
      reason === 'timeout'
        ? `Google Maps did not load within ${MAPS_LOAD_TIMEOUT_MS} ms`
        : reason === 'network'
          ? 'The Google Maps script could not be fetched'
          : 'The Google Maps script loaded without google.maps',
    );
    this.name = 'MapsLoadError';
    this.reason = reason;
  }
}

/**
 * The script URL; options left out are not sent.
 * @example mapsScriptUrl({ key: 'k', language: 'pl' }) // 'https://maps.googleapis.com/maps/api/js?key=k&language=pl&loading=async&callback=__meridaGoogleMapsReady'
 */
export function mapsScriptUrl(options: MapsLoaderOptions): string {
  const params = new URLSearchParams();
  if (options.key) params.set('key', options.key);
  if (options.client) params.set('client', options.client);
  if (options.libraries && options.libraries.length > 0) params.set('libraries', options.libraries.join(','));
  if (options.language) params.set('language', options.language);
  if (options.version) params.set('v', options.version);
  params.set('loading', 'async');
  params.set('callback', MAPS_CALLBACK);
  return `${MAPS_SCRIPT_URL}?${params}`;
}

/** The script element as far as the loader uses it. */
export interface ScriptElement {
  src: string;
  async: boolean;
  addEventListener(type: 'error', listener: () => void): void;
  remove(): void;
}

/** What the loader needs from the browser (tests give it a fake one). */
export interface MapsHost {
  createScript(): ScriptElement;
  appendScript(script: ScriptElement): void;
  /** The global object: the script sets `google.maps` and calls `MAPS_CALLBACK` on it. */
  global: { google?: { maps?: typeof google.maps }; [MAPS_CALLBACK]?: () => void };
}

function browserHost(): MapsHost {
  return {
    createScript: () => document.createElement('script'),
    appendScript: (script) => document.head.append(script as HTMLScriptElement),
    global: window as unknown as MapsHost['global'],
  };
}

/**
 * A loader bound to a host: the first call adds the script, later calls share its promise; after
 * a failure the next call tries again with a fresh script.
 */
export function createMapsLoader(host: () => MapsHost = browserHost): (options: MapsLoaderOptions) => Promise<typeof google.maps> {
  let pending: Promise<typeof google.maps> | null = null;
  return (options) => {
    const { createScript, appendScript, global } = host();
    if (global.google?.maps?.importLibrary) return Promise.resolve(global.google.maps);
    pending ??= new Promise<typeof google.maps>((resolve, reject) => {
      const script = createScript();
      let settled = false;
      const settle = (maps: typeof google.maps | null, error?: MapsLoadError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (maps) return resolve(maps);
        // A script that arrives late must not call a missing function, nor bring a map back.
        global[MAPS_CALLBACK] = () => {};
        script.remove();
        pending = null;
        reject(error);
      };
      const timer = setTimeout(() => settle(null, new MapsLoadError('timeout')), MAPS_LOAD_TIMEOUT_MS);
      global[MAPS_CALLBACK] = () => {
        const maps = global.google?.maps;
        settle(maps ?? null, maps ? undefined : new MapsLoadError('incomplete'));
      };
      script.addEventListener('error', () => settle(null, new MapsLoadError('network')));
      script.async = true;
      script.src = mapsScriptUrl(options);
      appendScript(script);
    });
    return pending;
  };
}

/** The page's loader. */
export const loadGoogleMaps = createMapsLoader();
