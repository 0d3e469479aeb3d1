// Passkeys (issue 50, beyond the spec): WebAuthn credentials a customer adds in the security settings, signs in
// with, and approves payments with. The options and responses are the W3C JSON forms (WebAuthn Level 3
// `PublicKeyCredentialCreationOptionsJSON` and friends) that @simplewebauthn/browser takes and gives; the catalogue
// keeps them opaque so that it depends on no WebAuthn library.

/** A WebAuthn JSON object (options for the browser, or the credential it answers), passed through as it is. */
export type WebAuthnJSON = Record<string, unknown>;

/** At most this many passkeys per user (issue 50 item 1). */
export const MAX_PASSKEYS = 10;
/** A passkey's name: what the customer calls it ("Work laptop"), 1 to this many characters. */
export const PASSKEY_NAME_MAX = 60;
/** How long a WebAuthn challenge of the sandbox may be answered. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

export interface PasskeyItem {
  id: number;
  name: string;
  /** ISO date-time. */
  created: string;
  /** ISO date-time of the last sign-in or approval with it; absent while never used. */
  lastUsed?: string;
}
export interface PasskeyListResponse {
  items: PasskeyItem[];
  /** {@link MAX_PASSKEYS}. */
  max: number;
}

/** Adding a passkey, step 1: the password again (issue 50 item 1); answers the browser's creation options. */
export interface PasskeyRegistrationRequest {
  password: string;
}
export interface PasskeyRegistrationOptions {
  /** Names this registration in step 2 (one use, {@link PASSKEY_CHALLENGE_TTL_MS}). */
  registrationId: string;
  options: WebAuthnJSON;
}
/** Adding a passkey, step 2: what the browser's `create()` answered, and the customer's name for it. */
export interface AddPasskeyRequest {
  registrationId: string;
  name: string;
  credential: WebAuthnJSON;
}
export interface AddPasskeyResponse {
  passkey: PasskeyItem;
}
export interface RenamePasskeyRequest {
  id: number;
  name: string;
}
/** Removing one needs the password again (issue 50 item 1). */
export interface RemovePasskeyRequest {
  id: number;
  password: string;
}

/**
 * Payments approved with a passkey: on, the customer's approval method (typeApprove) becomes `passkey`; off, it
 * goes back to the one it was. A user of the customer without a passkey gets a one-time code instead (as push
 * without a device). The password again, as for adding one.
 */
export interface SetPasskeyApprovalRequest {
  enabled: boolean;
  password: string;
}

/** `POST /auth/passkey/options`: a sign-in challenge for any of the brand host's passkeys (discoverable). */
export interface PasskeySignInOptions {
  signInId: string;
  options: WebAuthnJSON;
}
/**
 * `POST /auth/passkey/login`: the browser's assertion. A verified passkey is the whole sign-in; the answer is a
 * `direct` flow kind, whose code the portal exchanges with its PKCE verifier at `/auth/token` as every flow does.
 */
export interface PasskeySignInRequest {
  signInId: string;
  credential: WebAuthnJSON;
  client: string;
  /** SHA-256 of the verifier, URL-safe Base64 (spec 01 §5). */
  codeChallenge: string;
}

export const PASSKEY_AUTH_PATHS = {
  options: '/auth/passkey/options',
  login: '/auth/passkey/login',
} as const;

/** A passkey approval of one operation waiting for it (`approveType` `passkey`), asked by its submitter. */
export interface PasskeyApprovalRequest {
  operationId: string;
}
/**
 * A passkey approval of the approval queue (maker-checker): the requests (`transactionIds`) or the mass request
 * (`batchId`) an approver decides; one of the two.
 */
export interface PasskeyQueueApprovalRequest {
  transactionIds?: number[];
  batchId?: number;
}
/** One payment a passkey approval covers, as the popup shows it. */
export interface PasskeyApprovalPayment {
  amount: string;
  currencyCode: string;
  payeeName: string;
  /** The payee's account (IBAN, e-mail, card...), as the challenge binds it. */
  payee: string;
}
/**
 * The challenge is derived on the server from the payments (amount, currency, payee) and a fresh nonce, and
 * derived again when the assertion is verified: a signature made for one payment approves no other.
 */
export interface PasskeyApprovalOptions {
  challengeId: string;
  options: WebAuthnJSON;
  payments: PasskeyApprovalPayment[];
  /**
   * Secure Payment Confirmation's data (W3C), for a browser that shows the amount and payee in its own dialog: the
   * total and the credentials registered for payments. Absent when no passkey of the user may be used for it.
   */
  spc?: {
    credentialIds: string[];
    rpId: string;
    challenge: string;
    payeeName: string;
    payeeOrigin: string;
    total: { currency: string; value: string };
    instrumentName: string;
    timeout: number;
  };
}
/** The assertion of a passkey approval (`confirmTransactionWithPasskey`, and the queue's passkey decisions). */
export interface PasskeyAssertion {
  challengeId: string;
  credential: WebAuthnJSON;
}
export interface ConfirmWithPasskeyRequest extends PasskeyAssertion {
  operationId: string;
}
export interface ApproveRequestsWithPasskeyRequest extends PasskeyAssertion {
  transactionIds: number[];
}
export interface ApproveMassWithPasskeyRequest extends PasskeyAssertion {
  batchId: number;
}

/** The refusals' texts (sandbox and portal alike). */
export const PASSKEY_TEXTS = {
  refused: 'This passkey was not accepted',
  unknown: 'This passkey is not registered here',
  replayed: 'This passkey answer was already used',
  expired: 'The passkey request has expired: try again',
  otherPayment: 'This passkey approval was made for another payment',
  limit: `You can add up to ${MAX_PASSKEYS} passkeys`,
  wrongPassword: 'Wrong password',
  useYourPasskey: 'Approve this request with your passkey',
  usePasskey: 'This payment is approved with your passkey, in a browser that can use it',
  noPasskey: 'Add a passkey in the security settings first',
} as const;
