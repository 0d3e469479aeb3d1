import { renderHook, waitFor } from '@portal/testing/render';
import { stubMethodClient } from '@portal/testing/clients';
import type { UserState } from '@portal/session/session';
import { userState } from '../testing/users';
import { lookUpCustomerName, useActingName } from './acting-names';

const support = (changes: Parameters<typeof userState>[0]) =>
  userState({ isAdmin: true, accessRight: 1, supportActing: true, ...changes });

const nameOf = (user: UserState | null, customerId: number | undefined, lookUp: jest.Mock) =>
  renderHook(() => useActingName(user, customerId, lookUp)).result;

describe('useActingName (issue 22: the header names the customer support acts as)', () => {
  it('a company / its name from the customer info, nothing looked up', () => {
    const lookUp = jest.fn();
    const user = support({ customerId: 20204, customerType: 1, businessName: 'Nordlicht' });
    expect(nameOf(user, 20204, lookUp).current).toBe('Nordlicht');
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('a person / looked up by number, then named', async () => {
    const lookUp = jest.fn(async () => 'Carla Weber');
    const result = nameOf(support({ customerId: 20301 }), 20301, lookUp);
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('Carla Weber'));
    expect(lookUp).toHaveBeenCalledWith(20301);
  });

  it('the user still loaded for the previous customer / no name and no look-up', () => {
    const lookUp = jest.fn(async () => 'Someone');
    expect(nameOf(support({ customerId: 20001 }), 20301, lookUp).current).toBeUndefined();
    expect(nameOf(userState({ customerId: 20301 }), 20301, lookUp).current).toBeUndefined();
    expect(lookUp).not.toHaveBeenCalled();
  });
});

describe('lookUpCustomerName', () => {
  it('the search by number / the customer with exactly that number', async () => {
    const method = stubMethodClient(
      jest.fn(async () => ({
        customers: [
          { customerId: 203010, name: 'Someone Else' },
          { customerId: 20301, name: 'Carla Weber' },
        ],
      })),
    );
    expect(await lookUpCustomerName(method, 20301)).toBe('Carla Weber');
    expect(method.call).toHaveBeenCalledWith('searchCustomers', { query: '20301' }, { popup: false });
  });
});
