/**
 * The shop's e-mail layout, in both forms every mail carries: plain text and HTML. Dependency
 * free and deliberately small: a heading, paragraphs, a list of links and the footer with the
 * shop's name and address. A paragraph keeps its line breaks (a customer's message quoted in a
 * mail keeps its lines). Every piece of text is escaped in the HTML, and only http(s) links
 * are accepted, so nothing a customer typed (a name, a message) can become markup or a script
 * link in a mailbox.
 */
import { SELLER, SELLER_ADDRESS, SHOP_NAME } from '#lib/seller.ts';

export interface MailLink {
  label: string;
  /** An absolute http(s) URL. */
  url: string;
}

/** A picture beside an item of a list: in the HTML form only, so its text says the same in words. */
export interface MailImage {
  /** An absolute http(s) URL of a PNG or JPEG (mail clients do not show SVG). */
  src: string;
  alt: string;
}

/** A list of items, each on its own line, with small pictures before its text (an order's lines with their hazard pictograms). */
export interface MailList {
  items: readonly { text: string; images?: readonly MailImage[] }[];
}

export interface MailContent {
  subject: string;
  heading: string;
  /** Paragraphs of text, or lists. */
  paragraphs: readonly (string | MailList)[];
  links?: readonly MailLink[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for HTML, in element content and in quoted attributes.
 * @example escapeHtml('<b>"A&B"</b>') // '&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The URL itself when it is absolute http(s); throws otherwise (a mail never links elsewhere). */
function checkedUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:'))
    throw new Error(`a mail link must be an http(s) URL, got ${JSON.stringify(url)}`);
  return parsed.href;
}

/**
 * Both forms of one mail in the shop's layout.
 * @example
 * renderMail(
 *   { subject: 'Potwierdź zapis', heading: 'Dziękujemy', paragraphs: ['Kliknij link.'], links: [{ label: 'Potwierdzam', url }] },
 *   { shopUrl: 'https://sklep.example' },
 * )
 */
export function renderMail(content: MailContent, { shopUrl }: { shopUrl: string }): RenderedMail {
  const links = (content.links ?? []).map((link) => ({ label: link.label, url: checkedUrl(link.url) }));
  const home = checkedUrl(shopUrl);
  return { subject: content.subject, text: renderText(content, links, home), html: renderHtml(content, links, home) };
}

function renderText(content: MailContent, links: readonly MailLink[], home: string): string {
  const lines = [content.heading, '='.repeat(content.heading.length), ''];
  for (const paragraph of content.paragraphs)
    lines.push(typeof paragraph === 'string' ? paragraph : paragraph.items.map((item) => item.text).join('\n'), '');
  for (const link of links) lines.push(`${link.label}: ${link.url}`);
  if (links.length > 0) lines.push('');
  lines.push('-- ', SHOP_NAME, `${SELLER.name}, ${SELLER_ADDRESS}`, home, '');
  return lines.join('\n');
}

function renderItem(item: MailList['items'][number]): string {
  const images = (item.images ?? [])
    .map(
      (image) =>
        `<img src="${escapeHtml(checkedUrl(image.src))}" alt="${escapeHtml(image.alt)}" width="28" height="28" style="vertical-align:middle;margin-right:4px;border:0">`,
    )
    .join('');
  return `<li style="margin:0 0 10px;line-height:1.5">${images ? `${images} ` : ''}${escapeHtml(item.text)}</li>`;
}

const FONT = "font-family:Inter,'Segoe UI',Arial,sans-serif";

function renderHtml(content: MailContent, links: readonly MailLink[], home: string): string {
  const paragraphs = content.paragraphs
    .map((paragraph) =>
      typeof paragraph === 'string'
        ? `<p style="margin:0 0 16px;line-height:1.5;white-space:pre-line">${escapeHtml(paragraph)}</p>`
        : `<ul style="margin:0 0 16px;padding:0;list-style:none">\n${paragraph.items.map(renderItem).join('\n')}\n</ul>`,
    )
    .join('\n');
  const linkList =
    links.length === 0
      ? ''
      : `<ul style="margin:0 0 16px;padding-left:20px">\n${links
          .map((link) => `<li style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:#0b5cad">${escapeHtml(link.label)}</a></li>`)
          .join('\n')}\n</ul>`;
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f7;color:#1d2733;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f7">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 28px;border-bottom:3px solid #0b5cad;font-size:18px;font-weight:bold"><a href="${escapeHtml(home)}" style="color:#0b5cad;text-decoration:none">${escapeHtml(SHOP_NAME)}</a></td></tr>
<tr><td style="padding:28px;font-size:15px">
<h1 style="margin:0 0 20px;font-size:22px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${linkList}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #dde3e9;font-size:12px;color:#5b6773;line-height:1.5">${escapeHtml(SHOP_NAME)}<br>${escapeHtml(SELLER.name)}, ${escapeHtml(SELLER_ADDRESS)}<br><a href="${escapeHtml(home)}" style="color:#5b6773">${escapeHtml(home)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
