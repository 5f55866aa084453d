import { AcceptedTermsPage } from '@/components/accepted-terms/accepted-terms-page.tsx';
import { shellMetadata } from '@/components/shell/shell-metadata.ts';
import { shellStaticParams } from '@/lib/route-match.ts';
import '@/lib/i18n/pl-shell.ts';

export const metadata = shellMetadata('Shell.AcceptedTerms');

export const generateStaticParams = () => shellStaticParams('acceptedTerms');

/** Shell of `acceptedTerms` (issue 33): one export for every well-formed hash; the worker 404s the rest. */
export default function AcceptedTermsRoute() {
  return <AcceptedTermsPage />;
}
