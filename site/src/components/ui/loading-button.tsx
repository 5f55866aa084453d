/**
 * The spec's loading button (§3 inputs, §4 behaviour): while `isLoading` it is disabled, shows a
 * spinner over its label and says so to screen readers; its size never changes, so nothing
 * around it moves.
 */
import type { ButtonHTMLAttributes, CSSProperties } from 'react';
import { t } from '@/lib/i18n/index.ts';
import styles from './loading-button.module.css';

interface LoadingButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  isLoading: boolean;
  /** Classes of the button itself. */
  classes?: string;
  margin?: CSSProperties['margin'];
  width?: CSSProperties['width'];
  minWidth?: CSSProperties['minWidth'];
  /** `width: auto` instead of the button's own width. */
  widthAuto?: boolean;
  /** Classes of the label. */
  spanClass?: string;
}

export function LoadingButton({
  isLoading,
  classes = '',
  margin,
  width,
  minWidth,
  widthAuto,
  spanClass = '',
  children,
  disabled,
  ...button
}: LoadingButtonProps) {
  return (
    <button
      type="submit"
      {...button}
      className={`${styles.button} ${classes}`}
      style={{ margin, width: widthAuto ? 'auto' : width, minWidth }}
      disabled={disabled || isLoading}
      aria-busy={isLoading}
    >
      <span className={`${spanClass} ${isLoading ? styles.hiddenLabel : ''}`}>{children}</span>
      {isLoading ? (
        <span className={styles.spinner} role="status">
          <span className="visually-hidden">{t('Table.Loading')}</span>
        </span>
      ) : null}
    </button>
  );
}
