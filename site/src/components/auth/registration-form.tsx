'use client';
/**
 * The registration tab (issue 14): the kind of account (private, company, budget unit; the
 * company's name and NIP appear for the last two), the person's name and phone, e-mail, a
 * password with live hints, and the consents (terms and privacy required, newsletter optional,
 * each sent as the version of the text shown). Guarded like every public form
 * (use-guarded-form.ts); messages beside each field from the same schema as the API's. Sent, the
 * browser goes to the "check your mailbox" page, which names the address.
 */
import { useRouter } from 'next/navigation';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { ConsentField, EmailField, FormError, TextField } from '@/components/forms/form-field.tsx';
import formStyles from '@/components/forms/forms.module.css';
import { Honeypot } from '@/components/forms/honeypot.tsx';
import { TurnstileWidget } from '@/components/forms/turnstile-widget.tsx';
import { useFieldChange, useFocusOnRefusal } from '@/components/forms/use-form-fields.ts';
import { useGuardedForm } from '@/components/forms/use-guarded-form.ts';
import { LoadingButton } from '@/components/ui/loading-button.tsx';
import type { AccountFormAccepted } from '@/lib/api-types.ts';
import { currentConsent } from '@/lib/forms/consents.ts';
import { FIELD_MAX_LENGTH } from '@/lib/forms/field-lengths.ts';
import { HONEYPOT_FIELD } from '@/lib/forms/limits.ts';
import { registerCustomer } from '@/lib/generated/response-shapes/registerCustomer.ts';
import { t } from '@/lib/i18n/index.ts';
import { CUSTOMER_TYPE, CUSTOMER_TYPE_LABELS, type CustomerType, isOrganisation } from '@/lib/orders.ts';
import { href } from '@/lib/routes.ts';
import styles from './auth.module.css';
import { PasswordField } from './password-field.tsx';
import { rememberRegistration } from './registration-memory.ts';
import '@/lib/i18n/pl-account.ts';

const ID = 'rejestracja';
const loadSchema = () => import('@/lib/forms/registration.ts').then((module) => module.registrationSchema);

const TEXT_FIELDS = ['email', 'firstName', 'lastName', 'phone', 'companyName', 'nip'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

export function RegistrationForm() {
  const router = useRouter();
  const consents = { terms: currentConsent('terms'), privacy: currentConsent('privacy'), newsletter: currentConsent('newsletter') };
  const [customerType, setCustomerType] = useState<CustomerType>(CUSTOMER_TYPE.company);
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    companyName: '',
    nip: '',
  });
  const [password, setPassword] = useState('');
  const { formRef, refused } = useFocusOnRefusal();
  const { prepare, submit, sending, errors, setErrors, turnstile } = useGuardedForm<AccountFormAccepted>({
    path: '/customers',
    shape: registerCustomer,
    loadSchema,
  });

  const change = useFieldChange<TextFieldName>(setValues, errors, setErrors);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const organisation = isOrganisation(customerType);
    const ticked = (name: string, version: string) => (form.get(name) === 'on' ? version : undefined);
    const answer = await submit({
      email: values.email,
      password,
      customerType,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      ...(organisation ? { companyName: values.companyName || undefined, nip: values.nip || undefined } : {}),
      termsConsent: ticked('termsConsent', consents.terms.version),
      privacyConsent: ticked('privacyConsent', consents.privacy.version),
      newsletterConsent: ticked('newsletterConsent', consents.newsletter.version),
      [HONEYPOT_FIELD]: String(form.get(HONEYPOT_FIELD) ?? ''),
    });
    if (!answer) {
      refused();
      return;
    }
    rememberRegistration(answer.email);
    router.push(href('registrationConfirmation'));
  }

  const field = (name: TextFieldName, label: string, extra: Partial<ComponentProps<typeof TextField>>) => (
    <TextField id={`${ID}-${name}`} name={name} label={label} value={values[name]} onChange={change(name)} error={errors[name]} {...extra} />
  );

  return (
    <form method="post" ref={formRef} className={styles.form} noValidate onSubmit={send} onFocus={prepare} aria-busy={sending}>
      <fieldset className={styles.group} aria-describedby={errors.customerType ? `${ID}-type-error` : undefined}>
        <legend className={formStyles.label}>{t('Auth.Registration.CustomerType')}</legend>
        <div className={styles.options}>
          {Object.values(CUSTOMER_TYPE).map((type) => (
            <label key={type} className={styles.option}>
              <input
                type="radio"
                name="customerType"
                className={formStyles.checkbox}
                checked={customerType === type}
                onChange={() => setCustomerType(type)}
              />
              <span>{CUSTOMER_TYPE_LABELS[type]}</span>
            </label>
          ))}
        </div>
        <p id={`${ID}-type-error`} className={formStyles.error} aria-live="polite">
          {errors.customerType ?? ''}
        </p>
      </fieldset>
      {isOrganisation(customerType) ? (
        <div className={styles.pair}>
          {field('companyName', t('Auth.Registration.CompanyName'), { autoComplete: 'organization', maxLength: FIELD_MAX_LENGTH.companyName })}
          {field('nip', t('Auth.Registration.Nip'), { inputMode: 'numeric', maxLength: FIELD_MAX_LENGTH.nip, hint: 'np. 526-025-02-74' })}
        </div>
      ) : null}
      <div className={styles.pair}>
        {field('firstName', t('Auth.Registration.FirstName'), { autoComplete: 'given-name', maxLength: FIELD_MAX_LENGTH.personName })}
        {field('lastName', t('Auth.Registration.LastName'), { autoComplete: 'family-name', maxLength: FIELD_MAX_LENGTH.personName })}
      </div>
      <div className={styles.pair}>
        <EmailField id={`${ID}-email`} name="email" label={t('Auth.Email')} value={values.email} onChange={change('email')} error={errors.email} />
        {field('phone', t('Auth.Registration.Phone'), { type: 'tel', autoComplete: 'tel', maxLength: FIELD_MAX_LENGTH.phone })}
      </div>
      <PasswordField
        id={`${ID}-password`}
        name="password"
        label={t('Auth.Password')}
        isNew
        hint={t('Auth.Registration.PasswordHint')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
        }}
        error={errors.password}
      />
      <fieldset className={styles.consents}>
        <legend>{t('Auth.Registration.Consents')}</legend>
        <ConsentField id={`${ID}-terms`} name="termsConsent" text={consents.terms.text} error={errors.termsConsent} />
        <ConsentField id={`${ID}-privacy`} name="privacyConsent" text={consents.privacy.text} error={errors.privacyConsent} />
        <ConsentField id={`${ID}-newsletter`} name="newsletterConsent" text={consents.newsletter.text} optional error={errors.newsletterConsent} />
      </fieldset>
      <Honeypot id={`${ID}-website`} />
      <TurnstileWidget key={turnstile.key} onToken={turnstile.onToken} />
      <FormError message={errors._ ?? errors.turnstileToken} />
      <LoadingButton isLoading={sending} minWidth="12rem">
        {t('Auth.Registration.Submit')}
      </LoadingButton>
    </form>
  );
}
