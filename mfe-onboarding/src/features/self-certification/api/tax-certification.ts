import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import {
  E_SIGN_RETURN_PARAM,
  type PersonalTaxCertificationFields,
  type TaxCertification,
  type TaxWForm,
  type UpdateBusinessTaxCertificationRequest,
} from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Each customer's certification is its own cache entry (an administrator may act for several). */
const key = (name: string, customerId: number | undefined) => [name, customerId ?? 'self'] as const;

/** Lists the answer may leave out come back as lists (the method API drops null fields, spec 01 §7). */
function normalised(answer: TaxCertification): TaxCertification {
  return {
    ...answer,
    taxIds: asList(answer.taxIds),
    addresses: asList(answer.addresses),
    controllingPersons: asList(answer.controllingPersons).map((person) => ({
      ...person,
      taxIds: asList(person.taxIds),
    })),
  };
}

export const taxCertificationQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: key('getTaxCertification', customerId),
  queryFn: async () => normalised(await method.call('getTaxCertification', {}, { popup: false })),
});

export const businessTaxCertificationQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: key('getBusinessTaxCertification', customerId),
  queryFn: async () => normalised(await method.call('getBusinessTaxCertification', {}, { popup: false })),
});

export const representativeTaxCertificationQuery = (method: MethodClient, secret: string) => ({
  queryKey: ['getRepresentativeTaxCertification', secret] as const,
  queryFn: async () =>
    normalised(await method.call('getRepresentativeTaxCertification', { secret }, { popup: false })),
  retry: false,
});

export function useTaxCertification(kind: 'personal' | 'business') {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery(
    kind === 'personal'
      ? taxCertificationQuery(method, customerId)
      : businessTaxCertificationQuery(method, customerId),
  );
}

export function useRepresentativeCertification(secret: string | undefined) {
  const { method } = useServices();
  return useQuery({ ...representativeTaxCertificationQuery(method, secret ?? ''), enabled: Boolean(secret) });
}

const CERTIFICATION_QUERIES = ['getTaxCertification', 'getBusinessTaxCertification', 'getVerificationState'];

/** Submits a certification; the answer is the certification as kept, put in the cache. */
export function useSubmitCertification() {
  const { method } = useServices();
  const client = useQueryClient();
  const customerId = useSubject(actingCustomerId$);
  return useMutation({
    mutationFn: async (
      input:
        | { kind: 'personal'; request: PersonalTaxCertificationFields }
        | { kind: 'business'; request: UpdateBusinessTaxCertificationRequest }
        | { kind: 'representative'; secret: string; request: PersonalTaxCertificationFields },
    ) => {
      if (input.kind === 'personal')
        return normalised(await method.call('updateTaxCertification', input.request, { popup: false }));
      if (input.kind === 'business')
        return normalised(
          await method.call('updateBusinessTaxCertification', input.request, { popup: false }),
        );
      return normalised(
        await method.call(
          'updateRepresentativeTaxCertification',
          { secret: input.secret, ...input.request },
          { popup: false },
        ),
      );
    },
    onSuccess: (answer, input) => {
      if (input.kind === 'representative')
        client.setQueryData(['getRepresentativeTaxCertification', input.secret], answer);
      else
        client.setQueryData(
          key(input.kind === 'personal' ? 'getTaxCertification' : 'getBusinessTaxCertification', customerId),
          answer,
        );
      void client.invalidateQueries({ queryKey: ['getVerificationState'] });
    },
  });
}

/** The portal page the e-signature page goes back to: this page, told nothing else. */
export function signReturnUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** The signer's address with the way back (spec 03 §7 signUrls; the sandbox's page reads `returnUrl`). */
export function withReturnUrl(signUrl: string, returnUrl: string): string {
  const url = new URL(signUrl);
  url.searchParams.set(E_SIGN_RETURN_PARAM, returnUrl);
  return url.toString();
}

/** Prepares the W-form for signing (spec 03 §7 "W-form upload ... returns signData"). */
export function usePrepareWForm() {
  const { method } = useServices();
  return useMutation({
    mutationFn: (formType: TaxWForm) => method.call('uploadTaxWForm', { formType }, { popup: false }),
  });
}

/** Uploads the certificate of loss of nationality (multipart, the file as `document`). */
export function useUploadLossOfNationality() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      method.callWithFile('uploadLossOfNationalityCertificate', {}, file, {
        popup: false,
        fileName: file.name,
      }),
    onSuccess: () => {
      for (const name of CERTIFICATION_QUERIES) void client.invalidateQueries({ queryKey: [name] });
    },
  });
}

/** Reloads the certification when the live channel says something changed (a form signed, spec 03 §3 "info"). */
export function useLiveCertificationUpdates(onNotice: (text: string) => void) {
  const client = useQueryClient();
  useEffect(() => {
    const subscription = bus.on('notification.received', (notification) => {
      if (notification.kind !== 'info') return;
      onNotice(notification.text);
      for (const name of CERTIFICATION_QUERIES) void client.invalidateQueries({ queryKey: [name] });
    });
    return () => subscription.unsubscribe();
  }, [client, onNotice]);
}
