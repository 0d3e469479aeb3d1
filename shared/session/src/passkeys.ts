// The browser's side of passkeys (issue 50): WebAuthn through @simplewebauthn/browser, never by hand. The sandbox
// makes the options and verifies what these answer; nothing here decides anything.
import {
  base64URLStringToBuffer,
  browserSupportsWebAuthnAutofill,
  bufferToBase64URLString,
  startAuthentication,
  WebAuthnAbortService,
} from '@simplewebauthn/browser';
import type { PasskeyApprovalOptions, WebAuthnJSON } from '@portal/api/catalogue';
import { passkeysAvailable } from './passkey-support';
import { localStore, type PortalStorage } from './storage';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** Whether the browser's autofill offers passkeys on a field marked `autocomplete="username webauthn"`. */
export async function passkeyAutofillAvailable(storage: PortalStorage = localStore): Promise<boolean> {
  return passkeysAvailable(storage) && (await browserSupportsWebAuthnAutofill());
}

/**
 * The browser's dialog that asserts a passkey (sign-in, or a plain WebAuthn approval). With `autofill`, the request
 * waits for the customer to pick a passkey in the e-mail field's autofill (conditional mediation); a later call, or
 * {@link cancelPasskeyRequest}, ends the waiting one.
 */
export async function getPasskey(options: WebAuthnJSON, { autofill = false } = {}): Promise<WebAuthnJSON> {
  const answer = await startAuthentication({
    optionsJSON: options as unknown as Options,
    useBrowserAutofill: autofill,
  });
  return answer as unknown as WebAuthnJSON;
}

/** Ends a waiting request (the autofill's, when the customer signs in another way or leaves the page). */
export function cancelPasskeyRequest(): void {
  WebAuthnAbortService.cancelCeremony();
}

/**
 * Whether the customer (or the browser) turned the dialog down, as opposed to a failure worth telling: the portal
 * then shows nothing, the customer may try again.
 */
export function isPasskeyCancel(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const code = (error as { code?: unknown } | null)?.code;
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** The Payment Request method of Secure Payment Confirmation (W3C). */
const SPC_METHOD = 'secure-payment-confirmation';

/**
 * The instrument's icon in the browser's SPC dialog: a neutral card, inline so that no request is made for it
 * (`iconMustBeShown: false`, so a browser that cannot draw it shows the dialog anyway).
 */
export const SPC_INSTRUMENT_ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32">' +
      '<rect width="48" height="32" rx="4" fill="#1f3a5f"/><rect y="8" width="48" height="6" fill="#0b1a2c"/>' +
      '<rect x="6" y="20" width="14" height="4" rx="1" fill="#c9d4e3"/></svg>',
  );

type SpcData = NonNullable<PasskeyApprovalOptions['spc']>;

/** The Payment Request of an approval's SPC data, or undefined where the browser has no SPC for it. */
async function spcRequest(spc: SpcData | undefined): Promise<PaymentRequest | undefined> {
  if (!spc || typeof globalThis.PaymentRequest !== 'function') return undefined;
  try {
    const request = new PaymentRequest(
      [
        {
          supportedMethods: SPC_METHOD,
          data: {
            rpId: spc.rpId,
            credentialIds: spc.credentialIds.map((id) => base64URLStringToBuffer(id)),
            challenge: base64URLStringToBuffer(spc.challenge),
            payeeName: spc.payeeName,
            payeeOrigin: spc.payeeOrigin,
            instrument: {
              displayName: spc.instrumentName,
              icon: SPC_INSTRUMENT_ICON,
              iconMustBeShown: false,
            },
            timeout: spc.timeout,
          },
        },
      ],
      { total: { label: spc.payeeName, amount: spc.total } },
    );
    return (await request.canMakePayment()) ? request : undefined;
  } catch {
    // A browser that knows Payment Request but not this method throws on the method's data.
    return undefined;
  }
}

/** The buffers of an SPC assertion, as a browser without `toJSON` hands them. */
interface AssertionBuffers {
  clientDataJSON: ArrayBuffer;
  authenticatorData: ArrayBuffer;
  signature: ArrayBuffer;
  userHandle?: ArrayBuffer | null;
}

/** The W3C JSON form of an assertion (what @simplewebauthn/browser answers too). */
function assertionJSON(credential: PublicKeyCredential): WebAuthnJSON {
  const withJSON = credential as unknown as { toJSON?: () => WebAuthnJSON };
  if (typeof withJSON.toJSON === 'function') return withJSON.toJSON();
  const response = credential.response as unknown as AssertionBuffers;
  return {
    id: credential.id,
    rawId: bufferToBase64URLString(credential.rawId),
    type: credential.type,
    response: {
      clientDataJSON: bufferToBase64URLString(response.clientDataJSON),
      authenticatorData: bufferToBase64URLString(response.authenticatorData),
      signature: bufferToBase64URLString(response.signature),
      ...(response.userHandle ? { userHandle: bufferToBase64URLString(response.userHandle) } : {}),
    },
    clientExtensionResults: {},
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment }
      : {}),
  };
}

/**
 * The browser's dialog that approves payments with a passkey (issue 50): Secure Payment Confirmation where the
 * browser has it for this approval, so that its own dialog shows the amount and payee; otherwise, or when SPC fails
 * for any reason but the customer's cancel, the plain WebAuthn dialog over the same challenge. Answers the assertion
 * as JSON for `confirmTransactionWithPasskey` and the queue's passkey decisions; a cancel rejects (see
 * {@link isPasskeyCancel}).
 */
export async function approveWithPasskey(approval: PasskeyApprovalOptions): Promise<WebAuthnJSON> {
  const request = await spcRequest(approval.spc);
  if (request) {
    try {
      const response = await request.show();
      await response.complete('success').catch(() => undefined);
      return assertionJSON(response.details as PublicKeyCredential);
    } catch (error) {
      // The customer closed the browser's payment dialog: no second dialog. Anything else (a passkey not made for
      // payments, which Chromium refuses with NotAllowedError before showing anything) is asked the plain way.
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    }
  }
  return getPasskey(approval.options);
}
