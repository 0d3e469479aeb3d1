import { RESPONSE_CODES, type CallerRelation, type OperationAccess } from '@portal/api/catalogue';
import { ApiError, methodError } from '../http/errors';
import { NO_ACCESS_TEXTS } from '../customer/service';
import { authorizeActing } from './acting-customer';
import type { Caller } from './authenticate';

const caller: Caller = { userId: 1, customerId: 10, sessionId: 's', tokenExpiresAt: 0 };
const writes: OperationAccess = { right: 'initiate', balances: false, adminActing: true, secret: false };
const secret: OperationAccess = { ...writes, secret: true };

class Unknown extends Error {}
class Refused extends Error {}
const refusals = { unknownCustomer: () => new Unknown(), refused: (text: string) => new Refused(text) };

const customersWith = (answer: CallerRelation | Error) => ({
  relationTo: async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  },
});

describe('the REST families’ acting-customer check', () => {
  it('answers the relation the declaration allows', async () => {
    const member: CallerRelation = { kind: 'member', accessRight: 2, balanceInfo: true, isAdmin: false };
    await expect(authorizeActing(customersWith(member), caller, 10, writes, refusals)).resolves.toEqual(
      member,
    );
  });

  it('words a customer the caller has no tie to as the family’s unknown customer', async () => {
    const noTie = methodError(RESPONSE_CODES.noAccess, NO_ACCESS_TEXTS.customer);
    await expect(authorizeActing(customersWith(noTie), caller, 99, writes, refusals)).rejects.toBeInstanceOf(
      Unknown,
    );
  });

  it('refuses an admin acting on a secret operation with the secret text, a reader with the operation’s', async () => {
    await expect(
      authorizeActing(customersWith({ kind: 'adminActing' }), caller, 99, secret, refusals),
    ).rejects.toThrow(new Refused(NO_ACCESS_TEXTS.secret));
    const reader: CallerRelation = { kind: 'member', accessRight: 1, balanceInfo: false, isAdmin: false };
    await expect(authorizeActing(customersWith(reader), caller, 10, writes, refusals)).rejects.toThrow(
      new Refused(NO_ACCESS_TEXTS.operation),
    );
  });

  it('lets any other failure through unchanged', async () => {
    const down = new ApiError(500, { responseCode: 'UE', responseDescription: 'down' });
    await expect(authorizeActing(customersWith(down), caller, 10, writes, refusals)).rejects.toBe(down);
  });
});
