import { useTranslation } from 'react-i18next';
import { useServices } from '@portal/session/react';
import { Select, TextField } from '@portal/ui/components';
import { useDictionaryEntries, useIndustries } from '@portal/remote/dictionaries';
import { useCurrencies } from '../api/dictionaries';
import { AdditionalQuestions } from './additional-questions';
import styles from './business-wizard.module.css';
import { useWizard } from './wizard-context';
import { CheckboxGroup } from '../../../shared/checkbox-group';
import { K, useCountryOptions, AddressFields, YesNo } from './form-fields';

/** Step 1: the company and the applicant, whose e-mail becomes the company's login. */
export function GeneralStep({
  onEmailBlur,
  emailMessage,
}: {
  onEmailBlur: () => void;
  emailMessage?: string;
}) {
  const { t } = useTranslation('onboarding');
  const { brand } = useServices();
  const { draft, update, errorOf } = useWizard();
  const form = draft.generalForm;
  const countries = useCountryOptions();
  const text = (field: Exclude<keyof typeof form, 'address' | 'category'>) => ({
    label: t(`${K}.fields.${field}`),
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      update((next) => {
        next.generalForm[field] = event.target.value;
      }),
    error: errorOf(`generalForm.${field}`),
  });
  return (
    <div className={styles.form}>
      <TextField {...text('businessName')} autoComplete="organization" />
      <TextField {...text('tradingName')} />
      <div className={styles.pair}>
        <Select
          label={t(`${K}.fields.registrationCountryCode`)}
          placeholder={t(`${K}.chooseCountry`)}
          options={countries}
          value={form.registrationCountryCode}
          onChange={(event) =>
            update((next) => {
              next.generalForm.registrationCountryCode = event.target.value;
            })
          }
          error={errorOf('generalForm.registrationCountryCode')}
        />
        <TextField {...text('registrationNumber')} />
      </div>
      <div className={styles.pair}>
        <TextField {...text('registrationDate')} type="date" />
        <TextField {...text('businessTaxId')} />
      </div>
      <TextField {...text('website')} type="url" inputMode="url" placeholder="https://" />
      <Select
        label={t(`${K}.fields.category`)}
        placeholder={t(`${K}.chooseOne`)}
        options={brand.registrationBusinessTypes.map((type) => ({
          value: type,
          label: t(`${K}.categories.${type}`),
        }))}
        value={form.category}
        onChange={(event) =>
          update((next) => {
            next.generalForm.category = event.target.value as typeof form.category;
          })
        }
        error={errorOf('generalForm.category')}
      />
      <AddressFields
        path="generalForm.address"
        address={form.address}
        onChange={(address) =>
          update((next) => {
            next.generalForm.address = address;
          })
        }
      />
      <fieldset className={styles.fieldset}>
        <legend>{t(`${K}.applicant`)}</legend>
        <div className={styles.pair}>
          <TextField {...text('firstName')} autoComplete="given-name" />
          <TextField {...text('lastName')} autoComplete="family-name" />
        </div>
        <TextField
          {...text('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          onBlur={onEmailBlur}
          error={errorOf('generalForm.email') ?? emailMessage}
          hint={t(`${K}.emailHint`)}
        />
        <TextField
          {...text('password')}
          type="password"
          autoComplete="new-password"
          hint={t(`${K}.passwordHint`)}
        />
        <div className={styles.phone}>
          <TextField
            {...text('phoneCountryCode')}
            inputMode="tel"
            autoComplete="tel-country-code"
            maxLength={5}
          />
          <TextField {...text('phone')} type="tel" inputMode="tel" autoComplete="tel-national" />
        </div>
      </fieldset>
    </div>
  );
}

/** Step 2: the money the company expects to move, where it comes from and what for (spec 03 §3 financialInfoForm). */
export function FinancialStep() {
  const { t } = useTranslation('onboarding');
  const { brand } = useServices();
  const { draft, update, errorOf } = useWizard();
  const form = draft.financialInfoForm;
  const sources = useDictionaryEntries('getSources');
  const purposes = useDictionaryEntries('getPurposes');
  const industries = useIndustries();
  const currencies = useCurrencies();
  const currencyOptions = (currencies.data ?? []).map((currency) => ({
    value: currency.code,
    label: currency.code,
  }));
  const industryOptions = (industries.data ?? [])
    .filter((industry) => !(brand.hideAdultIndustriesInRegistration && industry.adult))
    .map((industry) => ({ value: String(industry.id), label: industry.name }));
  const setText =
    (field: 'industrySpecification' | 'sourceSpecification' | 'purposeSpecification') =>
    (event: { target: { value: string } }) =>
      update((next) => {
        next.financialInfoForm[field] = event.target.value;
      });
  return (
    <div className={styles.form}>
      {(['Deposit', 'Withdrawal'] as const).map((kind) => {
        const amount = `monthly${kind}Amount` as const;
        const currency = `monthly${kind}CurrencyCode` as const;
        return (
          <div key={kind} className={styles.amount}>
            <TextField
              label={t(`${K}.fields.${amount}`)}
              inputMode="decimal"
              value={form[amount]}
              onChange={(event) =>
                update((next) => {
                  next.financialInfoForm[amount] = event.target.value.replace(',', '.');
                })
              }
              error={errorOf(`financialInfoForm.${amount}`)}
            />
            <Select
              label={t(`${K}.fields.currency`)}
              options={
                currencyOptions.length > 0
                  ? currencyOptions
                  : [{ value: form[currency], label: form[currency] }]
              }
              value={form[currency]}
              onChange={(event) =>
                update((next) => {
                  next.financialInfoForm[currency] = event.target.value;
                })
              }
            />
          </div>
        );
      })}
      <CheckboxGroup
        legend={t(`${K}.fields.sourceIds`)}
        entries={sources.data ?? []}
        chosen={form.sourceIds}
        onChange={(chosen) =>
          update((next) => {
            next.financialInfoForm.sourceIds = chosen;
          })
        }
        error={errorOf('financialInfoForm.sourceIds')}
      />
      <TextField
        label={t(`${K}.fields.sourceSpecification`)}
        value={form.sourceSpecification}
        onChange={setText('sourceSpecification')}
      />
      <CheckboxGroup
        legend={t(`${K}.fields.purposeIds`)}
        entries={purposes.data ?? []}
        chosen={form.purposeIds}
        onChange={(chosen) =>
          update((next) => {
            next.financialInfoForm.purposeIds = chosen;
          })
        }
        error={errorOf('financialInfoForm.purposeIds')}
      />
      <TextField
        label={t(`${K}.fields.purposeSpecification`)}
        value={form.purposeSpecification}
        onChange={setText('purposeSpecification')}
      />
      <Select
        label={t(`${K}.fields.industry`)}
        placeholder={t(`${K}.chooseOne`)}
        options={industryOptions}
        value={form.industry ? String(form.industry) : ''}
        onChange={(event) =>
          update((next) => {
            next.financialInfoForm.industry = Number(event.target.value) || 0;
          })
        }
        error={errorOf('financialInfoForm.industry')}
      />
      <TextField
        label={t(`${K}.fields.industrySpecification`)}
        value={form.industrySpecification}
        onChange={setText('industrySpecification')}
      />
    </div>
  );
}

/** Step 3: due diligence (spec 03 §3 dueDilligenceForm): yes or no, with details for a yes. */
export function DueDiligenceStep() {
  const { t } = useTranslation('onboarding');
  const { draft, update, errorOf } = useWizard();
  const form = draft.dueDilligenceForm;
  const question = (field: 'government' | 'lawsuits' | 'taxPayers') => (
    <YesNo
      legend={t(`${K}.fields.${field}`)}
      value={form[field]}
      onChange={(value) =>
        update((next) => {
          next.dueDilligenceForm[field] = value;
        })
      }
      error={errorOf(`dueDilligenceForm.${field}`)}
    />
  );
  const details = (field: 'governmentDetails' | 'lawsuitsDetails') => (
    <TextField
      label={t(`${K}.fields.${field}`)}
      value={form[field]}
      onChange={(event) =>
        update((next) => {
          next.dueDilligenceForm[field] = event.target.value;
        })
      }
      error={errorOf(`dueDilligenceForm.${field}`)}
    />
  );
  return (
    <div className={styles.form}>
      {question('government')}
      {form.government ? details('governmentDetails') : null}
      {question('lawsuits')}
      {form.lawsuits ? details('lawsuitsDetails') : null}
      {question('taxPayers')}
      <AdditionalQuestions />
    </div>
  );
}

/** Step 4: the terms, and that the applicant may act for the company (spec 03 §3 legalForm). */
export function LegalStep() {
  const { t } = useTranslation('onboarding');
  const { brand } = useServices();
  const { draft, update, errorOf } = useWizard();
  const box = (field: 'terms' | 'authorizedCompanyRepresentative', label: React.ReactNode) => {
    const error = errorOf(`legalForm.${field}`);
    return (
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.legalForm[field]}
            aria-invalid={error ? true : undefined}
            onChange={(event) =>
              update((next) => {
                next.legalForm[field] = event.target.checked;
              })
            }
          />
          <span>{label}</span>
        </label>
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
    );
  };
  return (
    <div className={styles.form}>
      {box(
        'terms',
        <>
          {t(`${K}.legal.terms`)}{' '}
          <a href={brand.terms.termsAndConditions} target="_blank" rel="noreferrer">
            {t(`${K}.legal.termsLink`)}
          </a>
          {', '}
          <a href={brand.terms.privacyPolicy} target="_blank" rel="noreferrer">
            {t(`${K}.legal.privacyLink`)}
          </a>
        </>,
      )}
      {box('authorizedCompanyRepresentative', t(`${K}.legal.representative`))}
    </div>
  );
}
