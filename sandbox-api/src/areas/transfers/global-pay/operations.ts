import type { MethodDefinitions } from '../../../platform/pipeline/types';
import type { PayeeLookups } from './payee-lookups';
import type { GlobalPayService } from './service';
import type { GlobalPayMethodName } from './method-names';
import { createGlobalPayRecipientMethods } from './recipient-operations';
import { createGlobalPaySenderMethods } from './sender-operations';

export { GLOBAL_PAY_RECIPIENT_METHODS, GLOBAL_PAY_SENDER_METHODS } from './method-names';
export type { GlobalPayMethodName } from './method-names';

export function createGlobalPayMethods(
  service: GlobalPayService,
  external: PayeeLookups,
): Pick<MethodDefinitions, GlobalPayMethodName> {
  return {
    ...createGlobalPaySenderMethods(service),
    ...createGlobalPayRecipientMethods(service, external),
  };
}
