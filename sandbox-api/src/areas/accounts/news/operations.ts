import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  announcementRequestSchema,
  announcementsRequestSchema,
  announcementsResponseSchema,
  answerAnnouncementRequestSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { NewsService } from './service';

type NewsMethodName = 'getAnnouncements' | 'markAnnouncementRead' | 'answerAnnouncement';

/** Announcements of the method API (spec 02 §7 "Announcements"), for the signed-in user. */
export function createNewsMethods(news: NewsService): Pick<MethodDefinitions, NewsMethodName> {
  return {
    getAnnouncements: {
      requestSchema: announcementsRequestSchema,
      responseSchema: announcementsResponseSchema,
      handle: (context) => news.list(context.caller(), context.request),
    },
    markAnnouncementRead: {
      requestSchema: announcementRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await news.markRead(context.caller(), context.request.id);
        return {};
      },
    },
    answerAnnouncement: {
      requestSchema: answerAnnouncementRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await news.answer(context.caller(), context.request.id, context.request.accept);
        return {};
      },
    },
  };
}
