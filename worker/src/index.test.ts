import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { t } from '#lib/i18n/index.ts';

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
