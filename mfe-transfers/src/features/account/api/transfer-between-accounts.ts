import { useMutation, useQueryClient } from '@tanstack/react-query';
import { number, object } from 'yup';
import type { BetweenAccountsTransferRequest, BetweenAccountsTransferResponse } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { amountSchema, type AmountSchemaContext } from '../../../shared/amount';
import { fieldProblem } from '../../../shared/form-validation';
import { standingOrderSchema, type StandingOrderSchemaContext } from '../../../shared/standing-order';
import { invalidateTransferAccounts } from '../../../shared/transfer-accounts';

/** What {@link betweenAccountsTransferSchema} reads from the validation context. */
export type BetweenAccountsTransferContext = AmountSchemaContext & StandingOrderSchemaContext;

/**
 * The between-own-accounts form before it is sent (spec 02 §3 "Between-accounts transfer", §7): both accounts,
 * different; an amount in the source currency's minor units, over 0 and at most the max amount when known (from the
 * context); the standing-order fields when on.
 */
export const betweenAccountsTransferSchema = object({
  fromAccountId: number().required(fieldProblem('account.errors.fromRequired')),
  toAccountId: number()
    .required(fieldProblem('account.errors.toRequired'))
    .test('different', fieldProblem('account.errors.sameAccount'), function (toAccountId) {
      return toAccountId === undefined || toAccountId !== this.parent.fromAccountId;
    }),
  amount: amountSchema,
}).concat(standingOrderSchema);

/**
 * The transfer between own accounts (spec 02 §7). Refusals are shown beside the form, not in the popup; the
 * balances refresh after money moved.
 */
export function useTransferBetweenAccounts() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BetweenAccountsTransferRequest): Promise<BetweenAccountsTransferResponse> => {
      const answer = await method.call('transferBetweenAccounts', request, { popup: false });
      return {
        ...answer,
        fee: String(answer.fee),
        toAmount: String(answer.toAmount),
        exchangeRate: String(answer.exchangeRate),
      };
    },
    onSuccess: () => invalidateTransferAccounts(queryClient),
  });
}
