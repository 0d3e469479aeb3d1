import { ACCESS_TEXTS } from '../../../platform/customer/access';
import { REGISTRATION_REFUSAL_TEXTS } from '@portal/api/registration';

/** E-mails a customer may keep (a company's payment e-mails, a person's profile e-mails). */
export const MAX_COMPANY_EMAILS = 10;

export const COMPANY_TEXTS = {
  notBusiness: 'Company details are kept for business customers only.',
  forceAdminOnly: 'Only an administrator acting for the customer can force-delete a representative.',
  representativeNotFound: 'No such representative of the company.',
  userNotFound: 'No such user of the company.',
  emailNotFound: 'No such e-mail of the customer.',
  ownerRight: "is the company's owner, whose access cannot be changed",
  ownerRemoved: "is the company's owner, who cannot be removed",
  lastFullAccess: 'at least one user must keep full access (2)',
  alreadyUser: 'is already a user of the company',
  noEmail: 'the representative has no e-mail',
  notEmployeeLogin: REGISTRATION_REFUSAL_TEXTS.userEmailTaken,
  blacklisted: 'cannot be added',
  required: 'is required',
  primaryNotDeletable: 'is the primary e-mail, which cannot be deleted',
  notConfirmed: 'is not confirmed; only a confirmed e-mail can be the primary one',
  alreadyConfirmed: 'is already confirmed',
  duplicateEmail: "is already one of the customer's e-mails",
  tooManyEmails: `a customer keeps at most ${MAX_COMPANY_EMAILS} e-mails`,
  codeInvalid: ACCESS_TEXTS.codeInvalid,
  codeTooSoon: 'A code was sent less than a minute ago. Try again in a minute.',
  unknownRepresentative: 'is not a representative of the company',
  companyHasNoAddress: 'is a company: its addresses are its registration',
  unknownCountry: 'is not a country code',
} as const;
