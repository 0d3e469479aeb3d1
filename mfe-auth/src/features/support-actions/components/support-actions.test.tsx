import type { SupportAction } from '@portal/api/catalogue';
import { stubMethodClient } from '@portal/testing/clients';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { SupportActions } from './support-actions';

const action = (operation: string, responseCode = '00'): SupportAction => ({
  date: '2026-03-02T09:15:00Z',
  supportName: 'Adam A.',
  operation,
  responseCode,
});

function actionsServer(pages: SupportAction[][], total: number) {
  return stubMethodClient(
    jest.fn(async (_name: string, request: { pageNumber: number }) => ({
      items: pages[request.pageNumber - 1] ?? [],
      total,
    })),
  );
}

describe('SupportActions (issue 22)', () => {
  it('a page / who, the action in words, done or refused', async () => {
    const method = actionsServer(
      [[action('cardPause'), action('showPin', 'ENOA'), action('someNewOperation')]],
      3,
    );
    renderWithServices(<SupportActions />, { method });
    const table = await screen.findByRole('table', { name: 'Actions by support' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Adam A.', 'Pause a card', 'Done'],
      ['Adam A.', 'View a card PIN', 'Refused'],
      ['Adam A.', 'Some new operation', 'Done'],
    ]);
    expect(method.call).toHaveBeenCalledWith(
      'getSupportActions',
      { pageNumber: 1, pageSize: 20 },
      { popup: false },
    );
  });

  it('more than a page / the next page is asked for and shown', async () => {
    const method = actionsServer([[action('cardPause')], [action('cardBlock')]], 21);
    renderWithServices(<SupportActions />, { method });
    await screen.findByText('Pause a card');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Block a card')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(method.call).toHaveBeenLastCalledWith(
      'getSupportActions',
      { pageNumber: 2, pageSize: 20 },
      { popup: false },
    );
  });

  it('none / says support has not acted', async () => {
    renderWithServices(<SupportActions />, { method: actionsServer([[]], 0) });
    expect(await screen.findByText('Support has not acted on your behalf')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
