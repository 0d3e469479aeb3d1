import type { Announcement } from '@portal/api/catalogue';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodServer, renderPage } from '../../balances/testing/render';
import { ANNOUNCEMENTS_KEY } from '../api/announcements';
import { NewsPage } from './news-page';

const announcement = (id: number, fields: Partial<Announcement> = {}): Announcement => ({
  id,
  isRead: false,
  title: `Notice ${id}`,
  body: `Body of notice ${id}`,
  date: `2024-03-0${id}T09:00:00Z`,
  needsConfirmation: false,
  ...fields,
});

function newsServer(list: Announcement[]) {
  let state = list.map((item) => ({ ...item }));
  // One item comes as an object, not a list: the back end's habit (spec 02 §3).
  const oneOrMany = (items: Announcement[]) => (items.length === 1 ? items[0] : items);
  return methodServer({
    getAnnouncements: (request) => ({
      announcements: {
        announcement: oneOrMany(
          request.withConfirmation
            ? state.filter((item) => item.needsConfirmation && !item.answer)
            : state.map((item) => ({ ...item })),
        ),
      },
    }),
    markAnnouncementRead: () => ({}),
    answerAnnouncement: ({ id, accept }) => {
      state = state.map((item) =>
        item.id === id ? { ...item, answer: accept ? 'accepted' : 'declined', isRead: true } : item,
      );
      return {};
    },
  });
}

describe('NewsPage', () => {
  it('list / newest first, unread emphasised and counted', async () => {
    const method = newsServer([announcement(1, { isRead: true }), announcement(3), announcement(2)]);
    renderPage(<NewsPage />, { method });
    const toggles = await screen.findAllByRole('button', { expanded: false });
    expect(toggles.map((toggle) => toggle.textContent)).toEqual([
      expect.stringContaining('Notice 3'),
      expect.stringContaining('Notice 2'),
      expect.stringContaining('Notice 1'),
    ]);
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Unread: Notice 3/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notice 1/ })).toBeInTheDocument();
  });

  it('opening an unread one (answered as one object) / read locally first, then the server is told; the count drops', async () => {
    const method = newsServer([announcement(1)]);
    let readInCacheWhenServerCalled: boolean | undefined;
    const { client } = renderPage(<NewsPage />, { method });
    const serve = method.call.getMockImplementation() as (name: string, request: object) => Promise<unknown>;
    method.call.mockImplementation(async (name: string, request: object) => {
      if (name === 'markAnnouncementRead')
        readInCacheWhenServerCalled = client
          .getQueryData<Announcement[]>(ANNOUNCEMENTS_KEY)
          ?.find((item) => item.id === 1)?.isRead;
      return serve(name, request);
    });
    const toggle = await screen.findByRole('button', { name: /Notice 1/ });
    expect(screen.getByText('Unread: 1')).toBeInTheDocument();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body of notice 1')).toBeVisible();
    expect(callsOf(method, 'markAnnouncementRead')).toEqual([[{ id: 1 }, { popup: false }]]);
    expect(readInCacheWhenServerCalled).toBe(true);
    expect(screen.getByText('Unread: 0')).toBeInTheDocument();
  });

  it('keyboard / Enter opens and closes an announcement; a read one is not marked again', async () => {
    const method = newsServer([announcement(1, { isRead: true })]);
    renderPage(<NewsPage />, { method });
    const toggle = await screen.findByRole('button', { name: /Notice 1/ });
    const ui = userEvent.setup();
    await ui.tab();
    expect(toggle).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await ui.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Body of notice 1')).not.toBeVisible();
    expect(callsOf(method, 'markAnnouncementRead')).toHaveLength(0);
  });

  it('accept / answer sent, those needing confirmation re-fetched, the list shows the answer', async () => {
    const method = newsServer([announcement(1, { needsConfirmation: true, isRead: true })]);
    renderPage(<NewsPage />, { method });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: /Notice 1.*Needs your answer/ }));
    const answer = screen.getByRole('group', { name: 'Your answer to Notice 1' });
    await ui.click(within(answer).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted this.')).toBeInTheDocument();
    expect(callsOf(method, 'answerAnnouncement')).toEqual([[{ id: 1, accept: true }, { popup: false }]]);
    const lists = callsOf(method, 'getAnnouncements').map(([request]) => request);
    expect(lists).toEqual([{}, { withConfirmation: true }]);
    const answerIndex = method.call.mock.calls.findIndex(([name]) => name === 'answerAnnouncement');
    const refetchIndex = method.call.mock.calls.findIndex(
      ([name, request]) =>
        name === 'getAnnouncements' && (request as { withConfirmation?: boolean }).withConfirmation,
    );
    expect(refetchIndex).toBeGreaterThan(answerIndex);
    await waitFor(() => expect(screen.queryByText('Needs your answer')).not.toBeInTheDocument());
  });
});
