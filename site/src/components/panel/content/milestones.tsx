'use client';
/**
 * The company's history in the panel (`/panel/tresci/historia`, issue 35): the milestones of the
 * page "Kamienie milowe" in timeline order, each edited in place (year, title, text, picture,
 * order) and saved with its read's `updatedAt`, deleted after a question, and new ones added.
 */
import { useState } from 'react';
import { z } from 'zod';
import { milestoneCreateSchema, milestoneFields } from '@/lib/forms/content.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminMilestone } from '@/lib/panel/content-types.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { adminPath, adminSend, messageOf, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { SaveActions } from './blog-posts.tsx';
import styles from './content.module.css';
import { Field, SaveOutcome, useContentForm } from './content-form.tsx';
import { ContentNav } from './content-nav.tsx';
import { MediaField } from './media-field.tsx';
import '@/lib/i18n/pl-panel.ts';

const listShape = () => import('@/lib/generated/response-shapes/adminListMilestones.ts').then((module) => module.adminListMilestones);
const createShape = () => import('@/lib/generated/response-shapes/adminCreateMilestone.ts').then((module) => module.adminCreateMilestone);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdateMilestone.ts').then((module) => module.adminUpdateMilestone);
const deleteShape = () => import('@/lib/generated/response-shapes/adminDeleteMilestone.ts').then((module) => module.adminDeleteMilestone);

interface MilestoneValues {
  year: string;
  title: string;
  description: string;
  image: string | null;
  position: string;
}

const LABELS = { year: 'Rok', title: 'Tytuł', description: 'Opis', image: 'Obraz', position: 'Kolejność' };

function valuesOf(milestone: AdminMilestone | null): MilestoneValues {
  return {
    year: milestone ? String(milestone.year) : '',
    title: milestone?.title ?? '',
    description: milestone?.description ?? '',
    image: milestone?.image ?? null,
    position: String(milestone?.position ?? 0),
  };
}

/** A typed whole number, or the text itself (the schema then says it is not a number). */
function integerOf(text: string): number | string {
  return /^\s*-?\d+\s*$/.test(text) ? Number(text) : text;
}

function bodyOf(values: MilestoneValues): Record<string, unknown> {
  return { ...values, year: integerOf(values.year), position: integerOf(values.position) };
}

const updateSchema = z.strictObject(milestoneFields);

async function listMilestones(): Promise<{ milestones: AdminMilestone[] }> {
  return adminSend.get<{ milestones: AdminMilestone[] }>('/milestones', listShape);
}

function MilestoneForm({
  milestone,
  idPrefix,
  onSaved,
  onDeleted,
}: {
  milestone: AdminMilestone | null;
  idPrefix: string;
  onSaved: (saved: AdminMilestone) => void;
  onDeleted?: (text: string) => void;
}) {
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const form = useContentForm<MilestoneValues, AdminMilestone>({
    stored: milestone,
    valuesOf,
    bodyOf,
    schema: milestone ? updateSchema : milestoneCreateSchema,
    send: (body, updatedAt) =>
      milestone
        ? adminSend.patch<AdminMilestone>(`/milestones/${milestone.id}`, { ...body, updatedAt }, updateShape)
        : adminSend.post<AdminMilestone>('/milestones', body, createShape),
    reread: async () => {
      const fresh = (await listMilestones()).milestones.find((item) => item.id === milestone?.id);
      if (!fresh) throw new Error('deleted');
      return fresh;
    },
    labels: LABELS,
    onSaved,
  });
  const { values, set, errors } = form;
  const remove = async () => {
    if (!milestone || !window.confirm(t('Panel.Content.Milestones.ConfirmDelete', { title: milestone.title }))) return;
    try {
      await adminSend.delete(`/milestones/${milestone.id}?${new URLSearchParams({ updatedAt: form.base?.updatedAt ?? '' })}`, deleteShape);
      onDeleted?.(t('Panel.Content.Milestones.Deleted', { title: milestone.title }));
    } catch (error) {
      setDeleteError(messageOf(error, t('Panel.Content.SaveFailed')));
    }
  };
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      aria-label={milestone ? `${milestone.year}: ${milestone.title}` : t('Panel.Content.Milestones.AddHeading')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <div className={styles.columns}>
        <Field id={`${idPrefix}-rok`} label={t('Panel.Content.Milestones.Year')} error={errors.year}>
          {(props) => <input {...props} inputMode="numeric" value={values.year} onChange={(event) => set('year', event.target.value)} />}
        </Field>
        <Field id={`${idPrefix}-tytul`} label={t('Panel.Content.Milestones.Title')} error={errors.title}>
          {(props) => <input {...props} value={values.title} onChange={(event) => set('title', event.target.value)} />}
        </Field>
        <Field id={`${idPrefix}-kolejnosc`} label={t('Panel.Content.Milestones.Position')} error={errors.position}>
          {(props) => <input {...props} inputMode="numeric" value={values.position} onChange={(event) => set('position', event.target.value)} />}
        </Field>
      </div>
      <Field id={`${idPrefix}-opis`} label={t('Panel.Content.Milestones.Description')} error={errors.description}>
        {(props) => <textarea {...props} value={values.description} onChange={(event) => set('description', event.target.value)} />}
      </Field>
      <MediaField
        id={`${idPrefix}-obraz`}
        label={t('Panel.Content.Milestones.Image')}
        value={values.image}
        onChange={(image) => set('image', image)}
        error={errors.image}
        optional
      />
      <div className={styles.actions}>
        <SaveActions saving={form.saving} dirty={form.dirty} />
        {milestone ? (
          <button type="button" className="button" onClick={() => void remove()}>
            {t('Panel.Content.Milestones.Delete')}
          </button>
        ) : null}
      </div>
      {deleteError ? (
        <p className={styles.failed} role="alert">
          {deleteError}
        </p>
      ) : null}
      <SaveOutcome message={form.message} conflict={form.conflict} onTakeStored={form.takeStored} />
    </form>
  );
}

export function MilestonesEditor() {
  const { data, error, mutate } = useAdmin<{ milestones: AdminMilestone[] }>(adminPath('/milestones'), listShape, { revalidateOnFocus: false });
  const [status, setStatus] = useState('');
  const [added, setAdded] = useState(0);
  return (
    <PanelPage heading={t('Panel.Content.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current="panelContentMilestones" />
          <h2>{t('Panel.Content.Milestones.Heading')}</h2>
          <p className={styles.hint}>{t('Panel.Content.Milestones.Intro')}</p>
          <p role="status" className={styles.saved}>
            {status}
          </p>
          {!data ? (
            <LoadState error={error} />
          ) : (
            <>
              {data.milestones.length === 0 ? <p>{t('Panel.Content.Milestones.Empty')}</p> : null}
              <ol className={styles.slides}>
                {data.milestones.map((milestone) => (
                  <li key={milestone.id} className={styles.slide}>
                    <h3>
                      {milestone.year}: {milestone.title}
                    </h3>
                    <MilestoneForm
                      milestone={milestone}
                      idPrefix={`kamien-${milestone.id}`}
                      onSaved={() => void mutate()}
                      onDeleted={(text) => {
                        setStatus(text);
                        void mutate();
                      }}
                    />
                  </li>
                ))}
              </ol>
              <section className={styles.slide} aria-labelledby="kamien-nowy">
                <h3 id="kamien-nowy">{t('Panel.Content.Milestones.AddHeading')}</h3>
                <MilestoneForm
                  key={added}
                  milestone={null}
                  idPrefix="kamien-nowy"
                  onSaved={(saved) => {
                    setStatus(t('Panel.Content.Milestones.Added', { title: saved.title }));
                    setAdded(added + 1);
                    void mutate();
                  }}
                />
              </section>
            </>
          )}
        </>
      )}
    </PanelPage>
  );
}
