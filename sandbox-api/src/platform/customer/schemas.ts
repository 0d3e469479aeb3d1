import { PERMISSION_FLAGS } from '@portal/api/catalogue';
import type { ObjectSchema } from '../pipeline/types';

export const getCustomerInfoRequestSchema: ObjectSchema = { type: 'object', properties: {} };

export const customerInfoSchema: ObjectSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    customerId: { type: 'integer' },
    customerType: { type: 'integer', enum: [0, 1, 2] },
    login: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
    login2faMode: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    businessName: { type: 'string' },
    birthDay: { type: 'string' },
    customerCreationDate: { type: 'string' },
    residenceCountryCode: { type: 'string' },
    taxId: { type: 'string' },
    transactionApproveMode: { type: 'string' },
    isAdmin: { type: 'boolean' },
    isHaveRelatedAccounts: { type: 'boolean' },
    useOldWeb: { type: 'boolean' },
    oldWebUrl: { type: 'string' },
    permissions: {
      type: 'object',
      properties: Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, { type: 'boolean' }])),
    },
    verified: { type: 'boolean' },
    limited: { type: 'boolean' },
    dueDiligenceLevel: { type: 'integer' },
    isNeedPersonalInfoUpdate: { type: 'boolean' },
    isNeedKyc: { type: 'boolean' },
    accessRight: { type: 'integer' },
    accessList: { type: 'array', items: { type: 'string', enum: ['balanceInfo'] } },
    supportActing: { type: 'boolean' },
    isStrictMode: { type: 'boolean' },
    isConverted: { type: 'boolean' },
    businessRepresentativeId: { type: ['integer', 'null'] },
    businessRepresentativePositionIds: { type: 'array', items: { type: 'integer' } },
    employeeFirstName: { type: 'string' },
    employeeLastName: { type: 'string' },
  },
  required: [
    'userId',
    'customerId',
    'customerType',
    'login',
    'firstName',
    'lastName',
    'customerCreationDate',
  ],
};
