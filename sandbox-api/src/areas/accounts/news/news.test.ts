import type { Announcement } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { announcements, announcementStates } from './tables';
import { users } from '../../../platform/db/tables';
import { callMethod, signIn, useSandbox } from '../../../testing/sandbox';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
/** The demo user who has not answered the announcements that ask yet (seed-history.ts). */
const NORA = 'nora.news@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const BIANCA = 'bianca.business@demo.test';

async function session(email: string) {
  const { accessToken } = await signIn(sandbox.app, email);
  return async (method: string, body: Record<string, unknown> = {}) =>
    (await callMethod(sandbox.app, method, { accessToken, body })).json();
}

/** spec 02 §3: one item or a list (or nothing) as a list. */
const asList = (value: Announcement | Announcement[] | undefined): Announcement[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

async function listOf(call: Awaited<ReturnType<typeof session>>, body: Record<string, unknown> = {}) {
  const answer = await call('getAnnouncements', body);
  expect(answer.responseCode).toBe('00');
  return asList(answer.announcements.announcement);
}

describe('getAnnouncements', () => {
  it('a personal customer: answers the announcements for everyone, newest first, with the user’s read state', async () => {
    const call = await session(NORA);

    const list = await listOf(call);

    expect(list).toHaveLength(8);
    expect(list.map((item) => item.date)).toEqual([...list.map((item) => item.date)].sort().reverse());
    expect(list.map((item) => item.isRead)).toEqual([false, false, false, false, false, false, false, false]);
    expect(list.filter((item) => item.needsConfirmation).map((item) => item.title)).toEqual([
      expect.stringMatching(/^New card terms/),
      'Changes to our fee schedule',
    ]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      isRead: false,
      title: 'Instant payments now available 24/7',
      body: expect.stringContaining('Instant payments'),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      needsConfirmation: false,
    });
  });

  it('another user: has read the two oldest and answered those that ask (seed)', async () => {
    const list = await listOf(await session(ANNA));

    const oldestTwo = [...list].sort((a, b) => a.date.localeCompare(b.date)).slice(0, 2);
    for (const item of list)
      expect(item.isRead).toBe(item.needsConfirmation || oldestTwo.some((old) => old.id === item.id));
    expect(list.filter((item) => item.needsConfirmation).every((item) => item.answer === 'accepted')).toBe(
      true,
    );
    expect(await listOf(await session(ANNA), { withConfirmation: true })).toEqual([]);
  });

  it('a business customer: also answers the one for that customer alone', async () => {
    const call = await session(BIANCA);

    const list = await listOf(call);

    expect(list).toHaveLength(9);
    expect(list.map((item) => item.title)).toContain('Higher limit for mass payouts');
  });

  it('withConfirmation: answers only those waiting for the user’s answer', async () => {
    const call = await session(NORA);

    const list = await listOf(call, { withConfirmation: true });

    expect(list).toHaveLength(2);
    expect(list.every((item) => item.needsConfirmation && item.answer === undefined)).toBe(true);
  });

  it('an announcement published later: is not listed yet', async () => {
    await sandbox.database.db.insert(announcements).values({
      title: 'Tomorrow’s news',
      body: 'Not yet.',
      publishedAt: new Date(Date.now() + 24 * 60 * 60_000),
    });
    const call = await session(NORA);

    expect((await listOf(call)).map((item) => item.title)).not.toContain('Tomorrow’s news');
  });

  it('withConfirmation: false: answers every announcement', async () => {
    const call = await session(NORA);

    expect(await listOf(call, { withConfirmation: false })).toHaveLength(8);
  });

  it('withConfirmation that is no boolean: answers TA1', async () => {
    const call = await session(NORA);

    expect((await call('getAnnouncements', { withConfirmation: 'yes' })).responseCode).toBe('TA1');
  });
});

describe('markAnnouncementRead', () => {
  it('an unread announcement: is read afterwards, and marking it again changes nothing', async () => {
    const call = await session(NORA);
    const [newest] = await listOf(call);

    const first = await call('markAnnouncementRead', { id: newest!.id });
    const second = await call('markAnnouncementRead', { id: newest!.id });

    expect([first, second]).toEqual([
      { responseCode: '00', responseDescription: 'Success' },
      { responseCode: '00', responseDescription: 'Success' },
    ]);
    const list = await listOf(call);
    expect(list.find((item) => item.id === newest!.id)!.isRead).toBe(true);
    expect(list.filter((item) => item.isRead)).toHaveLength(1);
  });

  it('what one user read: stays unread for another', async () => {
    const anna = await session(NORA);
    const oliver = await session(OLIVER);
    const [newest] = await listOf(anna);

    await anna('markAnnouncementRead', { id: newest!.id });

    expect((await listOf(oliver)).find((item) => item.id === newest!.id)!.isRead).toBe(false);
  });

  it('another customer’s announcement or one that does not exist: answers ENOA, the same for both', async () => {
    const bianca = await session(BIANCA);
    const own = (await listOf(bianca)).find((item) => item.title === 'Higher limit for mass payouts')!;
    const call = await session(NORA);

    for (const id of [own.id, 99_999]) {
      expect(await call('markAnnouncementRead', { id })).toEqual({
        responseCode: 'ENOA',
        responseDescription: 'No access',
      });
    }
  });
});

describe('answerAnnouncement', () => {
  it('accepting one: it is answered and read, and no longer waits; the other one still does', async () => {
    const call = await session(NORA);
    const [cardTerms, fees] = await listOf(call, { withConfirmation: true });

    const answer = await call('answerAnnouncement', { id: cardTerms!.id, accept: true });

    expect(answer).toEqual({ responseCode: '00', responseDescription: 'Success' });
    const waiting = await call('getAnnouncements', { withConfirmation: true });
    // One left: the one item itself (spec 02 §3).
    expect(waiting.announcements.announcement).toMatchObject({ id: fees!.id });
    expect((await listOf(call)).find((item) => item.id === cardTerms!.id)).toMatchObject({
      isRead: true,
      answer: 'accepted',
    });
  });

  it('declining both: nothing waits any more', async () => {
    const call = await session(NORA);
    const waiting = await listOf(call, { withConfirmation: true });

    for (const item of waiting) await call('answerAnnouncement', { id: item.id, accept: false });

    expect((await call('getAnnouncements', { withConfirmation: true })).announcements).toEqual({});
    expect((await listOf(call)).filter((item) => item.needsConfirmation).map((item) => item.answer)).toEqual([
      'declined',
      'declined',
    ]);
  });

  it('answering twice: answers TA1 and keeps the first answer', async () => {
    const call = await session(NORA);
    const [cardTerms] = await listOf(call, { withConfirmation: true });
    await call('answerAnnouncement', { id: cardTerms!.id, accept: true });

    const again = await call('answerAnnouncement', { id: cardTerms!.id, accept: false });

    expect(again).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['id: this announcement has already been answered'],
    });
    expect((await listOf(call)).find((item) => item.id === cardTerms!.id)!.answer).toBe('accepted');
  });

  it('an announcement that asks for no answer: answers TA1', async () => {
    const call = await session(NORA);
    const plain = (await listOf(call)).find((item) => !item.needsConfirmation)!;

    const answer = await call('answerAnnouncement', { id: plain.id, accept: true });

    expect(answer).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['id: this announcement asks for no answer'],
    });
  });

  it('one user’s answer: leaves the question open for another user', async () => {
    // Oliver's seeded answers are taken back, so that both have the two questions open.
    const [oliverUser] = await sandbox.database.db.select().from(users).where(eq(users.email, OLIVER));
    await sandbox.database.db.delete(announcementStates).where(eq(announcementStates.userId, oliverUser!.id));
    const nora = await session(NORA);
    const oliver = await session(OLIVER);
    const [cardTerms] = await listOf(nora, { withConfirmation: true });

    await nora('answerAnnouncement', { id: cardTerms!.id, accept: true });

    expect(await listOf(nora, { withConfirmation: true })).toHaveLength(1);
    expect(await listOf(oliver, { withConfirmation: true })).toHaveLength(2);
  });

  it('without accept: answers TA1', async () => {
    const call = await session(NORA);
    const [cardTerms] = await listOf(call, { withConfirmation: true });

    expect(await call('answerAnnouncement', { id: cardTerms!.id })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['accept: is required'],
    });
  });

  it('without a session: answers 401', async () => {
    const response = await callMethod(sandbox.app, 'getAnnouncements');

    expect(response.statusCode).toBe(401);
  });
});
