import { CONTRACTS_REFUSAL_TEXTS } from '@portal/api/catalogue';
import { RestRefusal } from '../../../platform/http/errors';

export const CONTRACT_TEXTS = {
  notFound: 'No such contract.',
  businessOnly: CONTRACTS_REFUSAL_TEXTS.personal,
  notYourCompany: 'senderId: your company must be the payer or the beneficiary',
  counterpartyNotBusiness: 'The other company must be a verified business customer.',
  companyMismatch: 'companyId: must be the other company (the counterparty’s company)',
  unfinished: 'There is already an unfinished contract between these two companies.',
  ownCompany: 'A company cannot make a contract with itself.',
  notPayer: 'Only the paying company passes the identity check.',
  identificationNotNow: 'The identity check is not needed for this contract now.',
  badLink: 'This link is not valid, or it was used already or has expired.',
  unknownEmail: 'No customer has this e-mail.',
  unknownStatus: (value: string) => `statuses: ${value} is not a contract status`,
} as const;

/** A refusal of the contract service (spec 03 §8): 400 with its lines, 403 or 404 with a message. */
export class ContractServiceError extends RestRefusal {}
export const notFound = () => new ContractServiceError(404, CONTRACT_TEXTS.notFound);
export const refused = (message: string) => new ContractServiceError(403, message);
export const invalid = (errors: string[]) => new ContractServiceError(400, 'Invalid parameters', errors);
