import {
  METHOD_CATALOGUE,
  RESPONSE_CODES,
  refusalOf,
  type CallerRelation,
  type MethodName,
  type OperationAccess,
} from '@portal/api/catalogue';
import { authenticationError, methodError } from '../http/errors';
import type { Caller } from './authenticate';
import { AUTH_TEXTS } from './authenticate';
import { NO_ACCESS_TEXTS } from '../customer/service';
import type { ActingRefusalWords, Pipeline } from './pipeline';
import type { ClientFields, MethodContext, UploadedFile } from './types';

const toCustomerId = (value: number | string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);

/** The ENOA answer for a refused call, in words that say what was refused. */
function noAccess(access: OperationAccess, relation: CallerRelation) {
  if (relation.kind === 'adminActing') return methodError(RESPONSE_CODES.noAccess, NO_ACCESS_TEXTS.secret);
  if (access.right === 'admin') return methodError(RESPONSE_CODES.noAccess, NO_ACCESS_TEXTS.adminOnly);
  const balancesOnly = refusalOf({ ...access, balances: false }, relation) === null;
  return methodError(
    RESPONSE_CODES.noAccess,
    balancesOnly ? NO_ACCESS_TEXTS.balances : NO_ACCESS_TEXTS.operation,
  );
}

/** The method API's words for the acting-customer step: ENOA, the customer service's own answer for no tie. */
const methodWords: ActingRefusalWords = {
  refused: noAccess,
  addressRefused: (text) => methodError(RESPONSE_CODES.noAccess, text),
};

/** A method call's context, and the check of the operation's access declaration the route runs first. */
export interface AuthorizedMethodContext<M extends MethodName> extends MethodContext<M> {
  /**
   * Checks the operation's declaration (METHOD_CATALOGUE[name].access) against the caller's relation to the
   * customer named by the header or `fromCustomerId` (else their own): 401 or ENOA before anything else runs.
   */
  authorize(): Promise<void>;
}

/** Builds what an operation needs to know about its call: the request, the caller and who it acts for. */
export function createMethodContext<M extends MethodName>(
  name: M,
  pipeline: Pipeline,
  request: MethodContext<M>['request'] & ClientFields,
  caller: Caller | null,
  call: { customerIdHeader?: string; origin?: string; upload?: UploadedFile; ip: string },
): AuthorizedMethodContext<M> {
  const { customerIdHeader, origin, upload, ip } = call;
  const access = METHOD_CATALOGUE[name].access;
  const named = toCustomerId(customerIdHeader) ?? toCustomerId(request.fromCustomerId);
  const checked = new Map<number, Promise<CallerRelation>>();
  let supportActingFor: number | undefined;

  /** An administrator acting as the customer is noted before any refusal. */
  const note = (customerId: number) => (relation: CallerRelation) => {
    if (relation.kind === 'adminActing') supportActingFor = customerId;
  };

  const requireCaller = (): Caller => {
    if (!caller) throw authenticationError(AUTH_TEXTS.unauthorized);
    return caller;
  };

  /** The relation to `customerId` (their own when undefined), checked against the declaration once per id. */
  async function authorizeFor(signedIn: Caller, customerId: number): Promise<CallerRelation> {
    let relation = checked.get(customerId);
    if (!relation) {
      // The sign-in was checked against the user's own customer; a company they act for may limit its own access
      // by address too (spec 02 §7; issue 47 item 10): the pipeline checks both.
      relation = pipeline.actFor(signedIn, customerId, access, {
        ip,
        words: methodWords,
        onRelation: note(customerId),
      });
      checked.set(customerId, relation);
    }
    return relation;
  }

  return {
    request,
    caller: requireCaller,
    supportActingFor: () => supportActingFor,
    origin: () => origin,
    file: () => upload,
    async authorize() {
      if (access.right === 'public') {
        // A public operation acts for no one; naming a customer one may not act for is still refused.
        if (named === undefined) return;
        if (!caller) throw methodError(RESPONSE_CODES.noAccess, NO_ACCESS_TEXTS.customer);
        note(named)(await pipeline.relationTo(caller, named));
        return;
      }
      const signedIn = requireCaller();
      await authorizeFor(signedIn, named ?? signedIn.customerId);
    },
    async actingCustomerId(requested) {
      const signedIn = requireCaller();
      const customerId = requested ?? named ?? signedIn.customerId;
      await authorizeFor(signedIn, customerId);
      return customerId;
    },
  };
}
