import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#lib/api-types.ts';
import { t } from '#lib/i18n/index.ts';
import '#lib/i18n/pl-content.ts';

/**
 * The page's own <title> and <h1> headings as the document shows them. Every exported page also
 * carries the texts of the not-found page in its router payload (inside <script>), so a plain
 * "the HTML contains" check cannot tell the pages apart.
 */
async function headingsOf(response: Response): Promise<{ title: string; headings: string[] }> {
  let title = '';
  const headings: string[] = [];
  await new HTMLRewriter()
    .on('title', {
      text(chunk) {
        title += chunk.text;
      },
    })
    .on('h1', {
      element() {
        headings.push('');
      },
      text(chunk) {
        headings[headings.length - 1] += chunk.text;
      },
    })
    .transform(response)
    .arrayBuffer();
  return { title: title.trim(), headings: headings.map((heading) => heading.trim()) };
}

describe('static site through the Worker', () => {
  it('answers an unknown path with status 404 and the 404 page', async () => {
    const response = await SELF.fetch('http://shop.test/nie-ma-takiej-strony');
    expect(response.status).toBe(404);
    expect(await headingsOf(response)).toEqual({ title: t('Error.Title.404'), headings: [t('Error.Heading.404')] });
  });

  it('serves the home page, with its own title and heading', async () => {
    const response = await SELF.fetch('http://shop.test/');
    expect(response.status).toBe(200);
    expect(await headingsOf(response)).toEqual({ title: t('Home.Title'), headings: [t('Home.Title')] });
  });
});

describe('cross-site posts to the API', () => {
  const post = (headers: Record<string, string>) =>
    SELF.fetch('http://shop.test/api/public/v1/products/numbers', { method: 'POST', headers, body: '{"numbers":["A-1"]}' });

  it.each<Record<string, string>>([
    { 'Content-Type': 'text/plain' },
    { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://zly.example' },
  ])('refuses a form-like post from no known origin (%j) with a 403 in the error shape, not a 500', async (headers) => {
    const response = await post(headers);
    expect(response.status).toBe(403);
    const body: ApiErrorBody = await response.json();
    expect(body.error.code).toBe('forbidden');
    expect(body.error.message).toMatch(/^[A-ZĄĆĘŁŃÓŚŹŻ]/);
  });

  it('lets a same-origin post through to the API, which refuses what is not JSON', async () => {
    const response = await post({ 'Content-Type': 'text/plain', Origin: 'http://shop.test' });
    expect(response.status).toBe(415);
  });
});
