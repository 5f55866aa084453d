'use client';
/** The thanks page's first sentence: the address the mail went to, when this tab just signed it up. */
import { useEffect, useState } from 'react';
import { t } from '@/lib/i18n/index.ts';
import { recallSignUp } from './sign-up-memory.ts';
import '@/lib/i18n/pl-newsletter.ts';

export function NewsletterThanksLead({ className }: { className?: string | undefined }) {
  const [email, setEmail] = useState<string | null>(null);
  // Read after hydration: the exported HTML cannot know the address.
  useEffect(() => setEmail(recallSignUp()), []);
  return <p className={className}>{email ? t('Newsletter.Thanks.LeadWithEmail', { email }) : t('Newsletter.Thanks.Lead')}</p>;
}
