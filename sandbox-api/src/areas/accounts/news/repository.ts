import type { Announcement } from '@portal/api/catalogue';
import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { announcementStates, announcements } from './tables';

/** Whose announcements: the user's read and answer state, the customer's own ones and everyone's. */
export interface Reader {
  userId: number;
  customerId: number;
}

/** Published by `now` and for everyone or for this customer. */
const visibleTo = (customerId: number, now: Date) =>
  and(
    lte(announcements.publishedAt, now),
    or(isNull(announcements.customerId), eq(announcements.customerId, customerId)),
  );

export function createNewsRepository(db: Database) {
  return {
    /** Newest first; with `unansweredOnly` those asking for an answer the user has not given. */
    async list(reader: Reader, now: Date, unansweredOnly: boolean): Promise<Announcement[]> {
      const rows = await db
        .select({
          id: announcements.id,
          title: announcements.title,
          body: announcements.body,
          publishedAt: announcements.publishedAt,
          needsConfirmation: announcements.needsConfirmation,
          readAt: announcementStates.readAt,
          answer: announcementStates.answer,
        })
        .from(announcements)
        .leftJoin(
          announcementStates,
          and(
            eq(announcementStates.announcementId, announcements.id),
            eq(announcementStates.userId, reader.userId),
          ),
        )
        .where(
          and(
            visibleTo(reader.customerId, now),
            unansweredOnly
              ? and(eq(announcements.needsConfirmation, true), isNull(announcementStates.answer))
              : undefined,
          ),
        )
        .orderBy(desc(announcements.publishedAt), desc(announcements.id));
      return rows.map((row) => ({
        id: row.id,
        isRead: row.readAt !== null,
        title: row.title,
        body: row.body,
        date: row.publishedAt.toISOString(),
        needsConfirmation: row.needsConfirmation,
        ...(row.answer === 'accepted' || row.answer === 'declined' ? { answer: row.answer } : {}),
      }));
    },

    async findVisible(
      id: number,
      customerId: number,
      now: Date,
    ): Promise<{ needsConfirmation: boolean } | null> {
      const [row] = await db
        .select({ needsConfirmation: announcements.needsConfirmation })
        .from(announcements)
        .where(and(eq(announcements.id, id), visibleTo(customerId, now)));
      return row ?? null;
    },

    /** Idempotent: the first reading time stays. */
    async markRead(id: number, userId: number, now: Date): Promise<void> {
      await db
        .insert(announcementStates)
        .values({ announcementId: id, userId, readAt: now })
        .onConflictDoUpdate({
          target: [announcementStates.announcementId, announcementStates.userId],
          set: { readAt: sql`coalesce(${announcementStates.readAt}, excluded.read_at)` },
        });
    },

    /** Records the answer (and the reading) unless one was given before; false when it was. */
    async answer(id: number, userId: number, answer: 'accepted' | 'declined', now: Date): Promise<boolean> {
      const rows = await db
        .insert(announcementStates)
        .values({ announcementId: id, userId, readAt: now, answer, answeredAt: now })
        .onConflictDoUpdate({
          target: [announcementStates.announcementId, announcementStates.userId],
          set: {
            answer,
            answeredAt: now,
            readAt: sql`coalesce(${announcementStates.readAt}, excluded.read_at)`,
          },
          setWhere: isNull(announcementStates.answer),
        })
        .returning({ id: announcementStates.announcementId });
      return rows.length > 0;
    },
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
