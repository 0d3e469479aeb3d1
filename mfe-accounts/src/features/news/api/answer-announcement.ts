import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnswerAnnouncementRequest } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { ANNOUNCEMENTS_KEY, fetchAnnouncements, TO_CONFIRM_KEY } from './announcements';

/**
 * Accept or decline (spec 02 §7), then re-fetch the announcements that need confirmation (spec 02 §4), whether or
 * not a list shows them, and put the answer on the full list.
 */
export function useAnswerAnnouncement() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AnswerAnnouncementRequest) =>
      method.call('answerAnnouncement', request, { popup: false }),
    onSuccess: async (_answer, { id, accept }) => {
      queryClient.setQueryData<Announcement[]>(ANNOUNCEMENTS_KEY, (list) =>
        list?.map((item) =>
          item.id === id ? { ...item, isRead: true, answer: accept ? 'accepted' : 'declined' } : item,
        ),
      );
      await queryClient.fetchQuery({
        queryKey: TO_CONFIRM_KEY,
        queryFn: () => fetchAnnouncements(method, true),
        staleTime: 0,
      });
    },
  });
}
