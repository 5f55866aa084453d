'use client';
/**
 * The product the visitor asks about, from `/kontakt?productNumber=…&productName=…` (spec §2).
 * The page is static, so the query is read in the browser after hydration (useSearchParams under
 * a Suspense boundary), checked (product-enquiry.ts) and shown as text; a malformed query shows
 * nothing. Until the contact form arrives, the way to ask is an e-mail with the product as subject.
 */
import { useSearchParams } from 'next/navigation';
import { telHref } from '@/lib/branches.ts';
import { parseProductEnquiry } from '@/lib/product-enquiry.ts';
import styles from './product-enquiry-notice.module.css';

/** Texts with `{{name}}` and `{{number}}` left in, filled here. */
export interface EnquiryTexts {
  heading: string;
  text: string;
  write: string;
  call: string;
  subject: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

export function ProductEnquiryNotice({ email, phone, texts }: { email: string; phone: string; texts: EnquiryTexts }) {
  const search = useSearchParams();
  const enquiry = parseProductEnquiry(new URLSearchParams(search.toString()));
  if (!enquiry) return null;
  const values = { name: enquiry.productName, number: enquiry.productNumber };
  const mailto = `mailto:${email}?subject=${encodeURIComponent(fill(texts.subject, values))}`;
  return (
    <section className={styles.notice} aria-labelledby="zapytanie-o-produkt">
      <h2 id="zapytanie-o-produkt">{fill(texts.heading, values)}</h2>
      <p>{texts.text}</p>
      <p className={styles.actions}>
        <a href={mailto} className={styles.write}>
          {texts.write}
        </a>
        <span>
          {texts.call} <a href={telHref(phone)}>{phone}</a>
        </span>
      </p>
    </section>
  );
}
