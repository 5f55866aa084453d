'use client';
/**
 * The contact form (issue 11): name, e-mail, phone (optional), subject, message with its
 * character counter, and the consent, guarded like every public form (ticket, honeypot,
 * Turnstile: use-guarded-form.ts). Messages appear beside each field, from the same zod schema
 * in the browser and from the API. Sent, the form gives way to a confirmation in its place that
 * says where the copy went, and the tracker's contact-switch follows (spec §7). With a product
 * enquiry the subject starts filled in and the message names the product.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConsentField, FormError, TextAreaField, TextField } from '@/components/forms/form-field.tsx';
import formStyles from '@/components/forms/forms.module.css';
import { Honeypot } from '@/components/forms/honeypot.tsx';
import { TurnstileWidget } from '@/components/forms/turnstile-widget.tsx';
import { useFieldChange, useFocusOnRefusal } from '@/components/forms/use-form-fields.ts';
import { useGuardedForm } from '@/components/forms/use-guarded-form.ts';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import type { ContactMessageAccepted } from '@/lib/api-types.ts';
import { currentConsent } from '@/lib/forms/consents.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/forms/contact-limits.ts';
import { FIELD_MAX_LENGTH } from '@/lib/forms/field-lengths.ts';
import { HONEYPOT_FIELD } from '@/lib/forms/limits.ts';
import { sendContactMessage } from '@/lib/generated/response-shapes/sendContactMessage.ts';
import { t } from '@/lib/i18n/index.ts';
import type { ProductEnquiry } from '@/lib/product-enquiry.ts';
import { sendContactSwitch } from '@/lib/tracker/contact-switch.ts';
import styles from './contact-form.module.css';
import '@/lib/i18n/pl-contact.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const ID = 'kontakt';
/** The form's zod schema, a chunk of its own loaded on first use: the page's first load carries no zod. */
const loadSchema = () => import('@/lib/forms/contact.ts').then((module) => module.contactMessageSchema);

function initialValues(enquiry: ProductEnquiry | null): Values {
  const subject = enquiry ? t('Contact.Enquiry.Subject', { name: enquiry.productName, number: enquiry.productNumber }) : '';
  return { name: '', email: '', phone: '', subject, message: '' };
}

export function ContactForm({ enquiry }: { enquiry: ProductEnquiry | null }) {
  const consent = currentConsent('contact');
  const [values, setValues] = useState<Values>(() => initialValues(enquiry));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, refused } = useFocusOnRefusal();
  const confirmationRef = useRef<HTMLDivElement>(null);
  const isWritingAnother = useRef(false);
  const { prepare, submit, sending, errors, setErrors, turnstile } = useGuardedForm<ContactMessageAccepted>({
    path: '/contact/messages',
    shape: sendContactMessage,
    loadSchema,
  });

  const change = useFieldChange<Field>(setValues, errors, setErrors);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answer = await submit({
      ...values,
      consent: form.get('consent') === 'on',
      consentVersion: consent.version,
      [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? ''),
      ...(enquiry ? { productNumber: enquiry.productNumber, productName: enquiry.productName } : {}),
    });
    if (!answer) {
      refused();
      return;
    }
    setSentTo(answer.email);
    void sendContactSwitch(answer.email);
  }

  // Sent: the confirmation that replaced the form takes the focus, so it is read at once.
  // Asked for another, the new form's first field does.
  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
    else if (isWritingAnother.current) formRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus();
    isWritingAnother.current = false;
  }, [sentTo, formRef]);

  function writeAnother() {
    setValues(initialValues(enquiry));
    setSentTo(null);
    isWritingAnother.current = true;
  }

  if (sentTo) {
    return (
      <div ref={confirmationRef} className={styles.sent} role="status" tabIndex={-1} aria-labelledby={`${ID}-sent`}>
        <h3 id={`${ID}-sent`}>{t('Contact.Form.SentHeading')}</h3>
        <p>{t('Contact.Form.SentCopy', { email: sentTo })}</p>
        <p>{t('Contact.Form.SentAnswer')}</p>
        <button type="button" className={styles.another} onClick={writeAnother}>
          {t('Contact.Form.SentAnother')}
        </button>
      </div>
    );
  }

  const count = values.message.length;
  return (
    <form method="post" ref={formRef} className={formStyles.form} noValidate onSubmit={send} onFocus={prepare} aria-busy={sending}>
      <div className={formStyles.pair}>
        <TextField
          id={`${ID}-name`}
          name="name"
          label={t('Contact.Form.Name')}
          autoComplete="name"
          maxLength={FIELD_MAX_LENGTH.contactName}
          value={values.name}
          onChange={change('name')}
          error={errors.name}
        />
        <TextField
          id={`${ID}-email`}
          name="email"
          type="email"
          label={t('Contact.Form.Email')}
          autoComplete="email"
          inputMode="email"
          maxLength={FIELD_MAX_LENGTH.email}
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
      </div>
      <TextField
        id={`${ID}-phone`}
        name="phone"
        type="tel"
        label={t('Contact.Form.Phone')}
        hint={t('Contact.Form.PhoneHint')}
        optional
        autoComplete="tel"
        maxLength={FIELD_MAX_LENGTH.phone}
        value={values.phone}
        onChange={change('phone')}
        error={errors.phone}
      />
      <TextField
        id={`${ID}-subject`}
        name="subject"
        label={t('Contact.Form.Subject')}
        maxLength={FIELD_MAX_LENGTH.subject}
        value={values.subject}
        onChange={change('subject')}
        error={errors.subject}
      />
      <TextAreaField
        id={`${ID}-message`}
        name="message"
        label={t('Contact.Form.Message')}
        hint={
          <span className={count > CONTACT_MESSAGE_MAX_LENGTH * 0.95 ? styles.counterNear : undefined}>
            {t('Contact.Form.Counter', { count, max: CONTACT_MESSAGE_MAX_LENGTH })}
          </span>
        }
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        rows={7}
        value={values.message}
        onChange={change('message')}
        error={errors.message}
      />
      <ConsentField id={`${ID}-consent`} text={consent.text} error={errors.consent ?? errors.consentVersion} />
      <Honeypot id={`${ID}-website`} />
      <TurnstileWidget key={turnstile.key} onToken={turnstile.onToken} />
      <FormError message={errors._ ?? errors.turnstileToken} />
      <LoadingButton isLoading={sending} minWidth="14rem">
        {t('Contact.Form.Send')}
      </LoadingButton>
    </form>
  );
}
