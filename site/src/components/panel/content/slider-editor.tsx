'use client';
/**
 * The home page's slider in the panel (`/panel/tresci/slider`, issue 35): its slides in order, each
 * an image, texts and a link; moved up and down with buttons (the move is announced and the focus
 * stays on the moved slide's button), added and removed; saved whole with the read's `updatedAt`.
 */
import { useState } from 'react';
import { z } from 'zod';
import { slideField } from '@/lib/forms/content.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminSlider } from '@/lib/panel/content-types.ts';
import { ROLES_FOR } from '@/lib/staff-roles.ts';
import { adminPath, adminSend, useAdmin } from '../panel-api.ts';
import { LoadState, PanelPage } from '../panel-page.tsx';
import { SaveActions } from './blog-posts.tsx';
import styles from './content.module.css';
import { Field, SaveOutcome, useContentForm } from './content-form.tsx';
import { ContentNav } from './content-nav.tsx';
import { MediaField } from './media-field.tsx';
import '@/lib/i18n/pl-panel.ts';

const readShape = () => import('@/lib/generated/response-shapes/adminGetSlider.ts').then((module) => module.adminGetSlider);
const putShape = () => import('@/lib/generated/response-shapes/adminPutSlider.ts').then((module) => module.adminPutSlider);

/** The home page's slider: the one the shop shows. */
const SLIDER = 'strona-glowna';

type Slide = AdminSlider['slides'][number];
interface SliderValues {
  name: string;
  slides: (Omit<Slide, 'image'> & { image: string | null; key: string })[];
}

const schema = z.strictObject({ name: z.string().trim().min(1, { error: 'Podaj nazwę slidera.' }).max(200), slides: z.array(slideField).max(20) });

let keys = 0;
const nextKey = () => {
  keys += 1;
  return `slajd-${keys}`;
};

function valuesOf(slider: AdminSlider | null): SliderValues {
  return { name: slider?.name ?? '', slides: (slider?.slides ?? []).map((slide, index) => ({ ...slide, key: `zapisany-${index}` })) };
}

function bodyOf(values: SliderValues): Record<string, unknown> {
  return { name: values.name, slides: values.slides.map(({ key: _key, image, ...slide }) => ({ ...slide, image: image ?? '' })) };
}

function SliderForm({ slider }: { slider: AdminSlider }) {
  const [announcement, setAnnouncement] = useState('');
  const form = useContentForm<SliderValues, AdminSlider>({
    stored: slider,
    // Saved slides get their keys from their place: after a save the form's values equal the read's.
    valuesOf,
    bodyOf,
    schema,
    send: (body, updatedAt) => adminSend.put<AdminSlider>(`/sliders/${SLIDER}`, { ...body, updatedAt }, putShape),
    reread: () => adminSend.get<AdminSlider>(`/sliders/${SLIDER}`, readShape),
    labels: { name: t('Panel.Content.Slider.Name'), slides: t('Panel.Content.Nav.Slider') },
  });
  const { values, setValues, errors } = form;
  const slides = values.slides;
  const change = (index: number, patch: Partial<SliderValues['slides'][number]>) =>
    setValues({ ...values, slides: slides.map((slide, at) => (at === index ? { ...slide, ...patch } : slide)) });
  const move = (index: number, by: -1 | 1, button: string) => {
    const target = index + by;
    const moved = slides[index];
    const other = slides[target];
    if (!moved || !other) return;
    const next = [...slides];
    next[index] = other;
    next[target] = moved;
    setValues({ ...values, slides: next });
    setAnnouncement(t('Panel.Content.Slider.Moved', { title: moved.title || '—', place: target + 1 }));
    // The focus follows the slide: its same button, at its new place (or the other one at an end).
    requestAnimationFrame(() => {
      const same = document.getElementById(`${moved.key}-${button}`) as HTMLButtonElement | null;
      const fallback = document.getElementById(`${moved.key}-${button === 'gora' ? 'dol' : 'gora'}`);
      (same && !same.disabled ? same : fallback)?.focus();
    });
  };
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
      <Field id="slider-nazwa" label={t('Panel.Content.Slider.Name')} error={errors.name}>
        {(props) => <input {...props} value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />}
      </Field>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {slides.length === 0 ? <p>{t('Panel.Content.Slider.Empty')}</p> : null}
      <ol className={styles.slides}>
        {slides.map((slide, index) => {
          const id = slide.key;
          const error = (field: string) => errors[`slides.${index}.${field}`];
          return (
            <li key={id} className={styles.slide} aria-labelledby={`${id}-naglowek`}>
              <div className={styles.actions}>
                <h3 id={`${id}-naglowek`}>
                  {t('Panel.Content.Slider.Slide', { number: index + 1 })}
                  {slide.title ? `: ${slide.title}` : ''}
                </h3>
                <button type="button" className="button" id={`${id}-gora`} disabled={index === 0} onClick={() => move(index, -1, 'gora')}>
                  {t('Panel.Content.Slider.Up')}
                </button>
                <button
                  type="button"
                  className="button"
                  id={`${id}-dol`}
                  disabled={index === slides.length - 1}
                  onClick={() => move(index, 1, 'dol')}
                >
                  {t('Panel.Content.Slider.Down')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => setValues({ ...values, slides: slides.filter((_slide, at) => at !== index) })}
                >
                  {t('Panel.Content.Slider.Remove')}
                </button>
              </div>
              <div className={styles.columns}>
                <Field id={`${id}-tytul`} label={t('Panel.Content.Title')} error={error('title')}>
                  {(props) => <input {...props} value={slide.title} onChange={(event) => change(index, { title: event.target.value })} />}
                </Field>
                <Field id={`${id}-podtytul`} label={t('Panel.Content.Slider.Subtitle')} error={error('subtitle')}>
                  {(props) => <input {...props} value={slide.subtitle} onChange={(event) => change(index, { subtitle: event.target.value })} />}
                </Field>
                <Field
                  id={`${id}-adres`}
                  label={t('Panel.Content.Slider.LinkUrl')}
                  error={error('link.url')}
                  hint={t('Panel.Content.Slider.LinkUrlHint')}
                >
                  {(props) => (
                    <input
                      {...props}
                      value={slide.link.url}
                      onChange={(event) => change(index, { link: { ...slide.link, url: event.target.value } })}
                    />
                  )}
                </Field>
                <Field id={`${id}-napis`} label={t('Panel.Content.Slider.LinkLabel')} error={error('link.label')}>
                  {(props) => (
                    <input
                      {...props}
                      value={slide.link.label}
                      onChange={(event) => change(index, { link: { ...slide.link, label: event.target.value } })}
                    />
                  )}
                </Field>
              </div>
              <MediaField
                id={`${id}-obraz`}
                label={t('Panel.Content.Slider.Image')}
                value={slide.image}
                onChange={(image) => change(index, { image })}
                error={error('image')}
              />
            </li>
          );
        })}
      </ol>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={slides.length >= 20}
          onClick={() =>
            setValues({ ...values, slides: [...slides, { key: nextKey(), title: '', subtitle: '', image: null, link: { url: '/', label: '' } }] })
          }
        >
          {t('Panel.Content.Slider.Add')}
        </button>
      </div>
      {errors.slides ? <p className={styles.fieldError}>{errors.slides}</p> : null}
      <SaveActions saving={form.saving} dirty={form.dirty} />
      <SaveOutcome message={form.message} conflict={form.conflict} onTakeStored={form.takeStored} />
    </form>
  );
}

export function SliderEditor() {
  const { data, error } = useAdmin<AdminSlider>(adminPath(`/sliders/${SLIDER}`), readShape, { revalidateOnFocus: false });
  return (
    <PanelPage heading={t('Panel.Content.Heading')} roles={ROLES_FOR.content}>
      {() => (
        <>
          <ContentNav current="panelContentSlider" />
          <h2>{t('Panel.Content.Slider.Heading')}</h2>
          {data ? <SliderForm key={data.updatedAt} slider={data} /> : <LoadState error={error} />}
        </>
      )}
    </PanelPage>
  );
}
