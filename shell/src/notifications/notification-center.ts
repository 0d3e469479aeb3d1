import { BehaviorSubject, type Subscription } from 'rxjs';
import { navigateToUrl } from 'single-spa';
import type { MethodClient } from '@portal/api/client';
import {
  NOTIFICATION_PAGE_SIZE,
  TOAST_NAVIGATION_DELAY_MS,
  notificationReloads,
  notificationTarget,
  type NotificationParams,
  type NotificationSeverity,
  type NotificationType,
  type PortalNotification,
} from '@portal/api/catalogue';
import type { EventBus, PortalEventMap } from '@portal/events/bus';
import { addNamespace, type Language } from '@portal/i18n/i18n';
import { mayCall } from '@portal/session/permissions';
import type { UserState } from '@portal/session/session';
import { SECONDARY_DATA_DELAY_MS } from '../approvals/approval-state';

/** The shell's notification texts (namespace `shellNotifications`). */
export const NOTIFICATIONS_NAMESPACE = 'shellNotifications';
export const loadNotificationTexts = (language: Language) =>
  import(`../locales/notifications/${language}.ts`);

/** A toast on screen: a notification (a click marks it read and may navigate) or a `toast.show` of an area. */
export interface Toast {
  key: number;
  severity: NotificationSeverity;
  text: string;
  /** A notification's: its title is translated by type. */
  notification?: PortalNotification;
}

/** The header's list: newest first, pages of 20 (spec 03 §9). */
export interface NotificationList {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: PortalNotification[];
  total: number;
  unread: number;
}

const EMPTY_LIST: NotificationList = { status: 'idle', items: [], total: 0, unread: 0 };

export const toasts$ = new BehaviorSubject<readonly Toast[]>([]);
export const notificationList$ = new BehaviorSubject<NotificationList>(EMPTY_LIST);

export interface NotificationCenter {
  /** A live notification (the bus's, or one kept while this code loaded). */
  receive(payload: PortalEventMap['notification.received']): void;
  dismiss(key: number): void;
  /** A toast's or an item's click (spec 03 §2): marked read, then the target after 1 s (spec 03 §9). */
  open(notification: PortalNotification): void;
  markAllRead(): Promise<void>;
  loadMore(): Promise<void>;
  stop(): void;
}

let current: NotificationCenter | undefined;
/** The running center (the header's button and the toasts use it); undefined before sign-in. */
export const notificationCenter = (): NotificationCenter | undefined => current;

export interface NotificationCenterOptions {
  bus: Pick<EventBus, 'on' | 'publish'>;
  method: Pick<MethodClient, 'call'>;
  user$: BehaviorSubject<UserState | null>;
  /** The list loads with the secondary data, 5 s after sign-in (spec 03 §9). */
  delayMs?: number;
  navigate?: (path: string) => void;
}

const SEVERITIES: ReadonlySet<string> = new Set(['error', 'info', 'warning', 'success']);

/** A live notification (bus `notification.received`) as the list keeps it. */
function fromLive(payload: PortalEventMap['notification.received']): PortalNotification {
  return {
    id: payload.id,
    type: payload.kind as NotificationType,
    severity: (payload.severity && SEVERITIES.has(payload.severity)
      ? payload.severity
      : 'info') as NotificationSeverity,
    text: payload.text,
    params: (payload.params ?? {}) as NotificationParams,
    createdAt: payload.createdAt ?? new Date().toISOString(),
    readAt: null,
  };
}

/**
 * Notifications for the signed-in user (spec 03 §3 "Notification", §2 clicks, §4 reloads, §9 timings; issue 31 item
 * 3): a toast per live notification and per `toast.show`, `data.reload` for each scope the type reloads, the header's
 * list loaded 5 s after sign-in and kept live. Signing out clears it all, timers included (spec 03 §4).
 */
export function startNotificationCenter({
  bus,
  method,
  user$,
  delayMs = SECONDARY_DATA_DELAY_MS,
  navigate = navigateToUrl,
}: NotificationCenterOptions): NotificationCenter {
  let nextKey = 1;
  let generation = 0;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  const navigationTimers = new Set<ReturnType<typeof setTimeout>>();
  void addNamespace(NOTIFICATIONS_NAMESPACE, loadNotificationTexts);

  const mayList = () => {
    const user = user$.value;
    return user !== null && !user.isRepresentative && mayCall(user, 'getNotifications');
  };

  const addToast = (toast: Omit<Toast, 'key'>) => {
    toasts$.next([...toasts$.value, { ...toast, key: nextKey++ }]);
  };

  const clear = () => {
    generation += 1;
    clearTimeout(loadTimer);
    for (const timer of navigationTimers) clearTimeout(timer);
    navigationTimers.clear();
    toasts$.next([]);
    notificationList$.next(EMPTY_LIST);
  };

  const loadPage = async (pageNumber: number) => {
    if (!mayList()) return;
    const ticket = generation;
    const before = notificationList$.value;
    notificationList$.next({ ...before, status: 'loading' });
    try {
      const page = await method.call(
        'getNotifications',
        { pageNumber, pageSize: NOTIFICATION_PAGE_SIZE },
        { popup: false },
      );
      if (ticket !== generation) return;
      const latest = notificationList$.value;
      const known = new Set(latest.items.map((item) => item.id));
      const items =
        pageNumber === 1
          ? // Live ones that came while it loaded stay on top.
            [
              ...latest.items.filter((item) => !page.items.some((loaded) => loaded.id === item.id)),
              ...page.items,
            ]
          : [...latest.items, ...page.items.filter((item) => !known.has(item.id))];
      notificationList$.next({ status: 'ready', items, total: page.total, unread: page.unread });
    } catch {
      if (ticket === generation) notificationList$.next({ ...notificationList$.value, status: 'failed' });
    }
  };

  const markRead = async (ids: string[] | 'all') => {
    const list = notificationList$.value;
    const now = new Date().toISOString();
    const marked = list.items.map((item) =>
      item.readAt === null && (ids === 'all' || ids.includes(item.id)) ? { ...item, readAt: now } : item,
    );
    const newlyRead = list.items.filter((item, index) => item.readAt !== marked[index]!.readAt).length;
    notificationList$.next({
      ...list,
      items: marked,
      unread: ids === 'all' ? 0 : Math.max(0, list.unread - newlyRead),
    });
    try {
      const ticket = generation;
      const answer = await method.call('markNotificationsRead', ids === 'all' ? { all: true } : { ids }, {
        popup: false,
      });
      if (ticket === generation)
        notificationList$.next({ ...notificationList$.value, unread: answer.unread });
    } catch {
      // A hint only: the next load shows what the server kept.
    }
  };

  const subscriptions: Subscription[] = [
    user$.subscribe((user) => {
      clear();
      if (user) loadTimer = setTimeout(() => void loadPage(1), delayMs);
    }),
    bus.on('notification.received', (payload) => receive(payload)),
    bus.on('toast.show', ({ tone, text }) => addToast({ severity: tone, text })),
  ];

  function receive(payload: PortalEventMap['notification.received']): void {
    if (!user$.value) return;
    const notification = fromLive(payload);
    addToast({ severity: notification.severity, text: notification.text, notification });
    const list = notificationList$.value;
    if (!list.items.some((item) => item.id === notification.id))
      notificationList$.next({
        ...list,
        items: [notification, ...list.items],
        total: list.total + 1,
        unread: list.unread + 1,
      });
    // spec 03 §4: the areas reload what the type changed (NOTIFICATION_RELOADS; nothing for a type we do not know).
    for (const scope of notificationReloads(notification.type)) bus.publish('data.reload', { scope });
  }

  const center: NotificationCenter = {
    receive,
    dismiss(key) {
      toasts$.next(toasts$.value.filter((toast) => toast.key !== key));
    },
    open(notification) {
      if (notification.readAt === null) void markRead([notification.id]);
      const target = notificationTarget(notification);
      if (!target) return;
      const timer = setTimeout(() => {
        navigationTimers.delete(timer);
        navigate(target);
      }, TOAST_NAVIGATION_DELAY_MS);
      navigationTimers.add(timer);
    },
    markAllRead: () => markRead('all'),
    async loadMore() {
      const list = notificationList$.value;
      if (list.items.length >= list.total) return;
      await loadPage(Math.floor(list.items.length / NOTIFICATION_PAGE_SIZE) + 1);
    },
    stop() {
      clear();
      for (const subscription of subscriptions) subscription.unsubscribe();
      if (current === center) current = undefined;
    },
  };
  current = center;
  return center;
}
