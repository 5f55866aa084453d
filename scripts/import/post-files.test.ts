import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { markdownToBlogMarkup, parseFrontMatter, readPostFile } from './post-files.ts';

describe('markdownToBlogMarkup', () => {
  it('turns headings of any level into ## blocks, lists into - lines, and joins paragraph lines', () => {
    const markdown =
      '# Jeden\n\nTekst z *kursywą*,\n`kodem` i [linkiem](/x).\n\n### Trzy ###\n1. raz\n2. dwa\n   ciąg dalszy\n\n![obraz](a.png)\nKoniec.';
    expect(markdownToBlogMarkup(markdown)).toBe('## Jeden\n\nTekst z kursywą, kodem i linkiem.\n\n## Trzy\n\n- raz\n- dwa ciąg dalszy\n\nKoniec.');
  });

  test.prop([fc.array(fc.string({ maxLength: 40 }), { maxLength: 12 })])('never leaves an empty block or more than one blank line', (lines) => {
    const markup = markdownToBlogMarkup(lines.join('\n'));
    expect(markup).not.toMatch(/\n\n\n/);
    if (markup !== '') for (const block of markup.split('\n\n')) expect(block.trim()).not.toBe('');
  });
});

describe('front matter', () => {
  it('reads quoted and plain values and both list forms', () => {
    expect(parseFrontMatter(['title: "Cytat: \\"tak\\""', "author: 'O''Neil'", 'tags: [a, "b"]', 'more:', '  - c', '- d', '# komentarz'])).toEqual({
      title: 'Cytat: "tak"',
      author: "O'Neil",
      tags: ['a', 'b'],
      more: ['c', 'd'],
    });
  });

  it('names the slug after the file unless the front matter gives one, and refuses a time without a zone', () => {
    const file = (extra: string) => `---\ntitle: T\nlead: L\nauthor: A\ncategory: c\ncover_image: blog/x.svg\n${extra}\n---\nTekst.`;
    expect(readPostFile('posts/moj-wpis.md', file('published_at: 2026-03-01'))).toMatchObject({
      post: { slug: 'moj-wpis', publishedAt: '2026-03-01T00:00:00Z', published: true, tagSlugs: [] },
    });
    expect(readPostFile('posts/moj-wpis.md', file('slug: inny\npublished_at: 2026-03-01'))).toMatchObject({ post: { slug: 'inny' } });
    expect(readPostFile('posts/moj-wpis.md', file('published_at: 2026-03-01T10:00'))).toMatchObject({
      problem: { line: 1, fields: { publishedAt: expect.any(String) } },
    });
  });
});
