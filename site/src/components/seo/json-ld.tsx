import type { Thing, WithContext } from 'schema-dts';
import { serializeJsonLd } from '@/lib/json-ld.ts';

/** One JSON-LD block, escaped so that no value can close the script element. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes `<`, so the JSON cannot end the element.
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  );
}
