import type { Account, IdentityVerification } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  callsOf,
  methodWith,
  renderMerchant,
  type MethodAnswers,
} from '../../../shared/testing/render-merchant';
import { VerificationHistoryPage } from './verification-history-page';
import { VerificationPage } from './verification-page';

jest.setTimeout(30_000);

const account = (accountId: number, currencyCode: string, balance: string): Account => ({
  accountId,
  type: 1,
  accountStatusId: 1,
  currencyCode,
  balance,
  accountBalanceMin: '0',
  pendingAmount: '0',
  customerId: 20821,
});
const ACCOUNTS = [account(100821, 'EUR', '12500.00'), account(100822, 'USD', '3000.00')];

const identity = (id: number, changes: Partial<IdentityVerification> = {}): IdentityVerification => ({
  id,
  email: `person${id}@demo.test`,
  firstName: 'Pia',
  lastName: `Person${id}`,
  status: 'pending',
  fee: { amount: '2.5', currencyCode: 'EUR' },
  accountId: 100821,
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: null,
  ...changes,
});

function server(answers: MethodAnswers = {}) {
  return methodWith({
    balanceInquiry: () => ({ accounts: { account: ACCOUNTS } }),
    getIdentityFee: (request) =>
      request.accountId === 100822
        ? { fee: { amount: '3', currencyCode: 'USD' } }
        : { fee: { amount: '2.5', currencyCode: 'EUR' } },
    createIdentityVerification: (request) => identity(11, request as Partial<IdentityVerification>),
    getIdentityVerifications: () => ({
      identities: [identity(1), identity(2, { status: 'verified', decidedAt: '2026-11-21T10:00:00Z' })],
      totalCount: 2,
    }),
    ...answers,
  });
}

beforeEach(() => user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 2 })));
afterEach(() => user$.next(null));

describe('security/verification (spec 03 §3 "Identity verification", §7 "Identity fee (accountId)", create)', () => {
  it('the fee of the chosen account / shown, then confirmed before the request goes, the fields trimmed', async () => {
    const user = userEvent.setup();
    const method = server();
    renderMerchant(<VerificationPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'New verification request' });
    expect(within(form).getByText('Choose an account to see the fee.')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Account for the fee/), '100822');
    expect(await within(form).findByText('Fee: $3.00')).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Account for the fee/), '100821');
    expect(await within(form).findByText('Fee: €2.50')).toBeInTheDocument();
    expect(callsOf(method, 'getIdentityFee')).toEqual([{ accountId: 100822 }, { accountId: 100821 }]);

    await user.type(within(form).getByLabelText(/^E-mail of the person/), '  pia@demo.test ');
    await user.type(within(form).getByLabelText(/^First name/), ' Pia ');
    await user.type(within(form).getByLabelText(/^Last name/), 'Person');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the request' });
    expect(within(dialog).getByText('A fee of €2.50 will be taken from account 100821.')).toBeInTheDocument();
    expect(callsOf(method, 'createIdentityVerification')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay and send' }));
    expect(await screen.findByText('The verification of pia@demo.test was requested.')).toBeInTheDocument();
    expect(callsOf(method, 'createIdentityVerification')).toEqual([
      { accountId: 100821, email: 'pia@demo.test', firstName: 'Pia', lastName: 'Person' },
    ]);
  });

  it('an empty form / every error named, the first field focused; a bad e-mail / refused', async () => {
    const user = userEvent.setup();
    const method = server();
    renderMerchant(<VerificationPage />, method);
    const form = await screen.findByRole('form', { name: 'New verification request' });
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(
      await within(form).findByText('Account for the fee: Choose the account the fee is taken from'),
    ).toBeInTheDocument();
    expect(within(form).getByText('First name: This field is required')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/^Account for the fee/)).toHaveFocus());
    await user.type(within(form).getByLabelText(/^E-mail of the person/), 'not-an-email');
    await user.tab();
    expect(
      await within(form).findAllByText(/Enter a valid e-mail address, like name@example.com/),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refused request / the response popup; a read-only user / no form, no accounts asked', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const subscription = bus.on('api.error', ({ message }) => seen.push(message));
    const method = server({
      createIdentityVerification: () => {
        throw ApiError.fromBody({ responseCode: 'E4', responseDescription: 'Insufficient funds' });
      },
    });
    const { unmount } = renderMerchant(<VerificationPage />, method);
    const form = await screen.findByRole('form', { name: 'New verification request' });
    await user.selectOptions(within(form).getByLabelText(/^Account for the fee/), '100821');
    await user.type(within(form).getByLabelText(/^E-mail of the person/), 'pia@demo.test');
    await user.type(within(form).getByLabelText(/^First name/), 'Pia');
    await user.type(within(form).getByLabelText(/^Last name/), 'Person');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Pay and send' }));
    await waitFor(() => expect(seen).toEqual(['Insufficient funds']));
    subscription.unsubscribe();
    unmount();

    user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 1 }));
    const readOnly = server();
    renderMerchant(<VerificationPage />, readOnly);
    expect(screen.getByText('Only users with full access can ask for a verification.')).toBeInTheDocument();
    expect(callsOf(readOnly, 'balanceInquiry')).toHaveLength(0);
  });
});

describe('security/verification/history (spec 03 §5 "Identity list filters drop empty values", §7 pageSize 1000)', () => {
  it('the list / status in words and the fee; no filter / none sent, only the page', async () => {
    const method = server();
    renderMerchant(<VerificationHistoryPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'Verification history' })).toBeInTheDocument();
    expect(await screen.findByText('person1@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Verified', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getAllByText('€2.50')).toHaveLength(2);
    expect(callsOf(method, 'getIdentityVerifications')).toEqual([{ pageSize: 1000, pageNumber: 1 }]);
  });

  it('filters / only the ones given sent, the e-mail trimmed; nothing matching / the filtered empty state', async () => {
    const user = userEvent.setup();
    const method = server({
      getIdentityVerifications: (request) =>
        request.email ? { identities: [], totalCount: 0 } : { identities: [identity(1)], totalCount: 1 },
    });
    renderMerchant(<VerificationHistoryPage />, method);
    await screen.findByText('person1@demo.test');
    await user.type(screen.getByLabelText('E-mail'), '  nobody@demo.test  ');
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No request matches these filters.')).toBeInTheDocument();
    expect(callsOf(method, 'getIdentityVerifications')[1]).toEqual({
      pageSize: 1000,
      pageNumber: 1,
      email: 'nobody@demo.test',
      status: 'rejected',
    });

    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(callsOf(method, 'getIdentityVerifications')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('person1@demo.test')).toBeInTheDocument();
  });

  it('no requests / the empty state; a failed list / the error state', async () => {
    const { unmount } = renderMerchant(
      <VerificationHistoryPage />,
      server({ getIdentityVerifications: () => ({ identities: [], totalCount: 0 }) }),
    );
    expect(await screen.findByText('The verifications you ask for will be listed here.')).toBeInTheDocument();
    unmount();
    renderMerchant(
      <VerificationHistoryPage />,
      server({
        getIdentityVerifications: () => {
          throw ApiError.noResponse();
        },
      }),
    );
    expect(await screen.findByText('The requests could not be loaded.')).toBeInTheDocument();
  });
});
