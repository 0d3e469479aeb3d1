import { useQuery } from '@tanstack/react-query';
import { RESPONSE_CODES, type GlobalPaymentDetails } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/**
 * The recipient side of global pay (spec 02 §4 "Global payout (recipient side)", §7 "Global-pay, recipient side"):
 * public calls keyed by the payment secret alone, each in a file of its own; this one is step 1.
 */

/** The query key of the payment behind a secret; the claim's writes read it again afterwards. */
export const globalPaymentKey = (secret: string) => ['transfers', 'getGlobalPayment', secret] as const;

/**
 * The sandbox gives one answer (NF) for a secret that is wrong, used up or expired (never enumerable, issue 15): the
 * page then shows its one clear page. A network failure or an outage is not that: it gets a retry.
 */
export function isUnknownSecret(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === RESPONSE_CODES.notFound ||
      error.code === RESPONSE_CODES.invalidParameters ||
      error.status === 404)
  );
}

/** The payment as the page uses it (amounts as text, the countries as a list). */
function normalizePayment(payment: GlobalPaymentDetails): GlobalPaymentDetails {
  return {
    ...payment,
    paymentSecret: String(payment.paymentSecret),
    amount: String(payment.amount),
    toAmount: String(payment.toAmount),
    description: String(payment.description ?? ''),
    senderName: String(payment.senderName),
    beneficiaryName: String(payment.beneficiaryName),
    allowedCountries: asList(payment.allowedCountries),
  };
}

/** Step 1: the payment by its secret, with the countries it may be paid in; its status is the server's. */
export function useGlobalPayment(secret: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: globalPaymentKey(secret ?? ''),
    enabled: Boolean(secret),
    queryFn: async () =>
      normalizePayment(await method.call('getGlobalPayment', { paymentSecret: secret as string }, QUIET)),
    retry: (failures, error) => !isUnknownSecret(error) && failures < 1,
    retryDelay: 300,
    // Asked again only when the page says so: once paid or refused the link is used up, and a refetch on focus
    // would turn the outcome on screen into "not valid".
    refetchOnWindowFocus: false,
  });
}
