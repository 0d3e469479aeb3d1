import { useMutation } from '@tanstack/react-query';
import { number, object, string } from 'yup';
import type { CheckPayeeResponse, P2pTransferRequest, SubmitResult } from '@portal/api/catalogue';
import { isCheckableEmail } from '@portal/api/validation';
import { useServices } from '@portal/session/react';
import { amountSchema, type AmountSchemaContext } from './amount';
import { fieldProblem } from './form-validation';
import { standingOrderSchema, type StandingOrderSchemaContext } from './standing-order';

/** Ours: lengths a payment message keeps across banks. */
export const P2P_LENGTHS = { note: 140, reference: 35, templateName: 50 } as const;

/** What {@link p2pTransferSchema} reads from the validation context. */
export type P2pTransferContext = Pick<AmountSchemaContext, 'currencyCode'> &
  StandingOrderSchemaContext & {
    /** The check of the e-mail as typed now (spec 02 §7 "Check payee"); absent until it answered. */
    payee?: CheckPayeeResponse;
  };

const payeeOf = (context: unknown) => (context as P2pTransferContext | undefined)?.payee;

/** A free text the server keeps up to `max` characters, counted as sent (trimmed). */
const boundedText = (max: number) =>
  string()
    .default('')
    .test(
      'length',
      fieldProblem('p2p.errors.tooLong', { max, count: max }),
      (value) => (value ?? '').trim().length <= max,
    );

/**
 * The p2p form before it is sent (spec 02 §7 "P2P: Transfer"): an account; a payee e-mail that passes the spec's
 * rule (spec 02 §5) and, once checked, exists and is not blacklisted; an amount in the account currency's minor
 * units over 0; lengths; the standing-order fields when on.
 */
export const p2pTransferSchema = object({
  accountId: number().required(fieldProblem('p2p.errors.accountRequired')),
  toEmail: string()
    .default('')
    .test('required', fieldProblem('p2p.errors.emailRequired'), (value) => (value ?? '').trim() !== '')
    .test('email', fieldProblem('p2p.errors.emailInvalid'), (value) => {
      const email = (value ?? '').trim();
      return email === '' || isCheckableEmail(email);
    })
    .test('payeeExists', fieldProblem('p2p.payee.notFound'), function () {
      const payee = payeeOf(this.options.context);
      return !payee || payee.exist;
    })
    .test('payeeAllowed', fieldProblem('p2p.payee.blacklisted'), function () {
      const payee = payeeOf(this.options.context);
      return !payee?.exist || !payee.outBlacklist;
    }),
  amount: amountSchema,
  note: boundedText(P2P_LENGTHS.note),
  reference: boundedText(P2P_LENGTHS.reference),
  couponCode: string().default(''),
  templateName: boundedText(P2P_LENGTHS.templateName),
}).concat(standingOrderSchema);

/**
 * The p2p submit (spec 02 §7 "P2P: Transfer"). It answers a SubmitResult to approve (spec 02 §4); refusals (PR, 51,
 * 61, TA1) are shown beside the form, not in the popup.
 */
export function useTransferP2p() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (request: P2pTransferRequest): Promise<SubmitResult> => {
      const answer = await method.call('transferP2p', request, { popup: false });
      return { ...answer, operationId: String(answer.operationId), fee: String(answer.fee) };
    },
  });
}
