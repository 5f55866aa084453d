'use client';
/**
 * Content pages (`/panel/tresci/strony`) and landing pages (`/panel/tresci/strony-promocyjne`) in
 * the panel (issue 35): the list of one kind, also withdrawn pages, and a page's form
 * (`/panel/tresci/strona?rodzaj=…&slug=…`) with the Markdown body's live preview.
 */
import Link from 'next/link';
import { useState } from 'react';
import { z } from 'zod';
import { contentSlugField, pageFields, slugFromTitle } from '@/lib/forms/content.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminPage, AdminPageList, PageKind } from '@/lib/panel/content-types.ts';
import { href, type RouteName } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { searchOf } from '../address-filters.tsx';
import panelStyles from '../panel.module.css';
import { adminPath, adminSend, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import { SaveActions } from './blog-posts.tsx';
import styles from './content.module.css';
import { Field, SaveOutcome, useContentForm } from './content-form.tsx';
import { ContentNav } from './content-nav.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { useQueryParam } from './use-query-param.ts';
import '@/lib/i18n/pl-panel.ts';

const listShape = () => import('@/lib/generated/response-shapes/adminListPages.ts').then((module) => module.adminListPages);
const readShape = () => import('@/lib/generated/response-shapes/adminGetPage.ts').then((module) => module.adminGetPage);
const createShape = () => import('@/lib/generated/response-shapes/adminCreatePage.ts').then((module) => module.adminCreatePage);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdatePage.ts').then((module) => module.adminUpdatePage);

const LIST_ROUTE: Record<'content' | 'landing', RouteName> = { content: 'panelContentPages', landing: 'panelContentLandings' };

export function PageList({ kind }: { kind: 'content' | 'landing' }) {
  const { data, error } = useAdmin<AdminPageList>(adminPath('/pages', { kind }), listShape);
  const heading = kind === 'content' ? t('Panel.Content.Pages.Heading') : t('Panel.Content.Pages.LandingHeading');
  return (
    <PanelPage heading={t('Panel.Content.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current={LIST_ROUTE[kind]} />
          <div className={styles.actions}>
            <h2>{heading}</h2>
            <Link className="button button-primary" href={`${href('panelContentPage')}${searchOf({ rodzaj: kind })}`}>
              {t('Panel.Content.Pages.New')}
            </Link>
          </div>
          {!data ? (
            <LoadState error={error} />
          ) : data.pages.length === 0 ? (
            <p>{t('Panel.Content.Pages.Empty')}</p>
          ) : (
            <TableWrap label={heading}>
              <table className={panelStyles.table}>
                <caption className="visually-hidden">{heading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Panel.Content.Title')}</th>
                    <th scope="col">{t('Panel.Content.Slug')}</th>
                    <th scope="col">{t('Panel.Content.Blog.State')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.pages.map((page) => (
                    <tr key={page.slug}>
                      <td>
                        <Link href={`${href('panelContentPage')}${searchOf({ rodzaj: page.kind, slug: page.slug })}`}>{page.title}</Link>
                      </td>
                      <td>{page.slug}</td>
                      <td>{page.published ? t('Panel.Content.PublishedPage') : t('Panel.Content.WithdrawnPage')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </>
      )}
    </PanelPage>
  );
}

interface PageValues {
  slug: string;
  title: string;
  metaDescription: string;
  lead: string;
  body: string;
  published: boolean;
}

const LABELS = { title: 'Tytuł', metaDescription: 'Opis dla wyszukiwarek', lead: 'Zajawka', body: 'Treść', published: 'Opublikowana' };

function valuesOf(page: AdminPage | null): PageValues {
  return {
    slug: page?.slug ?? '',
    title: page?.title ?? '',
    metaDescription: page?.metaDescription ?? '',
    lead: page?.lead ?? '',
    body: page?.body ?? '',
    published: page?.published ?? true,
  };
}

const updateSchema = z.strictObject(pageFields);
const createSchema = z.strictObject({ kind: z.enum(['content', 'landing', 'special']), slug: contentSlugField, ...pageFields });

function PageForm({ kind, page }: { kind: PageKind; page: AdminPage | null }) {
  const [slugTouched, setSlugTouched] = useState(page !== null);
  const form = useContentForm<PageValues, AdminPage>({
    stored: page,
    valuesOf,
    bodyOf: ({ slug, ...values }) => (page ? values : { kind, slug, ...values }),
    schema: page ? updateSchema : createSchema,
    send: (body, updatedAt) =>
      page
        ? adminSend.patch<AdminPage>(`/pages/${kind}/${page.slug}`, { ...body, updatedAt }, updateShape)
        : adminSend.post<AdminPage>('/pages', body, createShape),
    reread: () => adminSend.get<AdminPage>(`/pages/${kind}/${page?.slug ?? ''}`, readShape),
    labels: LABELS,
    onSaved: (saved) => {
      if (!page) window.location.replace(`${href('panelContentPage')}${searchOf({ rodzaj: saved.kind, slug: saved.slug })}`);
    },
  });
  const { values, set, errors } = form;
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <p className={styles.hint}>
        {t('Panel.Content.Pages.Kind')}: {t(`Panel.Content.Pages.Kinds.${kind}`)}
      </p>
      <div className={styles.columns}>
        <Field id="strona-tytul" label={t('Panel.Content.Title')} error={errors.title}>
          {(props) => (
            <input
              {...props}
              value={values.title}
              onChange={(event) => {
                set('title', event.target.value);
                if (!slugTouched) set('slug', slugFromTitle(event.target.value));
              }}
            />
          )}
        </Field>
        <Field id="strona-slug" label={t('Panel.Content.Slug')} error={errors.slug} hint={t('Panel.Content.SlugHint')}>
          {(props) => (
            <input
              {...props}
              value={values.slug}
              readOnly={page !== null}
              onChange={(event) => {
                setSlugTouched(true);
                set('slug', event.target.value);
              }}
            />
          )}
        </Field>
      </div>
      <Field id="strona-opis" label={t('Panel.Content.Pages.MetaDescription')} error={errors.metaDescription}>
        {(props) => <textarea {...props} value={values.metaDescription} onChange={(event) => set('metaDescription', event.target.value)} />}
      </Field>
      <Field id="strona-zajawka" label={t('Panel.Content.Lead')} error={errors.lead}>
        {(props) => <textarea {...props} value={values.lead} onChange={(event) => set('lead', event.target.value)} />}
      </Field>
      <MarkdownField
        id="strona-tresc"
        label={t('Panel.Content.Body')}
        value={values.body}
        onChange={(body) => set('body', body)}
        error={errors.body}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={values.published} onChange={(event) => set('published', event.target.checked)} />
        {t('Panel.Content.PublishedPage')}
      </label>
      <SaveActions saving={form.saving} dirty={form.dirty} />
      <SaveOutcome message={form.message} conflict={form.conflict} onTakeStored={form.takeStored} />
    </form>
  );
}

export function PageEditor() {
  const kindParam = useQueryParam('rodzaj');
  const slug = useQueryParam('slug');
  const kind: PageKind = kindParam === 'landing' || kindParam === 'special' ? kindParam : 'content';
  const { data, error } = useAdmin<AdminPage>(slug ? adminPath(`/pages/${kind}/${encodeURIComponent(slug)}`) : null, readShape, {
    revalidateOnFocus: false,
  });
  const heading = data ? t('Panel.Content.Pages.EditHeading', { title: data.title }) : t('Panel.Content.Pages.NewHeading');
  return (
    <PanelPage heading={heading} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current={kind === 'landing' ? 'panelContentLandings' : 'panelContentPages'} />
          {slug === undefined ? (
            <p role="status">{t('Panel.Loading')}</p>
          ) : slug === null ? (
            <PageForm kind={kind} page={null} />
          ) : data ? (
            <PageForm key={data.slug} kind={kind} page={data} />
          ) : (
            <LoadState error={error} />
          )}
        </>
      )}
    </PanelPage>
  );
}
