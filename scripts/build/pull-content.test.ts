/**
 * The build against a stand-in API over HTTP (as with API_ORIGIN): an answer that drifts from the
 * contract stops the build with a message naming the call and the field, before any page is built.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openApiSource } from './api-source.ts';
import { pullContent } from './pull-content.ts';

const emptyPage = { items: [], nextCursor: null };
const emptyList = { items: [] };

/** Answers of a shop with nothing in it; a test replaces one call's answer. */
function emptyShop(): Record<string, unknown> {
  return {
    '/api/public/v1/categories/tree/hierarchy': emptyList,
    '/api/public/v1/products': emptyPage,
    '/api/public/v1/product-sets': emptyList,
    '/api/public/v1/flags': emptyList,
    '/api/public/v1/blog/categories': emptyList,
    '/api/public/v1/blog/tags': emptyList,
    '/api/public/v1/branches': emptyList,
    '/api/public/v1/pages': emptyList,
    '/api/public/v1/milestones': emptyList,
    '/api/public/v1/departments': emptyList,
    '/api/public/v1/blog/posts': emptyPage,
    '/api/public/v1/checkout/delivery-methods': emptyList,
    '/api/public/v1/slider/slug/strona-glowna': { slug: 'strona-glowna', name: 'Strona główna', slides: [] },
    '/api/public/v1/media': emptyPage,
  };
}

let server: Server | undefined;
let workDir: string | undefined;

afterEach(async () => {
  // The pull asks several calls at once: a failed one leaves the others' keep-alive connections open.
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
  if (workDir) await rm(workDir, { recursive: true, force: true });
  workDir = undefined;
});

/** Serves `answers` by path (the query is ignored) on 127.0.0.1; unknown paths are 404s. */
async function standInApi(answers: Record<string, unknown>): Promise<string> {
  const standIn = createServer((request, response) => {
    const answer = answers[new URL(request.url ?? '/', 'http://stand-in').pathname];
    response.writeHead(answer === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer ?? { error: { code: 'not_found', message: 'Nie ma.' } }));
  });
  server = standIn;
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
}

async function pullFrom(answers: Record<string, unknown>): Promise<Record<string, number>> {
  workDir = await mkdtemp(path.join(tmpdir(), 'pull-content-'));
  const source = await openApiSource(await standInApi(answers));
  return pullContent(source, { contentDir: path.join(workDir, 'content'), mediaDir: path.join(workDir, 'media') });
}

describe('the build against an API that drifts from the contract', () => {
  it('pulls a shop whose answers match the contract', async () => {
    expect(await pullFrom(emptyShop())).toMatchObject({ categories: 0, products: 0, slides: 0, media: 0 });
  });

  it('stops at a category without its fields, naming the call and the field', async () => {
    const answers = { ...emptyShop(), '/api/public/v1/categories/tree/hierarchy': { items: [{ uuid: 'u', slug: 'a', name: 'A' }] } };
    await expect(pullFrom(answers)).rejects.toThrow(
      /GET \/api\/public\/v1\/categories\/tree\/hierarchy answered a shape[\s\S]*items\.0\.description/,
    );
  });

  it('stops at a slide without its image', async () => {
    const answers = {
      ...emptyShop(),
      '/api/public/v1/slider/slug/strona-glowna': {
        slug: 'strona-glowna',
        name: 'Strona główna',
        slides: [{ title: 'T', subtitle: 'S', link: { url: '/', label: 'L' } }],
      },
    };
    await expect(pullFrom(answers)).rejects.toThrow(/GET \/api\/public\/v1\/slider\/slug\/strona-glowna[\s\S]*slides\.0\.image/);
  });

  it('stops at a list answered without its envelope', async () => {
    await expect(pullFrom({ ...emptyShop(), '/api/public/v1/flags': [{ code: 'nowosci', slug: 'nowosci', name: 'Nowości' }] })).rejects.toThrow(
      /GET \/api\/public\/v1\/flags answered a shape[\s\S]*\(the whole answer\)|GET \/api\/public\/v1\/flags answered a shape[\s\S]*items/,
    );
  });
});
