'use client';
/**
 * The blog in the panel (`/panel/tresci`, issue 35): every post, also withdrawn and future-dated
 * ones, newest publish date first, searched by title; and a post's form (`/panel/tresci/wpis`,
 * `?slug=` to edit one) with the Markdown body's live preview as the article renders it.
 */
import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { getJson } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { blogPostFields, contentSlugField, slugFromTitle } from '@/lib/forms/content.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminBlogPost, AdminBlogPostList } from '@/lib/panel/content-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { ListPager, searchOf, useAddressFilters } from '../address-filters.tsx';
import panelStyles from '../panel.module.css';
import { adminPath, adminSend, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import styles from './content.module.css';
import { errorOf, Field, SaveOutcome, useContentForm } from './content-form.tsx';
import { ContentNav } from './content-nav.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { MediaField } from './media-field.tsx';
import { useQueryParam } from './use-query-param.ts';
import '@/lib/i18n/pl-panel.ts';

const listShape = () => import('@/lib/generated/response-shapes/adminListBlogPosts.ts').then((module) => module.adminListBlogPosts);
const readShape = () => import('@/lib/generated/response-shapes/adminGetBlogPost.ts').then((module) => module.adminGetBlogPost);
const createShape = () => import('@/lib/generated/response-shapes/adminCreateBlogPost.ts').then((module) => module.adminCreateBlogPost);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdateBlogPost.ts').then((module) => module.adminUpdateBlogPost);

const categoriesShape = () => import('@/lib/generated/response-shapes/listBlogCategories.ts').then((module) => module.listBlogCategories);
const tagsShape = () => import('@/lib/generated/response-shapes/listBlogTags.ts').then((module) => module.listBlogTags);

const FILTERS = ['q', 'page'] as const;

/** The blog's categories or tags (public lists), by slug with their names. */
function useBlogTerms(path: string, shape: typeof categoriesShape | typeof tagsShape) {
  return useSWR<{ items: { slug: string; name: string }[] }>(
    path,
    (key: string) => getJson<{ items: { slug: string; name: string }[] }>(key, shape),
    {
      revalidateOnFocus: false,
    },
  ).data?.items;
}

export function BlogPostList() {
  const { filters, apply } = useAddressFilters('panelContent', FILTERS);
  const { data, error } = useAdmin<AdminBlogPostList>(filters ? adminPath('/blog-posts', filters) : null, listShape);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    apply(q ? { q } : {});
  };
  const now = new Date().toISOString();
  return (
    <PanelPage heading={t('Panel.Content.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current="panelContent" />
          <div className={styles.actions}>
            <form method="post" className={panelStyles.toolbar} onSubmit={search}>
              <label>
                {t('Panel.Content.Search')}
                <input name="q" type="search" defaultValue={filters?.q ?? ''} key={filters?.q ?? ''} maxLength={100} />
              </label>
              <button type="submit" className="button">
                {t('Panel.Content.SearchButton')}
              </button>
            </form>
            <Link className="button button-primary" href={href('panelContentPost')}>
              {t('Panel.Content.Blog.New')}
            </Link>
          </div>
          {!data ? (
            <LoadState error={error} />
          ) : data.posts.length === 0 ? (
            <p>{t('Panel.Content.Blog.Empty')}</p>
          ) : (
            <>
              <p className={panelStyles.muted}>{t('Panel.Content.Blog.Count', { total: data.total })}</p>
              <TableWrap label={t('Panel.Content.Blog.Heading')}>
                <table className={panelStyles.table}>
                  <caption className="visually-hidden">{t('Panel.Content.Blog.Heading')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('Panel.Content.Title')}</th>
                      <th scope="col">{t('Panel.Content.Blog.Category')}</th>
                      <th scope="col">{t('Panel.Content.Blog.PublishedAt')}</th>
                      <th scope="col">{t('Panel.Content.Blog.State')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.posts.map((post) => (
                      <tr key={post.slug}>
                        <td>
                          <Link href={`${href('panelContentPost')}${searchOf({ slug: post.slug })}`}>{post.title}</Link>
                        </td>
                        <td>{post.categorySlug}</td>
                        <td>{formatDateTime(post.publishedAt)}</td>
                        <td>
                          {!post.published
                            ? t('Panel.Content.Withdrawn')
                            : post.publishedAt > now
                              ? t('Panel.Content.Future')
                              : t('Panel.Content.Published')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <ListPager
                label={t('Panel.Content.Blog.Heading')}
                page={data.page}
                pageCount={data.pageCount}
                onPage={(page) => apply({ ...filters, page: String(page) })}
              />
            </>
          )}
        </>
      )}
    </PanelPage>
  );
}

/** An ISO time as a `datetime-local` field shows it, in the browser's time zone. */
function localInputOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value as an ISO time (empty when not a time: the schema then says so). */
function isoOf(local: string): string {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The post's tags, ticked by name from the blog's list (a tag the list no longer has stays, to be unticked). */
function TagChoice({
  tags,
  chosen,
  error,
  onChange,
}: {
  tags: readonly { slug: string; name: string }[] | undefined;
  chosen: readonly string[];
  error: string | undefined;
  onChange: (chosen: string[]) => void;
}) {
  const known = tags ?? [];
  const listed = [...known, ...chosen.filter((slug) => !known.some((tag) => tag.slug === slug)).map((slug) => ({ slug, name: slug }))];
  const errorId = 'wpis-tagi-blad';
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{t('Panel.Content.Blog.Tags')}</legend>
      {tags === undefined ? <p className={styles.hint}>{t('Panel.Content.Blog.TagsLoading')}</p> : null}
      <div className={styles.tagChoice}>
        {listed.map((tag) => (
          <label key={tag.slug} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(tag.slug)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? listed.map((item) => item.slug).filter((slug) => slug === tag.slug || chosen.includes(slug))
                    : chosen.filter((slug) => slug !== tag.slug),
                )
              }
            />
            {tag.name}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface PostValues {
  slug: string;
  title: string;
  lead: string;
  body: string;
  author: string;
  categorySlug: string;
  /** The chosen tags' slugs, in the order of the blog's list. */
  tags: string[];
  coverImage: string | null;
  publishedAt: string;
  published: boolean;
}

const LABELS = {
  title: 'Tytuł',
  lead: 'Zajawka',
  body: 'Treść',
  author: 'Autor',
  categorySlug: 'Kategoria',
  tagSlugs: 'Tagi',
  coverImage: 'Okładka',
  publishedAt: 'Data publikacji',
  published: 'Opublikowany',
};

function valuesOf(post: AdminBlogPost | null): PostValues {
  return {
    slug: post?.slug ?? '',
    title: post?.title ?? '',
    lead: post?.lead ?? '',
    body: post?.body ?? '',
    author: post?.author ?? '',
    categorySlug: post?.categorySlug ?? '',
    tags: post?.tagSlugs ?? [],
    coverImage: post?.coverImage ?? null,
    publishedAt: localInputOf(post?.publishedAt ?? new Date().toISOString()),
    published: post?.published ?? true,
  };
}

function bodyOf(values: PostValues): Record<string, unknown> {
  return {
    title: values.title,
    lead: values.lead,
    body: values.body,
    author: values.author,
    categorySlug: values.categorySlug,
    tagSlugs: values.tags,
    coverImage: values.coverImage ?? '',
    publishedAt: isoOf(values.publishedAt),
    published: values.published,
  };
}

const updateSchema = z.strictObject(blogPostFields);
const createSchema = z.strictObject({ slug: contentSlugField, ...blogPostFields });

function PostForm({ post }: { post: AdminBlogPost | null }) {
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [slug, setSlug] = useState(post?.slug ?? '');
  const form = useContentForm<PostValues, AdminBlogPost>({
    stored: post,
    valuesOf,
    bodyOf: (values) => (post ? bodyOf(values) : { slug: values.slug, ...bodyOf(values) }),
    schema: post ? updateSchema : createSchema,
    send: (body, updatedAt) =>
      post
        ? adminSend.patch<AdminBlogPost>(`/blog-posts/${slug}`, { ...body, updatedAt }, updateShape)
        : adminSend.post<AdminBlogPost>('/blog-posts', body, createShape),
    reread: () => adminSend.get<AdminBlogPost>(`/blog-posts/${slug}`, readShape),
    labels: LABELS,
    onSaved: (saved) => {
      if (!post) window.location.replace(`${href('panelContentPost')}${searchOf({ slug: saved.slug })}`);
    },
  });
  const { values, set, errors } = form;
  const categories = useBlogTerms('/api/public/v1/blog/categories', categoriesShape);
  const tags = useBlogTerms('/api/public/v1/blog/tags', tagsShape);
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
      <div className={styles.columns}>
        <Field id="wpis-tytul" label={t('Panel.Content.Title')} error={errors.title}>
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
        <Field id="wpis-slug" label={t('Panel.Content.Slug')} error={errors.slug} hint={t('Panel.Content.SlugHint')}>
          {(props) => (
            <input
              {...props}
              value={values.slug}
              readOnly={post !== null}
              onChange={(event) => {
                setSlugTouched(true);
                set('slug', event.target.value);
                setSlug(event.target.value);
              }}
            />
          )}
        </Field>
      </div>
      <Field id="wpis-zajawka" label={t('Panel.Content.Lead')} error={errors.lead}>
        {(props) => <textarea {...props} value={values.lead} onChange={(event) => set('lead', event.target.value)} />}
      </Field>
      <MarkdownField id="wpis-tresc" label={t('Panel.Content.Body')} value={values.body} onChange={(body) => set('body', body)} error={errors.body} />
      <div className={styles.columns}>
        <Field id="wpis-kategoria" label={t('Panel.Content.Blog.Category')} error={errors.categorySlug}>
          {(props) =>
            categories ? (
              <select {...props} value={values.categorySlug} onChange={(event) => set('categorySlug', event.target.value)}>
                <option value="">{t('Panel.Content.Blog.ChooseCategory')}</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            ) : (
              <input {...props} value={values.categorySlug} onChange={(event) => set('categorySlug', event.target.value)} />
            )
          }
        </Field>
        <TagChoice tags={tags} chosen={values.tags} error={errorOf(errors, 'tagSlugs')} onChange={(chosen) => set('tags', chosen)} />
        <Field id="wpis-autor" label={t('Panel.Content.Blog.Author')} error={errors.author}>
          {(props) => <input {...props} value={values.author} onChange={(event) => set('author', event.target.value)} />}
        </Field>
        <Field id="wpis-data" label={t('Panel.Content.Blog.PublishedAt')} error={errors.publishedAt} hint={t('Panel.Content.Blog.PublishedAtHint')}>
          {(props) => (
            <input {...props} type="datetime-local" value={values.publishedAt} onChange={(event) => set('publishedAt', event.target.value)} />
          )}
        </Field>
      </div>
      <MediaField
        id="wpis-okladka"
        label={t('Panel.Content.Blog.Cover')}
        value={values.coverImage}
        onChange={(path) => set('coverImage', path)}
        error={errors.coverImage}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={values.published} onChange={(event) => set('published', event.target.checked)} />
        {t('Panel.Content.Published')}
      </label>
      <SaveActions saving={form.saving} dirty={form.dirty} />
      <SaveOutcome message={form.message} conflict={form.conflict} onTakeStored={form.takeStored} />
    </form>
  );
}

/** The save button, with the unsaved-changes mark beside it. */
export function SaveActions({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? t('Panel.Content.Saving') : t('Panel.Content.Save')}
      </button>
      {dirty ? <span className={styles.hint}>{t('Panel.Content.Unsaved')}</span> : null}
    </div>
  );
}

export function BlogPostEditor() {
  const slug = useQueryParam('slug');
  const { data, error } = useAdmin<AdminBlogPost>(slug ? adminPath(`/blog-posts/${encodeURIComponent(slug)}`) : null, readShape, {
    revalidateOnFocus: false,
  });
  const heading = slug
    ? data
      ? t('Panel.Content.Blog.EditHeading', { title: data.title })
      : t('Panel.Content.Blog.Heading')
    : t('Panel.Content.Blog.NewHeading');
  return (
    <PanelPage heading={heading} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current="panelContentPost" />
          {slug === undefined ? (
            <p role="status">{t('Panel.Loading')}</p>
          ) : slug === null ? (
            <PostForm post={null} />
          ) : data ? (
            <PostForm key={data.slug} post={data} />
          ) : (
            <LoadState error={error} />
          )}
        </>
      )}
    </PanelPage>
  );
}
