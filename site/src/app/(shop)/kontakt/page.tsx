import type { Metadata } from 'next';
import { ContactPage } from '@/components/contact/contact-page.tsx';
import { getHeadOffice, listBranches, listDepartments } from '@/lib/content.ts';
import { t } from '@/lib/i18n/index.ts';
import { pageMetadata } from '@/lib/metadata.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-contact.ts';

export const metadata: Metadata = pageMetadata({ title: t('Contact.Title'), description: t('Contact.Description'), path: href('contact') });

export default function ContactRoute() {
  return <ContactPage headOffice={getHeadOffice()} departments={listDepartments()} branches={listBranches()} />;
}
