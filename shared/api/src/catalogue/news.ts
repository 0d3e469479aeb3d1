/** Announcements (spec 02 §3 "Announcements", §4 "Announcements", §7 "Announcements"). */

export interface Announcement {
  id: number;
  isRead: boolean;
  title: string;
  body: string;
  /** ISO date-time of publication. */
  date: string;
  /** Asks the customer to accept or decline (e.g. new terms of a product). */
  needsConfirmation: boolean;
  /** The customer's answer, once given. */
  answer?: 'accepted' | 'declined';
}
/** List (spec 02 §7): with `withConfirmation` only those still waiting for an answer. */
export interface AnnouncementsRequest {
  withConfirmation?: boolean;
}
export interface AnnouncementsResponse {
  announcements: { announcement?: Announcement | Announcement[] };
}
export interface AnnouncementRequest {
  id: number;
}
export interface AnswerAnnouncementRequest {
  id: number;
  accept: boolean;
}
