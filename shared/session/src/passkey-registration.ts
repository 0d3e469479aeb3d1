// Making a passkey (issue 50 item 1), apart from the sign-in's and the approval's helpers (passkeys.ts): the
// sign-in page loads those, and WebAuthn's registration code stays with the security settings that use it.
import { startRegistration } from '@simplewebauthn/browser';
import type { WebAuthnJSON } from '@portal/api/catalogue';

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** The browser's dialog that makes a passkey; answers the attestation as JSON for `addPasskey`. */
export async function createPasskey(options: WebAuthnJSON): Promise<WebAuthnJSON> {
  const answer = await startRegistration({ optionsJSON: options as unknown as CreationOptions });
  return answer as unknown as WebAuthnJSON;
}
