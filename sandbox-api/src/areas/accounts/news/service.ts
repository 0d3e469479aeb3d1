import { RESPONSE_CODES, type AnnouncementsRequest, type AnnouncementsResponse } from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { Caller } from '../../../platform/pipeline/authenticate';
import type { NewsRepository } from './repository';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const METHOD_INPUT_ERROR_STATUS = 200;

export const NEWS_TEXTS = {
  noAccess: 'No access',
  noAnswerAsked: 'id: this announcement asks for no answer',
  alreadyAnswered: 'id: this announcement has already been answered',
} as const;

/**
 * Announcements (spec 02 §3, §4, §7) for the signed-in user: what they read and answered is theirs, the
 * announcements are their customer's and everyone's.
 */
export function createNewsService({ repository, clock }: { repository: NewsRepository; clock: Clock }) {
  async function requireVisible(caller: Caller, id: number) {
    const announcement = await repository.findVisible(id, caller.customerId, clock.now());
    // Another customer's or none: ENOA for both (spec 01 §8), as the ids are sequential and two answers would
    // tell which exist (issue 12).
    if (!announcement) throw methodError(RESPONSE_CODES.noAccess, NEWS_TEXTS.noAccess);
    return announcement;
  }

  return {
    /** Newest first; `withConfirmation` answers only those still waiting for the user's answer. */
    async list(caller: Caller, request: AnnouncementsRequest): Promise<AnnouncementsResponse> {
      const items = await repository.list(caller, clock.now(), request.withConfirmation === true);
      // spec 02 §3: one item or a list, as the product's back end answers.
      if (items.length === 0) return { announcements: {} };
      return { announcements: { announcement: items.length === 1 ? items[0] : items } };
    },

    /** Idempotent (spec 02 §4: the client has already shown it read). */
    async markRead(caller: Caller, id: number): Promise<void> {
      await requireVisible(caller, id);
      await repository.markRead(id, caller.userId, clock.now());
    },

    /** Accept or decline, once, an announcement that asks for it. */
    async answer(caller: Caller, id: number, accept: boolean): Promise<void> {
      const announcement = await requireVisible(caller, id);
      if (!announcement.needsConfirmation)
        throw invalidParameters([NEWS_TEXTS.noAnswerAsked], METHOD_INPUT_ERROR_STATUS);
      const recorded = await repository.answer(
        id,
        caller.userId,
        accept ? 'accepted' : 'declined',
        clock.now(),
      );
      if (!recorded) throw invalidParameters([NEWS_TEXTS.alreadyAnswered], METHOD_INPUT_ERROR_STATUS);
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
