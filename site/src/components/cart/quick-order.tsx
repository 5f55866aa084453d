'use client';
/**
 * B2B quick order on the cart page (issue 12): the buyer pastes lines of `number quantity` or
 * reads a CSV file into the field; what can be added goes to the cart in one call
 * (quick-order-sending.ts, loaded with the first sending). The field then keeps only the lines
 * that were not added (unknown numbers, bad quantities, malformed lines, products the cart
 * refused), each listed with its reason under its line number, so sending again adds nothing twice.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { t } from '@/lib/i18n/index.ts';
import { MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import styles from './quick-order.module.css';
import '@/lib/i18n/pl-quick-order.ts';

/** The sending (the parser, the lookup, the texts of what it reports) loads with the first sending, not with the page (decision 027). */
const loadSending = () => import('./quick-order-sending.ts');

export function QuickOrder() {
  const id = useId();
  const [text, setText] = useState('');
  const [isLoading, setLoading] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const report = (messages: string[], error: string | null) => {
    setProblems(messages);
    setFormError(error);
    if (messages.length > 0 || error) requestAnimationFrame(() => resultRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    try {
      const { sendQuickOrder } = await loadSending();
      const sent = text;
      const outcome = await sendQuickOrder(sent);
      // Lines typed while it was sending are the shopper's next order: they stay as typed.
      setText((current) => (current === sent ? outcome.text : current));
      report(outcome.problems, outcome.error);
    } catch (error) {
      console.warn('Quick order could not load', error);
      report([], t('QuickOrder.LookupError'));
    } finally {
      setLoading(false);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      report([], null);
    } catch {
      report([], t('QuickOrder.FileError'));
    }
  };

  return (
    <section className={styles.quickOrder} aria-labelledby={`${id}-naglowek`}>
      <h2 id={`${id}-naglowek`}>{t('QuickOrder.Heading')}</h2>
      <p id={`${id}-opis`} className={styles.hint}>
        {t('QuickOrder.Hint', { max: MAX_PRODUCT_QUANTITY })}
      </p>
      <form method="post" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-wiersze`} className={styles.label}>
          {t('QuickOrder.Label')}
        </label>
        <textarea
          id={`${id}-wiersze`}
          name="wiersze"
          rows={5}
          value={text}
          spellCheck={false}
          aria-describedby={`${id}-opis`}
          placeholder={t('QuickOrder.Placeholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <div className={styles.actions}>
          <label className={styles.file}>
            {t('QuickOrder.File')}
            <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => void readFile(event.target.files?.[0])} />
          </label>
          <LoadingButton type="submit" isLoading={isLoading} classes="button button-primary">
            {t('QuickOrder.Submit')}
          </LoadingButton>
        </div>
      </form>
      <div ref={resultRef} tabIndex={-1} className={styles.result} aria-live="polite">
        {formError ? <p className={styles.error}>{formError}</p> : null}
        {problems.length > 0 ? (
          <>
            <p className={styles.error}>{t('QuickOrder.Problems')}</p>
            <ul className={styles.problems}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
