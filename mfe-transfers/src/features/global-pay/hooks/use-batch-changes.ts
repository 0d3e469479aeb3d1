import {
  type GlobalPaySetAmountRequest,
  type GlobalPaySetFeeShareRequest,
  type GlobalPaySetMethodForbiddenRequest,
  type GlobalPayUpdatePaymentsRequest,
} from '@portal/api/catalogue';
import { useSetGlobalPayAmount } from '../api/set-global-pay-amount';
import { useSetGlobalPayFeeShare } from '../api/set-global-pay-fee-share';
import { useSetGlobalPayMethodForbidden } from '../api/set-global-pay-method-forbidden';
import { useUpdateGlobalPayPayments } from '../api/update-global-pay-payments';

/** A change of a draft: each is its own operation (spec 02 §7), and each answers the batch as it now is. */
export type BatchChange =
  | { name: 'updateGlobalPayPayments'; request: GlobalPayUpdatePaymentsRequest }
  | { name: 'setGlobalPayAmount'; request: GlobalPaySetAmountRequest }
  | { name: 'setGlobalPayFeeShare'; request: GlobalPaySetFeeShareRequest }
  | { name: 'setGlobalPayMethodForbidden'; request: GlobalPaySetMethodForbiddenRequest };

export interface ChangeCallbacks {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

/** The four changes of a draft as one: the page makes one at a time, and waits while one is on its way. */
export function useBatchChanges() {
  const update = useUpdateGlobalPayPayments();
  const amount = useSetGlobalPayAmount();
  const feeShare = useSetGlobalPayFeeShare();
  const forbidden = useSetGlobalPayMethodForbidden();
  const mutate = (change: BatchChange, callbacks: ChangeCallbacks = {}) => {
    const options = {
      onSuccess: () => callbacks.onSuccess?.(),
      onError: (error: unknown) => callbacks.onError?.(error),
    };
    switch (change.name) {
      case 'updateGlobalPayPayments':
        return update.mutate(change.request, options);
      case 'setGlobalPayAmount':
        return amount.mutate(change.request, options);
      case 'setGlobalPayFeeShare':
        return feeShare.mutate(change.request, options);
      case 'setGlobalPayMethodForbidden':
        return forbidden.mutate(change.request, options);
    }
  };
  return {
    mutate,
    isPending: update.isPending || amount.isPending || feeShare.isPending || forbidden.isPending,
  };
}
