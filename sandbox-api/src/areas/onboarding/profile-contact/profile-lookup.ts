import { RESPONSE_CODES } from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { Clock } from '../../../platform/clock/clock';
import type { OutboxSender } from '../../../platform/outbox';
import type { ProfileContactRepository } from './repository';
import { PROFILE_CONTACT_TEXTS as TEXTS } from './texts';

/** Method-API refusals answer HTTP 200 with their code (spec 01 §8); the REST route answers 400. */
export const METHOD_INPUT_ERROR_STATUS = 200;
export const REST_INPUT_ERROR_STATUS = 400;

export const refused = (lines: string[], status = METHOD_INPUT_ERROR_STATUS) =>
  invalidParameters(lines, status);

export interface ProfileContactServiceDeps {
  repository: ProfileContactRepository;
  outbox: OutboxSender;
  /** Counts the phone codes sent per customer (`contactCode`, with the e-mail codes). */
  limits: Pick<RateLimiter, 'hit'>;
  clock: Clock;
}

/** The look-ups every part of the profile service starts from. */
export function profileLookups(repository: ProfileContactRepository) {
  async function customerOf(customerId: number) {
    const customer = await repository.customer(customerId);
    if (!customer) throw methodError(RESPONSE_CODES.notFound, TEXTS.customerNotFound);
    return customer;
  }

  return { customerOf };
}
