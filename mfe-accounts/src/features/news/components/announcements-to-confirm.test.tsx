import type { Announcement } from '@portal/api/catalogue';
import { shellPopupShown$ } from '@portal/events/bus';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodServer, renderPage } from '../../balances/testing/render';
import { confirmationPromptDismissed$ } from '../utils/confirmation-prompt';
import { AnnouncementsToConfirm } from './announcements-to-confirm';

const terms = (id: number): Announcement => ({
  id,
  isRead: false,
  title: `New terms ${id}`,
  body: 'Please accept the new terms.',
  date: '2024-03-01T09:00:00Z',
  needsConfirmation: true,
});

function promptServer(waiting: Announcement[]) {
  let state = [...waiting];
  return methodServer({
    getAnnouncements: () => ({ announcements: { announcement: state } }),
    answerAnnouncement: ({ id }) => {
      state = state.filter((item) => item.id !== id);
      return {};
    },
  });
}

afterEach(() => act(() => confirmationPromptDismissed$.next(false)));

describe('AnnouncementsToConfirm', () => {
  it('two waiting / a dialog; each answer re-fetches, the dialog closes when none is left', async () => {
    const method = promptServer([terms(1), terms(2)]);
    renderPage(<AnnouncementsToConfirm />, { method });
    const dialog = await screen.findByRole('dialog', { name: 'Please review' });
    expect(callsOf(method, 'getAnnouncements')).toEqual([[{ withConfirmation: true }, { popup: false }]]);
    const ui = userEvent.setup();
    await ui.click(
      within(within(dialog).getByRole('group', { name: 'Your answer to New terms 1' })).getByRole('button', {
        name: 'Accept',
      }),
    );
    await waitFor(() => expect(within(dialog).queryByText('New terms 1')).not.toBeInTheDocument());
    expect(callsOf(method, 'getAnnouncements')).toHaveLength(2);
    await ui.click(
      within(within(dialog).getByRole('group', { name: 'Your answer to New terms 2' })).getByRole('button', {
        name: 'Decline',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(method, 'answerAnnouncement').map(([request]) => request)).toEqual([
      { id: 1, accept: true },
      { id: 2, accept: false },
    ]);
    expect(callsOf(method, 'getAnnouncements')).toHaveLength(3);
  });

  it('later / a banner instead of the dialog, which opens it again', async () => {
    renderPage(<AnnouncementsToConfirm />, { method: promptServer([terms(1)]) });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Waiting for your answer: 1.');
    await ui.click(screen.getByRole('button', { name: 'Review now' }));
    expect(screen.getByRole('dialog', { name: 'Please review' })).toBeInTheDocument();
  });

  it('a shell popup open (an activation\'s "Done") / the dialog waits until it is closed: one modal at a time', async () => {
    act(() => shellPopupShown$.next(true));
    const method = promptServer([terms(1)]);
    renderPage(<AnnouncementsToConfirm />, { method });
    await waitFor(() => expect(callsOf(method, 'getAnnouncements')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => shellPopupShown$.next(false));
    expect(await screen.findByRole('dialog', { name: 'Please review' })).toBeInTheDocument();
  });

  it('nothing waiting / nothing shown', async () => {
    const method = promptServer([]);
    const { container } = renderPage(<AnnouncementsToConfirm />, { method });
    await waitFor(() => expect(callsOf(method, 'getAnnouncements')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
