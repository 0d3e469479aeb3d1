import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PHONE_STATUS } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { useServices } from '@portal/session/react';
import { Alert, Button, PageLayout, Select, TextField } from '@portal/ui/components';
import { countryName, sortByName } from '@portal/i18n/i18n';
import {
  EMAIL_STATUS,
  EMPTY_PERSONAL_FORM,
  emailStatusOf,
  personalFormProblems,
  personalRequest,
  type EmailStatus,
  type PersonalFormValues,
  type PhoneStatus,
} from '../api/registration';
import { useCountries } from '@portal/remote/dictionaries';
import { AreaLink } from '../../../shared/portal-navigation';
import styles from './registration.module.css';

type Errors = Partial<Record<keyof PersonalFormValues, string>>;

/** The sandbox's TA1 lines (`field: message`) that belong to one field of the form. */
const SERVER_FIELD_TEXTS: Record<string, { field: keyof PersonalFormValues; key: string }> = {
  'email: is already registered': { field: 'email', key: 'emailTaken' },
  'phone: is already registered': { field: 'phone', key: 'phoneTaken' },
};

/**
 * `register/personal` (spec 01 §2; issue 29): who the customer is, with the e-mail and phone checked as they are
 * typed (existence statuses of spec 03 §5), then the account is created pending activation and the activation link
 * is e-mailed; the activation page finishes it (spec 03 §4 "Activation"). The sandbox checks every field again.
 */
export function PersonalRegistrationPage() {
  const { t, i18n } = useTranslation('onboarding');
  const { method, brand } = useServices();
  const countries = useCountries();
  const formRef = useRef<HTMLFormElement>(null);
  const sentMessage = useRef<HTMLDivElement>(null);
  const [emailStatus, setEmailStatus] = useState<EmailStatus | undefined>();
  const [phoneStatus, setPhoneStatus] = useState<PhoneStatus | undefined>();
  const [refused, setRefused] = useState<string[]>([]);
  const [sentTo, setSentTo] = useState<string | undefined>();

  const form = useFormik<PersonalFormValues>({
    initialValues: EMPTY_PERSONAL_FORM,
    validate: (values) => {
      const errors: Errors = {};
      for (const [field, problem] of Object.entries(personalFormProblems(values, new Date())))
        errors[field as keyof PersonalFormValues] = t(
          `registration.errors.${problem.key}`,
          problem.values ?? {},
        );
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setRefused([]);
      if (emailStatus === EMAIL_STATUS.exists || emailStatus === EMAIL_STATUS.employee) return;
      if (phoneStatus === PHONE_STATUS.exists) return;
      const request = personalRequest(values);
      try {
        await method.call('createPersonalAccount', request, { popup: false });
        setSentTo(request.email);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const lines = error.validationErrors.length > 0 ? error.validationErrors : [error.message];
        const left: string[] = [];
        for (const line of lines) {
          const known = Object.entries(SERVER_FIELD_TEXTS).find(([start]) => line.startsWith(start));
          if (known) helpers.setFieldError(known[1].field, t(`registration.errors.${known[1].key}`));
          else left.push(line);
        }
        setRefused(left);
      }
    },
  });

  // After a submit that found problems, the first invalid field takes the focus.
  const handled = useRef(0);
  useEffect(() => {
    if (form.isValidating || form.submitCount === handled.current) return;
    handled.current = form.submitCount;
    if (Object.keys(form.errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.submitCount, form.isValidating, form.errors]);
  useEffect(() => {
    if (sentTo) sentMessage.current?.focus();
  }, [sentTo]);

  const checkEmail = async () => {
    const email = form.values.email.trim();
    if (personalFormProblems(form.values, new Date()).email) return setEmailStatus(undefined);
    setEmailStatus(EMAIL_STATUS.checking);
    try {
      setEmailStatus(emailStatusOf(await method.call('checkEmail', { email }, { popup: false })));
    } catch {
      setEmailStatus(EMAIL_STATUS.error);
    }
  };
  const checkPhone = async () => {
    const problems = personalFormProblems(form.values, new Date());
    if (problems.phone || problems.phoneCountryCode) return setPhoneStatus(undefined);
    const { phoneCountryCode, phone } = personalRequest(form.values);
    try {
      setPhoneStatus((await method.call('checkPhone', { phoneCountryCode, phone }, { popup: false })).status);
    } catch {
      setPhoneStatus(undefined);
    }
  };

  if (sentTo)
    return (
      <PageLayout title={t('registration.personal.sentTitle')}>
        {/* The message takes the focus: a screen reader reads where the link went. */}
        <div ref={sentMessage} tabIndex={-1}>
          <Alert tone="success">
            <p>{t('registration.personal.sentText', { email: sentTo })}</p>
          </Alert>
        </div>
        <p className={styles.links}>
          <AreaLink href="/login">{t('registration.personal.signIn')}</AreaLink>
        </p>
      </PageLayout>
    );

  const shown = (field: keyof PersonalFormValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const emailError =
    shown('email') ??
    (emailStatus === EMAIL_STATUS.exists
      ? t('registration.errors.emailTaken')
      : emailStatus === EMAIL_STATUS.employee
        ? t('registration.errors.emailEmployee')
        : emailStatus === EMAIL_STATUS.error
          ? t('registration.errors.emailCheckFailed')
          : undefined);
  const emailHint =
    emailStatus === EMAIL_STATUS.checking
      ? t('registration.personal.emailChecking')
      : emailStatus === EMAIL_STATUS.free
        ? t('registration.personal.emailFree')
        : undefined;
  const phoneError =
    shown('phone') ?? (phoneStatus === PHONE_STATUS.exists ? t('registration.errors.phoneTaken') : undefined);
  const countryOptions = sortByName(
    (countries.data ?? []).map((country) => ({
      value: country.code,
      label: countryName(country.code, i18n.language, country.name),
    })),
    (option) => option.label,
    i18n.language,
  );
  const categories = brand.registrationPersonalTypes.map((type) => ({
    value: type,
    label: t(`registration.personal.categories.${type}`, { defaultValue: type }),
  }));

  return (
    <PageLayout title={t('registration.personal.title')} description={t('registration.personal.description')}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
        <div className={styles.pair}>
          <TextField
            label={t('registration.personal.firstName')}
            autoComplete="given-name"
            maxLength={100}
            {...form.getFieldProps('firstName')}
            error={shown('firstName')}
          />
          <TextField
            label={t('registration.personal.lastName')}
            autoComplete="family-name"
            maxLength={100}
            {...form.getFieldProps('lastName')}
            error={shown('lastName')}
          />
        </div>
        <TextField
          label={t('registration.personal.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...form.getFieldProps('email')}
          onChange={(event) => {
            setEmailStatus(undefined);
            form.handleChange(event);
          }}
          onBlur={(event) => {
            form.handleBlur(event);
            void checkEmail();
          }}
          error={emailError}
          hint={emailHint}
        />
        <TextField
          label={t('registration.personal.password')}
          type="password"
          autoComplete="new-password"
          {...form.getFieldProps('password')}
          error={shown('password')}
          hint={t('registration.personal.passwordHint', { min: 8 })}
        />
        <div className={styles.pair}>
          <TextField
            label={t('registration.personal.birthDay')}
            type="date"
            autoComplete="bday"
            {...form.getFieldProps('birthDay')}
            error={shown('birthDay')}
          />
          <Select
            label={t('registration.personal.country')}
            placeholder={t('registration.personal.chooseCountry')}
            options={countryOptions}
            {...form.getFieldProps('residenceCountryCode')}
            onChange={(event) => {
              form.handleChange(event);
              const code = countries.data?.find((country) => country.code === event.target.value)?.phoneCode;
              if (code && !form.values.phoneCountryCode)
                void form.setFieldValue('phoneCountryCode', `+${code}`);
            }}
            error={
              shown('residenceCountryCode') ??
              (countries.isError ? t('registration.personal.countriesFailed') : undefined)
            }
          />
        </div>
        <div className={styles.phone}>
          <TextField
            label={t('registration.personal.phoneCode')}
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
            {...form.getFieldProps('phoneCountryCode')}
            onBlur={(event) => {
              form.handleBlur(event);
              void checkPhone();
            }}
            error={shown('phoneCountryCode')}
          />
          <TextField
            label={t('registration.personal.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            {...form.getFieldProps('phone')}
            onChange={(event) => {
              setPhoneStatus(undefined);
              form.handleChange(event);
            }}
            onBlur={(event) => {
              form.handleBlur(event);
              void checkPhone();
            }}
            error={phoneError}
          />
        </div>
        <Select
          label={t('registration.personal.category')}
          placeholder={t('registration.personal.chooseCategory')}
          options={categories}
          {...form.getFieldProps('category')}
          error={shown('category')}
        />
        <div>
          <label className={styles.check}>
            <input
              type="checkbox"
              name="acceptTerms"
              checked={form.values.acceptTerms}
              onChange={form.handleChange}
              aria-invalid={shown('acceptTerms') ? true : undefined}
              aria-describedby={shown('acceptTerms') ? 'accept-terms-error' : undefined}
            />
            <span>
              <Trans
                t={t}
                i18nKey="registration.personal.terms"
                components={{
                  terms: <a href={brand.terms.termsAndConditions} target="_blank" rel="noreferrer" />,
                  privacy: <a href={brand.terms.privacyPolicy} target="_blank" rel="noreferrer" />,
                }}
              />
            </span>
          </label>
          {shown('acceptTerms') ? (
            <p id="accept-terms-error" className={styles.checkError}>
              {shown('acceptTerms')}
            </p>
          ) : null}
        </div>
        {refused.length > 0 ? (
          <Alert tone="error">
            <p>{refused.join(', ')}</p>
          </Alert>
        ) : null}
        <Button type="submit" loading={form.isSubmitting}>
          {t('registration.personal.submit')}
        </Button>
        <p className={styles.links}>
          <Link to="/register">{t('registration.personal.back')}</Link>
          <AreaLink href="/login">{t('registration.personal.signIn')}</AreaLink>
        </p>
      </form>
    </PageLayout>
  );
}
