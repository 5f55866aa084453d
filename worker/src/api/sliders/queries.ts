/** The sliders and their slides on D1 (the home page's slider; the 503 page's liveness probe). */

/** A slide as stored, with its picture's size. */
export interface SlideRow {
  title: string;
  subtitle: string;
  image: string;
  width: number;
  height: number;
  link_url: string;
  link_label: string;
}

/** A slider's name (null when there is none) and its slides in order, in one batch. */
export async function readSlider(db: D1Database, slug: string): Promise<{ name: string | null; slides: SlideRow[] }> {
  const [slider, slides] = await db.batch([
    db.prepare('SELECT name FROM sliders WHERE slug = ?1').bind(slug),
    db
      .prepare(
        `SELECT sl.title, sl.subtitle, sl.image, m.width, m.height, sl.link_url, sl.link_label
         FROM slides sl JOIN sliders s ON s.id = sl.slider_id JOIN media m ON m.path = sl.image
         WHERE s.slug = ?1 ORDER BY sl.position`,
      )
      .bind(slug),
  ]);
  return { name: (slider?.results[0] as { name: string } | undefined)?.name ?? null, slides: (slides?.results ?? []) as SlideRow[] };
}
