import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { NotificationSetting } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** The signed-in user's own settings: one cache entry whoever they act for (spec 02 §7). */
export const NOTIFICATION_SETTINGS_QUERY_KEY = ['getNotificationSettings'] as const;

/** Notification settings get (spec 02 §7); the page shows its own error state. */
export async function fetchNotificationSettings(method: MethodClient): Promise<NotificationSetting[]> {
  const answer = await method.call('getNotificationSettings', {}, { popup: false });
  return asList(answer.items);
}

/** The query, for the hook and for prefetching it with the page's code. */
export const notificationSettingsQuery = (method: MethodClient) => ({
  queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
  queryFn: () => fetchNotificationSettings(method),
});

export function useNotificationSettings() {
  const { method } = useServices();
  return useQuery(notificationSettingsQuery(method));
}
