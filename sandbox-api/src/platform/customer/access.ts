// A user's access as the auth area's access slice keeps it, and what other areas ask of it (issue 48: the
// onboarding registers users and sends their activation links through these, not through the access slice).

/** Which activation a user gets (spec 01 §2: action activation, activationBusiness or activationEmployee). */
export type UserKind = 'personal' | 'businessOwner' | 'employee';

export type UserStatus = 'active' | 'pendingActivation';

export interface AccessUser {
  userId: number;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  kind: UserKind;
  businessName: string | null;
}

/** What other areas ask of the user records: is an e-mail refused, whose is it (areas/auth/access/repository.ts). */
export interface AccessLookup {
  findUserByEmail(email: string): Promise<AccessUser | null>;
  isBlacklisted(email: string): Promise<boolean>;
}

/** The access operations' texts; the onboarding's code checks and closed registration answer with them too. */
export const ACCESS_TEXTS = {
  termsPending: 'Please accept the updated terms to continue.',
  activationInvalid: 'The activation link is invalid or has expired.',
  codeInvalid: 'The code is wrong or has expired.',
  // spec 01 §8: the e-mail confirmation failure text.
  emailConfirmationFailed: 'An error has occurred. Please contact us.',
  noAccess: 'No access',
  emailTaken: 'is already registered; sign in or reset the password',
  phoneTaken: 'is already registered to another customer',
  registrationClosed: 'Registration is not open for this brand.',
} as const;
