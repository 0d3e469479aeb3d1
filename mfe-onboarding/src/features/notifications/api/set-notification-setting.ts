import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { NotificationSetting, SetNotificationSettingRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { NOTIFICATION_SETTINGS_QUERY_KEY } from './notification-settings';

/** Notification settings set (spec 02 §7): one item; the answer is the item as saved. */
export function setNotificationSetting(
  method: MethodClient,
  request: SetNotificationSettingRequest,
): Promise<NotificationSetting> {
  // The item says what failed in its own place: no response popup.
  return method.call('setNotificationSetting', request, { popup: false });
}

/** Saves an item at once; the saved item replaces the cached one, so the page shows what the server holds. */
export function useSetNotificationSetting() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetNotificationSettingRequest) => setNotificationSetting(method, request),
    onSuccess: (saved) =>
      queryClient.setQueryData<NotificationSetting[]>(NOTIFICATION_SETTINGS_QUERY_KEY, (items) =>
        items?.map((item) => (item.identified === saved.identified ? { ...item, value: saved.value } : item)),
      ),
  });
}
