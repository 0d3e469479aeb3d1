import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RESPONSE_CODES,
  type GlobalPayMethod,
  type GlobalPaymentDetails,
  type GlobalPaymentSubmitRequest,
  type SubmitResult,
} from '@portal/api/contract';
import { ApiError } from '@portal/api/errors';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * The recipient side of global pay (spec 02 §4 "Global payout (recipient side)", §7 "Global-pay, recipient side"):
 * public calls keyed by the payment secret alone. Every one shows its errors in place, never the automatic popup
 * (spec 02 §7 "Global-pay calls suppress the automatic validation-error popup").
 */
const QUIET = { popup: false } as const;

/** The query key of the payment behind a secret. */
export const globalPaymentKey = (secret: string) => ['transfers', 'getGlobalPayment', secret] as const;

/**
 * The sandbox gives one answer for a secret that is wrong, used up or expired (never enumerable, issue 15): the page
 * then shows its one clear page. A network failure or an outage is not that: it gets a retry.
 */
export function isUnknownSecret(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === RESPONSE_CODES.notFound ||
      error.code === RESPONSE_CODES.invalidParameters ||
      error.status === 404 ||
      error.status === 403)
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
  });
}

/** Step 3: the methods (and their currencies) that reach the chosen country. */
export function useGlobalPaymentMethods(secret: string, countryCode: string) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentMethods', secret, countryCode],
    enabled: countryCode !== '',
    queryFn: async () =>
      asList(
        (await method.call('getGlobalPaymentMethods', { paymentSecret: secret, countryCode }, QUIET)).methods,
      ).map((item) => ({ ...item, currencies: asList(item.currencies).map(String) })),
    retry: false,
  });
}

/** What a method's meta and extra parameters are asked for. */
export interface PayoutChoice {
  countryCode: string;
  paymentMethod: GlobalPayMethod;
  currencyCode: string;
}

/** Step 4: the fee and the rate for a method and currency. */
export function useGlobalPaymentMeta(secret: string, choice: PayoutChoice | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentMeta', secret, choice],
    enabled: choice !== undefined,
    queryFn: async () => {
      const meta = await method.call(
        'getGlobalPaymentMeta',
        {
          paymentSecret: secret,
          paymentMethod: (choice as PayoutChoice).paymentMethod,
          toCurrencyCode: (choice as PayoutChoice).currencyCode,
          countryCode: (choice as PayoutChoice).countryCode,
        },
        QUIET,
      );
      return {
        ...meta,
        exchangeRate: String(meta.exchangeRate),
        toAmount: String(meta.toAmount),
        fee: String(meta.fee),
        maximumTrxFee: String(meta.maximumTrxFee),
        extraFxMarkupPercent: String(meta.extraFxMarkupPercent),
      };
    },
    retry: false,
  });
}

/** Step 5: the extra parameters the payout needs. */
export function useGlobalPaymentExtraParams(secret: string, choice: PayoutChoice | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentExtraParams', secret, choice],
    enabled: choice !== undefined,
    queryFn: async () =>
      asList(
        (
          await method.call(
            'getGlobalPaymentExtraParams',
            { paymentSecret: secret, ...(choice as PayoutChoice) },
            QUIET,
          )
        ).params,
      ),
    retry: false,
  });
}

/** The recipient's last payouts (spec 02 §7: limit 5), to reuse their details. */
export function useGlobalPaymentLastWithdrawals(secret: string, enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentLastWithdrawals', secret],
    enabled,
    queryFn: async () =>
      asList(
        (await method.call('getGlobalPaymentLastWithdrawals', { paymentSecret: secret, limit: 5 }, QUIET))
          .withdrawals,
      ),
    retry: false,
  });
}

/** One earlier payout's details, to fill the form with. */
export function useGlobalPaymentWithdrawalDetails() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (request: { paymentSecret: string; paymentId: number }) =>
      method.call('getGlobalPaymentWithdrawalDetails', request, QUIET),
  });
}

/** The holder and bank of an instant key, looked up when the key is left. */
export function useGlobalPaymentInstantDetails(
  secret: string,
  countryCode: string,
  instantKeyType: string,
  instantKey: string | undefined,
) {
  const { method } = useServices();
  return useQuery({
    queryKey: [
      'transfers',
      'getGlobalPaymentInstantDetails',
      secret,
      countryCode,
      instantKeyType,
      instantKey,
    ],
    enabled: instantKey !== undefined && instantKeyType !== '',
    queryFn: async () =>
      (
        await method.call(
          'getGlobalPaymentInstantDetails',
          { paymentSecret: secret, countryCode, instantKeyType, instantKey: instantKey as string },
          QUIET,
        )
      ).instantInfo,
    retry: false,
  });
}

/** The card's issuer from the first 6 digits (spec 02 §5 "Card BIN lookup uses the first 6 digits"). */
export function useGlobalPaymentCardBin(secret: string, binNumber: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPaymentCardBin', secret, binNumber],
    enabled: binNumber !== undefined,
    queryFn: () =>
      method.call(
        'getGlobalPaymentCardBin',
        { paymentSecret: secret, binNumber: binNumber as string },
        QUIET,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The bank of a BIC, asked only for one of the ISO 9362 form. */
export function useGlobalPaymentSwift(secret: string, swift: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'lookupGlobalPaymentSwift', secret, swift],
    enabled: swift !== undefined,
    queryFn: () =>
      method.call('lookupGlobalPaymentSwift', { paymentSecret: secret, swift: swift as string }, QUIET),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The bank of an IBAN, asked only for one that passes the mod-97 check. */
export function useGlobalPaymentIban(secret: string, iban: string | undefined) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'lookupGlobalPaymentIban', secret, iban],
    enabled: iban !== undefined,
    queryFn: () =>
      method.call('lookupGlobalPaymentIban', { paymentSecret: secret, iban: iban as string }, QUIET),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The claim's writes (steps 6 to 8 and cancel): each ends by reading the payment's status again from the server
 * (spec 02 §4 "The status is read from the server").
 */
export function useGlobalPaymentActions(secret: string) {
  const { method } = useServices();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: globalPaymentKey(secret) });
  const submit = useMutation({
    mutationFn: async (request: Omit<GlobalPaymentSubmitRequest, 'paymentSecret'>): Promise<SubmitResult> => {
      const answer = await method.call('submitGlobalPayment', { ...request, paymentSecret: secret }, QUIET);
      return { ...answer, operationId: String(answer.operationId) };
    },
  });
  const approve = useMutation({
    mutationFn: (request: { operationId: string; approvalCode: string }) =>
      method.call('approveGlobalPayment', { ...request, paymentSecret: secret }, QUIET),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: (operationId: string) =>
      method.call(
        'resendGlobalPaymentCode',
        { paymentSecret: secret, operationId, approveType: 'approvalCode' },
        QUIET,
      ),
  });
  const refuse = useMutation({
    mutationFn: () => method.call('refuseGlobalPayment', { paymentSecret: secret }, QUIET),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (paymentId: number) =>
      method.call('cancelGlobalPayment', { paymentSecret: secret, paymentId }, QUIET),
    onSuccess: refresh,
  });
  return { submit, approve, resend, refuse, cancel };
}
