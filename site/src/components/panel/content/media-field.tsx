'use client';
/**
 * A media path field of the content forms (issue 35): the chosen file's thumbnail and path, and a
 * picker of the files the shop's media already hold (the public list, thumbnails from `/media/…`).
 * and an uploader (components/panel/media/media-upload.tsx, `POST /api/admin/v1/media`): a picture
 * sent from the computer is chosen at once. `upload` replaces the uploader where a form wants its own.
 */
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { getJson } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/index.ts';
import { MediaDropZone } from '../media/media-upload.tsx';
import styles from './content.module.css';
import '@/lib/i18n/pl-panel.ts';

const mediaShape = () => import('@/lib/generated/response-shapes/listMedia.ts').then((module) => module.listMedia);

interface MediaList {
  items: { path: string; contentType: string }[];
}

/** Where the shop serves a media file. */
export function mediaSrc(path: string): string {
  return `/media/${path}`;
}

interface MediaFieldProps {
  id: string;
  label: string;
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string | undefined;
  /** Whether the field may be left empty (a milestone's picture). */
  optional?: boolean;
  /** Another uploader than the one-picture default. */
  upload?: ReactNode;
}

export function MediaField({ id, label, value, onChange, error, optional = false, upload }: MediaFieldProps) {
  const [open, setOpen] = useState(false);
  const { data } = useSWR<MediaList>(open ? '/api/public/v1/media?limit=500' : null, (key: string) => getJson<MediaList>(key, mediaShape));
  const images = (data?.items ?? []).filter((item) => item.contentType.startsWith('image/'));
  const described = [`${id}-path`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.media}>
        {value ? <img className={styles.thumb} src={mediaSrc(value)} alt="" width={96} height={64} /> : null}
        <p id={`${id}-path`} className={styles.hint}>
          {value ?? t('Panel.Content.Media.None')}
        </p>
        <button
          type="button"
          className="button"
          id={id}
          aria-expanded={open}
          aria-controls={`${id}-picker`}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('Panel.Content.Media.Close') : t('Panel.Content.Media.Choose')}
        </button>
        {optional && value ? (
          <button type="button" className="button" onClick={() => onChange(null)}>
            {t('Panel.Content.Media.Clear')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {upload ?? (
        <MediaDropZone
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple={false}
          label={t('Panel.Content.Media.Upload')}
          onUploaded={(files) => {
            const [first] = files;
            if (first) onChange(first.path);
          }}
        />
      )}
      {open ? (
        <div id={`${id}-picker`}>
          {!data ? (
            <p role="status">{t('Panel.Loading')}</p>
          ) : (
            <ul className={styles.picker} aria-label={t('Panel.Content.Media.Library')}>
              {images.map((item) => (
                <li key={item.path}>
                  <button
                    type="button"
                    aria-pressed={item.path === value}
                    onClick={() => {
                      onChange(item.path);
                      setOpen(false);
                      document.getElementById(id)?.focus();
                    }}
                  >
                    <img className={styles.thumb} src={mediaSrc(item.path)} alt="" width={96} height={64} loading="lazy" />
                    {item.path}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
