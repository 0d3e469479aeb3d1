import type { MethodName } from '@portal/api/contract';
import { authenticationError } from '../../http/errors';
import type { Caller } from '../auth/service';
import { AUTH_TEXTS } from '../auth/service';
import type { CustomerService } from '../customer/service';
import type { ClientFields, MethodContext } from './types';

const toCustomerId = (value: number | string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);

/** Builds what an operation needs to know about its call: the request, the caller and who it acts for. */
export function createMethodContext<M extends MethodName>(
  customers: CustomerService,
  request: MethodContext<M>['request'] & ClientFields,
  caller: Caller | null,
  customerIdHeader: string | undefined,
): MethodContext<M> {
  const requireCaller = (): Caller => {
    if (!caller) throw authenticationError(AUTH_TEXTS.unauthorized);
    return caller;
  };
  return {
    request,
    caller: requireCaller,
    actingCustomerId: (requested) =>
      customers.resolveActingCustomer(
        requireCaller(),
        requested ?? toCustomerId(customerIdHeader) ?? toCustomerId(request.fromCustomerId),
      ),
  };
}
