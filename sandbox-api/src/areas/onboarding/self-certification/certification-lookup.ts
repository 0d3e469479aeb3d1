import { RESPONSE_CODES, type TaxCertificationInfo, type VerificationStatus } from '@portal/api/catalogue';
import { selfCertificationState } from '@portal/api/tax-certification';
import { methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { NotificationService } from '../../../platform/notifications/service';
import { defaultFacts } from '../../../platform/customer/verification-rules';
import type { StoredCertification, TaxCertificationRepository, TaxCustomer, TaxStatuses } from './repository';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
export const INPUT_ERROR_STATUS = 200;

export interface TaxCertificationServiceOptions {
  repository: TaxCertificationRepository;
  /** A signed form is told to the customer as a stored notification, pushed live (issue 31). */
  notifications: Pick<NotificationService, 'notify'>;
  clock: Clock;
  /** Where the sandbox's own pages are reached (config `sandboxOrigins[0]`): the e-signature page's address. */
  sandboxOrigin: string;
}

export const notFound = (description: string) => methodError(RESPONSE_CODES.notFound, description);

export const asStatus = (value: string) => value as VerificationStatus;

export function infoOf(row: Pick<StoredCertification, keyof TaxStatuses> | undefined): TaxCertificationInfo {
  return {
    taxResidencySelfCertificationDocumentStatus: asStatus(row?.selfCertificationStatus ?? 'none'),
    w8BenFormDocumentStatus: asStatus(row?.w8BenStatus ?? 'notRequired'),
    w9FormDocumentStatus: asStatus(row?.w9Status ?? 'notRequired'),
    certificateOfLossOfNationalityDocumentStatus: asStatus(row?.lossOfNationalityStatus ?? 'notRequired'),
  };
}

/** The customer a certification belongs to, and what follows a change of their own certification. */
export function certificationLookups(repository: TaxCertificationRepository) {
  async function customerOf(customerId: number): Promise<TaxCustomer> {
    const customer = await repository.customer(customerId);
    if (!customer) throw notFound('No such customer.');
    return customer;
  }

  /** After a change of a customer's own certification: the routing state and verification's facts follow it. */
  async function settle(customer: TaxCustomer, info: TaxCertificationInfo): Promise<void> {
    await repository.setSelfCertification(customer.customerId, selfCertificationState(info));
    await repository.syncVerificationFacts(defaultFacts(customer), info);
  }

  return { customerOf, settle };
}
