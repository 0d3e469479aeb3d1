import { BehaviorSubject } from 'rxjs';
import type { CompanyInfo } from '@portal/api/catalogue';
import type { UserState } from '@portal/session/session';
import { userState } from '../testing/users';
import { startCompanyAttention } from './company-attention';

const info = (overrides: Partial<CompanyInfo> = {}): CompanyInfo =>
  ({
    name: 'Acme',
    registrationCountryCode: 'LT',
    tradingName: 'Acme',
    email: 'office@acme.example',
    registrationNumber: '1',
    registrationDate: '2020-01-01',
    businessTaxId: 'LT1',
    website: 'https://acme.example',
    addresses: [],
    corporateDocuments: [],
    additionalDocuments: [],
    sourceOfWealthDocuments: [],
    phone: { id: 1, countryCode: '370', number: '61234567', confirmed: true, status: 'Primary' },
    ...overrides,
  }) as CompanyInfo;

const setUp = (user: UserState, company: CompanyInfo) => {
  jest.useFakeTimers();
  const calls: string[] = [];
  const method = {
    call: jest.fn(async (name: string) => {
      calls.push(name);
      return name === 'getBusinessInfo' ? company : { representatives: [] };
    }),
  } as never;
  const attention$ = new BehaviorSubject(false);
  const stop = startCompanyAttention({
    method,
    user$: new BehaviorSubject<UserState | null>(user),
    actingCustomerId$: new BehaviorSubject<number | undefined>(undefined),
    attention$,
  });
  return { calls, attention$, stop };
};

afterEach(() => jest.useRealTimers());

describe('company attention (spec 03 §2, §5, §9)', () => {
  it('a business whose website is empty / highlighted, loaded 5 s after sign-in, not before', async () => {
    const { calls, attention$, stop } = setUp(
      userState({ customerType: 1, accessRight: 2 }),
      info({ website: '' }),
    );
    await jest.advanceTimersByTimeAsync(4_900);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(200);
    expect(calls.sort()).toEqual([
      'getBusinessDirectors',
      'getBusinessInfo',
      'getBusinessOwners',
      'getBusinessShareholders',
    ]);
    expect(attention$.value).toBe(true);
    stop();
  });

  it('a settled business / not highlighted', async () => {
    const { attention$, stop } = setUp(userState({ customerType: 1, accessRight: 2 }), info());
    attention$.next(true);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(attention$.value).toBe(false);
    stop();
  });

  it('a personal user / nothing asked', async () => {
    const { calls, stop } = setUp(userState(), info({ website: '' }));
    await jest.advanceTimersByTimeAsync(6_000);
    expect(calls).toEqual([]);
    stop();
  });
});
