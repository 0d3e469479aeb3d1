import type { BusinessRegistrationDraft } from '@portal/api/catalogue';
import { sampleCompany, sampleDraft, samplePerson } from '@portal/api/testing/registration';
import { count, eq } from 'drizzle-orm';
import {
  businessCompanies,
  businessCompanyDirectors,
  businessPersonSources,
  businessPersons,
  businessProfiles,
  businessShareholders,
  companyQuestionAnswers,
} from '../../../platform/customer/company-tables';
import { customerAccess, customers, users } from '../../../platform/db/tables';
import { solvedCaptcha } from '../../../testing/captcha';
import { latestMessage, messagesTo } from '../../../testing/outbox';
import { ManualClock, SANDBOX_DATABASES, callMethod, useSandbox } from '../../../testing/sandbox';
import { REGISTRATION_TEXTS } from './service';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));

/** The dictionaries' ids the sample draft names (sources 1 and 2, purpose 1, industry 1) exist in the sandbox. */
const register = async (
  app: Parameters<typeof solvedCaptcha>[0],
  draft: BusinessRegistrationDraft,
  captcha?: string,
  origin?: string,
) =>
  (
    await callMethod(app, 'createBusinessAccount', {
      body: { ...draft, captcha: captcha ?? (await solvedCaptcha(app)) },
      headers: origin ? { origin } : {},
    })
  ).json();

describe.each(SANDBOX_DATABASES)('createBusinessAccount on %s (issue 29 item 5)', (database) => {
  const sandbox = useSandbox({ clock, database, config: { captchaMaxNumber: 200 } });

  it('stores the whole company in its tables and e-mails the owner; activation invites the users', async () => {
    const draft = sampleDraft('owner@baltic.example');
    draft.persons[1] = {
      ...draft.persons[1]!,
      isUser: true,
      accessRights: 3,
      email: 'p2.user@baltic.example',
    };

    const answer = await register(sandbox.app, draft);

    expect(answer).toMatchObject({ responseCode: '00', usersInvited: 2 });
    const db = sandbox.database.db;
    const customerId = answer.customerId as number;
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({
      customerType: 1,
      businessName: 'Baltic Widgets UAB',
      residenceCountryCode: 'LT',
    });
    const [profile] = await db
      .select()
      .from(businessProfiles)
      .where(eq(businessProfiles.customerId, customerId));
    expect(profile).toMatchObject({
      registrationNumber: '305000001',
      monthlyWithdrawalAmount: '20000.50',
      sourceIds: [2],
      government: false,
      taxPayers: true,
      phone: '+37061111111',
    });
    const answers = await db
      .select()
      .from(companyQuestionAnswers)
      .where(eq(companyQuestionAnswers.customerId, customerId))
      .orderBy(companyQuestionAnswers.questionId);
    expect(answers.map(({ customerId: _customer, ...answer }) => answer)).toEqual([
      {
        questionId: 'businessAnotherAccount',
        answer: 'yes',
        details: 'A current account at Banca Uno',
        controllerName: '',
        controllerDate: null,
      },
      {
        questionId: 'controlAccount',
        answer: '2',
        details: '',
        controllerName: 'Laura Conti',
        controllerDate: '2024-03-01',
      },
    ]);
    const persons = await db.select().from(businessPersons).where(eq(businessPersons.customerId, customerId));
    expect(
      persons.map((person) => [person.firstName, person.isDirector, person.isOwner, person.accessRights]),
    ).toEqual([
      ['First p1', true, true, 2],
      ['First p2', false, false, 3],
      ['First p3', false, false, 0],
    ]);
    const sources = await db.select().from(businessPersonSources);
    expect(sources.map((source) => source.details).sort()).toEqual(['Salary', 'Sale of a flat in 2018']);
    const [holding] = await db
      .select()
      .from(businessCompanies)
      .where(eq(businessCompanies.customerId, customerId));
    expect(holding).toMatchObject({ name: 'Holding OÜ', registrationCountryCode: 'EE' });
    const directors = await db.select().from(businessCompanyDirectors);
    expect(directors).toEqual([{ companyId: holding!.id, personId: persons[1]!.id }]);
    const tree = await db
      .select()
      .from(businessShareholders)
      .where(eq(businessShareholders.customerId, customerId))
      .orderBy(businessShareholders.id);
    expect(tree.map((node) => [node.parentId === null ? 'root' : 'child', node.share])).toEqual([
      ['root', '60.000000'],
      ['root', '40.000000'],
      ['child', '100.000000'],
    ]);
    expect(tree[2]!.parentId).toBe(tree[1]!.id);

    // The owner activates from the link; then each user gets their employee link.
    const ownerLink = await latestMessage(sandbox.app, 'owner@baltic.example');
    expect(ownerLink.text).toContain('action=activationBusiness&user=owner%40baltic.example');
    expect(await messagesTo(sandbox.app, 'p1@company.example')).toHaveLength(0);
    const activated = (
      await callMethod(sandbox.app, 'activateBusinessAccount', {
        body: { email: 'owner@baltic.example', activationCode: ownerLink.code },
      })
    ).json();
    expect(activated).toMatchObject({ responseCode: '00', linksSent: 2 });
    const userLink = await latestMessage(sandbox.app, 'p2.user@baltic.example');
    expect(userLink.text).toContain('action=activationEmployee');
    const [access] = await db
      .select({ right: customerAccess.accessRight })
      .from(customerAccess)
      .innerJoin(users, eq(users.id, customerAccess.userId))
      .where(eq(users.email, 'p2.user@baltic.example'));
    expect(access).toEqual({ right: 3 });
  });

  it('additional questions (spec 01 §3) / unanswered, or controlAccount 2 without a name, refused', async () => {
    const draft = sampleDraft('questions@baltic.example');
    draft.additionalQuestionAnswers = [
      { questionId: 'controlAccount', answer: '2', details: '', name: ' ', date: '2024-03-01' },
    ];
    const answer = await register(sandbox.app, draft);
    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors).toEqual([
      'additionalQuestionAnswers.businessAnotherAccount.answer: needs an answer',
      'additionalQuestionAnswers.controlAccount.name: is required',
    ]);
  });

  it('a refused draft leaves nothing behind', async () => {
    const db = sandbox.database.db;
    const before = await db.select({ value: count() }).from(customers);
    const draft = sampleDraft('half@baltic.example');
    draft.shareholders[0]!.share = '65';

    const answer = await register(sandbox.app, draft);

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors).toEqual(['shareholders: must total 10 to 100 per level']);
    expect(await db.select({ value: count() }).from(customers)).toEqual(before);
    expect(
      await db.select({ value: count() }).from(users).where(eq(users.email, 'half@baltic.example')),
    ).toEqual([{ value: 0 }]);
  });
});

describe('createBusinessAccount: every rule again on the server (spec 03 §5)', () => {
  const sandbox = useSandbox({ clock, config: { captchaMaxNumber: 200 } });

  const refused = async (draft: BusinessRegistrationDraft) => {
    const answer = await register(sandbox.app, draft);
    expect(answer.responseCode).toBe('TA1');
    return answer.validationErrors as string[];
  };

  it.each<[string, (draft: BusinessRegistrationDraft) => void, string]>([
    [
      'a level totalling 105',
      (draft) => void (draft.shareholders[0]!.share = '65'),
      'shareholders: must total 10 to 100 per level',
    ],
    [
      'a share of 0',
      (draft) => void (draft.shareholders[1]!.children[0]!.share = '0'),
      'shareholders.1.children.0.share: must be above 0 and at most 100',
    ],
    [
      'a share above 100',
      (draft) => void (draft.shareholders[0]!.share = '100.5'),
      'shareholders.0.share: must be above 0 and at most 100',
    ],
    [
      'a company shareholder without a director',
      (draft) => void (draft.companies[0]!.directorIds = []),
      'companies.c1.directorIds: needs at least one director of its own',
    ],
    [
      'a company shareholder without shares beneath it',
      (draft) => void (draft.shareholders[1]!.children = []),
      'shareholders.1.children: must total 10 to 100 per level',
    ],
    [
      'no shareholder',
      (draft) => void (draft.shareholders = []),
      'shareholders: needs at least one shareholder',
    ],
    ['no director', (draft) => void (draft.directors = []), 'directors: needs at least one director'],
    [
      'a company director without a director of its own',
      (draft) => {
        draft.companies.push(sampleCompany('c2', []));
        draft.directors = ['c2'];
      },
      'companies.c2.directorIds: needs at least one director of its own',
    ],
    [
      'a company owner without a name',
      (draft) => {
        draft.companies.push(sampleCompany('c2', ['p2'], { name: ' ' }));
        draft.owners = ['c2'];
      },
      'companies.c2.name: is required',
    ],
    [
      'a director naming no person or company',
      (draft) => void (draft.directors = ['p1', 'c9']),
      'directors.1: names no person or company of the draft',
    ],
    [
      'a company with the id of a person',
      (draft) => {
        draft.companies.push(sampleCompany('p2', ['p1']));
        draft.directors = ['p2'];
      },
      'companies.p2.id: is also the id of a person',
    ],
    [
      'a 30 % holder without source-of-wealth details',
      (draft) => {
        draft.shareholders[1]!.children = [
          { kind: 'person', refId: 'p3', share: '75', children: [] },
          { kind: 'person', refId: 'p2', share: '25', children: [] },
        ];
        draft.persons[2] = samplePerson('p3', { sourceOfFunds: [1] });
      },
      'persons.p3.sourceDetails: needs details for every chosen source of funds',
    ],
    [
      'a user without rights',
      (draft) => void (draft.persons[1] = { ...draft.persons[1]!, isUser: true, accessRights: 0 }),
      'persons.p2.accessRights: needs access rights other than 0',
    ],
    [
      'a user given right 5',
      (draft) => void (draft.persons[1] = { ...draft.persons[1]!, isUser: true, accessRights: 5 }),
      'persons.p2.accessRights: is not an access right that can be given',
    ],
    [
      'no user with full access',
      (draft) => void (draft.persons[0] = { ...draft.persons[0]!, accessRights: 1 }),
      'users: needs at least one user with full access (2)',
    ],
    [
      'a minor director',
      (draft) => void (draft.persons[0] = { ...draft.persons[0]!, birthday: '2012-01-01' }),
      'persons.p1.birthday: must be at least 18 years old',
    ],
    [
      'terms not accepted',
      (draft) => void (draft.legalForm.terms = false),
      'legalForm.terms: must be accepted',
    ],
    [
      'an unknown source of funds',
      (draft) => void (draft.financialInfoForm.sourceIds = [999_999]),
      'financialInfoForm.sourceIds: unknown 999999',
    ],
    [
      'an unknown country',
      (draft) => void (draft.companies[0]!.registrationCountryCode = 'ZZ'),
      'companies.c1.registrationCountryCode: unknown country',
    ],
    [
      'an unknown category',
      (draft) => void ((draft.generalForm as { category: string }).category = 'casinos'),
      'generalForm.category: must be one of',
    ],
  ])('%s / refused with TA1', async (_name, change, line) => {
    const draft = sampleDraft(`rule.${Math.random()}@baltic.example`);
    change(draft);
    expect((await refused(draft)).join('\n')).toContain(line);
  });

  it('a company director and a company owner (issue 47 item 5) / accepted and stored, each marked on its company', async () => {
    const draft = sampleDraft('company.roles@baltic.example');
    draft.generalForm.registrationNumber = '305000047';
    draft.companies.push(sampleCompany('c2', ['p2']));
    draft.directors = ['c2'];
    // The tree's company owns too: named from two hubs, stored once.
    draft.owners = ['p1', 'c1'];

    const answer = await register(sandbox.app, draft);

    expect(answer).toMatchObject({ responseCode: '00' });
    const db = sandbox.database.db;
    const customerId = answer.customerId as number;
    const companies = await db
      .select()
      .from(businessCompanies)
      .where(eq(businessCompanies.customerId, customerId))
      .orderBy(businessCompanies.id);
    expect(companies.map((company) => [company.name, company.isDirector, company.isOwner])).toEqual([
      ['Holding OÜ', false, true],
      ['Company c2 SIA', true, false],
    ]);
    const persons = await db
      .select()
      .from(businessPersons)
      .where(eq(businessPersons.customerId, customerId))
      .orderBy(businessPersons.id);
    expect(persons.map((person) => [person.firstName, person.isDirector, person.isOwner])).toEqual([
      ['First p1', false, true],
      ['First p2', false, false],
      ['First p3', false, false],
    ]);
    const directors = await db
      .select()
      .from(businessCompanyDirectors)
      .where(eq(businessCompanyDirectors.companyId, companies[1]!.id));
    expect(directors).toEqual([{ companyId: companies[1]!.id, personId: persons[1]!.id }]);
  });

  it('a brand without source of wealth / the details are not asked; a brand with registration off / refused', async () => {
    const draft = sampleDraft('no.sow@baltic.example');
    draft.persons = draft.persons.map((person) => ({ ...person, sourceOfFunds: [], sourceDetails: {} }));
    expect((await refused(draft)).join('\n')).toContain('persons.p1.sourceOfFunds');

    const solstice = await register(sandbox.app, draft, undefined, 'http://solstice.localhost:8080');
    expect(solstice.responseCode).toBe('00');

    const tessera = await register(
      sandbox.app,
      sampleDraft('closed@baltic.example'),
      undefined,
      'http://tessera.localhost:8080',
    );
    expect(tessera).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: REGISTRATION_TEXTS.closed,
    });
  });

  it('duplicates / a taken owner e-mail, a company registered before and a user e-mail of a personal customer', async () => {
    expect(await refused(sampleDraft('anna.simple@demo.test'))).toContain(
      `generalForm.email: ${REGISTRATION_TEXTS.emailTaken}`,
    );
    expect((await register(sandbox.app, sampleDraft('first@baltic.example'))).responseCode).toBe('00');
    expect(await refused(sampleDraft('second@baltic.example'))).toContain(
      `generalForm.registrationNumber: ${REGISTRATION_TEXTS.companyRegistered}`,
    );
    const draft = sampleDraft('third@baltic.example');
    draft.generalForm.registrationNumber = '305000003';
    draft.persons[0] = { ...draft.persons[0]!, email: 'anna.simple@demo.test' };
    expect(await refused(draft)).toContain(`persons.p1.email: ${REGISTRATION_TEXTS.userEmailTaken}`);
  });

  it('the human check / a wrong, a reused and a missing solution are refused', async () => {
    const wrong = Buffer.from(
      JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' }),
    ).toString('base64');
    const answer = await register(sandbox.app, sampleDraft('captcha2@baltic.example'), wrong);
    expect(answer.validationErrors).toEqual([`captcha: ${REGISTRATION_TEXTS.captcha}`]);

    const solution = await solvedCaptcha(sandbox.app);
    expect((await register(sandbox.app, sampleDraft('captcha3@baltic.example'), solution)).responseCode).toBe(
      '00',
    );
    const again = sampleDraft('captcha4@baltic.example');
    again.generalForm.registrationNumber = '305000004';
    expect((await register(sandbox.app, again, solution)).validationErrors).toEqual([
      `captcha: ${REGISTRATION_TEXTS.captcha}`,
    ]);
    // A solution outlives its challenge's 10 minutes: refused.
    const stale = await solvedCaptcha(sandbox.app);
    clock.advance(10 * 60_000 + 1_000);
    const late = sampleDraft('captcha6@baltic.example');
    late.generalForm.registrationNumber = '305000006';
    expect((await register(sandbox.app, late, stale)).validationErrors).toEqual([
      `captcha: ${REGISTRATION_TEXTS.captcha}`,
    ]);
    const missing = (
      await callMethod(sandbox.app, 'createBusinessAccount', {
        body: { ...sampleDraft('captcha5@baltic.example') },
      })
    ).json();
    expect(missing.responseCode).toBe('TA1');
  });
});
