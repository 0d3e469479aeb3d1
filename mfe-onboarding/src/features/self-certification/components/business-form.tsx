import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  TAX_ENTITY_TYPES,
  type BusinessTaxQuestion,
  type TaxCertification,
  type UpdateBusinessTaxCertificationRequest,
} from '@portal/api/catalogue';
import {
  ALL_BUSINESS_QUESTIONS,
  BOOLEAN_BUSINESS_QUESTIONS,
  businessTaxPayload,
  needsControllingPersons,
  taxIdFormEntry,
  visibleBusinessQuestions,
  type ControllingPersonForm,
} from '@portal/api/tax-certification';
import { Button, Select, TextField } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import {
  answeredBusiness,
  businessAnswers,
  newTaxIdRow,
  validateBusiness,
  type BusinessFormValues,
} from '../utils/validation';
import {
  errorAt,
  FormFooter,
  TaxIdRows,
  TaxResidenceSection,
  USSection,
  useCountryOptions,
  YesNo,
} from './form-parts';
import { useFocusFirstInvalid } from './personal-form';
import styles from './self-certification.module.css';

const newPerson = (): ControllingPersonForm => ({
  firstName: '',
  lastName: '',
  birthDate: '',
  residenceCountryCode: '',
  taxIds: [newTaxIdRow()],
});

/** The form's values from a kept certification. */
export function businessInitialValues(certification: TaxCertification): BusinessFormValues {
  const answers = Object.fromEntries(
    ALL_BUSINESS_QUESTIONS.map((question) => [question, certification[question] ?? '']),
  ) as BusinessFormValues['answers'];
  return {
    registrationCountryCode: certification.registrationCountryCode ?? '',
    entityType: certification.entityType ?? '',
    answers,
    hasUSIndicia: certification.hasUSIndicia,
    isUSTaxPayer: certification.isUSTaxPayer,
    placeOfBusinessAddressId: certification.placeOfBusinessAddressId?.toString() ?? '',
    registeredAddressId: certification.registeredAddressId?.toString() ?? '',
    controllingPersons: certification.controllingPersons.map((person) => ({
      ...person,
      taxIds: person.taxIds.map(taxIdFormEntry),
    })),
    taxIds: certification.taxIds.length > 0 ? certification.taxIds.map(taxIdFormEntry) : [newTaxIdRow()],
  };
}

/**
 * A company's answers (spec 03 §3 "Tax certification (FATCA/CRS)", §5): its registration, the entity type and every
 * question the answers before it lead to (the shared rules decide which), the controlling persons of a passive
 * entity, its tax residence and the US questions. Only the questions shown are sent.
 */
export function BusinessForm({
  certification,
  onSubmit,
}: {
  certification: TaxCertification;
  onSubmit: (request: UpdateBusinessTaxCertificationRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('onboarding');
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const { options: countryOptions } = useCountryOptions();
  const form = useFormik<BusinessFormValues>({
    initialValues: businessInitialValues(certification),
    validate: (values) => validateBusiness(values, t),
    onSubmit: async (values) => {
      setRefused([]);
      try {
        await onSubmit(businessTaxPayload(answeredBusiness(values)));
      } catch (error) {
        setRefused(failureLines(error, t));
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const answers = businessAnswers(form.values);
  const shown = visibleBusinessQuestions(answers);
  const passive = needsControllingPersons(answers);
  const addresses = certification.addresses.map((address) => ({
    value: String(address.addressId),
    label: address.label,
  }));
  const setAnswer = (question: BusinessTaxQuestion, value: string | boolean) =>
    void form.setFieldValue(`answers.${question}`, value);
  const persons = form.values.controllingPersons;
  const setPersons = (next: ControllingPersonForm[]) => void form.setFieldValue('controllingPersons', next);

  const question = (name: BusinessTaxQuestion) => {
    const label = t(`taxCertification.business.questions.${name}`);
    const value = form.values.answers[name];
    if (BOOLEAN_BUSINESS_QUESTIONS.has(name))
      return (
        <YesNo
          key={name}
          legend={label}
          name={`answers.${name}`}
          value={value === '' ? null : (value as boolean)}
          onChange={(choice) => setAnswer(name, choice)}
          error={errorAt(form, `answers.${name}`)}
        />
      );
    return (
      <TextField
        key={name}
        label={label}
        name={`answers.${name}`}
        value={typeof value === 'string' ? value : ''}
        maxLength={name === 'giin' ? 19 : 200}
        autoComplete="off"
        hint={name === 'giin' ? t('taxCertification.business.questions.giinHint') : undefined}
        onChange={(event) =>
          setAnswer(name, name === 'giin' ? event.target.value.toUpperCase() : event.target.value)
        }
        onBlur={() => void form.setFieldTouched(`answers.${name}`, true, false)}
        error={errorAt(form, `answers.${name}`)}
      />
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
      <section aria-labelledby="tax-company" className={styles.card}>
        <h2 id="tax-company" className={styles.sectionTitle}>
          {t('taxCertification.business.company')}
        </h2>
        <Select
          label={t('taxCertification.business.registrationCountry')}
          placeholder={t('taxCertification.residence.chooseCountry')}
          options={countryOptions}
          {...form.getFieldProps('registrationCountryCode')}
          error={errorAt(form, 'registrationCountryCode')}
        />
        {addresses.length > 0 ? (
          <>
            <Select
              label={t('taxCertification.business.registeredAddress')}
              placeholder={t('taxCertification.business.chooseAddress')}
              options={addresses}
              {...form.getFieldProps('registeredAddressId')}
            />
            <Select
              label={t('taxCertification.business.placeOfBusiness')}
              placeholder={t('taxCertification.business.chooseAddress')}
              options={addresses}
              {...form.getFieldProps('placeOfBusinessAddressId')}
            />
          </>
        ) : null}
      </section>

      <section aria-labelledby="tax-classification" className={styles.card}>
        <h2 id="tax-classification" className={styles.sectionTitle}>
          {t('taxCertification.business.classification')}
        </h2>
        <fieldset
          className={styles.fieldset}
          aria-invalid={errorAt(form, 'entityType') ? true : undefined}
          aria-describedby={errorAt(form, 'entityType') ? 'entity-type-error' : undefined}
        >
          <legend className={styles.legend}>{t('taxCertification.business.entityType')}</legend>
          <div className={styles.stackChoices}>
            {TAX_ENTITY_TYPES.map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name="entityType"
                  value={type}
                  checked={form.values.entityType === type}
                  aria-invalid={errorAt(form, 'entityType') ? true : undefined}
                  onChange={() => void form.setFieldValue('entityType', type)}
                />
                {t(`taxCertification.business.entityTypes.${type}`)}
              </label>
            ))}
          </div>
          {errorAt(form, 'entityType') ? (
            <p id="entity-type-error" className={styles.error}>
              {errorAt(form, 'entityType')}
            </p>
          ) : null}
        </fieldset>
        {shown.map(question)}
      </section>

      {passive ? (
        <section aria-labelledby="tax-persons" className={styles.card}>
          <h2 id="tax-persons" className={styles.sectionTitle}>
            {t('taxCertification.business.persons')}
          </h2>
          <p className={styles.hint}>{t('taxCertification.business.passive')}</p>
          {persons.map((_, index) => {
            const at = `controllingPersons[${index}]`;
            const number = index + 1;
            return (
              <fieldset key={index} className={styles.row}>
                <legend className={styles.legend}>{t('taxCertification.business.person', { number })}</legend>
                <div className={styles.pair}>
                  <TextField
                    label={t('taxCertification.business.firstName')}
                    maxLength={100}
                    {...form.getFieldProps(`${at}.firstName`)}
                    error={errorAt(form, `${at}.firstName`)}
                  />
                  <TextField
                    label={t('taxCertification.business.lastName')}
                    maxLength={100}
                    {...form.getFieldProps(`${at}.lastName`)}
                    error={errorAt(form, `${at}.lastName`)}
                  />
                </div>
                <TextField
                  label={t('taxCertification.business.birthDate')}
                  type="date"
                  {...form.getFieldProps(`${at}.birthDate`)}
                  error={errorAt(form, `${at}.birthDate`)}
                />
                <Select
                  label={t('taxCertification.business.residence')}
                  placeholder={t('taxCertification.residence.chooseCountry')}
                  options={countryOptions}
                  {...form.getFieldProps(`${at}.residenceCountryCode`)}
                  error={errorAt(form, `${at}.residenceCountryCode`)}
                />
                <TaxIdRows
                  form={form}
                  path={`${at}.taxIds`}
                  subject="personal"
                  legend={t('taxCertification.business.personTaxIds', { number })}
                />
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => setPersons(persons.filter((__, at2) => at2 !== index))}
                  >
                    {t('taxCertification.business.removePerson', { number })}
                  </Button>
                </div>
              </fieldset>
            );
          })}
          {typeof form.errors.controllingPersons === 'string' && form.submitCount > 0 ? (
            <p className={styles.error} role="alert">
              {form.errors.controllingPersons}
            </p>
          ) : null}
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setPersons([...persons, newPerson()])}
            >
              {t('taxCertification.business.addPerson')}
            </Button>
          </div>
        </section>
      ) : null}

      <TaxResidenceSection form={form} subject="business" />

      <USSection form={form} taxPayerLegend={t('taxCertification.us.isUSTaxPayerBusiness')} />

      <FormFooter refused={refused} submitting={form.isSubmitting} />
    </form>
  );
}
