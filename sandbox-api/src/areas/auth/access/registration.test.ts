import { count, eq } from 'drizzle-orm';
import { customers, users } from '../../../platform/db/tables';
import { latestMessage, messagesTo } from '../../../testing/outbox';
import { ManualClock, callMethod, useSandbox } from '../../../testing/sandbox';
import { ACCESS_TEXTS } from '../../../platform/customer/access';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));
const sandbox = useSandbox({ clock });

const TAKEN_PHONE = { phoneCountryCode: '44', phone: '7700900456' };

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: 'olha.koval@example.test',
  password: 'Secret-pass-9',
  firstName: 'Ольга',
  lastName: 'Коваль',
  birthDay: '1990-05-17',
  residenceCountryCode: 'LT',
  phoneCountryCode: '+370',
  phone: '61234567',
  category: 'freelancers',
  acceptTerms: true,
  ...overrides,
});

const register = async (body: Record<string, unknown>) =>
  (await callMethod(sandbox.app, 'createPersonalAccount', { body })).json();

const counts = async () => {
  const db = sandbox.database.db;
  const [userCount] = await db.select({ value: count() }).from(users);
  const [customerCount] = await db.select({ value: count() }).from(customers);
  return { users: userCount!.value, customers: customerCount!.value };
};

describe('createPersonalAccount (issue 29: register/personal)', () => {
  it('creates the customer pending activation and e-mails the link; activation signs the customer in', async () => {
    const answer = await register(registration());

    expect(answer).toEqual({ responseCode: '00', responseDescription: 'Success' });
    const message = await latestMessage(sandbox.app, 'olha.koval@example.test');
    expect(message.text).toBe(
      `Activate your account: /?action=activation&user=olha.koval%40example.test&code=${message.code}`,
    );
    // Not active yet: no sign-in before the link is used.
    const [user] = await sandbox.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'olha.koval@example.test'));
    expect(user).toMatchObject({ status: 'pendingActivation', firstName: 'Ольга', phone: '+37061234567' });

    const tokens = (
      await callMethod(sandbox.app, 'activateAccount', {
        body: { username: 'olha.koval@example.test', activationCode: message.code },
      })
    ).json();
    expect(tokens).toMatchObject({ responseCode: '00', accessToken: expect.any(String) });
    const info = (
      await callMethod(sandbox.app, 'getCustomerInfo', { accessToken: tokens.accessToken })
    ).json();
    expect(info).toMatchObject({
      firstName: 'Ольга',
      lastName: 'Коваль',
      customerType: 0,
      birthDay: '1990-05-17',
    });
    const balances = (
      await callMethod(sandbox.app, 'balanceInquiry', { accessToken: tokens.accessToken })
    ).json();
    expect(JSON.stringify(balances)).toContain('"currencyCode":"EUR"');
  });

  it.each([
    [{ email: 'anna.simple@demo.test' }, `email: ${ACCESS_TEXTS.emailTaken}`],
    [{ email: 'ANNA.Simple@demo.test' }, `email: ${ACCESS_TEXTS.emailTaken}`],
    [TAKEN_PHONE, `phone: ${ACCESS_TEXTS.phoneTaken}`],
    [{ phone: '12' }, 'phone: must be a phone number'],
    [{ phoneCountryCode: '0' }, 'phone: must be a phone number'],
    [{ birthDay: '2010-01-01' }, 'birthDay: the customer must be at least 18'],
    [{ birthDay: '2008-11-29' }, 'birthDay: the customer must be at least 18'],
    [{ birthDay: '1990-02-30' }, 'birthDay: must be a date'],
    [{ residenceCountryCode: 'ZZ' }, 'residenceCountryCode: unknown country'],
    [{ category: 'astronauts' }, 'category: must be one of'],
    [{ acceptTerms: false }, 'acceptTerms: the terms must be accepted'],
    [{ password: 'short1' }, 'password: must be at least'],
    [{ password: 'no-digits-here' }, 'password: must contain at least one letter and one digit'],
    [{ firstName: '   ' }, 'firstName: is required'],
    [{ lastName: 'Bob<script>' }, 'lastName: must not contain'],
  ])('refuses %j with TA1 naming the field, and writes nothing', async (overrides, problem) => {
    const before = await counts();

    const answer = await register(registration(overrides));

    expect(answer.responseCode).toBe('TA1');
    expect(JSON.stringify(answer)).toContain(problem);
    expect(await counts()).toEqual(before);
    expect(await messagesTo(sandbox.app, 'olha.koval@example.test')).toEqual([]);
  });

  it('an adult from their 18th birthday on', async () => {
    expect(await register(registration({ birthDay: '2008-11-28' }))).toMatchObject({ responseCode: '00' });
  });

  it('the same e-mail twice at once: one customer, the other refused', async () => {
    const before = await counts();

    const answers = await Promise.all([
      register(registration()),
      register(registration({ phone: '61234568' })),
    ]);

    expect(answers.map((answer) => answer.responseCode).sort()).toEqual(['00', 'TA1']);
    expect(await counts()).toEqual({ users: before.users + 1, customers: before.customers + 1 });
  });

  it('a body without the required fields, or with NUL: TA1', async () => {
    expect((await register({ email: 'x@example.test' })).responseCode).toBe('TA1');
    expect((await register(registration({ firstName: 'Ol\u0000ga' }))).responseCode).toBe('TA1');
  });
});

describe('checkPhone (spec 03 §5 existence statuses)', () => {
  it.each([
    [{ phoneCountryCode: '370', phone: '69999999' }, 0],
    [{ phoneCountryCode: '+44', phone: '7700 900456' }, 1],
    [TAKEN_PHONE, 1],
    [{ phoneCountryCode: '44', phone: 'call me' }, 3],
    [{ phoneCountryCode: 'x', phone: '7700900456' }, 3],
  ])('%j → %i', async (body, status) => {
    const answer = (await callMethod(sandbox.app, 'checkPhone', { body })).json();

    expect(answer).toEqual({ responseCode: '00', responseDescription: 'Success', status });
  });

  it('a brand with registration off (spec 01 §1) / refused, nothing created', async () => {
    const before = await counts();
    const answer = (
      await callMethod(sandbox.app, 'createPersonalAccount', {
        body: registration({ email: 'closed.brand@example.test' }),
        headers: { origin: 'http://tessera.localhost:8080' },
      })
    ).json();
    expect(answer).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: ACCESS_TEXTS.registrationClosed,
    });
    expect(await counts()).toEqual(before);
  });
});
