import { userState } from '../testing/users';
import { createActingNames } from './acting-names';

const support = (changes: Parameters<typeof userState>[0]) =>
  userState({ isAdmin: true, accessRight: 1, supportActing: true, ...changes });

describe('createActingNames (issue 22: the header names the customer support acts as)', () => {
  it('a company / its name from the customer info, nothing looked up', () => {
    const lookUp = jest.fn();
    const nameOf = createActingNames(lookUp, () => undefined);
    expect(nameOf(support({ customerId: 20204, customerType: 1, businessName: 'Nordlicht' }), 20204)).toBe(
      'Nordlicht',
    );
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('a person / looked up once by number, then named; the owner of the update is told', async () => {
    const lookUp = jest.fn(async () => 'Carla Cards');
    const onFound = jest.fn();
    const nameOf = createActingNames(lookUp, onFound);
    const user = support({ customerId: 20301 });
    expect(nameOf(user, 20301)).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(onFound).toHaveBeenCalledTimes(1);
    expect(nameOf(user, 20301)).toBe('Carla Cards');
    expect(lookUp).toHaveBeenCalledTimes(1);
    expect(lookUp).toHaveBeenCalledWith(20301);
  });

  it('the user still loaded for the previous customer / no name and no look-up', () => {
    const lookUp = jest.fn(async () => 'Someone');
    const nameOf = createActingNames(lookUp, () => undefined);
    expect(nameOf(support({ customerId: 20001 }), 20301)).toBeUndefined();
    expect(nameOf(userState({ customerId: 20301 }), 20301)).toBeUndefined();
    expect(lookUp).not.toHaveBeenCalled();
  });

  it('the look-up fails / the number keeps standing in, asked only once', async () => {
    const lookUp = jest.fn(async () => {
      throw new Error('down');
    });
    const nameOf = createActingNames(lookUp, () => undefined);
    const user = support({ customerId: 20301 });
    nameOf(user, 20301);
    await Promise.resolve();
    expect(nameOf(user, 20301)).toBeUndefined();
    expect(lookUp).toHaveBeenCalledTimes(1);
  });
});
