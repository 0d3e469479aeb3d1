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

/** The flow kinds a login answers with (spec 01 §3). */
export type AuthFlow =
  | ({ authFlow: 'simple' } & Tokens)
  | { authFlow: 'direct'; code: string }
  | { authFlow: 'otp'; code: string }
  | { authFlow: 'sms'; code: string; phone: string; smsId: string }
  | { authFlow: 'push'; code: string; temporaryToken: string; deepLink: string; devices: DeviceShortInfo[] }
  | { authFlow: 'verifyDevice'; userId: number; temporaryToken: string };

export type AuthFlowKind = AuthFlow['authFlow'];

export interface TokenRequest {
  code: string;
  codeVerifier: string;
  /** The one-time code, for the otp and sms flows. */
  otp?: string;
}

export interface RefreshRequest {
  refreshToken: string;
}

export interface DeviceShortInfo {
  name: string;
  type: 'android' | 'ios';
  location: string;
  lastActivityAt: string;
}

/** Claims of a signed access token. `exp` is seconds since the epoch. */
export interface AccessTokenClaims {
  sub: string;
  customerId: number;
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

export const AUTH_PATHS = {
  login: '/auth/login',
  token: '/auth/token',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
} as const;
