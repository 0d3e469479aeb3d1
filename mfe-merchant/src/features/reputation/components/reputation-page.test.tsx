import type { ReputationItem } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, within } from '@portal/testing/render';
import { callsOf, methodWith, renderMerchant } from '../../../shared/testing/render-merchant';
import { ReputationPage } from './reputation-page';

jest.setTimeout(20_000);

const item = (email: string, score: number, level: ReputationItem['level']): ReputationItem => ({
  email,
  paymentsCount: 12,
  refundsCount: 1,
  disputesCount: level === 'risky' ? 3 : 0,
  score,
  level,
  firstSeenAt: '2026-01-01T10:00:00Z',
  lastSeenAt: '2026-11-20T10:00:00Z',
});
const ITEMS = [item('good@demo.test', 92, 'good'), item('risky@demo.test', 18, 'risky')];

beforeEach(() => user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 1 })));
afterEach(() => user$.next(null));

describe('security/reputation (spec 03 §5 "Reputation search trims the e-mail", §9 page 100)', () => {
  it('the payers / score and level in words, not colour alone; asked with page size 100 and no e-mail', async () => {
    const method = methodWith({ getReputation: () => ({ items: ITEMS, totalCount: 2 }) });
    renderMerchant(<ReputationPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'Reputation' })).toBeInTheDocument();
    expect(await screen.findByText('good@demo.test')).toBeInTheDocument();
    expect(screen.getByText('92 of 100')).toBeInTheDocument();
    expect(screen.getByText('Good')).toBeInTheDocument();
    expect(screen.getByText('18 of 100')).toBeInTheDocument();
    expect(screen.getByText('Risky')).toBeInTheDocument();
    expect(callsOf(method, 'getReputation')).toEqual([{ pageSize: 100, pageNumber: 1 }]);
  });

  it('a search / the e-mail trimmed before it is sent; nothing found / said with the e-mail; cleared / all again', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getReputation: (request) =>
        request.email ? { items: [], totalCount: 0 } : { items: ITEMS, totalCount: 2 },
    });
    renderMerchant(<ReputationPage />, method);
    await screen.findByText('good@demo.test');
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText(/^Payer e-mail/), '   nobody@demo.test  ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No payer with the e-mail nobody@demo.test.')).toBeInTheDocument();
    expect(callsOf(method, 'getReputation')[1]).toEqual({
      pageSize: 100,
      pageNumber: 1,
      email: 'nobody@demo.test',
    });
    await user.click(within(search).getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('good@demo.test')).toBeInTheDocument();
  });

  it('a malformed e-mail / refused on the field, nothing sent', async () => {
    const user = userEvent.setup();
    const method = methodWith({ getReputation: () => ({ items: ITEMS, totalCount: 2 }) });
    renderMerchant(<ReputationPage />, method);
    await screen.findByText('good@demo.test');
    await user.type(screen.getByLabelText(/^Payer e-mail/), 'nobody@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Enter a valid e-mail address, like name@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Payer e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(method, 'getReputation')).toHaveLength(1);
  });

  it('no payers / the empty state; a failed list / the error state', async () => {
    const { unmount } = renderMerchant(
      <ReputationPage />,
      methodWith({ getReputation: () => ({ items: [], totalCount: 0 }) }),
    );
    expect(await screen.findByText('No payers found')).toBeInTheDocument();
    unmount();
    renderMerchant(
      <ReputationPage />,
      methodWith({
        getReputation: () => {
          throw ApiError.noResponse();
        },
      }),
    );
    expect(await screen.findByText('The reputation could not be loaded.')).toBeInTheDocument();
  });
});
