/** The shapes of the publishing calls (rebuilds.ts, publishing.ts): plain zod, so the panel can infer its types from them. */
import { z } from '@hono/zod-openapi';
import { CONTENT_KINDS } from '../../content-changes/kinds.ts';

/** How many past requests `GET /rebuilds` lists. */
export const RECENT_REQUESTS = 20;
/** How many of the waiting changes the rebuild calls list (the newest); they count them all. */
export const STALE_CHANGES_SHOWN = 100;

/** A rebuild request's way to the live site (migration 0031). */
export const REBUILD_STATES = ['queued', 'building', 'live', 'failed'] as const;
export type RebuildState = (typeof REBUILD_STATES)[number];

export const contentChangeSchema = z
  .object({
    id: z.number().int().describe('Numer zmiany w dzienniku.'),
    kind: z.enum(CONTENT_KINDS).describe('Czego dotyczy zmiana.'),
    slug: z.string().describe('Adres (slug) zmienionej treści.'),
    action: z.enum(['created', 'updated', 'unpublished']).describe('Utworzenie, zmiana (także ceny) albo wycofanie z publikacji.'),
    actor: z.string().describe('Kto zmienił: imię i nazwisko pracownika albo nazwa integracji.'),
    changedAt: z.string().describe('Kiedy (UTC, ISO 8601).'),
    name: z.string().nullable().describe('Nazwa albo tytuł zmienionej rzeczy dziś (null: już jej nie ma).'),
    fields: z
      .array(
        z.object({
          field: z.string().describe('Pole (jak w API: nettoPrice, name, stock…).'),
          before: z.unknown().describe('Wartość przed zmianą.'),
          after: z.unknown().describe('Wartość po zmianie.'),
        }),
      )
      .describe('Co zmiana zmieniła, pole po polu (pusta przy utworzeniu).'),
  })
  .openapi('ContentChange');

export const rebuildRequestSchema = z
  .object({
    id: z.number().int().describe('Numer prośby o przebudowę.'),
    requestedAt: z.string().describe('Kiedy (UTC, ISO 8601).'),
    actor: z.string().describe('Kto poprosił.'),
    upToChangeId: z.number().int().describe('Ostatnia zmiana dziennika, którą obejmuje.'),
    hookStatus: z
      .enum(['not-configured', 'called', 'failed'])
      .describe('Hak wdrożeń: nieskonfigurowany (przebudowa przez npm run rebuild), wywołany, albo nieudany.'),
    hookAnswer: z.number().int().nullable().describe('Status HTTP odpowiedzi haka (0: brak odpowiedzi), null bez haka.'),
    state: z
      .enum(REBUILD_STATES)
      .describe(
        'Droga do strony: queued (czeka na budowanie), building (buduje się), live (zmiany są na stronie), failed (nie powiodło się; strona bez zmian).',
      ),
    steps: z
      .array(z.object({ at: z.string().describe('Kiedy (UTC).'), step: z.string().describe('Krok budowania, jak go nazywa jego wyjście.') }))
      .describe('Kroki budowania w kolejności, jak je zgłosiło.'),
    message: z.string().nullable().describe('Komunikat budowania, które się nie powiodło.'),
    finishedAt: z.string().nullable().describe('Kiedy zmiany trafiły na stronę albo budowanie się nie powiodło.'),
  })
  .openapi('RebuildRequest');

export const rebuildsOverviewSchema = z
  .object({
    stale: z
      .array(contentChangeSchema)
      .describe(`Zmiany po ostatniej prośbie o przebudowę: najnowsze (najwyżej ${STALE_CHANGES_SHOWN}), od najstarszej z nich.`),
    staleCount: z.number().int().describe('Ile zmian czeka na publikację w sumie.'),
    requests: z.array(rebuildRequestSchema).describe(`Ostatnie prośby (najwyżej ${RECENT_REQUESTS}), od najnowszej.`),
  })
  .openapi('RebuildsOverview');
