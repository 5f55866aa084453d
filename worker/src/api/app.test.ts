import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { BlogPost, CategoryNode, ListResponse, MediaEntry, PagedResponse, ProductSet, Slider } from '#lib/api-types.ts';

const api = 'http://shop.test/api/public/v1';

function depth(nodes: CategoryNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((node) => depth(node.children)));
}

describe('GET /categories/tree/hierarchy', () => {
  it('returns the 2–3 level tree with Promocje and product counts', async () => {
    const response = await SELF.fetch(`${api}/categories/tree/hierarchy`);
    expect(response.status).toBe(200);
    const { items }: ListResponse<CategoryNode> = await response.json();
    expect(depth(items)).toBeGreaterThanOrEqual(2);
    expect(depth(items)).toBeLessThanOrEqual(3);
    const promotions = items.find((node) => node.slug === 'promocje');
    expect(promotions?.kind).toBe('promotions');
    expect(promotions?.productCount).toBeGreaterThan(0);
    for (const node of items.filter((item) => item.kind === 'regular')) {
      // A parent counts at least as many products as its largest child.
      for (const child of node.children) expect(node.productCount).toBeGreaterThanOrEqual(child.productCount);
    }
  });
});

describe('content calls', () => {
  it('serves the home slider the 503 page probes', async () => {
    const response = await SELF.fetch(`${api}/slider/slug/strona-glowna`);
    expect(response.status).toBe(200);
    const slider: Slider = await response.json();
    expect(slider.slides.length).toBeGreaterThan(0);
    for (const slide of slider.slides) expect(slide.link.url).toMatch(/^\/[^/]/);
  });

  it('serves the hand-dryer rental article the /strona/rental redirect points at', async () => {
    const response = await SELF.fetch(`${api}/blog/posts/slug/wynajem-suszarek`);
    expect(response.status).toBe(200);
    const post: BlogPost = await response.json();
    expect(post.category.name.length).toBeGreaterThan(0);
  });

  it('pages blog posts newest first', async () => {
    const first: PagedResponse<BlogPost> = await (await SELF.fetch(`${api}/blog/posts?limit=10`)).json();
    const second: PagedResponse<BlogPost> = await (await SELF.fetch(`${api}/blog/posts?limit=10&cursor=${first.nextCursor}`)).json();
    const dates = [...first.items, ...second.items].map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.items, ...second.items].map((post) => post.slug)).size).toBe(20);
  });

  it('prices a set as its items in one document (VAT per rate from the net sum), never above buying them separately', async () => {
    const { items }: ListResponse<ProductSet> = await (await SELF.fetch(`${api}/product-sets`)).json();
    expect(items.length).toBeGreaterThanOrEqual(10);
    for (const set of items) {
      expect(set.price.nettoPrice).toBe(set.items.reduce((sum, item) => sum + item.nettoPrice * item.quantity, 0));
      const rates = new Set(set.items.map((item) => item.product.price.vatRate));
      const netAt = (rate: number) =>
        set.items.filter((item) => item.product.price.vatRate === rate).reduce((sum, item) => sum + item.nettoPrice * item.quantity, 0);
      // Half up per rate, written out here rather than taken from #lib/vat-totals.ts.
      const gross = [...rates].reduce((sum, rate) => sum + netAt(rate) + Math.floor((netAt(rate) * rate * 2 + 100) / 200), 0);
      expect(set.price.grossPrice).toBe(gross);
      expect(set.price.grossPrice).toBeLessThanOrEqual(set.price.regularGrossPrice);
      for (const item of set.items) expect(item.nettoPrice).toBeLessThanOrEqual(item.product.price.nettoPrice);
    }
  });

  it('lists branches with the head office in Wrocław', async () => {
    const { items } = await (await SELF.fetch(`${api}/branches`)).json<{ items: { kind: string; address: { city: string } }[] }>();
    expect(items.find((branch) => branch.kind === 'head_office')?.address.city).toBe('Wrocław');
    expect(items.filter((branch) => branch.kind === 'production_plant').length).toBeGreaterThanOrEqual(2);
  });
});

describe('media', () => {
  it('lists media and serves each file with its type', async () => {
    const { items }: PagedResponse<MediaEntry> = await (await SELF.fetch(`${api}/media?limit=5`)).json();
    const entry = items[0];
    if (!entry) throw new Error('no media');
    const response = await SELF.fetch(`${api}/media/file/${entry.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
  });

  it.each(['..%2F..%2Fwrangler.toml', 'products/%2E%2E/x.svg', 'UPPER.svg'])('refuses the path %s', async (path) => {
    const response = await SELF.fetch(`${api}/media/file/${path}`);
    expect([400, 404]).toContain(response.status);
  });
});

describe('unknown API paths', () => {
  it('answers JSON 404 in Polish', async () => {
    const response = await SELF.fetch(`${api}/nie-istnieje`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nie ma takiego adresu API.' } });
  });
});
