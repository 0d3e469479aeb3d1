import * as yup from 'yup';
import {
  CONTRACT_NOTE_MAX,
  CONTRACT_OBLIGATION_MAX,
  CONTRACT_OBLIGATIONS_MAX_ITEMS,
  CONTRACT_SIGNER_NAME_MAX,
  isContractId,
  type CreateContractRequest,
} from '@portal/api/catalogue';

/** The create form's values (spec 03 §3 "Create payload", as the viewer fills it in). */
export interface ContractFormValues {
  counterpartyEmail: string;
  /** Found by `/customer/lookup`; 0 until found. */
  counterpartyId: number;
  /** Chosen from `/company`; 0 until chosen. */
  companyId: number;
  /** The viewer pays (is the sender) or receives (is the beneficiary). */
  direction: 'PAY' | 'RECEIVE';
  senderObligations: string[];
  beneficiaryObligations: string[];
  senderSignerName: string;
  beneficiarySignerName: string;
  /** Decimal text; a comma is read as the decimal point. */
  percentage: string;
  activeFrom: string;
  note: string;
}

export const EMPTY_CONTRACT_FORM: ContractFormValues = {
  counterpartyEmail: '',
  counterpartyId: 0,
  companyId: 0,
  direction: 'PAY',
  senderObligations: [''],
  beneficiaryObligations: [''],
  senderSignerName: '',
  beneficiarySignerName: '',
  percentage: '',
  activeFrom: '',
  note: '',
};

/** The order the fields show in (the first invalid one takes the focus). */
export const FORM_FIELDS = [
  'counterpartyEmail',
  'companyId',
  'direction',
  'percentage',
  'activeFrom',
  'senderSignerName',
  'senderObligations',
  'beneficiarySignerName',
  'beneficiaryObligations',
  'note',
] as const;

const PERCENTAGE = /^\d{1,3}(\.\d{1,2})?$/;
export const normalisePercentage = (text: string) => text.trim().replace(',', '.');
/** "12.5" → 1250, without floats. */
const hundredths = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The rules of spec 03 §5 as `contractCreateProblems` states them (shared with the sandbox), with the field's own
 * message: percentage above 0 and at most 100 with at most 2 decimals, signer names at most 256, each obligations list
 * at least one (none blank, each at most 500, at most 20), activeFrom a date not in the past, a note at most 1000.
 */
export function contractFormSchema(t: T, today: string) {
  const obligations = yup
    .array()
    .of(
      yup
        .string()
        .trim()
        .required(t('form.errors.obligationBlank'))
        .max(CONTRACT_OBLIGATION_MAX, t('form.errors.obligationTooLong', { max: CONTRACT_OBLIGATION_MAX })),
    )
    .min(1, t('form.errors.obligationsRequired'))
    .max(
      CONTRACT_OBLIGATIONS_MAX_ITEMS,
      t('form.errors.obligationsTooMany', { max: CONTRACT_OBLIGATIONS_MAX_ITEMS }),
    );
  const signer = yup
    .string()
    .max(CONTRACT_SIGNER_NAME_MAX, t('form.errors.signerTooLong', { max: CONTRACT_SIGNER_NAME_MAX }));
  return yup.object({
    counterpartyEmail: yup
      .string()
      .trim()
      .required(t('form.errors.emailRequired'))
      .email(t('form.errors.emailInvalid')),
    counterpartyId: yup
      .number()
      .test('found', t('form.errors.counterpartyNotFound'), (value) => isContractId(value)),
    companyId: yup.number().test('chosen', t('form.errors.companyRequired'), (value) => isContractId(value)),
    direction: yup.string().oneOf(['PAY', 'RECEIVE']).required(),
    percentage: yup
      .string()
      .required(t('form.errors.percentageRequired'))
      .test('format', t('form.errors.percentageFormat'), (value = '') =>
        PERCENTAGE.test(normalisePercentage(value)),
      )
      .test('positive', t('form.errors.percentageMin'), (value = '') => {
        const text = normalisePercentage(value);
        return !PERCENTAGE.test(text) || hundredths(text) > 0;
      })
      .test('at most 100', t('form.errors.percentageMax'), (value = '') => {
        const text = normalisePercentage(value);
        return !PERCENTAGE.test(text) || hundredths(text) <= 10_000;
      }),
    activeFrom: yup
      .string()
      .required(t('form.errors.activeFromRequired'))
      .matches(/^\d{4}-\d{2}-\d{2}$/, t('form.errors.activeFromRequired'))
      .test('not past', t('form.errors.activeFromPast'), (value = '') => value >= today),
    senderSignerName: signer,
    beneficiarySignerName: signer,
    senderObligations: obligations,
    beneficiaryObligations: obligations,
    note: yup.string().max(CONTRACT_NOTE_MAX, t('form.errors.noteTooLong', { max: CONTRACT_NOTE_MAX })),
  });
}

/** The create payload of the form's values; the viewer is the sender when paying, else the beneficiary. */
export function createRequestOf(values: ContractFormValues, viewerId: number): CreateContractRequest {
  const pays = values.direction === 'PAY';
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    companyId: values.companyId,
    senderId: pays ? viewerId : values.counterpartyId,
    beneficiaryId: pays ? values.counterpartyId : viewerId,
    senderSignerName: text(values.senderSignerName),
    beneficiarySignerName: text(values.beneficiarySignerName),
    senderObligations: values.senderObligations.map((item) => item.trim()),
    beneficiaryObligations: values.beneficiaryObligations.map((item) => item.trim()),
    activeFrom: values.activeFrom,
    percentage: normalisePercentage(values.percentage),
    note: text(values.note),
  };
}
