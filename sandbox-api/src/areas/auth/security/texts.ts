export const SECURITY_TEXTS = {
  codeInvalid: 'The code is wrong or has expired.',
  currentPasswordWrong: 'The current password is wrong.',
  // The device page's reject and the live message the settings page shows (contract live.ts).
  confirmationCanceled: 'Confirmation canceled',
  noAccess: 'No access',
} as const;

/** Method-API refusals answer HTTP 200; the two-step REST routes answer 400 (spec 02 §8). */
export const METHOD_INPUT_ERROR_STATUS = 200;
