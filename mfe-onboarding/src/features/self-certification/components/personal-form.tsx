import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { PersonalTaxCertificationFields, TaxCertification } from '@portal/api/catalogue';
import { asksRenouncedCitizenship, personalTaxPayload, taxIdFormEntry } from '@portal/api/tax-certification';
import { failureLines } from '../../../shared/failure-lines';
import {
  answeredPersonal,
  newTaxIdRow,
  validatePersonal,
  type PersonalFormValues,
} from '../utils/validation';
import { errorAt, FormFooter, TaxResidenceSection, USSection, YesNo } from './form-parts';
import styles from './self-certification.module.css';

/** The form's values from a kept certification; a new one starts with the customer's country of residence. */
export function personalInitialValues(
  certification: TaxCertification,
  residence?: string,
): PersonalFormValues {
  return {
    taxIds:
      certification.taxIds.length > 0
        ? certification.taxIds.map(taxIdFormEntry)
        : [newTaxIdRow(residence ?? '')],
    hasUSIndicia: certification.hasUSIndicia,
    isUSTaxPayer: certification.isUSTaxPayer,
    renouncedUSCitizenship: certification.renouncedUSCitizenship,
  };
}

/** Focuses the first invalid control after a submit that found problems (DESIGN §4). */
export function useFocusFirstInvalid(
  formRef: React.RefObject<HTMLFormElement | null>,
  form: { submitCount: number; isValidating: boolean; errors: object },
) {
  const handled = useRef(0);
  useEffect(() => {
    if (form.isValidating || form.submitCount === handled.current) return;
    handled.current = form.submitCount;
    if (Object.keys(form.errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.submitCount, form.isValidating, form.errors, formRef]);
}

/**
 * A person's answers (spec 03 §3, §5): the countries of tax residence with their ids, and the US questions; a US
 * taxpayer gets the United States added to the countries, a person with US indicia who is not one is asked whether
 * they gave up US citizenship. Sends the payload the shared rules build.
 */
export function PersonalForm({
  certification,
  residence,
  onSubmit,
}: {
  certification: TaxCertification;
  residence?: string;
  onSubmit: (request: PersonalTaxCertificationFields) => Promise<unknown>;
}) {
  const { t } = useTranslation('onboarding');
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const form = useFormik<PersonalFormValues>({
    initialValues: personalInitialValues(certification, residence),
    validate: (values) => validatePersonal(values, t),
    onSubmit: async (values) => {
      setRefused([]);
      try {
        await onSubmit(personalTaxPayload(answeredPersonal(values)));
      } catch (error) {
        setRefused(failureLines(error, t));
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <TaxResidenceSection form={form} subject="personal" />
      <USSection form={form} taxPayerLegend={t('taxCertification.us.isUSTaxPayer')}>
        {asksRenouncedCitizenship(answeredPersonal(form.values)) ? (
          <YesNo
            legend={t('taxCertification.us.renounced')}
            name="renouncedUSCitizenship"
            value={form.values.renouncedUSCitizenship}
            onChange={(value) => void form.setFieldValue('renouncedUSCitizenship', value)}
            error={errorAt(form, 'renouncedUSCitizenship')}
          />
        ) : null}
      </USSection>
      <FormFooter refused={refused} submitting={form.isSubmitting} />
    </form>
  );
}
