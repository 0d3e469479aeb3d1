import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Announcement } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { ANNOUNCEMENTS_KEY, TO_CONFIRM_KEY } from './announcements';

/**
 * Marks an announcement read (spec 02 §4): isRead is set locally at once, then the server is told. A failure is
 * not worth a popup: the announcement reads as unread again on the next load.
 */
export function useMarkAnnouncementRead() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => {
      const read = (list: Announcement[] | undefined) =>
        list?.map((item) => (item.id === id ? { ...item, isRead: true } : item));
      queryClient.setQueryData<Announcement[]>(ANNOUNCEMENTS_KEY, read);
      queryClient.setQueryData<Announcement[]>(TO_CONFIRM_KEY, read);
      void method.call('markAnnouncementRead', { id }, { popup: false }).catch(() => undefined);
    },
    [method, queryClient],
  );
}
