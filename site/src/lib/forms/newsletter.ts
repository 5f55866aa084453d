/**
 * The newsletter forms' schemas, the same in the browser and in the API: signing up (footer and
 * the newsletter page) and unsubscribing by address.
 */
import { z } from 'zod';
import { consentVersions } from './consents.ts';
import { consentField, emailField, formGuardFields } from './fields.ts';

/** Where a sign-up came from, kept in the consent record. */
export const NEWSLETTER_SOURCES = ['footer', 'page'] as const;

export const newsletterSignUpSchema = z.strictObject({
  email: emailField,
  consent: consentField('Zaznacz zgodę, aby zapisać się do newslettera.'),
  consentVersion: z.enum(consentVersions('newsletter')).describe('Wersja treści zgody, którą widział odwiedzający.'),
  source: z.enum(NEWSLETTER_SOURCES).describe('Formularz: stopka albo strona newslettera.'),
  ...formGuardFields,
});

export const newsletterUnsubscribeSchema = z.strictObject({
  email: emailField,
  ...formGuardFields,
});

export type NewsletterSignUp = z.input<typeof newsletterSignUpSchema>;
export type NewsletterUnsubscribe = z.input<typeof newsletterUnsubscribeSchema>;
