import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_ADMIN_API_TOKEN } from '../lib/local-worker.ts';
import { exportedProductSlugs, publishingSecret } from './publish-run.ts';

describe('the publish runner', () => {
  it('reads the product pages of an export: produkt/<slug>.html, nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'publish-run-'));
    await mkdir(path.join(dir, 'produkt', 'mydlo-5-l'), { recursive: true });
    for (const file of ['mydlo-5-l.html', 'mydlo-5-l.txt', 'recznik-zz.html']) await writeFile(path.join(dir, 'produkt', file), '');
    expect((await exportedProductSlugs(dir)).sort()).toEqual(['mydlo-5-l', 'recznik-zz']);
    expect(await exportedProductSlugs(path.join(dir, 'nie-ma'))).toEqual([]);
  });

  it('sends the publish integration’s secret, else the first, else the local one', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    expect(publishingSecret(`import:${a},publish:${b}`)).toBe(b);
    expect(publishingSecret(`import:${a}`)).toBe(a);
    expect(publishingSecret(a)).toBe(a);
    expect(publishingSecret(undefined)).toBe(LOCAL_ADMIN_API_TOKEN);
  });
});
