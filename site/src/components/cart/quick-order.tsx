'use client';
/**
 * B2B quick order on the cart page (issue 12): the buyer pastes lines of `number quantity` or
 * reads a CSV file into the field; the numbers are matched through POST /products/numbers, the
 * lines that cannot be added (unknown numbers, bad quantities, malformed lines) are listed back
 * with their line numbers, and the rest go to the cart in one call.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import { postJson } from '@/lib/api-client.ts';
import type { ListResponse, ProductSummary } from '@/lib/api-types.ts';
import { addProductsToCartCall } from '@/lib/cart/cart-api.ts';
import type { QuickOrderProblem } from '@/lib/cart/quick-order.ts';
import { t } from '@/lib/i18n/index.ts';
import { MAX_PRODUCT_QUANTITY } from '@/lib/quantity.ts';
import styles from './quick-order.module.css';
import { runCartChange } from './run-cart-change.ts';
import '@/lib/i18n/pl-quick-order.ts';

/** POST /products/numbers takes at most 100 numbers a call. */
const NUMBERS_PER_CALL = 100;

/** The parser loads with the first sending, and the lookup's answer shape beside its call: not with the page (decision 027). */
const loadParser = () => import('@/lib/cart/quick-order.ts');
const loadNumbersShape = () => import('@/lib/generated/response-shapes/getProductsByNumbers.ts').then((module) => module.getProductsByNumbers);

function describeProblem(problem: QuickOrderProblem): string {
  const line = problem.lineNumber;
  switch (problem.kind) {
    case 'unknown':
      return t('QuickOrder.UnknownNumber', { line, number: problem.number });
    case 'number':
      return t('QuickOrder.BadNumber', { line, number: problem.number });
    case 'quantity':
      return t('QuickOrder.BadQuantity', { line, number: problem.number, quantity: problem.quantity, max: MAX_PRODUCT_QUANTITY });
    case 'format':
      return t('QuickOrder.BadLine', { line, text: problem.text });
  }
}

async function findProducts(numbers: readonly string[]): Promise<ProductSummary[]> {
  const unique = [...new Set(numbers)];
  const chunks = Array.from({ length: Math.ceil(unique.length / NUMBERS_PER_CALL) }, (_, index) =>
    unique.slice(index * NUMBERS_PER_CALL, (index + 1) * NUMBERS_PER_CALL),
  );
  const answers = await Promise.all(
    chunks.map((chunk) => postJson<ListResponse<ProductSummary>>('/products/numbers', { numbers: chunk }, loadNumbersShape)),
  );
  return answers.flatMap((answer) => answer.items);
}

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
    let parser: Awaited<ReturnType<typeof loadParser>>;
    try {
      parser = await loadParser();
    } catch (error) {
      console.warn('Quick order could not load', error);
      return report([], t('QuickOrder.LookupError'));
    }
    const { parseQuickOrder, matchQuickOrder, QUICK_ORDER_MAX_LINES } = parser;
    const parsed = parseQuickOrder(text);
    const count = parsed.lines.length + parsed.problems.length;
    if (count === 0) return report([], t('QuickOrder.Empty'));
    if (count > QUICK_ORDER_MAX_LINES) return report([], t('QuickOrder.TooManyLines', { max: QUICK_ORDER_MAX_LINES, count }));
    setLoading(true);
    try {
      const products = parsed.lines.length > 0 ? await findProducts(parsed.lines.map((line) => line.number)) : [];
      const { productsData, unknown } = matchQuickOrder(parsed.lines, products);
      const all = [...parsed.problems, ...unknown].sort((a, b) => a.lineNumber - b.lineNumber);
      if (productsData.length > 0) {
        const update = await runCartChange(() => addProductsToCartCall({ productsData }), t('Product.Error.Label.OnProductAddToCart'));
        if (update && all.length === 0) setText('');
      }
      report(all.map(describeProblem), null);
    } catch (error) {
      console.warn('Quick order lookup failed', error);
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
      <form onSubmit={submit} noValidate>
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
