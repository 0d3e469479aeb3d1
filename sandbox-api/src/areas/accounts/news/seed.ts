import { eq, ne } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customers, users } from '../../../platform/db/tables';
import { announcementStates, announcements } from './tables';

const DAY_MS = 24 * 60 * 60_000;
/** anna.simple (the history's demo, areas/accounts/history/seed.ts). */
const ANNA_USER_ID = 501;

/** The demo user who still has to answer the announcements that ask (seed.ts). */
export const NEWS_DEMO_EMAIL = 'nora.news@demo.test';

/** Announcements (spec 02 §3): eight for everyone, two of them asking for an answer, and one for one customer. */
async function seedAnnouncements(db: Database, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const nextYear = now.getUTCFullYear() + 1;
  const [bianca] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, 20003));
  const rows: (typeof announcements.$inferInsert)[] = [
    {
      title: 'Welcome to the new online banking',
      body: 'Everything you used before is still here, in a faster and clearer portal. Your accounts, cards and history moved with you.',
      publishedAt: daysAgo(120),
    },
    {
      title: 'Holiday opening hours of our support team',
      body: 'Between 24 December and 2 January our support team answers messages from 9:00 to 15:00 CET. Payments run as usual.',
      publishedAt: daysAgo(75),
    },
    {
      title: 'Protect yourself from phishing',
      body: 'We never ask for your password, PIN or one-time codes by e-mail, SMS or phone. If in doubt, sign in by typing our address yourself.',
      publishedAt: daysAgo(48),
    },
    {
      title: 'New: export your statements as CSV',
      body: 'Monthly statements and any filtered history can now be downloaded as CSV or sent to an e-mail address from the history page.',
      publishedAt: daysAgo(34),
    },
    {
      title: 'Scheduled maintenance on Sunday night',
      body: 'On Sunday from 01:00 to 03:00 CET card payments work as usual, but transfers made in that window are processed afterwards.',
      publishedAt: daysAgo(21),
    },
    {
      title: 'Changes to our fee schedule',
      body: `From 1 January ${nextYear} the fee for outgoing wires becomes 4.50 EUR plus 0.1 %, and paper statements cost 2.00 EUR each. Please accept the new fee schedule, or decline to keep the current one until your account's next anniversary.`,
      needsConfirmation: true,
      publishedAt: daysAgo(13),
    },
    {
      title: `New card terms from 1 January ${nextYear}`,
      body: 'We are updating the terms of use of our debit and prepaid cards: contactless limits, chargeback deadlines and the rules for virtual cards. Please read them and accept or decline.',
      needsConfirmation: true,
      publishedAt: daysAgo(6),
    },
    {
      title: 'Instant payments now available 24/7',
      body: 'Instant payments in euro now arrive within seconds at any time of day, weekends included, at no extra cost.',
      publishedAt: daysAgo(2),
    },
  ];
  if (bianca) {
    rows.push({
      customerId: bianca.id,
      title: 'Higher limit for mass payouts',
      body: 'Following the review of Bianca Studio Ltd, the daily limit for mass and global payouts has been raised to 250,000 EUR.',
      publishedAt: daysAgo(3),
    });
  }
  const inserted = await db
    .insert(announcements)
    .values(rows)
    .returning({ id: announcements.id, needsConfirmation: announcements.needsConfirmation });
  // Every demo user but nora.news has answered the ones that ask long ago, so that only she is asked after
  // signing in (spec 02 §4); the others land on their pages without the prompt.
  const others = await db.select({ id: users.id }).from(users).where(ne(users.email, NEWS_DEMO_EMAIL));
  const asking = inserted.filter((row) => row.needsConfirmation);
  if (others.length > 0 && asking.length > 0)
    await db.insert(announcementStates).values(
      others.flatMap((user) =>
        asking.map((row) => ({
          announcementId: row.id,
          userId: user.id,
          readAt: daysAgo(2),
          answer: 'accepted' as const,
          answeredAt: daysAgo(2),
        })),
      ),
    );
  // anna.simple has read the two oldest ones.
  const [anna] = await db.select({ id: users.id }).from(users).where(eq(users.id, ANNA_USER_ID));
  if (anna) {
    await db.insert(announcementStates).values(
      inserted
        .slice(0, 2)
        .filter((row) => !row.needsConfirmation)
        .map((row, index) => ({
          announcementId: row.id,
          userId: anna.id,
          readAt: daysAgo(70 - index * 30),
        })),
    );
  }
}

/**
 * Seeds the announcements once, after every demo user is in (seed.ts calls it after the history's demo, as the history
 * seed did before issue 48); running it again changes nothing.
 */
export async function seedNewsDemoData(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [seeded] = await tx.select({ id: announcements.id }).from(announcements).limit(1);
    if (seeded) return;
    await seedAnnouncements(tx, now);
  });
}

/**
 * Demo users added to a database seeded before them answered the announcements that ask long ago, as every demo user
 * but nora.news did, so their journeys land on their pages without the prompt.
 */
export async function answerAskingAnnouncements(
  db: Database,
  userIds: number[],
  now = new Date(),
): Promise<void> {
  if (userIds.length === 0) return;
  const asking = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.needsConfirmation, true));
  const answeredAt = new Date(now.getTime() - 2 * DAY_MS);
  if (asking.length > 0)
    await db
      .insert(announcementStates)
      .values(
        userIds.flatMap((userId) =>
          asking.map((row) => ({
            announcementId: row.id,
            userId,
            readAt: answeredAt,
            answer: 'accepted' as const,
            answeredAt,
          })),
        ),
      )
      .onConflictDoNothing();
}
