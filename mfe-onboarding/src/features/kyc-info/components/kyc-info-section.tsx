import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  KYC_AMOUNT_PATTERN,
  KYC_EMPLOYER_MAX_LENGTH,
  type KycInfo,
  type UpdateKycInfoRequest,
} from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Card, Select, Skeleton, TextField } from '@portal/ui/components';
import { useCountries, useDictionaryEntries, useIndustries } from '@portal/remote/dictionaries';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import { useKycInfo, useUpdateKycInfo } from '../api/kyc-info';
import { CheckboxGroup } from '../../../shared/checkbox-group';
import styles from './kyc-info.module.css';

const AMOUNT = new RegExp(KYC_AMOUNT_PATTERN);

interface Values {
  occupationId: string;
  employer: string;
  industryId: string;
  sourceOfFundsIds: number[];
  purposeIds: number[];
  expectedMonthlyTurnoverAmount: string;
  taxResidenceCountryCode: string;
}

const valuesOf = (info: KycInfo): Values => ({
  occupationId: info.occupationId === null ? '' : String(info.occupationId),
  employer: info.employer,
  industryId: info.industryId === null ? '' : String(info.industryId),
  sourceOfFundsIds: info.sourceOfFundsIds,
  purposeIds: info.purposeIds,
  expectedMonthlyTurnoverAmount: info.expectedMonthlyTurnoverAmount,
  taxResidenceCountryCode: info.taxResidenceCountryCode,
});

const requestOf = (values: Values): UpdateKycInfoRequest => ({
  occupationId: Number(values.occupationId),
  employer: values.employer.trim(),
  industryId: Number(values.industryId),
  sourceOfFundsIds: values.sourceOfFundsIds,
  purposeIds: values.purposeIds,
  // A comma typed as the decimal separator is a point; the amount stays a string (money is decimal, never float).
  expectedMonthlyTurnoverAmount: values.expectedMonthlyTurnoverAmount.trim().replace(',', '.'),
  taxResidenceCountryCode: values.taxResidenceCountryCode,
});

/** The form, once the answers and the dictionaries are in. */
function KycInfoForm({ info, mayChange }: { info: KycInfo; mayChange: boolean }) {
  const { t, i18n } = useTranslation('onboarding');
  const update = useUpdateKycInfo();
  const occupations = useDictionaryEntries('getOccupations');
  const sources = useDictionaryEntries('getSources');
  const purposes = useDictionaryEntries('getPurposes');
  const industries = useIndustries();
  const countries = useCountries();
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);

  const required = t('kycInfo.details.errors.required');
  const schema = yup.object({
    occupationId: yup.string().required(required),
    employer: yup
      .string()
      .max(KYC_EMPLOYER_MAX_LENGTH, t('kycInfo.details.errors.tooLong', { max: KYC_EMPLOYER_MAX_LENGTH })),
    industryId: yup.string().required(required),
    sourceOfFundsIds: yup.array().min(1, t('kycInfo.details.errors.chooseOne')),
    purposeIds: yup.array().min(1, t('kycInfo.details.errors.chooseOne')),
    expectedMonthlyTurnoverAmount: yup
      .string()
      .required(required)
      .test('amount', t('kycInfo.details.errors.amount'), (value) =>
        AMOUNT.test((value ?? '').trim().replace(',', '.')),
      ),
    taxResidenceCountryCode: yup.string().required(required),
  });

  const form = useFormik<Values>({
    initialValues: valuesOf(info),
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      setRefused([]);
      setSaved(false);
      try {
        await update.mutateAsync(requestOf(values));
        setSaved(true);
      } catch (failure) {
        const lines = failureLines(failure, t);
        let atFields = false;
        for (const field of Object.keys(values) as (keyof Values)[]) {
          const line = lineFor(lines, field);
          if (line) {
            atFields = true;
            helpers.setFieldError(field, line);
          }
        }
        setRefused(lines);
        if (atFields)
          setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      }
    },
  });

  // A refused submit puts the focus on the first invalid field (DESIGN §4).
  const handled = useRef(0);
  useEffect(() => {
    if (form.isValidating || form.isSubmitting || form.submitCount === handled.current) return;
    handled.current = form.submitCount;
    if (Object.keys(form.errors).length > 0)
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input')
        ?.focus();
  }, [form.submitCount, form.isValidating, form.isSubmitting, form.errors]);

  const shown = (field: keyof Values): string | undefined => {
    const error = form.errors[field];
    return (form.touched[field] || form.submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
  const choose = { value: '', label: t('kycInfo.details.choose') };
  const options = (entries: readonly { id: number; name: string }[] | undefined) => [
    choose,
    ...(entries ?? []).map((entry) => ({ value: String(entry.id), label: entry.name })),
  ];
  const problems =
    refused.length > 0
      ? refused
      : form.submitCount > 0
        ? Object.values(form.errors).filter((error): error is string => typeof error === 'string')
        : [];
  const disabled = !mayChange || form.isSubmitting;
  const updated = info.updated
    ? t('kycInfo.details.updated', {
        date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(info.updated)),
      })
    : t('kycInfo.details.neverUpdated');

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <p className={styles.muted}>{updated}</p>
      <div className={styles.row}>
        <Select
          label={t('kycInfo.details.occupation')}
          options={options(occupations.data)}
          {...form.getFieldProps('occupationId')}
          error={shown('occupationId')}
          disabled={disabled}
        />
        <TextField
          label={t('kycInfo.details.employer')}
          hint={t('kycInfo.details.employerHint')}
          maxLength={KYC_EMPLOYER_MAX_LENGTH}
          autoComplete="organization"
          {...form.getFieldProps('employer')}
          error={shown('employer')}
          disabled={disabled}
        />
        <Select
          label={t('kycInfo.details.industry')}
          options={options(industries.data)}
          {...form.getFieldProps('industryId')}
          error={shown('industryId')}
          disabled={disabled}
        />
      </div>
      <CheckboxGroup
        legend={t('kycInfo.details.sourceOfFunds')}
        entries={sources.data ?? []}
        chosen={form.values.sourceOfFundsIds}
        onChange={(chosen) => void form.setFieldValue('sourceOfFundsIds', chosen)}
        error={shown('sourceOfFundsIds')}
        disabled={disabled}
      />
      <CheckboxGroup
        legend={t('kycInfo.details.purpose')}
        entries={purposes.data ?? []}
        chosen={form.values.purposeIds}
        onChange={(chosen) => void form.setFieldValue('purposeIds', chosen)}
        error={shown('purposeIds')}
        disabled={disabled}
      />
      <div className={styles.row}>
        <TextField
          label={t('kycInfo.details.turnover')}
          hint={t('kycInfo.details.turnoverHint')}
          inputMode="decimal"
          maxLength={16}
          {...form.getFieldProps('expectedMonthlyTurnoverAmount')}
          error={shown('expectedMonthlyTurnoverAmount')}
          disabled={disabled}
        />
        <Select
          label={t('kycInfo.details.taxResidence')}
          options={[
            choose,
            ...(countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
          ]}
          {...form.getFieldProps('taxResidenceCountryCode')}
          error={shown('taxResidenceCountryCode')}
          disabled={disabled}
        />
      </div>
      {problems.length > 0 ? (
        <Alert tone="error" title={t('kycInfo.details.errorsTitle')}>
          <p>{problems.join(', ')}</p>
        </Alert>
      ) : null}
      {saved ? <Alert tone="success" title={t('kycInfo.details.saved')} /> : null}
      {mayChange ? (
        <div>
          <Button type="submit" loading={form.isSubmitting}>
            {t('kycInfo.details.save')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * "Your details" (spec 03 §3 "KYC customer info", §7 "KYC info get and update"): occupation, employer, industry,
 * source of funds, purpose, expected monthly turnover (a decimal string) and tax residence, from the registration's
 * dictionaries; shown to anyone who may read them, editable by who may change them.
 */
export function KycInfoSection() {
  const { t } = useTranslation('onboarding');
  const user = useSubject(user$);
  const info = useKycInfo();
  return (
    <Card title={t('kycInfo.details.title')} description={t('kycInfo.details.description')}>
      {info.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('kycInfo.details.loading')}>
          <Skeleton height={200} />
        </div>
      ) : info.isError ? (
        <Alert tone="error" title={t('kycInfo.details.failed')}>
          <Button variant="secondary" size="sm" onClick={() => void info.refetch()}>
            {t('kycInfo.details.retry')}
          </Button>
        </Alert>
      ) : (
        <KycInfoForm info={info.data} mayChange={mayCall(user, 'updateKycInfo')} />
      )}
    </Card>
  );
}
