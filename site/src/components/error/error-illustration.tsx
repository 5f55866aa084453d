import type { ReactNode } from 'react';
import type { ErrorStatus } from './error-screen.tsx';

/** The picture of each error variant (decorative: the heading says what happened). */
const ICONS: Record<ErrorStatus, ReactNode> = {
  // A padlock.
  403: (
    <>
      <rect x="96" y="52" width="48" height="40" rx="6" fill="#0b5cad" />
      <path d="M106 52V42a14 14 0 0 1 28 0v10" fill="none" stroke="#0b5cad" strokeWidth="7" />
      <circle cx="120" cy="70" r="5" fill="#fff" />
      <rect x="118" y="72" width="4" height="10" rx="2" fill="#fff" />
    </>
  ),
  // A magnifying glass over an empty shelf.
  404: (
    <>
      <rect x="70" y="88" width="100" height="6" rx="3" fill="#b9c3cf" />
      <circle cx="112" cy="56" r="22" fill="#fff" stroke="#0b5cad" strokeWidth="7" />
      <path d="M128 72l16 16" stroke="#0b5cad" strokeWidth="9" strokeLinecap="round" />
      <path d="M106 50a8 8 0 1 1 9 8v5" fill="none" stroke="#f0a500" strokeWidth="4" strokeLinecap="round" />
      <circle cx="115" cy="69" r="2.5" fill="#f0a500" />
    </>
  ),
  // A warning sign.
  500: (
    <>
      <path d="M120 28l38 64H82z" fill="#c4122f" stroke="#c4122f" strokeWidth="6" strokeLinejoin="round" />
      <rect x="116" y="50" width="8" height="24" rx="4" fill="#fff" />
      <circle cx="120" cy="83" r="4.5" fill="#fff" />
    </>
  ),
  // A wrench crossing a clock: work in progress.
  503: (
    <>
      <circle cx="120" cy="60" r="30" fill="#fff" stroke="#0b5cad" strokeWidth="6" />
      <path d="M120 42v18l12 8" fill="none" stroke="#0b5cad" strokeWidth="5" strokeLinecap="round" />
      <path d="M150 86l-16-16" stroke="#f0a500" strokeWidth="9" strokeLinecap="round" />
      <circle cx="154" cy="90" r="9" fill="none" stroke="#f0a500" strokeWidth="6" />
    </>
  ),
};

export function ErrorIllustration({ status, className }: { status: ErrorStatus; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 240 120" width="240" height="120" aria-hidden="true" focusable="false">
      <rect x="20" y="8" width="200" height="104" rx="18" fill="#e4ecf6" />
      {ICONS[status]}
      <text x="40" y="104" fontSize="15" fontWeight="700" fill="#0a2f57" fontFamily="sans-serif">
        {status}
      </text>
    </svg>
  );
}
