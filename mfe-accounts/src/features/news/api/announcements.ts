import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { Announcement } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** Every announcement of the user; and those still waiting for an answer (spec 02 §7 list, withConfirmation). */
export const ANNOUNCEMENTS_KEY = ['getAnnouncements', 'all'] as const;
export const TO_CONFIRM_KEY = ['getAnnouncements', 'withConfirmation'] as const;

/** Announcements list (spec 02 §7), newest first; `announcements.announcement` is one item or a list. */
export async function fetchAnnouncements(
  method: MethodClient,
  withConfirmation: boolean,
): Promise<Announcement[]> {
  const answer = await method.call('getAnnouncements', withConfirmation ? { withConfirmation: true } : {}, {
    popup: false,
  });
  // ISO date-times sort as text.
  return asList(answer.announcements?.announcement).sort((a, b) =>
    String(b.date).localeCompare(String(a.date)),
  );
}

export function useAnnouncements() {
  const { method } = useServices();
  return useQuery({ queryKey: ANNOUNCEMENTS_KEY, queryFn: () => fetchAnnouncements(method, false) });
}

/** The announcements waiting for an answer, for the hook and for prefetching it with the home page. */
export const announcementsToConfirmQuery = (method: MethodClient) => ({
  queryKey: TO_CONFIRM_KEY,
  queryFn: () => fetchAnnouncements(method, true),
});

export function useAnnouncementsToConfirm() {
  const { method } = useServices();
  return useQuery(announcementsToConfirmQuery(method));
}
