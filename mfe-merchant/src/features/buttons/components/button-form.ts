import * as yup from 'yup';
import type { TFunction } from 'i18next';
import type { Account, ButtonType, SavedButton, SavedButtonForm } from '@portal/api/catalogue';
import { BUTTON_TYPES } from '@portal/api/catalogue';
import {
  BUTTON_COLORS,
  BUTTON_LIMITS,
  BUTTON_PERIODS,
  buttonAmountProblem,
  isButtonUrl,
  type ButtonColor,
} from '@portal/api/merchant-buttons';
import { minorUnits } from '@portal/api/money';

/** The editor's values: what the fields hold, as text. */
export interface ButtonFormValues {
  name: string;
  buttonType: ButtonType;
  itemName: string;
  itemNumber: string;
  amount: string;
  accountId: string;
  period: '' | 'week' | 'month' | 'year';
  logoId: string;
  buttonText: string;
  buttonColor: ButtonColor;
  successUrl: string;
  cancelUrl: string;
}

/** The fields in the order the form shows them (the error summary names them in this order). */
export const BUTTON_FIELDS: readonly (keyof ButtonFormValues)[] = [
  'name',
  'buttonType',
  'itemName',
  'itemNumber',
  'accountId',
  'amount',
  'period',
  'logoId',
  'buttonText',
  'buttonColor',
  'successUrl',
  'cancelUrl',
];

export function emptyButtonForm(accounts: readonly Account[], defaultLogoId?: number): ButtonFormValues {
  return {
    name: '',
    buttonType: 'buyNow',
    itemName: '',
    itemNumber: '',
    amount: '',
    accountId: accounts.length === 1 ? String(accounts[0]!.accountId) : '',
    period: '',
    logoId: defaultLogoId === undefined ? '' : String(defaultLogoId),
    buttonText: '',
    buttonColor: 'blue',
    successUrl: '',
    cancelUrl: '',
  };
}

export function buttonFormOf(button: SavedButton): ButtonFormValues {
  return {
    name: button.name,
    buttonType: button.buttonType,
    itemName: button.itemName,
    itemNumber: button.itemNumber ?? '',
    amount: button.amount === undefined || button.amount === null ? '' : String(button.amount),
    accountId: String(button.accountId),
    period: button.period ?? '',
    logoId: button.logoId === undefined || button.logoId === null ? '' : String(button.logoId),
    buttonText: button.buttonText,
    buttonColor: button.buttonColor,
    successUrl: button.successUrl ?? '',
    cancelUrl: button.cancelUrl ?? '',
  };
}

/** The currency of the chosen account (a button is paid in its account's currency). */
export function currencyOf(
  values: Pick<ButtonFormValues, 'accountId'>,
  accounts: readonly Account[],
): string {
  return accounts.find((account) => String(account.accountId) === values.accountId)?.currencyCode ?? '';
}

/** The request: trimmed texts, empty optional fields left out, the amount only where it means something. */
export function buttonRequestOf(values: ButtonFormValues, accounts: readonly Account[]): SavedButtonForm {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const amount = optional(values.amount);
  return {
    name: values.name.trim(),
    buttonType: values.buttonType,
    itemName: values.itemName.trim(),
    itemNumber: optional(values.itemNumber),
    amount,
    currencyCode: currencyOf(values, accounts),
    accountId: Number(values.accountId),
    period: values.buttonType === 'subscribe' && values.period !== '' ? values.period : undefined,
    logoId: values.logoId === '' ? undefined : Number(values.logoId),
    buttonText: values.buttonText.trim(),
    buttonColor: values.buttonColor,
    successUrl: optional(values.successUrl),
    cancelUrl: optional(values.cancelUrl),
  };
}

/** The editor's rules (ours; the spec shows none for the merchant forms, spec 03 §5), as the sandbox applies them. */
export function buttonFormSchema(t: TFunction<'merchant'>, accounts: readonly Account[]) {
  const required = t('buttons.errors.required');
  const max = (count: number) => t('buttons.errors.max', { max: count });
  const url = yup
    .string()
    .trim()
    .test('url', t('buttons.errors.url'), (value) => isButtonUrl(value ?? ''));
  return yup.object({
    name: yup.string().trim().required(required).max(BUTTON_LIMITS.name, max(BUTTON_LIMITS.name)),
    buttonType: yup
      .string()
      .oneOf([...BUTTON_TYPES])
      .required(required),
    itemName: yup.string().trim().required(required).max(BUTTON_LIMITS.itemName, max(BUTTON_LIMITS.itemName)),
    itemNumber: yup.string().trim().max(BUTTON_LIMITS.itemNumber, max(BUTTON_LIMITS.itemNumber)),
    accountId: yup.string().required(t('buttons.errors.account')),
    amount: yup.string().test('amount', function check(value) {
      const parent = this.parent as ButtonFormValues;
      const currency = currencyOf(parent, accounts);
      const problem = buttonAmountProblem(value ?? '', parent.buttonType, currency || 'EUR');
      if (!problem) return true;
      const digits = minorUnits(currency || 'EUR');
      return this.createError({ message: t(`buttons.errors.amount.${problem}`, { digits }) });
    }),
    period: yup.string().when('buttonType', {
      is: 'subscribe',
      then: (schema) =>
        schema.oneOf([...BUTTON_PERIODS], t('buttons.errors.period')).required(t('buttons.errors.period')),
    }),
    logoId: yup.string(),
    buttonText: yup
      .string()
      .trim()
      .required(required)
      .max(BUTTON_LIMITS.buttonText, max(BUTTON_LIMITS.buttonText)),
    buttonColor: yup
      .string()
      .oneOf([...BUTTON_COLORS])
      .required(required),
    successUrl: url,
    cancelUrl: url,
  });
}
