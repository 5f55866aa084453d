/**
 * The terms as a buyer accepted them (issue 33, art. 21 of the consumer rights act): each order
 * keeps the published terms page's text it was placed under, in `legal_documents` (migration
 * 0028), one row per distinct text, found by its SHA-256. The order's batch writes the row (when
 * new) and the order names it; the confirmation mail links to `GET /pages/accepted/{hash}`, which
 * shows that text whatever the page says later.
 */
import { TERMS_PAGE_SLUG } from '#lib/forms/consents.ts';
import { hashToken } from '../../auth/one-time-tokens.ts';
import { findPublishedPage } from './queries.ts';

export interface AcceptedTerms {
  /** The text's SHA-256 (lowercase hex): its public id. */
  hash: string;
  /** Writes the text once; a text already kept is left as it is. */
  statement: D1PreparedStatement;
}

/** What an order placed now accepts: the published terms page, or null when the shop has none. */
export async function currentTerms(db: D1Database, at: string): Promise<AcceptedTerms | null> {
  const page = await findPublishedPage(db, 'content', TERMS_PAGE_SLUG);
  if (!page) return null;
  // The parts joined with a separator no text holds, so two different splits never hash alike.
  const hash = await hashToken([page.title, page.lead, page.body].join('\u0000'));
  const statement = db
    .prepare(
      `INSERT INTO legal_documents (content_hash, slug, title, lead, body, updated_at, first_accepted_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT (content_hash) DO NOTHING`,
    )
    .bind(hash, page.slug, page.title, page.lead, page.body, page.updatedAt, at);
  return { hash, statement };
}

export interface AcceptedTermsRow {
  hash: string;
  slug: string;
  title: string;
  lead: string;
  body: string;
  updatedAt: string;
  firstAcceptedAt: string;
}

/** A kept text by its hash, or null. */
export function readAcceptedTerms(db: D1Database, hash: string): Promise<AcceptedTermsRow | null> {
  return db
    .prepare(
      `SELECT content_hash AS hash, slug, title, lead, body, updated_at AS updatedAt, first_accepted_at AS firstAcceptedAt
       FROM legal_documents WHERE content_hash = ?1`,
    )
    .bind(hash)
    .first<AcceptedTermsRow>();
}
