import { BehaviorSubject } from 'rxjs';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { PortalNotification } from '@portal/api/catalogue';
import { EventBus, type PortalEventMap } from '@portal/events/bus';
import { addNamespace } from '@portal/i18n/i18n';
import type { UserState } from '@portal/session/session';
import { act, fireEvent, render, screen, within } from '@portal/testing/render';
import { englishI18n } from '../testing/test-i18n';
import { userState } from '../testing/users';
import {
  NOTIFICATIONS_NAMESPACE,
  loadNotificationTexts,
  notificationList$,
  startNotificationCenter,
  toasts$,
  type NotificationCenter,
} from './notification-center';
import { NotificationToasts } from './notification-toasts';
import { NotificationsButton } from './notifications-button';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishI18n();
  await addNamespace(NOTIFICATIONS_NAMESPACE, loadNotificationTexts);
});

const stored = (index: number, extra: Partial<PortalNotification> = {}): PortalNotification => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  type: 'info',
  severity: 'info',
  text: `Stored ${index}`,
  params: {},
  createdAt: '2026-11-30T10:00:00.000Z',
  readAt: index === 1 ? null : '2026-11-30T11:00:00.000Z',
  ...extra,
});

let center: NotificationCenter | undefined;

function setUp({ total = 2 }: { total?: number } = {}) {
  jest.useFakeTimers();
  const bus = new EventBus();
  const reloads: PortalEventMap['data.reload']['scope'][] = [];
  bus.on('data.reload', ({ scope }) => reloads.push(scope));
  const page = Array.from({ length: Math.min(total, 20) }, (_, index) => stored(index + 1));
  const method = {
    call: jest.fn(async (name: string, request: Record<string, unknown>) => {
      if (name === 'getNotifications') {
        const from = ((request.pageNumber as number) - 1) * 20;
        return {
          items: Array.from({ length: Math.max(0, Math.min(20, total - from)) }, (_, index) =>
            stored(from + index + 1),
          ),
          total,
          unread: 1,
        };
      }
      return { unread: 0 };
    }),
  };
  const user$ = new BehaviorSubject<UserState | null>(userState({ customerType: 0 }));
  const navigate = jest.fn();
  center = startNotificationCenter({ bus, method: method as never, user$, navigate });
  render(
    <I18nextProvider i18n={i18n}>
      <NotificationsButton />
      <NotificationToasts />
    </I18nextProvider>,
  );
  const live = (payload: PortalEventMap['notification.received']) =>
    act(() => bus.publish('notification.received', payload));
  return { bus, method, user$, navigate, reloads, live, page };
}

afterEach(() => {
  act(() => center?.stop());
  jest.useRealTimers();
});

describe('notifications in the shell (issue 31 item 3; spec 03 §2, §4, §9)', () => {
  it('a toast per notification, announced politely (errors assertively), gone after 10 s', async () => {
    const { live } = setUp();
    live({ id: 'a', kind: 'documentRejected', text: 'Your passport was rejected.', severity: 'error' });
    live({
      id: 'b',
      kind: 'zohoNewMessage',
      text: 'Support answered.',
      severity: 'info',
      params: { ticketNumber: '7' },
    });

    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(within(assertive).getByRole('button', { name: /^Document rejected/ })).toHaveTextContent(
      'Your passport was rejected.',
    );
    expect(within(polite).getByRole('button', { name: /^New reply from support/ })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(9_900));
    expect(screen.getAllByRole('button', { name: /^(Document rejected|New reply)/ })).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('button', { name: /^(Document rejected|New reply)/ })).not.toBeInTheDocument();
  });

  it('a toast stays while hovered; its close button dismisses it', async () => {
    const { live } = setUp();
    live({ id: 'a', kind: 'info', text: 'Hello.' });
    const toast = screen.getByRole('button', { name: /^Information/ });
    fireEvent.mouseEnter(toast.closest('li')!);
    await act(() => jest.advanceTimersByTimeAsync(15_000));
    expect(toast).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Information' }));
    expect(toast).not.toBeInTheDocument();
  });

  it('a click marks it read and navigates to its target 1 s later', async () => {
    const { live, method, navigate } = setUp();
    live({ id: 'c', kind: 'zohoNewMessage', text: 'Support answered.', params: { ticketNumber: '1042' } });
    fireEvent.click(screen.getByRole('button', { name: /^New reply from support/ }));
    expect(method.call).toHaveBeenCalledWith('markNotificationsRead', { ids: ['c'] }, { popup: false });
    await act(() => jest.advanceTimersByTimeAsync(900));
    expect(navigate).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(navigate).toHaveBeenCalledWith('/messages/1042');
  });

  it('publishes data.reload for each scope of the type (issue 47 item 6); toast.show is a toast too', () => {
    const { live, reloads, bus } = setUp();
    live({ id: 'd', kind: 'documentExpired', text: 'Expired.' });
    live({ id: 'e', kind: 'cardClosed', text: 'Closed.' });
    live({ id: 'f', kind: 'zohoClosedNoReply', text: 'Closed.' });
    live({ id: 'f2', kind: 'batchPartially', text: 'Partly executed.', params: { batchId: 4 } });
    live({ id: 'f3', kind: 'acceptTermsLogin', text: 'New terms.' });
    live({ id: 'f4', kind: 'scContractSigned', text: 'Signed.' });
    live({ id: 'f5', kind: 'usernameChanged', text: 'Changed.' });
    live({ id: 'f6', kind: 'info', text: 'Your passport was verified.' });
    // A type from a newer back end: a toast, nothing to reload.
    live({ id: 'f7', kind: 'cardIssued', text: 'Issued.' });
    act(() => bus.publish('toast.show', { tone: 'success', text: 'Saved.' }));
    expect(reloads).toEqual([
      'documents',
      'verification',
      'accounts',
      'support',
      'accounts',
      'documents',
      'contracts',
      'emails',
      'documents',
      'verification',
    ]);
    expect(screen.getByRole('button', { name: /^Done/ })).toHaveTextContent('Saved.');
  });

  it('the bell: the list 5 s after sign-in, the unread count live, mark all as read', async () => {
    const { live, method } = setUp();
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(method.call).toHaveBeenCalledWith(
      'getNotifications',
      { pageNumber: 1, pageSize: 20 },
      { popup: false },
    );
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveTextContent('1');
    live({ id: 'g', kind: 'documentRejected', text: 'Rejected.' });
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });

    fireEvent.click(bell);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(dialog).getAllByText(/Rejected\.|Stored/);
    expect(items.map((item) => item.textContent)).toEqual(['Rejected.', 'Stored 1', 'Stored 2']);
    expect(within(dialog).getAllByText(/Unread/)).toHaveLength(2);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    });
    expect(method.call).toHaveBeenCalledWith('markNotificationsRead', { all: true }, { popup: false });
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toHaveFocus();
  });

  it('a page of 20 and "Show more"', async () => {
    const { method } = setUp({ total: 25 });
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(screen.getAllByText(/^Stored/)).toHaveLength(20);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    });
    expect(method.call).toHaveBeenCalledWith(
      'getNotifications',
      { pageNumber: 2, pageSize: 20 },
      { popup: false },
    );
    expect(screen.getAllByText(/^Stored/)).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('signing out clears the list, the toasts and a pending navigation', async () => {
    const { live, user$, navigate } = setUp();
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    live({ id: 'h', kind: 'documentRejected', text: 'Rejected.' });
    fireEvent.click(screen.getByRole('button', { name: /^Document rejected/ }));
    live({ id: 'i', kind: 'info', text: 'Another.' });
    act(() => user$.next(null));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts$.value).toEqual([]);
    expect(notificationList$.value).toMatchObject({ items: [], total: 0, unread: 0 });
    expect(screen.queryByRole('button', { name: /^(Another|Information)/ })).not.toBeInTheDocument();
  });
});
