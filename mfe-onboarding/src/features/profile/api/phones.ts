import type { MethodClient, SecurityClient } from '@portal/api/client';
import { ADDED_PHONE_TYPE, type PhoneVerificationAnswer } from '@portal/api/catalogue';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';
import { useServices } from '@portal/session/react';
import { useMutation } from '@tanstack/react-query';
import { phoneRequestParts } from '../utils/phone';
import { useProfileChange } from './profile';

export interface PhoneNumberInput {
  countryCode: string;
  number: string;
}

/** Phone add (spec 03 §7): phoneType 2 (spec 03 §3), the code's plus stripped (spec 03 §5); a code is sent by SMS. */
export const addPhone = (method: MethodClient, phone: PhoneNumberInput) =>
  method.call('addPhone', { ...phoneRequestParts(phone), phoneType: ADDED_PHONE_TYPE }, { popup: false });

/** Phone replace (spec 03 §7): the new number waits for its code, the old one stays until then. */
export const replacePhone = (method: MethodClient, request: PhoneNumberInput & { phoneId: number }) =>
  method.call('replacePhone', { phoneId: request.phoneId, ...phoneRequestParts(request) }, { popup: false });

/**
 * How a phone's code is confirmed (spec 03 §7 "code or verification with codeVerifier", "reqId plus
 * approvalCode"): the code sent on add or replace, or the code of a verification request with its verifier (a
 * business names the request instead).
 */
export type PhoneCodeSource =
  { kind: 'sent' } | { kind: 'verification'; codeVerifier: string; reqId: string; business: boolean };

export function confirmPhone(
  method: MethodClient,
  { phoneId, code, source }: { phoneId: number; code: string; source: PhoneCodeSource },
) {
  if (source.kind === 'sent') return method.call('confirmPhone', { phoneId, code }, { popup: false });
  if (source.business)
    return method.call(
      'confirmBusinessPhone',
      { phoneId, reqId: source.reqId, approvalCode: code },
      { popup: false },
    );
  return method.call(
    'confirmPhone',
    { phoneId, verification: code, codeVerifier: source.codeVerifier },
    { popup: false },
  );
}

/**
 * `POST verification/phones/{phoneId}/verify` (spec 03 §7: type, codeChallenge): a new SMS code whose confirmation
 * must bring the verifier of the challenge sent here (PKCE-style, spec 01 §5).
 */
export async function verifyPhone(
  security: SecurityClient,
  phoneId: number,
  business: boolean,
): Promise<PhoneVerificationAnswer & { source: PhoneCodeSource }> {
  const codeVerifier = createCodeVerifier();
  const answer = await security.verifyPhone(phoneId, {
    type: 'sms',
    codeChallenge: await createCodeChallenge(codeVerifier),
  });
  return { ...answer, source: { kind: 'verification', codeVerifier, reqId: answer.reqId, business } };
}

export const useAddPhone = () => useProfileChange(addPhone);
export const useReplacePhone = () => useProfileChange(replacePhone);
export const useConfirmPhone = () => useProfileChange(confirmPhone);

export function useVerifyPhone() {
  const { security } = useServices();
  return useMutation({
    mutationFn: ({ phoneId, business }: { phoneId: number; business: boolean }) =>
      verifyPhone(security, phoneId, business),
  });
}
