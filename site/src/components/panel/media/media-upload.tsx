'use client';
/**
 * Uploads to the shop's media (`POST /api/admin/v1/media`, multipart/form-data, field `file`), for
 * every panel screen that takes pictures: `uploadMedia` sends one file and checks the answer's
 * fields, `MediaDropZone` takes files dropped on it or picked with its button (keyboard too),
 * uploads them one after another and hands the uploaded ones over; the API's Polish message is
 * shown for a refused file, and an ended login goes to the panel's login like every admin call.
 */
import { type DragEvent, useId, useRef, useState } from 'react';
import { ApiRequestError } from '@/lib/api-client.ts';
import type { ApiErrorBody } from '@/lib/api-types.ts';
import { t } from '@/lib/i18n/index.ts';
import panel from '../panel.module.css';
import { ADMIN_API, leaveOnEndedLogin } from '../panel-api.ts';
import styles from './media-upload.module.css';
import '@/lib/i18n/pl-panel.ts';

export interface UploadedMedia {
  path: string;
  url: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isSize = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isSide = (value: unknown): value is number | null => value === null || (isSize(value) && value > 0);

/** The answer as an uploaded file, or null when it does not have the fields the call promises. */
function uploadedOf(body: unknown): UploadedMedia | null {
  if (typeof body !== 'object' || body === null) return null;
  const { path, url, contentType, size, width, height } = body as Record<string, unknown>;
  if (!isText(path) || !isText(url) || !isText(contentType) || !isSize(size) || !isSide(width) || !isSide(height)) return null;
  return { path, url, contentType, size, width, height };
}

/**
 * Uploads one file to the shop's media.
 * @throws ApiRequestError with the API's Polish message when the file is refused.
 */
export async function uploadMedia(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`${ADMIN_API}/media`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as ApiErrorBody | null)?.error;
    const failure = new ApiRequestError(response.status, error?.message ?? t('Panel.Media.Failed'), {
      serverMessage: error?.message ?? null,
      code: error?.code,
      fields: error?.fields,
    });
    leaveOnEndedLogin(failure);
    throw failure;
  }
  const uploaded = uploadedOf(body);
  if (!uploaded) throw new ApiRequestError(response.status, t('Panel.Media.BadAnswer'), { serverMessage: null });
  return uploaded;
}

interface MediaDropZoneProps {
  /** The file types taken, as the file input's `accept` (`image/*`, `.pdf`). */
  accept: string;
  multiple: boolean;
  /** What the zone is for, e.g. „Dodaj zdjęcia”. */
  label: string;
  onUploaded: (files: UploadedMedia[]) => void;
}

/** A zone to drop files on, with a button that opens the file picker; uploads each file and reports those that went through. */
export function MediaDropZone({ accept, multiple, label, onUploaded }: MediaDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  const upload = async (files: readonly File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    setProblems([]);
    const uploaded: UploadedMedia[] = [];
    const failed: string[] = [];
    for (const file of multiple ? files : files.slice(0, 1)) {
      try {
        uploaded.push(await uploadMedia(file));
      } catch (error) {
        const message = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : t('Panel.Media.Failed');
        failed.push(`${file.name}: ${message}`);
      }
    }
    setBusy(false);
    setProblems(failed);
    if (uploaded.length > 0) onUploaded(uploaded);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the button inside does the same by keyboard. */}
      <div
        className={`${styles.zone} ${dragging ? styles.dragging : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="media-drop-zone"
      >
        <button type="button" className="button" onClick={() => input.current?.click()} disabled={busy} aria-describedby={hintId}>
          {label}
        </button>
        <span id={hintId} className={panel.muted}>
          {busy ? t('Panel.Media.Uploading') : multiple ? t('Panel.Media.DropMany') : t('Panel.Media.DropOne')}
        </span>
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          accept={accept}
          multiple={multiple}
          tabIndex={-1}
          aria-label={label}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void upload(files);
          }}
        />
      </div>
      {problems.length > 0 ? (
        <ul className={panel.error} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
