'use client';
/**
 * `/regulamin-zaakceptowany/{termsHash}`: the terms as an order accepted them (art. 21 of the
 * consumer rights act, issue 33), linked from the order's confirmation mail. The text is the one
 * the order's batch kept (`GET /pages/accepted/{hash}`), never the page as it reads today.
 */
import Link from 'next/link';
import useSWR from 'swr';
import { RichText } from '@/components/content/rich-text.tsx';
import { Notice } from '@/components/shell/notice.tsx';
import { RouteShell } from '@/components/shell/route-shell.tsx';
import { ApiRequestError, getJson } from '@/lib/api-client.ts';
import type { AcceptedTerms } from '@/lib/api-types.ts';
import { formatDate } from '@/lib/dates.ts';
import { TERMS_PAGE_SLUG } from '@/lib/forms/consents.ts';
import { getAcceptedTerms } from '@/lib/generated/response-shapes/getAcceptedTerms.ts';
import { t } from '@/lib/i18n/index.ts';
import { href } from '@/lib/routes.ts';
import '@/lib/i18n/pl-shell.ts';

const OPTIONS = {
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiRequestError && error.status < 500),
} as const;

function AcceptedTermsText({ hash }: { hash: string }) {
  const { data, error } = useSWR(
    `/pages/accepted/${encodeURIComponent(hash)}`,
    (path: string) => getJson<AcceptedTerms>(path, getAcceptedTerms),
    OPTIONS,
  );
  if (error) {
    const missing = error instanceof ApiRequestError && error.status === 404;
    return <Notice message={t(missing ? 'Shell.AcceptedTerms.NotFound' : 'Shell.AcceptedTerms.Failed')} />;
  }
  if (!data) return <p role="status">{t('Table.Loading')}</p>;
  return (
    <article>
      <p>{t('Shell.AcceptedTerms.Intro', { date: formatDate(data.firstAcceptedAt) })}</p>
      <h2>{data.title}</h2>
      {data.lead ? <p>{data.lead}</p> : null}
      <RichText source={data.body} headingLevel={3} />
      <p>
        <Link href={href('contentPage', { slug: TERMS_PAGE_SLUG })}>{t('Shell.AcceptedTerms.Current')}</Link>
      </p>
    </article>
  );
}

export function AcceptedTermsPage() {
  return (
    <RouteShell route="acceptedTerms" heading={t('Shell.AcceptedTerms.Heading')}>
      {(params) => <AcceptedTermsText key={params.termsHash} hash={params.termsHash ?? ''} />}
    </RouteShell>
  );
}
