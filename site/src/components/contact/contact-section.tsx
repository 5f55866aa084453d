'use client';
/**
 * The contact page's form section. The page is static, so the query that turns it into a product
 * enquiry (`/kontakt?productNumber=…&productName=…`, spec §2) is read in the browser
 * (useSearchParams under the page's Suspense boundary, whose fallback is this section without a
 * query), checked (product-enquiry.ts) and shown as text: the product, a subject filled in, and
 * the shop header. A malformed query gives the plain contact form.
 */
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { setHeaderConfig } from '@/components/layout/header-store.ts';
import { headerVariantOfPath } from '@/lib/header-layout.ts';
import { t } from '@/lib/i18n/index.ts';
import { type ProductEnquiry, parseProductEnquiry } from '@/lib/product-enquiry.ts';
import { href } from '@/lib/routes.ts';
import { ContactForm } from './contact-form.tsx';
import styles from './contact-page.module.css';
import { EnquiryProduct } from './enquiry-product.tsx';
import '@/lib/i18n/pl-contact.ts';

const HEADING_ID = 'napisz-do-nas';

/** The section for a known enquiry, or the plain form (`enquiry` null): also the page's fallback. */
export function ContactFormSection({ enquiry }: { enquiry: ProductEnquiry | null }) {
  return (
    <section className={styles.formSection} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{enquiry ? t('Contact.Enquiry.Heading') : t('Contact.Form.Heading')}</h2>
      <p className={styles.formLead}>{enquiry ? t('Contact.Enquiry.Lead') : t('Contact.Form.Lead')}</p>
      {enquiry ? <EnquiryProduct enquiry={enquiry} /> : null}
      {/* A new enquiry (another product in the query) starts a new form with its own subject. */}
      <ContactForm key={enquiry ? `${enquiry.productNumber} ${enquiry.productName}` : 'kontakt'} enquiry={enquiry} />
    </section>
  );
}

export function ContactSection() {
  const search = useSearchParams().toString();
  const enquiry = parseProductEnquiry(new URLSearchParams(search));
  // The header frame applies the variant on a change of path; a change of query alone is seen here.
  useEffect(() => {
    setHeaderConfig(headerVariantOfPath(href('contact'), search === '' ? '' : `?${search}`));
  }, [search]);
  return <ContactFormSection enquiry={enquiry} />;
}
