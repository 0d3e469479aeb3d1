import type { MethodDefinitions } from '../pipeline/types';
import { customerInfoSchema, getCustomerInfoRequestSchema } from './schemas';
import type { CustomerService } from './service';

export function createCustomerMethods(
  customers: CustomerService,
): Pick<MethodDefinitions, 'getCustomerInfo'> {
  return {
    getCustomerInfo: {
      requestSchema: getCustomerInfoRequestSchema,
      responseSchema: customerInfoSchema,
      handle: async (context) =>
        customers.getCustomerInfo(context.caller(), await context.actingCustomerId()),
    },
  };
}
