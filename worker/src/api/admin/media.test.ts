/**
 * Issue 35: editors upload pictures and PDFs. The type and the size come from the bytes (a JPEG
 * named .png is a JPEG, an SVG named .png is refused); random bytes never meet a 5xx nor leave a
 * row; the limits; the same bytes twice are one row; the roles; the file served at /media/<path>
 * from the bucket with its type and policy; the journal and audit rows of the upload.
 */
import { env, SELF } from 'cloudflare:test';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { MediaEntry, PagedResponse } from '#lib/api-types.ts';
import { MEDIA_POLICY } from '#lib/content-security-policy.ts';
import { sha256Hex } from '#worker/api/media/file-content.ts';
import { staffHeaders } from '#worker-test/account-links.ts';
import { MINIMAL_PDF } from '#worker-test/fuzz-fixtures.ts';
import { ORIGIN } from '#worker-test/requests.ts';
import { staffSession } from '#worker-test/staff.ts';
import type { UploadedMedia } from './media.ts';

const MIB = 1024 * 1024;

function bytesOf(...parts: (number[] | string | Uint8Array)[]): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? new TextEncoder().encode(part) : Uint8Array.from(part)));
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const u16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];

/** The start of a PNG: signature, IHDR of that size (8-bit RGBA), an empty IEND; `salt` makes the bytes unique. */
function png(width: number, height: number, salt = ''): Uint8Array {
  return bytesOf(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32(13),
    'IHDR',
    u32(width),
    u32(height),
    [8, 6, 0, 0, 0],
    u32(0),
    `tEXt${salt}`,
    u32(0),
    'IEND',
  );
}

/** A JFIF header, then a baseline frame (SOF0) of that size. */
function jpeg(width: number, height: number, salt = ''): Uint8Array {
  return bytesOf(
    [0xff, 0xd8, 0xff, 0xe0],
    u16(16),
    'JFIF\0',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xfe],
    u16(2 + salt.length),
    salt,
    [0xff, 0xc0],
    u16(17),
    [8],
    u16(height),
    u16(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
}

/** A WebP with an extended header (VP8X) of that size. */
function webp(width: number, height: number, salt = ''): Uint8Array {
  return bytesOf('RIFF', u32(0), 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], u24le(width - 1), u24le(height - 1), salt);
}

/** A lossless WebP (VP8L) of that size. */
function webpLossless(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  return bytesOf(
    'RIFF',
    u32(0),
    'WEBP',
    'VP8L',
    [5, 0, 0, 0],
    [0x2f],
    [bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff],
    [0, 0, 0, 0, 0],
  );
}

function gif(width: number, height: number): Uint8Array {
  return bytesOf('GIF89a', u16le(width), u16le(height), [0, 0, 0], ';');
}

function avif(width: number, height: number): Uint8Array {
  return bytesOf(u32(28), 'ftypavif', u32(0), 'avifmif1miaf', u32(20), 'ispe', u32(0), u32(width), u32(height));
}

const pdf = (salt = '') => bytesOf(MINIMAL_PDF.replace('%%EOF', `% ${salt}\n%%EOF`));
const SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

function upload(file: Uint8Array | string | null, name = 'plik.bin', type = 'application/octet-stream', headers = staffHeaders()) {
  const form = new FormData();
  if (file !== null) form.set('file', new File([file], name, { type }));
  else form.set('file', 'to nie jest plik');
  return SELF.fetch(`${ORIGIN}/api/admin/v1/media`, { method: 'POST', headers, body: form });
}

async function uploaded(response: Response): Promise<UploadedMedia> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as UploadedMedia;
}

async function errorOf(response: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, ...body.error };
}

async function mediaRows(): Promise<number> {
  return (await env.DB.prepare('SELECT count(*) AS n FROM media').first<number>('n')) ?? 0;
}

const unique = () => crypto.randomUUID();

describe('what a file is comes from its bytes', () => {
  it.each([
    ['JPEG', jpeg(1200, 800, unique()), 'zdjecie.jpg', 'image/jpeg', 'jpg', 1200, 800],
    ['PNG', png(640, 480, unique()), 'Ręcznik ZZ.PNG', 'image/png', 'png', 640, 480],
    ['WebP (VP8X)', webp(1920, 1080, unique()), 'baner.webp', 'image/webp', 'webp', 1920, 1080],
    ['WebP (VP8L)', webpLossless(300, 200), 'ikona.webp', 'image/webp', 'webp', 300, 200],
    ['GIF', gif(16, 9), 'anim.gif', 'image/gif', 'gif', 16, 9],
    ['AVIF', avif(800, 600), 'foto.avif', 'image/avif', 'avif', 800, 600],
    ['PDF', pdf(unique()), 'Karta techniczna.pdf', 'application/pdf', 'pdf', null, null],
  ])('takes a %s with its size', async (_, bytes, name, contentType, extension, width, height) => {
    const answer = await uploaded(await upload(bytes, name, contentType));
    const hash = await sha256Hex(bytes);
    const month = new Date().toISOString().slice(0, 7).replace('-', '/');
    expect(answer).toEqual({
      path: expect.stringMatching(new RegExp(`^uploads/${month}/[a-z0-9-]+-${hash.slice(0, 10)}\\.${extension}$`)),
      url: `/media/${answer.path}`,
      contentType,
      size: bytes.length,
      width,
      height,
    });
  });

  it('names the path after the original name as a slug', async () => {
    const answer = await uploaded(await upload(png(10, 10, unique()), 'Ręcznik ZZ – biały.PNG', 'image/png'));
    expect(answer.path).toMatch(/^uploads\/\d{4}\/\d{2}\/recznik-zz-bialy-[0-9a-f]{10}\.png$/);
  });

  it('judges a misleading name and declared type by the content', async () => {
    const answer = await uploaded(await upload(jpeg(50, 40, unique()), 'obrazek.png', 'image/png'));
    expect(answer).toMatchObject({ contentType: 'image/jpeg', width: 50, height: 40 });
    expect(answer.path).toMatch(/\.jpg$/);
    const document = await uploaded(await upload(pdf(unique()), 'zdjecie.jpg', 'image/jpeg'));
    expect(document).toMatchObject({ contentType: 'application/pdf', width: null, height: null });
  });

  it('refuses an SVG, also one named .png, in Polish and saying why', async () => {
    const before = await mediaRows();
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const error = await errorOf(await upload(SVG, name, type));
      expect(error).toMatchObject({ status: 415, code: 'svg_not_accepted' });
      expect(error.message).toContain('skrypty');
      expect(error.message).toContain('PNG lub WebP');
    }
    expect(await mediaRows()).toBe(before);
  });

  it('refuses other files with a Polish 415, an empty one with a 400, a missing one with a 400', async () => {
    expect(await errorOf(await upload('Zwykły tekst, nie obraz.', 'opis.jpg', 'image/jpeg'))).toMatchObject({
      status: 415,
      code: 'unsupported_file',
    });
    expect(await errorOf(await upload(new Uint8Array(0), 'pusty.png', 'image/png'))).toMatchObject({ status: 400, code: 'empty_file' });
    expect((await upload(null)).status).toBe(400);
    const notForm = await SELF.fetch(`${ORIGIN}/api/admin/v1/media`, {
      method: 'POST',
      headers: { ...staffHeaders(), 'Content-Type': 'image/png' },
      body: png(1, 1),
    });
    expect(notForm.status).toBe(415);
  });

  test.prop(
    [
      fc.oneof(
        fc.uint8Array({ maxLength: 2048 }),
        fc
          .tuple(fc.constantFrom(png(1, 1), jpeg(1, 1), webp(1, 1), gif(1, 1), pdf()), fc.uint8Array({ maxLength: 512 }), fc.nat())
          .map(([header, noise, cut]) => bytesOf(header.subarray(0, cut % (header.length + 1)), noise)),
      ),
    ],
    { numRuns: 40 },
  )('random bytes never meet a 5xx, and leave a row only when taken', async (bytes) => {
    const response = await upload(bytes, 'losowy.png', 'image/png');
    expect([200, 400, 415], await response.clone().text()).toContain(response.status);
    const row = await env.DB.prepare('SELECT path FROM media WHERE sha256 = ?1')
      .bind(await sha256Hex(bytes))
      .first();
    expect(row !== null).toBe(response.status === 200);
  });
});

describe('the limits', () => {
  it('takes a picture of 10 MB, refuses one over it with a Polish 413', async () => {
    const header = png(4000, 3000, unique());
    const atLimit = new Uint8Array(10 * MIB);
    atLimit.set(header);
    expect((await uploaded(await upload(atLimit, 'duze.png', 'image/png'))).size).toBe(10 * MIB);
    const over = new Uint8Array(10 * MIB + 1);
    over.set(png(4000, 3000, unique()));
    const error = await errorOf(await upload(over, 'za-duze.png', 'image/png'));
    expect(error).toMatchObject({ status: 413, code: 'file_too_large' });
    expect(error.message).toContain('10 MB');
  });

  it('takes a PDF of 20 MB, refuses one over it with a Polish 413, and a body over the call’s limit at the edge', async () => {
    const pdfOf = (size: number) => {
      const bytes = new Uint8Array(size).fill(0x20);
      bytes.set(new TextEncoder().encode(`%PDF-1.4\n% ${unique()}\n`));
      bytes.set(new TextEncoder().encode('%%EOF\n'), size - 6);
      return bytes;
    };
    expect((await uploaded(await upload(pdfOf(20 * MIB), 'katalog.pdf', 'application/pdf'))).size).toBe(20 * MIB);
    const error = await errorOf(await upload(pdfOf(20 * MIB + 1), 'katalog.pdf', 'application/pdf'));
    expect(error).toMatchObject({ status: 413, code: 'file_too_large' });
    expect(error.message).toContain('20 MB');
    expect((await upload(pdfOf(21 * MIB), 'katalog.pdf', 'application/pdf')).status).toBe(413);
  });
});

describe('an upload', () => {
  it('of the same bytes again answers the same file and writes nothing more', async () => {
    const bytes = webp(100, 100, unique());
    const first = await uploaded(await upload(bytes, 'pierwszy.webp', 'image/webp'));
    const rows = await mediaRows();
    const again = await uploaded(await upload(bytes, 'inna-nazwa.webp', 'image/webp'));
    expect(again).toEqual(first);
    expect(await mediaRows()).toBe(rows);
    const journal = await env.DB.prepare("SELECT count(*) AS n FROM content_changes WHERE kind = 'media' AND slug = ?1")
      .bind(first.path)
      .first<number>('n');
    expect(journal).toBe(1);
  });

  it('is open to an editor and the owner, not to the orders role', async () => {
    for (const role of ['editor', 'owner'] as const)
      await uploaded(await upload(png(20, 20, unique()), 'rola.png', 'image/png', await staffSession(role)));
    expect((await upload(png(20, 20, unique()), 'rola.png', 'image/png', await staffSession('orders'))).status).toBe(403);
    expect((await upload(png(20, 20, unique()), 'rola.png', 'image/png', {})).status).toBe(401);
  });

  it('is journalled as created media and audited with its actor', async () => {
    const headers = await staffSession('editor', 'Edyta Redaktorka');
    const answer = await uploaded(await upload(png(32, 32, unique()), 'audyt.png', 'image/png', headers));
    const journal = await env.DB.prepare("SELECT action, actor FROM content_changes WHERE kind = 'media' AND slug = ?1").bind(answer.path).all();
    expect(journal.results).toEqual([{ action: 'created', actor: 'Edyta Redaktorka' }]);
    const audit = await env.DB.prepare(
      "SELECT actor_kind, actor_name, operation, change FROM audit_log WHERE object_kind = 'media' AND object_id = ?1",
    )
      .bind(answer.path)
      .first<{ actor_kind: string; actor_name: string; operation: string; change: string }>();
    expect(audit).toMatchObject({ actor_kind: 'staff', actor_name: 'Edyta Redaktorka', operation: 'adminUploadMedia' });
    expect(JSON.parse(audit?.change ?? '{}')).toMatchObject({ action: 'created', contentType: 'image/png', originalName: 'audyt.png' });
    const row = await env.DB.prepare('SELECT storage, body, original_name, uploaded_by FROM media WHERE path = ?1').bind(answer.path).first();
    expect(row).toMatchObject({ storage: 'r2', body: '', original_name: 'audyt.png', uploaded_by: expect.stringMatching(/^staff:/) });
  });
});

describe('an uploaded file', () => {
  it('is served at /media/<path> from the bucket, with its type, the media policy and its date', async () => {
    const bytes = png(64, 48, unique());
    const answer = await uploaded(await upload(bytes, 'serwowany.png', 'image/png'));
    expect(await env.MEDIA_FILES.head(answer.path)).not.toBeNull();
    for (const url of [answer.url, `/api/public/v1/media/file/${answer.path}`]) {
      const response = await SELF.fetch(`${ORIGIN}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type'), url).toBe('image/png');
      expect(response.headers.get('Content-Security-Policy'), url).toBe(MEDIA_POLICY);
      expect(response.headers.get('Last-Modified'), url).toMatch(/GMT$/);
      expect(response.headers.get('Cache-Control'), url).toMatch(/max-age=\d+/);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    }
  });

  it('a PDF is served as one, for the browser’s viewer', async () => {
    const bytes = pdf(unique());
    const answer = await uploaded(await upload(bytes, 'instrukcja.pdf', 'application/pdf'));
    const response = await SELF.fetch(`${ORIGIN}${answer.url}`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('inline');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('is in the media list the build walks', async () => {
    const answer = await uploaded(await upload(gif(3, 2), 'lista.gif', 'image/gif'));
    const entries: MediaEntry[] = [];
    let cursor: string | null = '0';
    while (cursor !== null) {
      const page: PagedResponse<MediaEntry> = await (await SELF.fetch(`${ORIGIN}/api/public/v1/media?limit=500&cursor=${cursor}`)).json();
      entries.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(entries.find((entry) => entry.path === answer.path)).toMatchObject({ contentType: 'image/gif', width: 3, height: 2 });
  });

  it('whose object is missing is a 404, not a broken answer', async () => {
    const answer = await uploaded(await upload(png(5, 5, unique()), 'zgubiony.png', 'image/png'));
    await env.MEDIA_FILES.delete(answer.path);
    expect((await SELF.fetch(`${ORIGIN}/api/public/v1/media/file/${answer.path}`)).status).toBe(404);
  });
});

describe('as a reference', () => {
  it('an uploaded picture can be a product’s cover, a PDF cannot (422: it is no picture)', async () => {
    const slug = await env.DB.prepare('SELECT slug FROM products WHERE is_active = 1 ORDER BY id LIMIT 1').first<string>('slug');
    const patch = (coverImage: string) =>
      SELF.fetch(`${ORIGIN}/api/admin/v1/products/${slug}`, {
        method: 'PATCH',
        headers: { ...staffHeaders(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ coverImage }),
      });
    const picture = await uploaded(await upload(webp(800, 800, unique()), 'okladka.webp', 'image/webp'));
    const taken = await patch(picture.path);
    expect(taken.status).toBe(200);
    expect(((await taken.json()) as { coverImage: string }).coverImage).toBe(picture.path);
    const document = await uploaded(await upload(pdf(unique()), 'okladka.pdf', 'application/pdf'));
    const refused = await patch(document.path);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.coverImage).toContain('PDF nie jest obrazem');
  });
});
