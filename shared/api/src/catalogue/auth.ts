/** Auth-service contract (spec 01 §3, §4, §7). JSON bodies over `/auth/*`. */

/** Languages the product speaks (spec 01 §9). */
export type Language = 'en' | 'es' | 'ro' | 'ru' | 'ua' | 'pt';

export interface LoginRequest {
  client: string;
  username: string;
  password: string;
  /** SHA-256 of the verifier, URL-safe Base64 (spec 01 §5). */
  codeChallenge: string;
  secret?: string;
  pushToken?: string;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Migration block (spec 01 §3, §4): `soft` lets the user continue while `daysLeft` runs down; `strict` makes
 * them move to push first (the login code is refused at the token step until they have). `strategy` says
 * whether they enable push for the first time or migrate from an older device.
 */
export interface MigrationBlock {
  req: 'none' | 'soft' | 'strict';
  daysLeft?: number;
  devices?: DeviceShortInfo[];
  /** Bearer for `/auth/scp/request`, `/auth/stores-urls/send` and the live channel while signing in. */
  temporaryToken?: string;
  strategy?: 'migrate' | 'enable';
}

/** The flow kinds a login answers with (spec 01 §3). */
export type AuthFlowKinds =
  | ({ authFlow: 'simple' } & Tokens)
  | { authFlow: 'direct'; code: string }
  | { authFlow: 'otp'; code: string }
  /** `phone` is masked (`+44 •••• ••12`); `smsId` is the two-digit number the SMS starts with. */
  | { authFlow: 'sms'; code: string; phone: string; smsId: string }
  /**
   * The user approves on a device; the live channel (authenticated with `temporaryToken`) says
   * `login.approved`, then `code` is exchanged. `deepLink` is shown as a QR code.
   */
  | { authFlow: 'push'; code: string; temporaryToken: string; deepLink: string; devices: DeviceShortInfo[] }
  /** This browser is new: a device approves it first; `login.approved` then carries the code to exchange. */
  | { authFlow: 'verifyDevice'; userId: number; temporaryToken: string };

/** What `/auth/login` answers: a flow kind, and a migration block when the user must move to push. */
export type AuthFlow = AuthFlowKinds & { migration?: MigrationBlock };

export type AuthFlowKind = AuthFlow['authFlow'];

/** The token step: a login code with its PKCE verifier (plus the one-time code for otp and sms)... */
export interface CodeTokenRequest {
  code: string;
  codeVerifier: string;
  /** The one-time code, for the otp and sms flows. */
  otp?: string;
}

/** ...or a temporary authorised user's one-time secret (spec 01 §6). */
export interface SecretTokenRequest {
  secret: string;
  pushToken?: string;
}

export type TokenRequest = CodeTokenRequest | SecretTokenRequest;

export interface RefreshRequest {
  refreshToken: string;
}

export type DeviceType = 'android' | 'ios';

export interface DeviceShortInfo {
  name: string;
  type: DeviceType;
  location: string;
  lastActivityAt: string;
}

/** An auth-service device (spec 01 §3). `approved` is false until an approved device or a code accepts it. */
export interface Device extends DeviceShortInfo {
  id: number;
  code: string;
  /** Only answered to the device itself when it is created. */
  secret?: string;
  approved: boolean;
}

/** Device creation (spec 01 §3): `code` comes from the deep link the portal shows. */
export interface CreateDeviceRequest {
  name: string;
  code: string;
  pushToken?: string;
  type: DeviceType;
}

/** How a new device can be approved (`GET /auth/devices/approve-methods`). */
export interface DeviceApproveMethod {
  id: number;
  kind: 'device' | 'sms' | 'email';
}

/** `POST /auth/devices/{id}/approve`: sends the code of the chosen method; `sentTo` is masked. */
export interface DeviceApproveStart {
  methodId: number;
}
export interface DeviceApproveStarted {
  methodId: number;
  sentTo: string;
}
/** `PATCH /auth/devices/{id}/approve/{methodId}` */
export interface DeviceApproveConfirm {
  code: string;
}

/** `PUT /auth/login/{key}/confirm`: the device's answer to a push prompt (spec 01 §5: a boolean result). */
export interface LoginConfirmRequest {
  result: boolean;
}

/** `POST /auth/scp/request`: the deep link a phone opens to become the push device (spec 01 §7). */
export interface ScpRequestAnswer {
  deeplink: string;
}

/** `POST /auth/stores-urls/send`: the app-store links by SMS. The plus signs are stripped (spec 01 §5). */
export interface StoresUrlsRequest {
  phoneNumber: string;
}

/** `GET /auth/sei/authorize` (OAuth-style authorize, spec 01 §2): what the user is asked to approve. */
export interface AuthorizeQuery {
  client_id: string;
  redirect_uri: string;
  response_type?: string;
  scope?: string;
  state?: string;
}
export interface AuthorizeRequestInfo {
  authorizationId: string;
  clientName: string;
  scopes: string[];
  redirectUri: string;
}
/** `POST /auth/sei/authorize/{authorizationId}` */
export interface AuthorizeDecision {
  approve: boolean;
}
export interface AuthorizeResult {
  redirectUrl: string;
}

/** Claims of a signed access token. `exp` is seconds since the epoch. */
export interface AccessTokenClaims {
  sub: string;
  customerId: number;
  /** The session the token belongs to: it stops working the moment that session ends (logout, password reset). */
  sid: string;
  iss: string;
  aud: string;
  exp: number;
  iat: number;
}

/** Error body of the auth service. */
export interface AuthErrorBody {
  responseCode: string;
  responseDescription: string;
  /** Sign-in attempts left before the lock, when the credentials were wrong. */
  attemptsLeft?: number;
}

/** Auth-service paths (spec 01 §7); `:name` is a path parameter. */
export const AUTH_PATHS = {
  login: '/auth/login',
  token: '/auth/token',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  loginConfirm: '/auth/login/:key/confirm',
  scpRequest: '/auth/scp/request',
  pushResend: '/auth/push/re-send',
  storesUrlsSend: '/auth/stores-urls/send',
  approveMethods: '/auth/devices/approve-methods',
  devices: '/auth/devices',
  device: '/auth/devices/:deviceId',
  deviceApprove: '/auth/devices/:deviceId/approve',
  deviceApproveConfirm: '/auth/devices/:deviceId/approve/:methodId',
  /** Older device calls with a bearer token (spec 02 §7). */
  legacyDevices: '/device-api/device',
  legacyDevice: '/device-api/device/:deviceId',
  authorize: '/auth/sei/authorize',
  authorizeDecision: '/auth/sei/authorize/:authorizationId',
} as const;

/** Fills the `:name` parameters of an auth path. */
export function authPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
