import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { HelpdeskThread, HelpdeskTicket } from '@portal/api/catalogue';
import { HttpError } from '@portal/api/client';
import { SupportLockedError, type HelpdeskClient, type SupportLock } from '@portal/api/helpdesk';
import { bus } from '@portal/events/bus';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import {
  stubAuthClient,
  stubMethodClient,
  stubSecurityClient,
  stubTokenSource,
} from '@portal/testing/clients';
import { act, renderWithProviders, screen, userEvent, waitFor, within } from '@portal/testing/render';
import support from '../../../locales/en';
import { HelpdeskProvider } from '../api/helpdesk';
import { TicketPage } from './ticket-page';
import { TicketsPage } from './tickets-page';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function ticket(ticketNumber: string, change: Partial<HelpdeskTicket> = {}): HelpdeskTicket {
  return {
    id: `id-${ticketNumber}`,
    ticketNumber,
    subject: `Question ${ticketNumber}`,
    status: 'Open',
    category: 'General',
    lastThread: { createdAt: ago(DAY), to: 'agent' },
    customerReadAt: null,
    threadCount: 1,
    createdAt: ago(3 * DAY),
    updatedAt: ago(DAY),
    ...change,
  };
}

const thread = (id: string, direction: 'in' | 'out', content: string, files = 0): HelpdeskThread => ({
  id,
  direction,
  author: {
    name: direction === 'out' ? 'Ada Agent' : 'Paul',
    type: direction === 'out' ? 'AGENT' : 'END_USER',
  },
  content,
  summary: content,
  attachments: Array.from({ length: files }, (_, i) => ({
    id: `a${i}`,
    name: `file-${i}.pdf`,
    size: 10,
    contentType: 'application/pdf',
  })),
  createdAt: ago(DAY),
});

const TICKETS = [
  ticket('101', { lastThread: { createdAt: ago(DAY), to: 'customer' } }),
  ticket('102'),
  ticket('103', { status: 'Closed' }),
];

function fakeClient(change: Partial<Record<keyof HelpdeskClient, jest.Mock>> = {}) {
  let lock: SupportLock | null = null;
  const listeners = new Set<(lock: SupportLock | null) => void>();
  const client = {
    stats: jest.fn(async () => ({ unreadTicketNumbers: ['101'] })),
    agent: jest.fn(),
    productTickets: jest.fn(),
    me: jest.fn(),
    tickets: jest.fn(async (query: { statusId?: string; search?: string }) => {
      const all = query.search ? TICKETS.filter((t) => t.ticketNumber === query.search) : TICKETS;
      return { data: all, total: all.length };
    }),
    // GET /tickets/{id}: the provider answers an id or the number a link carries; 404 for neither.
    ticket: jest.fn(async (key: string) => {
      const found = TICKETS.find((t) => t.ticketNumber === key || t.id === key);
      if (!found)
        throw new HttpError('status', 'Request failed with status code 404', { status: 404, data: {} });
      return found;
    }),
    conversations: jest.fn(async () => ({
      data: [thread('t2', 'out', 'Here is the answer', 1), thread('t1', 'in', 'My question')],
      total: 2,
    })),
    ticketFields: jest.fn(async () => [
      { apiName: 'subject', displayLabel: 'Subject', type: 'Text', isMandatory: true, maxLength: 10 },
      { apiName: 'description', displayLabel: 'Description', type: 'Textarea', isMandatory: true },
    ]),
    compose: jest.fn(async () => ticket('200')),
    reply: jest.fn(async () => thread('t3', 'in', 'Thanks')),
    markRead: jest.fn(async () => ticket('101')),
    upload: jest.fn(async (file: File, progress?: (p: { loaded: number; total: number }) => void) => {
      progress?.({ loaded: 5, total: 10 });
      return { id: `up-${file.name}`, name: file.name, size: file.size };
    }),
    attachment: jest.fn(),
    lock: () => lock,
    onLock: (listener: (lock: SupportLock | null) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: jest.fn(),
    tryAgain: jest.fn(),
    setLock(next: SupportLock | null) {
      lock = next;
      for (const listener of listeners) listener(next);
    },
    ...change,
  };
  return client;
}

function renderSupport(ui: ReactElement, client: ReturnType<typeof fakeClient>, path: string) {
  const services: PortalServices = {
    method: stubMethodClient(),
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
  const i18n = englishTestI18n('support', support);
  function Wrapper(_props: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="support">
        <ServicesProvider services={services}>
          <HelpdeskProvider client={client as unknown as HelpdeskClient}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/messages" element={ui} />
                <Route path="/messages/:ticketNumber" element={ui} />
              </Routes>
            </MemoryRouter>
          </HelpdeskProvider>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(<></>, { wrapper: Wrapper });
}

describe('TicketsPage', () => {
  it('lists the tickets with the derived status and the unread mark (spec 03 §4)', async () => {
    const client = fakeClient();
    renderSupport(<TicketsPage />, client, '/messages');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const first = (await screen.findByRole('link', { name: /Question 101/ })).closest('li')!;
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByText('Unread')).toBeInTheDocument();
    const closed = screen.getByRole('link', { name: /Question 103/ }).closest('li')!;
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).queryByText('Unread')).toBeNull();
    expect(client.tickets).toHaveBeenCalledWith({ statusId: 'all', from: 0, limit: 20 });
    await waitFor(() => expect(client.conversations).toHaveBeenCalledWith('id-101', { limit: 2 }));
  });

  describe('the manager agent (spec 03 §3: business users only)', () => {
    afterEach(() => act(() => user$.next(null)));
    const maria = { id: 'a1', name: 'Maria Manager', email: 'maria@help.test', hours: 'Mon–Fri 9:00–17:00' };

    it('a business / named with the e-mail and hours, below the tickets (arriving, it moves nothing)', async () => {
      act(() => user$.next(testUser({ customerType: 1, businessName: 'Acme' })));
      const client = fakeClient({ agent: jest.fn(async () => maria) });
      renderSupport(<TicketsPage />, client, '/messages');
      const panel = (await screen.findByRole('heading', { level: 2, name: 'Your manager' })).closest(
        'section',
      )!;
      expect(within(panel).getByText('Maria Manager')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'maria@help.test' })).toHaveAttribute(
        'href',
        'mailto:maria@help.test',
      );
      expect(within(panel).getByText('Working hours: Mon–Fri 9:00–17:00')).toBeInTheDocument();
      const list = await screen.findByRole('link', { name: /Question 101/ });
      expect(list.compareDocumentPosition(panel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });

    it('a business / the panel waits for the tickets, so their arrival never moves it', async () => {
      act(() => user$.next(testUser({ customerType: 1, businessName: 'Acme' })));
      let answer: (list: { data: typeof TICKETS; total: number }) => void = () => undefined;
      const client = fakeClient({
        agent: jest.fn(async () => maria),
        tickets: jest.fn(() => new Promise((resolve) => (answer = resolve))),
      });
      renderSupport(<TicketsPage />, client, '/messages');
      await waitFor(() => expect(client.agent).toHaveBeenCalled());
      await act(async () => undefined);
      expect(screen.queryByRole('heading', { name: 'Your manager' })).toBeNull();
      act(() => answer({ data: TICKETS, total: TICKETS.length }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Your manager' })).toBeInTheDocument();
    });

    it('a business without one / no panel', async () => {
      act(() => user$.next(testUser({ customerType: 1, businessName: 'Acme' })));
      const client = fakeClient({ agent: jest.fn(async () => null) });
      renderSupport(<TicketsPage />, client, '/messages');
      await screen.findByRole('link', { name: /Question 101/ });
      await waitFor(() => expect(client.agent).toHaveBeenCalled());
      expect(screen.queryByRole('heading', { name: 'Your manager' })).toBeNull();
    });

    it('a personal customer / not asked', async () => {
      act(() => user$.next(testUser({ customerType: 0 })));
      const client = fakeClient({ agent: jest.fn(async () => maria) });
      renderSupport(<TicketsPage />, client, '/messages');
      await screen.findByRole('link', { name: /Question 101/ });
      expect(client.agent).not.toHaveBeenCalled();
      expect(screen.queryByRole('heading', { name: 'Your manager' })).toBeNull();
    });
  });

  it('a filter / asks the provider for it', async () => {
    const client = fakeClient();
    renderSupport(<TicketsPage />, client, '/messages');
    await screen.findByRole('link', { name: /Question 101/ });
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(() =>
      expect(client.tickets).toHaveBeenLastCalledWith({ statusId: 'closed', from: 0, limit: 20 }),
    );
    expect(screen.getByRole('button', { name: 'Closed' })).toHaveAttribute('aria-current', 'page');
  });

  it('a 429 / the timed failure message counting down, no error of its own', async () => {
    const client = fakeClient();
    const lock = { until: Date.now() + 12_000, retryAfter: 12 };
    client.tickets.mockRejectedValue(new SupportLockedError(lock));
    client.setLock(lock);
    renderSupport(<TicketsPage />, client, '/messages');
    expect(await screen.findByText(/Support is busy; try again in 1[12] seconds\./)).toBeInTheDocument();
    expect(screen.queryByText('We could not load this page')).toBeNull();
  });

  it('a 429 whose wait is over / "try again" lets the calls go out; the lock stays until one succeeds', async () => {
    const client = fakeClient();
    const lock = { until: Date.now() - 1_000, retryAfter: 12 };
    client.tickets.mockRejectedValueOnce(new SupportLockedError(lock));
    client.setLock(lock);
    renderSupport(<TicketsPage />, client, '/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(client.tryAgain).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(client.tickets).toHaveBeenCalledTimes(2));
    // The fake's lock lifts only when told, as the client's lifts only on a success.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a new ticket / the provider fields are required and within their length', async () => {
    const client = fakeClient();
    renderSupport(<TicketsPage />, client, '/messages');
    await userEvent.click(screen.getAllByRole('button', { name: 'New ticket' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    await within(dialog).findByLabelText(/Subject/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await within(dialog).findByText('Fill in Subject.')).toBeInTheDocument();
    expect(within(dialog).getByText('Fill in Description.')).toBeInTheDocument();
    expect(client.compose).not.toHaveBeenCalled();
    // The field keeps to the provider's maxLength.
    expect(within(dialog).getByLabelText(/Subject/)).toHaveAttribute('maxLength', '10');
    await userEvent.type(within(dialog).getByLabelText(/Subject/), 'Card lost');
    await userEvent.type(within(dialog).getByLabelText(/Description/), 'Please block it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    await waitFor(() =>
      expect(client.compose).toHaveBeenCalledWith({
        fields: { subject: 'Card lost', description: 'Please block it' },
        uploads: [],
      }),
    );
  });
});

describe('TicketPage', () => {
  it('opening an unread ticket / sets the read time, then refreshes the stats (spec 03 §4)', async () => {
    const client = fakeClient();
    const reloads: unknown[] = [];
    const subscription = bus.on('data.reload', (payload) => reloads.push(payload));
    renderSupport(<TicketPage />, client, '/messages/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 101' })).toBeInTheDocument();
    await waitFor(() => expect(client.markRead).toHaveBeenCalledWith('id-101'));
    await waitFor(() => expect(client.stats).toHaveBeenCalledTimes(2));
    expect(reloads).toEqual([{ scope: 'support' }]);
    expect(await screen.findByText('Here is the answer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download file-0.pdf' })).toBeInTheDocument();
    subscription.unsubscribe();
  });

  it('a direct link / reads GET /tickets/{id} by the link’s number, never searches the list (issue 47 item 7)', async () => {
    const client = fakeClient();
    renderSupport(<TicketPage />, client, '/messages/103');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 103' })).toBeInTheDocument();
    expect(client.ticket).toHaveBeenCalledWith('103');
    expect(client.tickets).not.toHaveBeenCalled();
  });

  it('a link to no ticket / the page says it is not there', async () => {
    const client = fakeClient();
    renderSupport(<TicketPage />, client, '/messages/999');
    await waitFor(() => expect(client.ticket).toHaveBeenCalledWith('999'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /Question/ })).toBeNull();
    expect(client.markRead).not.toHaveBeenCalled();
  });

  it('a read ticket / sets the read time, the stats stay', async () => {
    const client = fakeClient();
    renderSupport(<TicketPage />, client, '/messages/102');
    await waitFor(() => expect(client.markRead).toHaveBeenCalledWith('id-102'));
    expect(client.stats).toHaveBeenCalledTimes(1);
  });

  it('a reply with an upload / the file goes up with progress, then the reply with its id', async () => {
    const client = fakeClient();
    renderSupport(<TicketPage />, client, '/messages/102');
    await userEvent.type(await screen.findByLabelText(/Your message/), 'One more thing');
    const file = new File(['hello'], 'receipt.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Attach files'), file);
    expect(await screen.findByText('receipt.pdf', { selector: '.uploadName' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(client.upload).toHaveBeenCalledWith(file, expect.any(Function));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(client.reply).toHaveBeenCalledWith('id-102', {
        content: 'One more thing',
        uploads: ['up-receipt.pdf'],
      }),
    );
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
  });
});
