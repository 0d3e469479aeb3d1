import type { TFunction } from 'i18next';
import { yupToFormErrors, type FormikErrors } from 'formik';
import * as yup from 'yup';
import { TIN_MISSING_REASONS } from '@portal/api/catalogue';
import {
  ALL_BUSINESS_QUESTIONS,
  BOOLEAN_BUSINESS_QUESTIONS,
  GIIN_PATTERN,
  TAX_ID_PATTERN,
  TIN_EXPLANATION_MAX_LENGTH,
  asksRenouncedCitizenship,
  emptyTaxIdEntry,
  isTaxIdRequired,
  needsControllingPersons,
  visibleBusinessQuestions,
  type BusinessAnswers,
  type BusinessTaxForm,
  type PersonalTaxForm,
  type TaxIdFormEntry,
  type TaxSubject,
} from '@portal/api/tax-certification';

/**
 * The forms' yup schemas, built from the shared rules (spec 03 §5 "Tax ID", §3 "Questions") for the answers given,
 * so a question hidden by an answer is never asked for; the sandbox checks the same rules again.
 */

/** A yes-or-no answer: null until chosen. */
type Answer = boolean | null;

/** A person's form: the shared form's fields, the yes-or-no ones unanswered at first. */
export type PersonalFormValues = Omit<
  PersonalTaxForm,
  'hasUSIndicia' | 'isUSTaxPayer' | 'renouncedUSCitizenship'
> & {
  hasUSIndicia: Answer;
  isUSTaxPayer: Answer;
  renouncedUSCitizenship: Answer;
};

/** A company's form, likewise. */
export type BusinessFormValues = Omit<BusinessTaxForm, 'hasUSIndicia' | 'isUSTaxPayer'> & {
  hasUSIndicia: Answer;
  isUSTaxPayer: Answer;
};

/** The shared form once every answer is given (the schemas made sure of it). */
export const answeredPersonal = (values: PersonalFormValues): PersonalTaxForm => ({
  ...values,
  hasUSIndicia: values.hasUSIndicia === true,
  isUSTaxPayer: values.isUSTaxPayer === true,
  renouncedUSCitizenship: values.renouncedUSCitizenship === true,
});
export const answeredBusiness = (values: BusinessFormValues): BusinessTaxForm => ({
  ...values,
  hasUSIndicia: values.hasUSIndicia === true,
  isUSTaxPayer: values.isUSTaxPayer === true,
});

const text = (t: TFunction, key: string, values?: Record<string, unknown>) =>
  t(`taxCertification.errors.${key}`, values ?? {});

/** One residence country with its id, or the reason there is none. */
function taxIdRowSchema(t: TFunction, subject: TaxSubject) {
  return yup.object({
    countryCode: yup.string().required(text(t, 'country')),
    noTax: yup.boolean(),
    taxId: yup
      .string()
      .trim()
      .when(['noTax', 'countryCode'], ([noTax, countryCode], schema) => {
        if (noTax) return schema;
        const format = schema.matches(TAX_ID_PATTERN, {
          message: text(t, 'taxIdFormat'),
          excludeEmptyString: true,
        });
        return isTaxIdRequired(String(countryCode ?? ''), subject)
          ? format.required(text(t, 'taxIdRequired'))
          : format;
      }),
    tinMissingReason: yup
      .string()
      .when('noTax', ([noTax], schema) =>
        noTax
          ? schema.oneOf([...TIN_MISSING_REASONS], text(t, 'reason')).required(text(t, 'reason'))
          : schema,
      ),
    tinMissingExplanation: yup
      .string()
      .trim()
      .when(['noTax', 'tinMissingReason'], ([noTax, reason], schema) =>
        noTax && reason === 'CANNOT_OBTAIN'
          ? schema
              .required(text(t, 'explanation'))
              .max(TIN_EXPLANATION_MAX_LENGTH, text(t, 'tooLong', { max: TIN_EXPLANATION_MAX_LENGTH }))
          : schema,
      ),
  });
}

/** The residence countries: at least one, none twice. */
function taxIdsSchema(t: TFunction, subject: TaxSubject) {
  return yup
    .array()
    .of(taxIdRowSchema(t, subject))
    .min(1, text(t, 'atLeastOne'))
    .test('unique-countries', '', function unique(rows) {
      const seen = new Set<string>();
      for (const [index, row] of (rows ?? []).entries()) {
        const code = row?.countryCode;
        if (!code) continue;
        if (seen.has(code))
          return this.createError({
            path: `${this.path}[${index}].countryCode`,
            message: text(t, 'duplicate'),
          });
        seen.add(code);
      }
      return true;
    });
}

/** Formik's errors of a yup schema, every problem at once. */
function errorsOf<T>(schema: yup.AnySchema, values: T): FormikErrors<T> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof yup.ValidationError) return yupToFormErrors(error);
    throw error;
  }
}

const yesNo = (t: TFunction) => yup.boolean().nullable().required(text(t, 'answer'));
/** A yes-or-no answer the form holds as '' until chosen. */
const yesNoAnswer = (t: TFunction) =>
  yup.mixed().test('answered', text(t, 'answer'), (value) => typeof value === 'boolean');

export function validatePersonal(values: PersonalFormValues, t: TFunction): FormikErrors<PersonalFormValues> {
  const schema = yup.object({
    taxIds: taxIdsSchema(t, 'personal'),
    hasUSIndicia: yesNo(t),
    isUSTaxPayer: yesNo(t),
    ...(asksRenouncedCitizenship(answeredPersonal(values)) ? { renouncedUSCitizenship: yesNo(t) } : {}),
  });
  return errorsOf(schema, values);
}

/** The answers the business questions depend on, as the shared rules read them. */
export function businessAnswers(form: Pick<BusinessTaxForm, 'entityType' | 'answers'>): BusinessAnswers {
  const answers: BusinessAnswers = { entityType: form.entityType };
  for (const question of ALL_BUSINESS_QUESTIONS) {
    const value = form.answers[question];
    answers[question] = value === '' ? null : value;
  }
  return answers;
}

export function validateBusiness(values: BusinessFormValues, t: TFunction): FormikErrors<BusinessFormValues> {
  const answers = businessAnswers(values);
  const questions: Record<string, yup.AnySchema> = {};
  for (const question of visibleBusinessQuestions(answers)) {
    if (BOOLEAN_BUSINESS_QUESTIONS.has(question)) questions[question] = yesNoAnswer(t);
    else if (question === 'giin')
      questions.giin = yup
        .string()
        .trim()
        .matches(GIIN_PATTERN, { message: text(t, 'giin'), excludeEmptyString: true });
    else
      questions[question] = yup
        .string()
        .trim()
        .required(text(t, 'required'))
        .max(200, text(t, 'tooLong', { max: 200 }));
  }
  const today = new Date().toISOString().slice(0, 10);
  const schema = yup.object({
    registrationCountryCode: yup.string().required(text(t, 'country')),
    entityType: yup.string().required(text(t, 'entityType')),
    answers: yup.object(questions),
    hasUSIndicia: yesNo(t),
    isUSTaxPayer: yesNo(t),
    taxIds: taxIdsSchema(t, 'business'),
    ...(needsControllingPersons(answers)
      ? {
          controllingPersons: yup
            .array()
            .of(
              yup.object({
                firstName: yup.string().trim().required(text(t, 'required')),
                lastName: yup.string().trim().required(text(t, 'required')),
                birthDate: yup
                  .string()
                  .required(text(t, 'birthDate'))
                  .test('past', text(t, 'birthDate'), (value) => !value || value < today),
                residenceCountryCode: yup.string().required(text(t, 'country')),
                taxIds: taxIdsSchema(t, 'personal'),
              }),
            )
            .min(1, text(t, 'persons')),
        }
      : {}),
  });
  return errorsOf(schema, values);
}

export const newTaxIdRow = (countryCode = ''): TaxIdFormEntry => emptyTaxIdEntry(countryCode);
