/**
 * `POST /media`: editors upload pictures and PDFs (issue 35). What a file is comes from its bytes
 * (media/file-content.ts), never from its name or declared type; an SVG is refused, since it can
 * carry scripts. The bytes go into the MEDIA_FILES bucket first, then the row, its journal row and
 * its audit row in one batch (content-write.ts): an object without a row is only unused space, a
 * row without its object would be a broken picture. The path holds the first hex digits of the
 * file's SHA-256 and the row the whole digest, so the same bytes sent again answer the row they
 * already have (docs/decisions/028-social-images-in-r2.md).
 */
import { z } from '@hono/zod-openapi';
import { cutToCodePoints, slugify } from '#lib/polish-text.ts';
import { ROLES_FOR } from '#lib/staff-roles.ts';
import { createRouter, declareCall } from '../contract.ts';
import { ApiError, isUniqueViolation } from '../errors.ts';
import { type SniffedImage, type SniffedPdf, sha256Hex, sniffFile } from '../media/file-content.ts';
import { MEDIA_URL_PREFIX } from '../media/image.ts';
import { readUploadedMedia, type UploadedMediaRow } from '../media/queries.ts';
import { noQuery } from '../schemas.ts';
import { ADMIN_CONTENT_TAGS } from './content-schemas.ts';
import { writeContent } from './content-write.ts';
import { STAFF_ERRORS, staffActorOf, staffCall } from './require-staff.ts';

const MIB = 1024 * 1024;
/** The largest picture taken: a product photo is a few hundred kilobytes once exported for the web. */
export const MAX_IMAGE_BYTES = 10 * MIB;
/** The largest PDF taken (data sheets, catalogues, manuals). */
export const MAX_PDF_BYTES = 20 * MIB;
/** Characters of the original name kept in the path. */
const NAME_IN_PATH = 60;

const uploadBody = z
  .strictObject({
    file: z
      .custom<File>((value) => value instanceof File, { error: 'Dołącz plik w polu „file” (multipart/form-data).' })
      .openapi({ type: 'string', format: 'binary', description: 'Obraz JPEG, PNG, WebP, GIF lub AVIF do 10 MB albo dokument PDF do 20 MB.' }),
  })
  .openapi('AdminMediaUploadRequest');

export const uploadedMediaSchema = z
  .object({
    path: z
      .string()
      .describe('Ścieżka pliku w magazynie mediów, np. `uploads/2026/05/recznik-zz-3f2a1b9c0d.webp`; do użycia w `coverImage`, `images`, `slides`.'),
    url: z.string().describe('Adres pliku w sklepie: `/media/<path>`.'),
    contentType: z.string().describe('Typ pliku rozpoznany z jego zawartości.'),
    size: z.number().int().describe('Rozmiar w bajtach.'),
    width: z.number().int().nullable().describe('Szerokość obrazu w pikselach; null dla PDF.'),
    height: z.number().int().nullable().describe('Wysokość obrazu w pikselach; null dla PDF.'),
  })
  .openapi('UploadedMedia');

export type UploadedMedia = z.output<typeof uploadedMediaSchema>;

const uploadCall = declareCall({
  operationId: 'adminUploadMedia',
  method: 'post',
  path: '/media',
  tags: ADMIN_CONTENT_TAGS,
  summary:
    'Wysyła obraz (JPEG, PNG, WebP, GIF, AVIF) albo PDF do magazynu mediów; typ i rozmiar sprawdzane po zawartości. Ten sam plik wysłany ponownie daje tę samą odpowiedź.',
  request: { query: noQuery, body: { required: true, content: { 'multipart/form-data': { schema: uploadBody } } } },
  success: { schema: uploadedMediaSchema, description: 'Zapisany plik (albo ten sam, zapisany wcześniej).' },
  errors: {
    ...STAFF_ERRORS,
    400: 'Brak pliku w polu `file`, plik pusty albo treść nie jest poprawnym multipart/form-data.',
    413: 'Obraz większy niż 10 MB albo PDF większy niż 20 MB; nic nie zapisano.',
    415: 'Plik nie jest obrazem JPEG, PNG, WebP, GIF, AVIF ani dokumentem PDF (SVG nie jest przyjmowany: może zawierać skrypty), albo treść nie jest multipart/form-data.',
  },
  // The largest PDF and the form around it.
  maxBodyBytes: MAX_PDF_BYTES + 64 * 1024,
  ...staffCall(ROLES_FOR.content),
});

type AcceptedFile = SniffedImage | SniffedPdf;

/** What the bytes are, or the Polish 400, 413 or 415 that refuses them (an `ApiError`). */
export function acceptedFileOf(bytes: Uint8Array): AcceptedFile {
  if (bytes.length === 0) throw new ApiError(400, 'empty_file', 'Plik jest pusty; wybierz plik jeszcze raz.', { file: 'Plik jest pusty.' });
  const sniffed = sniffFile(bytes);
  if (sniffed?.kind === 'svg') {
    const reason =
      'Pliki SVG nie są przyjmowane: SVG może zawierać skrypty, które uruchomiłyby się w sklepie. Zapisz grafikę jako PNG lub WebP i wyślij ją jeszcze raz.';
    throw new ApiError(415, 'svg_not_accepted', reason, { file: reason });
  }
  if (!sniffed) {
    const reason =
      'Ten plik nie jest obrazem JPEG, PNG, WebP, GIF ani AVIF, ani dokumentem PDF. Sprawdzamy zawartość pliku, nie jego nazwę ani rozszerzenie.';
    throw new ApiError(415, 'unsupported_file', reason, { file: reason });
  }
  const limit = sniffed.kind === 'pdf' ? MAX_PDF_BYTES : MAX_IMAGE_BYTES;
  if (bytes.length > limit) {
    const reason = `${sniffed.kind === 'pdf' ? 'Dokument PDF' : 'Obraz'} może mieć najwyżej ${limit / MIB} MB, a ten ma ${(bytes.length / MIB).toFixed(1).replace('.', ',')} MB.`;
    throw new ApiError(413, 'file_too_large', reason, { file: reason });
  }
  return sniffed;
}

/**
 * The path of an upload: the month it came, its original name as a slug, the first 10 hex digits
 * of its SHA-256 and the extension of what it is.
 * @example uploadPath('Ręcznik ZZ.JPG', 'a1b2c3d4e5f6…', 'jpg', new Date('2026-05-04')) // 'uploads/2026/05/recznik-zz-a1b2c3d4e5.jpg'
 */
export function uploadPath(originalName: string, sha256: string, extension: string, at: Date): string {
  const stem = slugify(originalName.replace(/\.[^.]*$/, ''))
    .slice(0, NAME_IN_PATH)
    .replace(/-+$/, '');
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${at.getUTCFullYear()}/${month}/${stem || 'plik'}-${sha256.slice(0, 10)}.${extension}`;
}

function answerOf(row: UploadedMediaRow): UploadedMedia {
  return {
    path: row.path,
    url: `${MEDIA_URL_PREFIX}${row.path}`,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}

export const adminMediaRoutes = createRouter().openapi(uploadCall, async (c) => {
  const { file } = c.req.valid('form');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const accepted = acceptedFileOf(bytes);
  const sha256 = await sha256Hex(bytes);
  const db = c.env.DB;
  const earlier = await readUploadedMedia(db, sha256);
  if (earlier) return c.json(answerOf(earlier), 200);

  const now = new Date();
  const path = uploadPath(file.name, sha256, accepted.extension, now);
  const [width, height] = accepted.kind === 'image' ? [accepted.width, accepted.height] : [null, null];
  const originalName = cutToCodePoints(file.name, 255);
  const actor = staffActorOf(c);
  // The object before the row: R2 checks the digest it is given against what it stores.
  await c.env.MEDIA_FILES.put(path, bytes, { httpMetadata: { contentType: accepted.contentType }, sha256 });
  try {
    await writeContent(c, actor, {
      statements: [
        db
          .prepare(
            `INSERT INTO media (path, content_type, storage, width, height, size, original_name, uploaded_by, sha256, updated_at)
             VALUES (?1, ?2, 'r2', ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
          )
          .bind(path, accepted.contentType, width, height, bytes.length, originalName, `${actor.kind}:${actor.id}`, sha256, now.toISOString()),
      ],
      changes: [{ kind: 'media', slug: path, action: 'created' }],
      audit: { action: 'created', contentType: accepted.contentType, size: bytes.length, width, height, originalName, sha256 },
      purge: ['/api/public/v1/media', `/api/public/v1/media/file/${path}`],
    });
  } catch (error) {
    // The same bytes sent twice at once: the other upload's row is the answer.
    const same = isUniqueViolation(error, 'media.sha256') || isUniqueViolation(error, 'media.path') ? await readUploadedMedia(db, sha256) : null;
    if (!same) throw error;
    return c.json(answerOf(same), 200);
  }
  return c.json({ path, url: `${MEDIA_URL_PREFIX}${path}`, contentType: accepted.contentType, size: bytes.length, width, height }, 200);
});
