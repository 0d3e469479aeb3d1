import { useMutation } from '@tanstack/react-query';
import { boolean, lazy, object, string, type AnyObject, type ObjectShape, type TestContext } from 'yup';
import type { ExternalTransferRequest, ExternalTransferType, ExtraParam } from '@portal/api/catalogue';
import { eftNeedsBankCodes } from '@portal/api/transfers';
import { extraParamProblem } from '@portal/api/validation';
import { useServices } from '@portal/session/react';
import { amountSchema, type AmountSchemaContext } from '../../../shared/amount';
import { fieldProblem } from '../../../shared/form-validation';
import { shownExtraParams } from '../utils/extra-params';
import type { ExternalFormValues, PayeeField } from '../utils/form-values';
import {
  accountNumberProblem,
  bicFieldProblem,
  cardFieldProblem,
  cryptoAddressProblem,
  emailProblem,
  ibanFieldProblem,
  payeeUsesIban,
  requiredProblem,
  securityAnswerProblem,
  type PayeeProblem,
} from '../utils/payee-rules';

/** What {@link externalTransferSchema} reads from the validation context: what the page knows beside the values. */
export type ExternalTransferContext = Pick<AmountSchemaContext, 'currencyCode'> & {
  /** The kinds the chosen country offers this user; a kind chosen for another country counts as none. */
  kinds: readonly ExternalTransferType[];
  /** Whether the paying account is known: chosen, or the only one in the kind's currencies. */
  hasAccount: boolean;
  /** BINs whose cards take no payouts (getBlockedBins); empty until known. */
  blockedBins: readonly string[];
  /** The networks the account's coin is sent on (crypto); none asks for no network. */
  networks: readonly string[];
  /** The kind's extra parameters to the country, as the server gives them (spec 02 §5). */
  extraParams: readonly ExtraParam[];
};

const contextOf = (options: { context?: AnyObject }) =>
  (options.context ?? {}) as Partial<ExternalTransferContext>;

/** The kind being filled: the one chosen, once the country offers it. */
function kindOf(values: ExternalFormValues | undefined, context: Partial<ExternalTransferContext>) {
  const type = values?.type ?? '';
  return type !== '' && (context.kinds ?? []).includes(type) ? type : '';
}

/** A text field checked by one of the payee rules; its problem becomes the `external.errors` text. */
const ruled = (rule: (value: string) => PayeeProblem | undefined) =>
  string()
    .default('')
    .test('payeeRule', function (this: TestContext, value: string | undefined) {
      const problem = rule(value ?? '');
      return problem
        ? this.createError({ message: fieldProblem(`external.errors.${problem.key}`, problem.values) })
        : true;
    });

/**
 * The payee fields of a kind (ExternalTransferRequest's fields per kind), with the browser's checks: IBAN (each
 * problem its own message) or account number by the country's scheme, BIC, eft bank and branch to BR, JP, HK and LK
 * (spec 02 §5), Luhn and blocked BINs for a new card, the crypto address, the Interac e-mail and answer.
 */
function payeeSchema(values: ExternalFormValues | undefined, context: Partial<ExternalTransferContext>) {
  const countryCode = values?.countryCode ?? '';
  const required = ruled(requiredProblem);
  const only = (condition: boolean, shape: ObjectShape): ObjectShape => (condition ? shape : {});
  const account = (type: 'wire' | 'eft'): ObjectShape =>
    payeeUsesIban(type, countryCode)
      ? { iban: ruled((value) => ibanFieldProblem(value, countryCode)) }
      : { accountNumber: ruled(accountNumberProblem) };
  switch (kindOf(values, context)) {
    case 'wire':
      return object({
        ...account('wire'),
        swift: ruled(bicFieldProblem),
        beneficiaryName: required,
        beneficiaryAddress: required,
      });
    case 'eft':
      return object({
        ...account('eft'),
        ...only(eftNeedsBankCodes(countryCode), { bankCode: required, branchCode: required }),
        beneficiaryName: required,
      });
    case 'oct':
      // A saved card (externalCardId) needs no number.
      return object({
        ...only(values?.payee.externalCardId === '', {
          cardNumber: ruled((value) => cardFieldProblem(value, context.blockedBins ?? [])),
        }),
        beneficiaryName: required,
      });
    case 'crypto_eft':
      return object({
        ...only((context.networks ?? []).length > 0, { network: required }),
        address: ruled(cryptoAddressProblem),
      });
    case 'instant_payment':
      return object({ instantKeyType: required, instantKey: required });
    case 'interac':
      return object({
        toEmail: ruled(emailProblem),
        beneficiaryName: required,
        securityQuestion: required,
        securityAnswer: ruled(securityAnswerProblem),
      });
    default:
      return object({});
  }
}

/**
 * The extra parameters the form shows (spec 02 §5: those without options, the choices, and the parameters nested in
 * the chosen option; not those asked as payee fields): a required one filled, a filled one matching its pattern.
 */
function extraParamsSchema(
  values: ExternalFormValues | undefined,
  context: Partial<ExternalTransferContext>,
) {
  const shown = values ? shownExtraParams(context.extraParams ?? [], values) : [];
  return object(
    Object.fromEntries(
      shown.map((param) => [
        param.name,
        string().test('extraParam', function (this: TestContext, value: string | undefined) {
          const problem = extraParamProblem(param, value);
          return problem ? this.createError({ message: fieldProblem(`external.errors.${problem}`) }) : true;
        }),
      ]),
    ),
  );
}

/**
 * The external form before its review (spec 02 §7 "External transfers"): a country, then a kind it offers, then an
 * account in the kind's currencies (each asked only once the one before is there); the kind's payee fields and the
 * shown extra parameters; an amount in the account currency's minor units over 0; a name when saving a template;
 * the instant key's holder confirmed.
 */
export const externalTransferSchema = object({
  countryCode: string()
    .default('')
    .test('required', fieldProblem('external.errors.required'), (value) => (value ?? '') !== ''),
  type: string()
    .default('')
    .test('required', fieldProblem('external.errors.required'), function (this: TestContext) {
      const values = this.parent as ExternalFormValues;
      return values.countryCode === '' || kindOf(values, contextOf(this.options)) !== '';
    }),
  accountId: string()
    .default('')
    .test('required', fieldProblem('external.errors.required'), function (this: TestContext) {
      const values = this.parent as ExternalFormValues;
      const context = contextOf(this.options);
      return values.countryCode === '' || kindOf(values, context) === '' || context.hasAccount === true;
    }),
  amount: amountSchema,
  reference: string().default(''),
  saveTemplate: boolean().default(false),
  templateName: string()
    .default('')
    .test('required', fieldProblem('external.errors.templateName'), function (this: TestContext, value) {
      return !(this.parent as ExternalFormValues).saveTemplate || (value ?? '').trim() !== '';
    }),
  // Asked only once the key and its type are there: the lookup names the holder to confirm.
  instantHolderConfirmed: boolean()
    .default(false)
    .test(
      'confirmed',
      fieldProblem('external.errors.holderNotConfirmed'),
      function (this: TestContext, value) {
        const values = this.parent as ExternalFormValues;
        if (kindOf(values, contextOf(this.options)) !== 'instant_payment') return true;
        const { instantKeyType, instantKey } = values.payee;
        return instantKeyType.trim() === '' || instantKey.trim() === '' || value === true;
      },
    ),
  // Both hang on the values around them (the kind, the country, the chosen options): resolved per validation.
  payee: lazy((_, options) =>
    payeeSchema(options.parent as ExternalFormValues | undefined, contextOf(options)),
  ),
  extraParams: lazy((_, options) =>
    extraParamsSchema(options.parent as ExternalFormValues | undefined, contextOf(options)),
  ),
});

/**
 * A payee field's path in the form's values, which is also where {@link externalTransferSchema} reports its problem
 * (a key of `schemaErrors`' answer).
 */
export const payeePath = (field: PayeeField) => `payee.${field}`;

/** An extra parameter's path, the same way: yup's, which brackets a name holding a dot (formik reads both). */
export const extraParamPath = (name: string) =>
  name.includes('.') ? `extraParams["${name}"]` : `extraParams.${name}`;

/**
 * Submit an external transfer (spec 02 §7 "Submit by type"). The answer is a SubmitResult to approve (spec 02 §4);
 * the page shows a refusal itself (TA1 on the fields, 51, 61, TNA), so no popup. `operationId` amends a transfer
 * still waiting for its code.
 */
export function useTransferExternal() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: ExternalTransferRequest) =>
      method.call('transferExternal', request, { popup: false }),
  });
}
