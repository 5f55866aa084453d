import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServiceWorker, OFFLINE_PATH } from './service-worker.ts';

let outDir: string;

async function writeOut(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
  await writeFile(path.join(outDir, file), text);
}

const OFFLINE_HTML = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/css/app.css"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<link rel="icon" href="/favicon.ico"/><link rel="manifest" href="/lsb/site.webmanifest"/>',
  '</head><body><img src="/logo.svg" alt=""/><a href="/kontakt">Kontakt</a><a href="/api/public/v1/x.js">x</a>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'sw-build-'));
  await writeOut(`${OFFLINE_PATH}.html`, OFFLINE_HTML);
  await writeOut(
    '_next/static/css/app.css',
    'body{background:url(../media/bg.svg)}@font-face{src:url("../media/extra.woff2") format("woff2")}a{background:url(data:image/png;base64,AA)}',
  );
  await writeOut('_next/static/media/inter.woff2', 'font');
  await writeOut('_next/static/media/extra.woff2', 'font 2');
  await writeOut('_next/static/media/bg.svg', '<svg/>');
  await writeOut('_next/static/chunks/main.js', 'console.log(1)');
  await writeOut('favicon.ico', 'ico');
  await writeOut('logo.svg', '<svg/>');
});

afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('buildServiceWorker', () => {
  it('precaches the offline page and exactly the files it loads, with the fonts and pictures its styles name', async () => {
    const { precache } = await buildServiceWorker(outDir);
    expect(precache).toEqual([
      '/offline',
      '/_next/static/chunks/main.js',
      '/_next/static/css/app.css',
      '/_next/static/media/bg.svg',
      '/_next/static/media/extra.woff2',
      '/_next/static/media/inter.woff2',
      '/favicon.ico',
      '/logo.svg',
    ]);
  });

  it('yields a different version, and a byte-different script, whenever a precached file changes', async () => {
    const first = await buildServiceWorker(outDir);
    expect(await buildServiceWorker(outDir)).toEqual(first);
    await writeOut('_next/static/media/inter.woff2', 'font, cut again');
    const second = await buildServiceWorker(outDir);
    await writeOut(`${OFFLINE_PATH}.html`, OFFLINE_HTML.replace('Kontakt', 'Napisz do nas'));
    const third = await buildServiceWorker(outDir);
    expect(new Set([first.version, second.version, third.version]).size).toBe(3);
    expect(second.script).not.toBe(first.script);
    expect(third.script).toContain(`version ${third.version}`);
  });

  it('writes a script that a service worker scope runs: it listens for install, activate and fetch', async () => {
    const { script, precache } = await buildServiceWorker(outDir);
    const listeners = new Map<string, unknown>();
    const self = {
      location: new URL('https://sklep.example/sw.js'),
      addEventListener: (type: string, listener: unknown) => listeners.set(type, listener),
    };
    const context = vm.createContext({ self, URL, caches: {}, fetch: () => Promise.reject(new Error('offline')), Response });
    vm.runInContext(script, context);
    expect([...listeners.keys()].sort()).toEqual(['activate', 'fetch', 'install']);
    expect(vm.runInContext('PRECACHE_PATHS', context)).toEqual(precache);
    const decide = (url: string, mode = 'navigate') =>
      vm.runInContext('chooseStrategy', context)({ method: 'GET', url, mode, headers: new Headers() }, vm.runInContext('policy', context));
    expect(decide('https://sklep.example/produkt/mydlo-5-l')).toBe('page');
    expect(decide('https://sklep.example/konto/dane')).toBe('private-page');
    expect(decide('https://sklep.example/api/public/v1/carts/summary', 'cors')).toBe('pass');
  });
});
