import { useId, type ReactNode } from 'react';
import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  TIN_MISSING_REASONS,
  type TaxCertificationInfo,
  type VerificationStatus,
} from '@portal/api/catalogue';
import { countryName, sortByName } from '@portal/i18n/i18n';
import {
  taxIdNamesOf,
  withUSTaxId,
  type TaxIdFormEntry,
  type TaxSubject,
} from '@portal/api/tax-certification';
import { Alert, Button, Select, TextField, type SelectOption } from '@portal/ui/components';
import { useCountries } from '@portal/remote/dictionaries';
import { newTaxIdRow } from '../utils/validation';
import styles from './self-certification.module.css';

/** A field's error once it was touched or the form was submitted. */
export function errorAt<T>(form: FormikProps<T>, path: string): string | undefined {
  const error: unknown = getIn(form.errors, path);
  if (typeof error !== 'string') return undefined;
  return getIn(form.touched, path) || form.submitCount > 0 ? error : undefined;
}

/** The countries of the dictionary as options, in the customer's language and order. */
export function useCountryOptions(): { options: SelectOption[]; nameOf: (code: string) => string } {
  const { i18n } = useTranslation('onboarding');
  const countries = useCountries();
  const options = sortByName(
    (countries.data ?? []).map((country) => ({
      value: country.code,
      label: countryName(country.code, i18n.language, country.name),
    })),
    (option) => option.label,
    i18n.language,
  );
  const nameOf = (code: string) => options.find((option) => option.value === code)?.label ?? code;
  return { options, nameOf };
}

/** A yes-or-no question as two radio buttons in a fieldset whose legend is the question. */
export function YesNo({
  legend,
  name,
  value,
  onChange,
  error,
}: {
  legend: ReactNode;
  name: string;
  value: boolean | '' | null | undefined;
  onChange: (value: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {[true, false].map((choice) => (
          <label key={String(choice)} className={styles.choice}>
            <input
              type="radio"
              name={name}
              checked={value === choice}
              onChange={() => onChange(choice)}
              aria-invalid={error ? true : undefined}
            />
            {choice ? t('taxCertification.yes') : t('taxCertification.no')}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The statuses of the certification's documents (spec 03 §3 "Info object"). */
export function DocumentStatuses({ info }: { info: TaxCertificationInfo }) {
  const { t } = useTranslation('onboarding');
  const rows: [string, VerificationStatus][] = [
    [t('taxCertification.documents.selfCertification'), info.taxResidencySelfCertificationDocumentStatus],
    [t('taxCertification.documents.w8Ben'), info.w8BenFormDocumentStatus],
    [t('taxCertification.documents.w9'), info.w9FormDocumentStatus],
    [t('taxCertification.documents.lossOfNationality'), info.certificateOfLossOfNationalityDocumentStatus],
  ];
  return (
    <section aria-labelledby="tax-documents" className={styles.card}>
      <h2 id="tax-documents" className={styles.sectionTitle}>
        {t('taxCertification.documents.title')}
      </h2>
      <dl className={styles.statuses}>
        {rows
          .filter(([, status]) => status !== 'notRequired')
          .map(([name, status]) => (
            <div key={name} className={styles.statusRow}>
              <dt>{name}</dt>
              <dd className={styles[status] ?? ''}>{t(`taxCertification.documents.statuses.${status}`)}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/**
 * The countries of tax residence with their tax ids (spec 03 §5): the id named as the country names it (the tax-id
 * table), required or optional by the table, or a reason there is none and, for CANNOT_OBTAIN, why. `path` is where
 * the rows are in the form's values.
 */
export function TaxIdRows<T>({
  form,
  path,
  subject,
  legend,
}: {
  form: FormikProps<T>;
  path: string;
  subject: TaxSubject;
  legend: string;
}) {
  const { t } = useTranslation('onboarding');
  const { options, nameOf } = useCountryOptions();
  const rows = (getIn(form.values, path) as TaxIdFormEntry[] | undefined) ?? [];
  const listError = getIn(form.errors, path);
  const set = (next: TaxIdFormEntry[]) => void form.setFieldValue(path, next);
  const change = (index: number, patch: Partial<TaxIdFormEntry>) =>
    set(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const reasons = TIN_MISSING_REASONS.map((reason) => ({
    value: reason,
    label: t(`taxCertification.residence.reasons.${reason}`),
  }));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{t('taxCertification.residence.hint')}</p>
      {rows.map((row, index) => {
        const at = `${path}[${index}]`;
        const names = row.countryCode ? taxIdNamesOf(row.countryCode, subject) : undefined;
        const taxIdLabel = names
          ? t('taxCertification.residence.taxIdNamed', { name: names.name, shortName: names.shortName })
          : t('taxCertification.residence.taxId');
        return (
          <div
            key={index}
            className={styles.row}
            role="group"
            aria-label={t('taxCertification.residence.row', { number: index + 1 })}
          >
            <Select
              label={t('taxCertification.residence.country')}
              placeholder={t('taxCertification.residence.chooseCountry')}
              options={options}
              name={`${at}.countryCode`}
              value={row.countryCode}
              onChange={(event) => change(index, { countryCode: event.target.value })}
              onBlur={() => void form.setFieldTouched(`${at}.countryCode`, true, false)}
              error={errorAt(form, `${at}.countryCode`)}
            />
            {row.noTax ? null : (
              <TextField
                label={taxIdLabel}
                name={`${at}.taxId`}
                value={row.taxId}
                maxLength={40}
                autoComplete="off"
                hint={names && !names.required ? t('taxCertification.residence.optional') : undefined}
                onChange={(event) => change(index, { taxId: event.target.value })}
                onBlur={() => void form.setFieldTouched(`${at}.taxId`, true, false)}
                error={errorAt(form, `${at}.taxId`)}
              />
            )}
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={row.noTax}
                onChange={(event) => change(index, { noTax: event.target.checked })}
              />
              {t('taxCertification.residence.noTax')}
            </label>
            {row.noTax ? (
              <Select
                label={t('taxCertification.residence.reason')}
                placeholder={t('taxCertification.residence.chooseReason')}
                options={reasons}
                name={`${at}.tinMissingReason`}
                value={row.tinMissingReason}
                onChange={(event) =>
                  change(index, {
                    tinMissingReason: event.target.value as TaxIdFormEntry['tinMissingReason'],
                  })
                }
                onBlur={() => void form.setFieldTouched(`${at}.tinMissingReason`, true, false)}
                error={errorAt(form, `${at}.tinMissingReason`)}
              />
            ) : null}
            {row.noTax && row.tinMissingReason === 'CANNOT_OBTAIN' ? (
              <TextField
                label={t('taxCertification.residence.explanation')}
                name={`${at}.tinMissingExplanation`}
                value={row.tinMissingExplanation}
                maxLength={500}
                onChange={(event) => change(index, { tinMissingExplanation: event.target.value })}
                onBlur={() => void form.setFieldTouched(`${at}.tinMissingExplanation`, true, false)}
                error={errorAt(form, `${at}.tinMissingExplanation`)}
              />
            ) : null}
            {rows.length > 1 ? (
              <div>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  onClick={() => set(rows.filter((_, at) => at !== index))}
                >
                  {row.countryCode
                    ? t('taxCertification.residence.remove', { country: nameOf(row.countryCode) })
                    : t('taxCertification.residence.removeEmpty')}
                </Button>
              </div>
            ) : null}
          </div>
        );
      })}
      {typeof listError === 'string' && form.submitCount > 0 ? (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={() => set([...rows, newTaxIdRow()])}>
          {t('taxCertification.residence.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** What the personal and the business forms ask alike: the tax ids per country and the two US questions. */
interface ResidenceAndUSValues {
  taxIds: TaxIdFormEntry[];
  hasUSIndicia: boolean | null;
  isUSTaxPayer: boolean | null;
}

/** The countries of tax residence with their tax ids, as the table names them for a person or a company. */
export function TaxResidenceSection<T extends ResidenceAndUSValues>({
  form,
  subject,
}: {
  form: FormikProps<T>;
  subject: TaxSubject;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="tax-residence" className={styles.card}>
      <h2 id="tax-residence" className={styles.sectionTitle}>
        {t('taxCertification.residence.title')}
      </h2>
      <TaxIdRows form={form} path="taxIds" subject={subject} legend={t('taxCertification.residence.title')} />
    </section>
  );
}

/**
 * The US indicia and the US taxpayer questions; a yes to the second adds a US tax-id row (spec 03 §5: a US id is
 * added when the payer is a US taxpayer and none exists). `children` are the form's own further questions.
 */
export function USSection<T extends ResidenceAndUSValues>({
  form,
  taxPayerLegend,
  children,
}: {
  form: FormikProps<T>;
  taxPayerLegend: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const setUSTaxPayer = (value: boolean) => {
    void form.setFieldValue('isUSTaxPayer', value);
    if (value) void form.setFieldValue('taxIds', withUSTaxId(form.values.taxIds, true, newTaxIdRow));
  };
  return (
    <section aria-labelledby="tax-us" className={styles.card}>
      <h2 id="tax-us" className={styles.sectionTitle}>
        {t('taxCertification.us.title')}
      </h2>
      <YesNo
        legend={t('taxCertification.us.hasUSIndicia')}
        name="hasUSIndicia"
        value={form.values.hasUSIndicia}
        onChange={(value) => void form.setFieldValue('hasUSIndicia', value)}
        error={errorAt(form, 'hasUSIndicia')}
      />
      <YesNo
        legend={taxPayerLegend}
        name="isUSTaxPayer"
        value={form.values.isUSTaxPayer}
        onChange={setUSTaxPayer}
        error={errorAt(form, 'isUSTaxPayer')}
      />
      {form.values.isUSTaxPayer ? <p className={styles.hint}>{t('taxCertification.us.usIdAdded')}</p> : null}
      {children}
    </section>
  );
}

/** The sandbox's refusal lines, joined by commas (spec 03 §5), above the submit button. */
export function FormFooter({ refused, submitting }: { refused: readonly string[]; submitting: boolean }) {
  const { t } = useTranslation('onboarding');
  return (
    <>
      {refused.length > 0 ? (
        <Alert tone="error" title={t('taxCertification.errorsTitle')}>
          <p>{refused.join(', ')}</p>
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={submitting}>
          {t('taxCertification.page.submit')}
        </Button>
      </div>
    </>
  );
}
