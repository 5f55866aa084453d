'use client';
/**
 * The Markdown body of a post or a page with its live preview, rendered by the article's own
 * renderer (RichText: headings, lists, steps, tables), so the editor sees what the page will show.
 */
import { useDeferredValue } from 'react';
import { RichText } from '@/components/content/rich-text.tsx';
import { t } from '@/lib/i18n/index.ts';
import styles from './content.module.css';
import '@/lib/i18n/pl-panel.ts';

interface MarkdownFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function MarkdownField({ id, label, value, onChange, error }: MarkdownFieldProps) {
  const preview = useDeferredValue(value);
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.editor}>
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          spellCheck
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('Panel.Content.MarkdownHint')}
        </p>
        {error ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <h2 id={`${id}-preview`} className={styles.legend}>
          {t('Panel.Content.Preview')}
        </h2>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls, so it takes the focus to be scrolled by keyboard. */}
        <section className={styles.preview} tabIndex={0} data-testid="podglad" aria-labelledby={`${id}-preview`}>
          <RichText source={preview} />
        </section>
      </div>
    </div>
  );
}
