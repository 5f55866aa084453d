'use client';
/**
 * Branches in the panel (issue 35): the list (`/panel/tresci/oddzialy`, also withdrawn ones) and a
 * branch's form (`/panel/tresci/oddzial?slug=…`): address, phone, e-mail, opening hours per weekday
 * (closing after opening), the map position (latitude and longitude in their ranges, with a link to
 * OpenStreetMap at that place), description, order and whether it is published.
 */
import Link from 'next/link';
import { useState } from 'react';
import { z } from 'zod';
import { branchFields, contentSlugField, slugFromTitle, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@/lib/forms/content.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminBranch, AdminBranchList } from '@/lib/panel/content-types.ts';
import { href } from '@/lib/routes.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { searchOf } from '../address-filters.tsx';
import panelStyles from '../panel.module.css';
import { adminPath, adminSend, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { TableWrap } from '../table-wrap.tsx';
import { SaveActions } from './blog-posts.tsx';
import styles from './content.module.css';
import { errorOf, Field, SaveOutcome, useContentForm } from './content-form.tsx';
import { ContentNav } from './content-nav.tsx';
import { useQueryParam } from './use-query-param.ts';
import '@/lib/i18n/pl-panel.ts';

const listShape = () => import('@/lib/generated/response-shapes/adminListBranches.ts').then((module) => module.adminListBranches);
const readShape = () => import('@/lib/generated/response-shapes/adminGetBranch.ts').then((module) => module.adminGetBranch);
const createShape = () => import('@/lib/generated/response-shapes/adminCreateBranch.ts').then((module) => module.adminCreateBranch);
const updateShape = () => import('@/lib/generated/response-shapes/adminUpdateBranch.ts').then((module) => module.adminUpdateBranch);

type BranchKind = AdminBranch['kind'];
const KINDS: readonly BranchKind[] = ['head_office', 'logistics_centre', 'production_plant', 'sales_office'];

export function BranchList() {
  const { data, error } = useAdmin<AdminBranchList>(adminPath('/branches'), listShape);
  return (
    <PanelPage heading={t('Panel.Content.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current="panelContentBranches" />
          <div className={styles.actions}>
            <h2>{t('Panel.Content.Branches.Heading')}</h2>
            <Link className="button button-primary" href={href('panelContentBranch')}>
              {t('Panel.Content.Branches.New')}
            </Link>
          </div>
          {!data ? (
            <LoadState error={error} />
          ) : data.branches.length === 0 ? (
            <p>{t('Panel.Content.Branches.Empty')}</p>
          ) : (
            <TableWrap label={t('Panel.Content.Branches.Heading')}>
              <table className={panelStyles.table}>
                <caption className="visually-hidden">{t('Panel.Content.Branches.Heading')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Panel.Content.Branches.Name')}</th>
                    <th scope="col">{t('Panel.Content.Branches.Kind')}</th>
                    <th scope="col">{t('Panel.Content.Branches.City')}</th>
                    <th scope="col">{t('Panel.Content.Blog.State')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.branches.map((branch) => (
                    <tr key={branch.slug}>
                      <td>
                        <Link href={`${href('panelContentBranch')}${searchOf({ slug: branch.slug })}`}>{branch.name}</Link>
                      </td>
                      <td>{t(`Panel.Content.Branches.Kinds.${branch.kind}`)}</td>
                      <td>{branch.city}</td>
                      <td>{branch.published ? t('Panel.Content.Published') : t('Panel.Content.Withdrawn')}</td>
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

/** One weekday's row: open or closed, and its hours. */
interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

interface BranchValues {
  slug: string;
  name: string;
  kind: BranchKind;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  lat: string;
  lng: string;
  hours: Record<Weekday, DayHours>;
  description: string;
  position: string;
  published: boolean;
}

function hoursOf(rules: AdminBranch['openingHours']): Record<Weekday, DayHours> {
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, { open: false, opens: '08:00', closes: '16:00' }])) as Record<Weekday, DayHours>;
  for (const rule of rules) for (const day of rule.days) days[day] = { open: true, opens: rule.opens, closes: rule.closes };
  return days;
}

/** The weekdays' rows as the API's rules: the days with the same hours together, Monday first. */
function rulesOf(hours: Record<Weekday, DayHours>): AdminBranch['openingHours'] {
  const rules: AdminBranch['openingHours'] = [];
  for (const day of WEEKDAYS) {
    const row = hours[day];
    if (!row.open) continue;
    const same = rules.find((rule) => rule.opens === row.opens && rule.closes === row.closes);
    if (same) same.days.push(day);
    else rules.push({ days: [day], opens: row.opens, closes: row.closes });
  }
  return rules;
}

function valuesOf(branch: AdminBranch | null): BranchValues {
  return {
    slug: branch?.slug ?? '',
    name: branch?.name ?? '',
    kind: branch?.kind ?? 'sales_office',
    street: branch?.address.street ?? '',
    postalCode: branch?.address.postalCode ?? '',
    city: branch?.address.city ?? '',
    phone: branch?.phone ?? '',
    email: branch?.email ?? '',
    lat: branch ? String(branch.location.lat) : '',
    lng: branch ? String(branch.location.lng) : '',
    hours: hoursOf(branch?.openingHours ?? []),
    description: branch?.description ?? '',
    position: String(branch?.position ?? 0),
    published: branch?.published ?? true,
  };
}

/** A typed number ("51,1" with a Polish comma too); NaN when it is none, so the schema says so. */
function numberOf(text: string): number | string {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || Number.isNaN(value) ? text : value;
}

function bodyOf(values: BranchValues): Record<string, unknown> {
  return {
    name: values.name,
    kind: values.kind,
    address: { street: values.street, postalCode: values.postalCode, city: values.city },
    phone: values.phone,
    email: values.email,
    location: { lat: numberOf(values.lat), lng: numberOf(values.lng) },
    openingHours: rulesOf(values.hours),
    description: values.description,
    position: numberOf(values.position),
    published: values.published,
  };
}

const LABELS = {
  name: 'Nazwa',
  kind: 'Rodzaj',
  address: 'Adres',
  phone: 'Telefon',
  email: 'E-mail',
  location: 'Położenie',
  openingHours: 'Godziny otwarcia',
  description: 'Opis',
  position: 'Kolejność',
  published: 'Opublikowany',
};

const updateSchema = z.strictObject(branchFields);
const createSchema = z.strictObject({ slug: contentSlugField, ...branchFields });

/** Each open weekday whose closing is not after its opening, with its message. */
function hourErrorsOf(hours: Record<Weekday, DayHours>): Partial<Record<Weekday, string>> {
  return Object.fromEntries(
    WEEKDAYS.filter((day) => hours[day].open && !(hours[day].opens && hours[day].closes && hours[day].opens < hours[day].closes)).map((day) => [
      day,
      'Godzina zamknięcia musi być późniejsza niż otwarcia.',
    ]),
  );
}

function BranchForm({ branch }: { branch: AdminBranch | null }) {
  const [slugTouched, setSlugTouched] = useState(branch !== null);
  const [checked, setChecked] = useState(false);
  const form = useContentForm<BranchValues, AdminBranch>({
    stored: branch,
    valuesOf,
    bodyOf: (values) => (branch ? bodyOf(values) : { slug: values.slug, ...bodyOf(values) }),
    schema: branch ? updateSchema : createSchema,
    send: (body, updatedAt) =>
      branch
        ? adminSend.patch<AdminBranch>(`/branches/${branch.slug}`, { ...body, updatedAt }, updateShape)
        : adminSend.post<AdminBranch>('/branches', body, createShape),
    reread: () => adminSend.get<AdminBranch>(`/branches/${branch?.slug ?? ''}`, readShape),
    labels: LABELS,
    onSaved: (saved) => {
      if (!branch) window.location.replace(`${href('panelContentBranch')}${searchOf({ slug: saved.slug })}`);
    },
  });
  const { values, set, errors } = form;
  const hourErrors = checked ? hourErrorsOf(values.hours) : {};
  const setDay = (day: Weekday, patch: Partial<DayHours>) => set('hours', { ...values.hours, [day]: { ...values.hours[day], ...patch } });
  const lat = numberOf(values.lat);
  const lng = numberOf(values.lng);
  const mapHref =
    typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
      : null;
  return (
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (Object.keys(hourErrorsOf(values.hours)).length > 0) return;
        void form.save();
      }}
    >
      <div className={styles.columns}>
        <Field id="oddzial-nazwa" label={t('Panel.Content.Branches.Name')} error={errors.name}>
          {(props) => (
            <input
              {...props}
              value={values.name}
              onChange={(event) => {
                set('name', event.target.value);
                if (!slugTouched) set('slug', slugFromTitle(event.target.value));
              }}
            />
          )}
        </Field>
        <Field id="oddzial-slug" label={t('Panel.Content.Slug')} error={errors.slug} hint={t('Panel.Content.SlugHint')}>
          {(props) => (
            <input
              {...props}
              value={values.slug}
              readOnly={branch !== null}
              onChange={(event) => {
                setSlugTouched(true);
                set('slug', event.target.value);
              }}
            />
          )}
        </Field>
        <Field id="oddzial-rodzaj" label={t('Panel.Content.Branches.Kind')} error={errors.kind}>
          {(props) => (
            <select {...props} value={values.kind} onChange={(event) => set('kind', event.target.value as BranchKind)}>
              {KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`Panel.Content.Branches.Kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className={styles.columns}>
        <Field id="oddzial-ulica" label={t('Panel.Content.Branches.Street')} error={errors['address.street']}>
          {(props) => <input {...props} autoComplete="off" value={values.street} onChange={(event) => set('street', event.target.value)} />}
        </Field>
        <Field id="oddzial-kod" label={t('Panel.Content.Branches.PostalCode')} error={errors['address.postalCode']}>
          {(props) => <input {...props} inputMode="numeric" value={values.postalCode} onChange={(event) => set('postalCode', event.target.value)} />}
        </Field>
        <Field id="oddzial-miasto" label={t('Panel.Content.Branches.City')} error={errors['address.city']}>
          {(props) => <input {...props} value={values.city} onChange={(event) => set('city', event.target.value)} />}
        </Field>
        <Field id="oddzial-telefon" label={t('Panel.Content.Branches.Phone')} error={errors.phone}>
          {(props) => <input {...props} type="tel" value={values.phone} onChange={(event) => set('phone', event.target.value)} />}
        </Field>
        <Field id="oddzial-email" label={t('Panel.Content.Branches.Email')} error={errors.email}>
          {(props) => <input {...props} type="email" value={values.email} onChange={(event) => set('email', event.target.value)} />}
        </Field>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Panel.Content.Branches.Hours')}</legend>
        <TableWrap label={t('Panel.Content.Branches.Hours')}>
          <table className={styles.hours}>
            <thead>
              <tr>
                <th scope="col">{t('Panel.Content.Branches.Day')}</th>
                <th scope="col">{t('Panel.Content.Branches.Open')}</th>
                <th scope="col">{t('Panel.Content.Branches.Opens')}</th>
                <th scope="col">{t('Panel.Content.Branches.Closes')}</th>
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => {
                const row = values.hours[day];
                const error = hourErrors[day];
                const label = WEEKDAY_LABELS[day];
                return (
                  <tr key={day}>
                    <th scope="row">{label}</th>
                    <td>
                      <input
                        type="checkbox"
                        id={`godziny-${day}`}
                        aria-label={`${label}: ${t('Panel.Content.Branches.Open')}`}
                        checked={row.open}
                        onChange={(event) => setDay(day, { open: event.target.checked })}
                      />
                    </td>
                    <td>
                      <input
                        type="time"
                        aria-label={`${label}: ${t('Panel.Content.Branches.Opens')}`}
                        value={row.opens}
                        disabled={!row.open}
                        onChange={(event) => setDay(day, { opens: event.target.value })}
                      />
                    </td>
                    <td>
                      <input
                        type="time"
                        aria-label={`${label}: ${t('Panel.Content.Branches.Closes')}`}
                        value={row.closes}
                        disabled={!row.open}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `godziny-${day}-blad` : undefined}
                        onChange={(event) => setDay(day, { closes: event.target.value })}
                      />
                      {error ? (
                        <span id={`godziny-${day}-blad`} className={styles.fieldError}>
                          {' '}
                          {error}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
        {errorOf(errors, 'openingHours') ? <p className={styles.fieldError}>{errorOf(errors, 'openingHours')}</p> : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('Panel.Content.Branches.Location')}</legend>
        <div className={styles.columns}>
          <Field id="oddzial-lat" label={t('Panel.Content.Branches.Lat')} error={errors['location.lat']}>
            {(props) => <input {...props} inputMode="decimal" value={values.lat} onChange={(event) => set('lat', event.target.value)} />}
          </Field>
          <Field id="oddzial-lng" label={t('Panel.Content.Branches.Lng')} error={errors['location.lng']}>
            {(props) => <input {...props} inputMode="decimal" value={values.lng} onChange={(event) => set('lng', event.target.value)} />}
          </Field>
        </div>
        {mapHref ? (
          <p>
            <a href={mapHref} target="_blank" rel="noopener noreferrer">
              {t('Panel.Content.Branches.Map')}
            </a>
          </p>
        ) : null}
      </fieldset>
      <Field id="oddzial-opis" label={t('Panel.Content.Branches.Description')} error={errors.description}>
        {(props) => <textarea {...props} value={values.description} onChange={(event) => set('description', event.target.value)} />}
      </Field>
      <div className={styles.columns}>
        <Field id="oddzial-kolejnosc" label={t('Panel.Content.Branches.Position')} error={errors.position}>
          {(props) => <input {...props} inputMode="numeric" value={values.position} onChange={(event) => set('position', event.target.value)} />}
        </Field>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={values.published} onChange={(event) => set('published', event.target.checked)} />
        {t('Panel.Content.Published')}
      </label>
      <SaveActions saving={form.saving} dirty={form.dirty} />
      <SaveOutcome message={form.message} conflict={form.conflict} onTakeStored={form.takeStored} />
    </form>
  );
}

export function BranchEditor() {
  const slug = useQueryParam('slug');
  const { data, error } = useAdmin<AdminBranch>(slug ? adminPath(`/branches/${encodeURIComponent(slug)}`) : null, readShape, {
    revalidateOnFocus: false,
  });
  const heading = data ? t('Panel.Content.Branches.EditHeading', { name: data.name }) : t('Panel.Content.Branches.NewHeading');
  return (
    <PanelPage heading={heading} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current="panelContentBranch" />
          {slug === undefined ? (
            <p role="status">{t('Panel.Loading')}</p>
          ) : slug === null ? (
            <BranchForm branch={null} />
          ) : data ? (
            <BranchForm key={data.slug} branch={data} />
          ) : (
            <LoadState error={error} />
          )}
        </>
      )}
    </PanelPage>
  );
}
