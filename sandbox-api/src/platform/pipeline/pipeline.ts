import { RESPONSE_CODES, refusalOf, type CallerRelation, type OperationAccess } from '@portal/api/catalogue';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import type { CustomerService } from '../customer/service';
import { bearerToken, type Authenticator, type Caller, type SignInAddressGate } from './authenticate';
import { AUTH_TEXTS } from './authenticate';

/** How an adapter words what the acting-customer step refuses (the method API's ENOA, a REST family's 403 or 404). */
export interface ActingRefusalWords {
  /** The caller has no tie to the customer; without it the customer service's own refusal goes out as it is. */
  unknownCustomer?(): Error;
  /** The operation's declaration does not allow the caller's relation. */
  refused(access: OperationAccess, relation: CallerRelation): Error;
  /** The customer acted for accepts no call from this address (its IP whitelist, spec 02 §7). */
  addressRefused(text: string): Error;
}

/**
 * The one operation pipeline (issue 48 item 1): authenticate → authorize → acting customer, the steps every operation
 * of the sandbox goes through before its input is validated, its handler runs and its answer is enveloped. Two
 * adapters stand on it: the method API (`platform/pipeline/method-api.ts`, `POST ?method=`) and REST (`rest.ts`, verb and
 * path); each words the refusals in its own dialect, the decisions are taken here once.
 */
export interface Pipeline {
  /** Authenticate: the caller of the request's bearer access token, or null. */
  authenticate(request: FastifyRequest): Promise<Caller | null>;
  /** The caller's relation to a customer (their own, one they work for, one an administrator acts as). */
  relationTo(caller: Caller, customerId: number): Promise<CallerRelation>;
  /**
   * Authorize and acting customer: the caller's relation to `customerId` checked against the operation's access
   * declaration, then the IP whitelist of a customer other than the caller's own (spec 02 §7; issue 47 item 10).
   */
  actFor(
    caller: Caller,
    customerId: number,
    access: OperationAccess,
    call: { ip: string; words: ActingRefusalWords; onRelation?: (relation: CallerRelation) => void },
  ): Promise<CallerRelation>;
}

export function createPipeline({
  auth,
  customers,
  addressGate,
}: {
  auth: Authenticator;
  customers: Pick<CustomerService, 'relationTo'>;
  /** The IP whitelist of a customer acted for; without one every address may act. */
  addressGate?: SignInAddressGate;
}): Pipeline {
  const relationTo = (caller: Caller, customerId: number) => customers.relationTo(caller, customerId);
  return {
    authenticate: (request) => auth.authenticate(bearerToken(request.headers.authorization)),
    relationTo,
    async actFor(caller, customerId, access, { ip, words, onRelation }) {
      let relation: CallerRelation;
      try {
        relation = await relationTo(caller, customerId);
      } catch (error) {
        throw words.unknownCustomer && isNoAccess(error) ? words.unknownCustomer() : error;
      }
      onRelation?.(relation);
      if (refusalOf(access, relation)) throw words.refused(access, relation);
      if (customerId !== caller.customerId && addressGate && !(await addressGate.allows(customerId, ip)))
        throw words.addressRefused(AUTH_TEXTS.ipNotAllowed);
      return relation;
    },
  };
}

/** The customer service's refusal of a customer the caller has no tie to (ENOA). */
const isNoAccess = (error: unknown): boolean =>
  error instanceof ApiError && error.body.responseCode === RESPONSE_CODES.noAccess;
