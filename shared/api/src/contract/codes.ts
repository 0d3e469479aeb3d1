/** Response codes of the method API and the auth service (spec 01 §8). */
export const RESPONSE_CODES = {
  success: '00',
  verifyError: 'VF',
  termsError: 'TE',
  transportError: 'AE',
  authenticationError: 'AU',
  noAccess: 'ENOA',
  unknownError: 'UE',
  closedAccount: 'CA',
  accessDenied: '13',
  invalidParameters: 'TA1',
  invalidMethod: 'IM',
} as const;

export type ResponseCode = (typeof RESPONSE_CODES)[keyof typeof RESPONSE_CODES];

/** The envelope every method-API answer carries; `00` is success (spec 02 §8). */
export interface ResponseEnvelope {
  responseCode: string;
  responseDescription?: string;
  /** Present with `TA1`: one line per invalid field, `field: reason`. */
  validationErrors?: string[];
  errors?: { error?: string | string[] } | string | string[];
}
