import type { CompanyInfo, CompanyUser, Representative, RepresentativeInfo } from '@portal/api/catalogue';
import { sampleDraft } from '@portal/api/testing/registration';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY_DEMO } from './seed';
import { companyEmails } from '../../../platform/customer/company-tables';
import { customerAccess, users } from '../../../platform/db/tables';
import { solvedCaptcha } from '../../../testing/captcha';
import { latestMessage, messagesTo, MINUTE_MS } from '../../../testing/outbox';
import { ManualClock, SANDBOX_DATABASES, callMethod, signIn, useSandbox } from '../../../testing/sandbox';
import { DELETION_TEXTS } from './representatives';
import { COMPANY_TEXTS, EMAIL_CODE_ATTEMPTS } from './service';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));

const BIANCA_STUDIO = COMPANY_DEMO.customerId;
/** Bianca Studio's owner (its own login, full access), and its employee with full access. */
const BIANCA = { email: 'bianca.business@demo.test', userId: 503 };
const EVE = { email: 'eve.employee@demo.test', userId: 705 };
const ANNA = 'anna.simple@demo.test';
const ADAM = 'adam.admin@demo.test';
const R = COMPANY_DEMO.representatives;

type Call = (method: string, body?: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** Calls as the signed-in user, for their own customer unless the body names another. */
async function caller(app: FastifyInstance, email: string): Promise<Call> {
  const { accessToken } = await signIn(app, email);
  return async (method, body = {}) => (await callMethod(app, method, { accessToken, body })).json();
}

const shareholderRows = (representatives: Representative[]) =>
  representatives.map((entry) => [
    entry.name,
    entry.positionIds,
    entry.share,
    entry.effectiveShare,
    entry.parentId,
  ]);

describe.each(SANDBOX_DATABASES)('company pages on %s (issue 29 item 6)', (database) => {
  const sandbox = useSandbox({ clock, database, config: { captchaMaxNumber: 200 } });

  it('getBusinessInfo: the demo company with every field of spec 03 §3', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    const info = (await bianca('getBusinessInfo')) as unknown as CompanyInfo & { responseCode: string };

    expect(info).toMatchObject({
      responseCode: '00',
      name: 'Bianca Studio Ltd',
      registrationCountryCode: 'IT',
      tradingName: 'Bianca Studio',
      email: 'info@bianca-studio.example',
      registrationNumber: 'MI-2456789',
      registrationDate: '2019-03-11',
      businessTaxId: 'IT04718290961',
      website: 'https://bianca-studio.example',
      verified: true,
      limited: false,
      businessCreationDate: '2019-03-11',
      corporateDocumentStatus: 3,
      additionalDocumentStatus: 0,
      financialDetail: { monthlyDepositAmount: '25000.00', sourceIds: [2], industry: 7 },
      dueDiligenceQuestionnaire: { government: false, taxPayers: true },
      phone: { id: 901, countryCode: '39', number: '0212345678', confirmed: true, status: 'Primary' },
      additionalQuestionAnswers: [
        {
          questionId: 'businessAnotherAccount',
          answer: 'yes',
          details: 'A current account at Banca Milanese',
          name: '',
          date: '',
        },
        { questionId: 'controlAccount', answer: '2', details: '', name: 'Marco Bianchi', date: '2024-05-02' },
      ],
      isConverted: false,
      financialInstitution: false,
    });
    expect(info.description).not.toBe('');
    expect(info.corporateDocuments.map((document) => [document.id, document.statusId])).toEqual([
      [4001, 2],
      [4002, 1],
      [4003, 3],
    ]);
    expect(info.sourceOfWealthDocuments.map((document) => document.id)).toEqual([4007]);
    expect(
      info.addresses.map((address) => [
        address.addressId,
        address.addressStatus,
        address.isDocumentOutOfDate,
        address.isDocumentRequired,
        address.uploadedDocuments.map((document) => document.statusId),
      ]),
    ).toEqual([
      [901, 2, false, false, [2]],
      [902, 1, true, true, [5]],
    ]);
  });

  it('representatives: directors, the shareholder tree with effective shares, owners, and one in full', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    const directors = (await bianca('getBusinessDirectors')).representatives as Representative[];
    const shareholders = (await bianca('getBusinessShareholders')).representatives as Representative[];
    const owners = (await bianca('getBusinessOwners')).representatives as Representative[];
    const luca = (await bianca('getRepresentativeInfo', {
      representativeId: R.luca,
    })) as unknown as RepresentativeInfo;

    expect(directors.map((entry) => [entry.representativeId, entry.name, entry.positionIds])).toEqual([
      [R.giulia, 'Giulia Conti', [2]],
    ]);
    expect(directors[0]).toMatchObject({ addressDocumentStatus: 3, identityDocumentStatus: 1 });
    expect(shareholderRows(shareholders)).toEqual([
      ['Bianca Rossi', [6, 8], '60', '60', null],
      ['Ferri Holding S.r.l.', [9], '40', '40', null],
      ['Luca Ferri', [6], '100', '40', R.holding],
    ]);
    expect(shareholders[0]).toMatchObject({ kind: 'person', userId: BIANCA.userId });
    expect(shareholders[1]).toMatchObject({ kind: 'company', email: '', userId: null });
    expect(owners.map((entry) => entry.representativeId)).toEqual([R.bianca]);
    expect(luca).toMatchObject({
      responseCode: '00',
      representativeId: R.luca,
      firstName: 'Luca',
      lastName: 'Ferri',
      birthday: '1972-11-30',
      email: 'luca.ferri@ferri-holding.example',
      share: '100',
      effectiveShare: '40',
      address: { address1: 'Corso Francia 140', city: 'Torino', countryCode: 'IT' },
    });
    expect(await bianca('getRepresentativeInfo', { representativeId: 999 })).toMatchObject({
      responseCode: 'NF',
    });
  });

  it('a registered company: its office and phone come from registration, each person and company gets an id', async () => {
    const draft = sampleDraft('owner@baltic.example');
    const registered = (
      await callMethod(sandbox.app, 'createBusinessAccount', {
        body: { ...draft, captcha: await solvedCaptcha(sandbox.app) },
      })
    ).json();
    const adam = await caller(sandbox.app, ADAM);
    const asAdmin = { fromCustomerId: registered.customerId };

    const info = (await adam('getBusinessInfo', asAdmin)) as unknown as CompanyInfo;
    const again = (await adam('getBusinessInfo', asAdmin)) as unknown as CompanyInfo;
    const shareholders = (await adam('getBusinessShareholders', asAdmin)).representatives as Representative[];

    expect(info).toMatchObject({
      name: 'Baltic Widgets UAB',
      tradingName: 'Baltic Widgets',
      email: 'owner@baltic.example',
      registrationNumber: '305000001',
      businessTaxId: 'LT100000000001',
      description: '',
      phone: { countryCode: '370', number: '61111111', confirmed: false, status: 'Primary' },
      corporateDocuments: [],
      corporateDocumentStatus: null,
    });
    expect(info.addresses).toEqual([
      expect.objectContaining({
        address1: 'Konstitucijos pr. 7',
        city: 'Vilnius',
        countryCode: 'LT',
        addressStatus: 1,
        isDocumentRequired: true,
        uploadedDocuments: [],
      }),
    ]);
    expect(again.addresses.map((address) => address.addressId)).toEqual(
      info.addresses.map((address) => address.addressId),
    );
    expect(shareholderRows(shareholders)).toEqual([
      ['First p1 Last p1', [2, 6, 8], '60', '60', null],
      ['Holding OÜ', [9], '40', '40', null],
      ['First p3 Last p3', [6], '100', '40', shareholders[1]!.representativeId],
    ]);
  });

  it('a company director and owner / listed among the directors and owners with their positions (issue 47 item 5)', async () => {
    const draft = sampleDraft('owner@company-roles.example');
    draft.generalForm.registrationNumber = '305000077';
    const holding = draft.companies[0]!;
    draft.directors = [...draft.directors, holding.id];
    draft.owners = [...draft.owners, holding.id];
    const registered = (
      await callMethod(sandbox.app, 'createBusinessAccount', {
        body: { ...draft, captcha: await solvedCaptcha(sandbox.app) },
      })
    ).json();
    expect(registered).toMatchObject({ responseCode: '00' });
    const adam = await caller(sandbox.app, ADAM);
    const asAdmin = { fromCustomerId: registered.customerId };

    const directors = (await adam('getBusinessDirectors', asAdmin)).representatives as Representative[];
    const owners = (await adam('getBusinessOwners', asAdmin)).representatives as Representative[];
    expect(directors.map((entry) => [entry.name, entry.kind, entry.positionIds])).toEqual([
      ['First p1 Last p1', 'person', [2, 6, 8]],
      [holding.name, 'company', [2, 9, 8]],
    ]);
    expect(owners.map((entry) => entry.name)).toEqual(['First p1 Last p1', holding.name]);
  }, 30_000);

  it('users: a representative becomes a user pending activation, changes right and is removed', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);
    const potential = (await bianca('getPotentialUsers')).potentialUsers;
    expect(potential).toEqual([
      { representativeId: R.giulia, name: 'Giulia Conti', email: 'giulia.conti@bianca-studio.example' },
      { representativeId: R.luca, name: 'Luca Ferri', email: 'luca.ferri@ferri-holding.example' },
    ]);

    const added = await bianca('addCompanyUser', {
      kind: 'representative',
      representativeId: R.giulia,
      accessRights: 3,
    });

    expect(added).toMatchObject({ responseCode: '00', invited: true });
    const link = await latestMessage(sandbox.app, 'giulia.conti@bianca-studio.example');
    expect(link.text).toContain('action=activationEmployee&user=giulia.conti%40bianca-studio.example');
    const listed = (await bianca('getCompanyUsers')).users as CompanyUser[];
    expect(listed[0]).toMatchObject({ userId: BIANCA.userId, isOwner: true, accessRights: 2 });
    expect(listed.find((user) => user.userId === added.userId)).toEqual({
      userId: added.userId,
      email: 'giulia.conti@bianca-studio.example',
      firstName: 'Giulia',
      lastName: 'Conti',
      accessRights: 3,
      status: 'pendingActivation',
      isOwner: false,
    });
    expect(listed.filter((user) => user.isOwner)).toHaveLength(1);
    expect((await bianca('getPotentialUsers')).potentialUsers).toEqual([
      expect.objectContaining({ representativeId: R.luca }),
    ]);
    const giulia = (await bianca('getRepresentativeInfo', {
      representativeId: R.giulia,
    })) as unknown as Representative;
    expect(giulia.userId).toBe(added.userId);

    expect(await bianca('changeCompanyUserRight', { userId: added.userId, accessRights: 1 })).toMatchObject({
      responseCode: '00',
    });
    const changed = ((await bianca('getCompanyUsers')).users as CompanyUser[]).find(
      (user) => user.userId === added.userId,
    );
    expect(changed?.accessRights).toBe(1);

    expect(await bianca('removeCompanyUser', { userId: added.userId })).toMatchObject({ responseCode: '00' });
    const remaining = (await bianca('getCompanyUsers')).users as CompanyUser[];
    expect(remaining.map((user) => user.userId)).not.toContain(added.userId);
    // Her login was this company's only: it signs in no more, and she may be invited again.
    const [login] = await sandbox.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, added.userId as number));
    expect(login?.status).toBe('removed');
    expect((await bianca('getPotentialUsers')).potentialUsers).toHaveLength(2);
  });

  it('payment e-mails: add, confirm with the e-mailed code, make primary, delete the old one', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    const added = await bianca('addEmail', { emailAddress: 'Finance@Bianca-Studio.example' });
    expect(added).toMatchObject({
      responseCode: '00',
      emailAddress: 'finance@bianca-studio.example',
      status: 'Secondary',
      confirmed: false,
    });
    const emailId = added.emailId as number;
    expect(await bianca('setPrimaryEmail', { emailId })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`emailId: ${COMPANY_TEXTS.notConfirmed}`],
    });
    expect(await bianca('requestEmailConfirmationCode', { emailId })).toMatchObject({ responseCode: '00' });
    const { code } = await latestMessage(sandbox.app, 'finance@bianca-studio.example');
    const wrong = code === '000000' ? '111111' : '000000';

    expect(await bianca('confirmEmailCode', { emailId, confirmationCode: wrong })).toMatchObject({
      responseCode: 'VF',
    });
    expect(await bianca('confirmEmailCode', { emailId, confirmationCode: code })).toMatchObject({
      responseCode: '00',
      emailId,
      status: 'Secondary',
      confirmed: true,
    });
    expect(await bianca('setPrimaryEmail', { emailId })).toMatchObject({ responseCode: '00' });
    expect(await bianca('deleteEmail', { emailId: COMPANY_DEMO.emails.primary })).toMatchObject({
      responseCode: '00',
    });

    expect((await bianca('getEmails')).emails).toEqual([
      { emailId, emailAddress: 'finance@bianca-studio.example', status: 'Primary', confirmed: true },
      {
        emailId: COMPANY_DEMO.emails.secondary,
        emailAddress: 'accounts@bianca-studio.example',
        status: 'Secondary',
        confirmed: false,
      },
    ]);
  });

  it('resolution and statements: sent, kept with status 1, a copy e-mailed to the primary e-mail', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);
    expect(await bianca('getResolution')).toMatchObject({
      businessRepresentativeIds: [],
      statusId: null,
      signers: [],
      sentAt: null,
    });
    const declaration = await bianca('getDeclaration');
    expect(declaration).toMatchObject({ statusId: null, sentAt: null });
    expect(declaration.text).toContain('Bianca Studio Ltd');

    const sent = await bianca('sendResolution', {
      businessRepresentativeIds: [R.bianca, R.giulia],
      signers: [' Bianca Rossi '],
    });
    await bianca('sendEscortStatement', { text: 'Our funds come from design fees.' });

    const resolution = {
      businessRepresentativeIds: [R.bianca, R.giulia],
      statusId: 1,
      signers: ['Bianca Rossi'],
      sentAt: clock.now().toISOString(),
    };
    expect(sent).toMatchObject(resolution);
    expect(await bianca('getResolution')).toMatchObject(resolution);
    expect(await bianca('getEscortStatement')).toMatchObject({
      text: 'Our funds come from design fees.',
      statusId: 1,
      sentAt: clock.now().toISOString(),
    });
    expect((await latestMessage(sandbox.app, 'payments@bianca-studio.example')).text).toContain(
      'Our funds come from design fees.',
    );
    expect((await bianca('getDeclaration')).statusId).toBeNull();
  });
});

describe('company pages: refusals', () => {
  const sandbox = useSandbox({ clock });
  const db = () => sandbox.database.db;

  it('a personal customer has no company pages: NF (its e-mails are on its profile)', async () => {
    const anna = await caller(sandbox.app, ANNA);

    for (const method of ['getBusinessInfo', 'getCompanyUsers', 'getResolution'])
      expect(await anna(method)).toMatchObject({
        responseCode: 'NF',
        responseDescription: COMPANY_TEXTS.notBusiness,
      });
  });

  it('getAccessRights: 0 to 4 with their names; 5 is never listed', async () => {
    const eve = await caller(sandbox.app, EVE.email);

    expect((await eve('getAccessRights')).accessRights).toEqual([
      { id: 0, name: 'No access' },
      { id: 1, name: 'Read' },
      { id: 2, name: 'Full access' },
      { id: 3, name: 'Initiate' },
      { id: 4, name: 'Confirmed' },
    ]);
  });

  it('right 5 is refused with TA1 when adding or changing a user', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    const added = await bianca('addCompanyUser', {
      kind: 'personal',
      email: 'new.person@bianca-studio.example',
      firstName: 'New',
      lastName: 'Person',
      accessRights: 5,
    });
    const changed = await bianca('changeCompanyUserRight', { userId: EVE.userId, accessRights: 5 });

    for (const answer of [added, changed])
      expect(answer).toMatchObject({ responseCode: 'TA1', validationErrors: ['accessRights: must be <= 4'] });
    expect(await messagesTo(sandbox.app, 'new.person@bianca-studio.example')).toHaveLength(0);
  });

  it("the owner's right is not changed and the owner is not removed", async () => {
    const eve = await caller(sandbox.app, EVE.email);

    expect(await eve('changeCompanyUserRight', { userId: BIANCA.userId, accessRights: 1 })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`userId: ${COMPANY_TEXTS.ownerRight}`],
    });
    expect(await eve('removeCompanyUser', { userId: BIANCA.userId })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`userId: ${COMPANY_TEXTS.ownerRemoved}`],
    });
    const [access] = await db()
      .select({ right: customerAccess.accessRight })
      .from(customerAccess)
      .where(and(eq(customerAccess.userId, BIANCA.userId), eq(customerAccess.customerId, BIANCA_STUDIO)));
    expect(access).toEqual({ right: 2 });
  });

  it('the last user with full access keeps it, and is not removed', async () => {
    // Everyone but Eve reads only (the owner too, as a company whose owner was given less).
    await db()
      .update(customerAccess)
      .set({ accessRight: 1 })
      .where(eq(customerAccess.customerId, BIANCA_STUDIO));
    await db()
      .update(customerAccess)
      .set({ accessRight: 2 })
      .where(and(eq(customerAccess.customerId, BIANCA_STUDIO), eq(customerAccess.userId, EVE.userId)));
    const eve = await caller(sandbox.app, EVE.email);

    const refusal = {
      responseCode: 'TA1',
      validationErrors: [`accessRights: ${COMPANY_TEXTS.lastFullAccess}`],
    };
    expect(await eve('changeCompanyUserRight', { userId: EVE.userId, accessRights: 4 })).toMatchObject(
      refusal,
    );
    expect(await eve('removeCompanyUser', { userId: EVE.userId })).toMatchObject(refusal);
  });

  it('a user of another company is not found', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    expect(await bianca('changeCompanyUserRight', { userId: 501, accessRights: 1 })).toMatchObject({
      responseCode: 'NF',
      responseDescription: COMPANY_TEXTS.userNotFound,
    });
    expect(await bianca('removeCompanyUser', { userId: 501 })).toMatchObject({ responseCode: 'NF' });
  });

  it("addCompanyUser: a personal customer's e-mail is refused; an employee login gets access at once", async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    const personal = await bianca('addCompanyUser', {
      kind: 'personal',
      email: ANNA,
      firstName: 'Anna',
      lastName: 'Novak',
      accessRights: 1,
    });
    const employee = await bianca('addCompanyUser', {
      kind: 'personal',
      email: 'alex.north@demo.test',
      firstName: 'Alex',
      lastName: 'North',
      accessRights: 4,
    });
    const again = await bianca('addCompanyUser', {
      kind: 'personal',
      email: 'alex.north@demo.test',
      firstName: 'Alex',
      lastName: 'North',
      accessRights: 4,
    });

    expect(personal).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`email: ${COMPANY_TEXTS.notEmployeeLogin}`],
    });
    expect(employee).toMatchObject({ responseCode: '00', invited: false });
    expect(await messagesTo(sandbox.app, 'alex.north@demo.test')).toHaveLength(0);
    expect(again).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`email: ${COMPANY_TEXTS.alreadyUser}`],
    });
    const [access] = await db()
      .select({ right: customerAccess.accessRight })
      .from(customerAccess)
      .where(
        and(
          eq(customerAccess.userId, employee.userId as number),
          eq(customerAccess.customerId, BIANCA_STUDIO),
        ),
      );
    expect(access).toEqual({ right: 4 });
  });

  it('addCompanyUser: a new e-mail becomes an employee pending activation; missing fields are named', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    const added = await bianca('addCompanyUser', {
      kind: 'personal',
      email: 'Marta.Verdi@bianca-studio.example',
      firstName: ' Marta ',
      lastName: 'Verdi',
      accessRights: 1,
    });
    const incomplete = await bianca('addCompanyUser', { kind: 'personal', accessRights: 1 });
    const noId = await bianca('addCompanyUser', { kind: 'representative', accessRights: 1 });
    const companyNode = await bianca('addCompanyUser', {
      kind: 'representative',
      representativeId: R.holding,
      accessRights: 1,
    });

    expect(added).toMatchObject({ responseCode: '00', invited: true });
    expect((await latestMessage(sandbox.app, 'marta.verdi@bianca-studio.example')).text).toContain(
      'action=activationEmployee',
    );
    const [login] = await db()
      .select({ firstName: users.firstName, status: users.status, customerId: users.customerId })
      .from(users)
      .where(eq(users.email, 'marta.verdi@bianca-studio.example'));
    expect(login).toEqual({ firstName: 'Marta', status: 'pendingActivation', customerId: BIANCA_STUDIO });
    expect(incomplete).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['email: is required', 'firstName: is required', 'lastName: is required'],
    });
    expect(noId).toMatchObject({ responseCode: 'TA1', validationErrors: ['representativeId: is required'] });
    expect(companyNode).toMatchObject({ responseCode: 'NF' });
  });

  it('deleteRepresentative: the customer removes one while the company keeps its rules; force is an administrator’s only (issue 47 item 1)', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);
    const adam = await caller(sandbox.app, ADAM);
    const asAdmin = { fromCustomerId: BIANCA_STUDIO };

    // Giulia is the only director; Luca holds all of Ferri Holding, whose level would total 0.
    expect(await bianca('deleteRepresentative', { representativeId: R.giulia })).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [DELETION_TEXTS.onlyDirector],
    });
    expect(await bianca('deleteRepresentative', { representativeId: R.luca })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [DELETION_TEXTS.shareLevel],
    });
    expect(await bianca('deleteRepresentative', { representativeId: 999 })).toMatchObject({
      responseCode: 'NF',
    });
    // Force is not the customer's.
    expect(await bianca('deleteRepresentative', { representativeId: R.giulia, force: true })).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: COMPANY_TEXTS.forceAdminOnly,
    });

    // The holding may go: Bianca's 60 % alone is a valid level; what it held goes with it.
    expect(await bianca('deleteRepresentative', { representativeId: R.holding })).toMatchObject({
      responseCode: '00',
    });
    const shareholders = (await bianca('getBusinessShareholders')).representatives as Representative[];
    expect(shareholders.map((entry) => entry.name)).toEqual(['Bianca Rossi']);
    expect(await bianca('deleteRepresentative', { representativeId: R.bianca })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [DELETION_TEXTS.noShareholder],
    });

    // An administrator acting forces past the rules; the second time there is nothing to delete.
    expect(
      await adam('deleteRepresentative', { ...asAdmin, representativeId: R.giulia, force: true }),
    ).toMatchObject({ responseCode: '00' });
    expect(
      await adam('deleteRepresentative', { ...asAdmin, representativeId: R.giulia, force: true }),
    ).toMatchObject({ responseCode: 'NF' });
    expect((await bianca('getBusinessDirectors')).representatives).toEqual([]);
  });

  it('a representative’s tax number / set from the company page by their id as positionId; a company or a stranger refused (issue 47 item 1)', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    expect(
      await bianca('updateTaxNumber', { taxId: 'CNTGLI79B43F205Z', positionId: R.giulia }),
    ).toMatchObject({
      responseCode: '00',
    });
    expect(await bianca('getRepresentativeInfo', { representativeId: R.giulia })).toMatchObject({
      taxId: 'CNTGLI79B43F205Z',
    });
    for (const positionId of [R.holding, 999_999])
      expect(await bianca('updateTaxNumber', { taxId: 'X1234567', positionId })).toMatchObject({
        responseCode: 'TA1',
        validationErrors: [expect.stringMatching(/^positionId: /)],
      });
  });

  it('a representative’s address / created with status 1, unconfirmed, then confirmed; bad input and a company refused (issue 47 item 1)', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);
    const address = {
      representativeId: R.giulia,
      address1: 'Via Torino 5',
      city: 'Milano',
      postalCode: '20123',
      countryCode: 'it',
    };

    expect(await bianca('createRepresentativeAddress', address)).toMatchObject({
      responseCode: '00',
      address: { address1: 'Via Torino 5', city: 'Milano', postalCode: '20123', countryCode: 'IT' },
      addressStatus: 1,
      addressConfirmed: false,
    });
    expect(await bianca('confirmRepresentativeAddress', { representativeId: R.giulia })).toMatchObject({
      responseCode: '00',
      addressConfirmed: true,
    });
    expect(await bianca('getRepresentativeInfo', { representativeId: R.giulia })).toMatchObject({
      address: { address1: 'Via Torino 5' },
      addressStatus: 1,
      addressConfirmed: true,
    });
    // A new address asks for a confirmation again.
    expect(await bianca('createRepresentativeAddress', { ...address, address1: 'Via Roma 1' })).toMatchObject(
      {
        addressConfirmed: false,
      },
    );

    expect(
      await bianca('createRepresentativeAddress', { ...address, city: ' ', countryCode: 'XX' }),
    ).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['city: is required', `countryCode: ${COMPANY_TEXTS.unknownCountry}`],
    });
    expect(
      await bianca('createRepresentativeAddress', { ...address, representativeId: R.holding }),
    ).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`representativeId: ${COMPANY_TEXTS.companyHasNoAddress}`],
    });
    expect(await bianca('confirmRepresentativeAddress', { representativeId: 999 })).toMatchObject({
      responseCode: 'NF',
    });
  });

  it('resolution: representatives of another company and blank signers are refused', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    expect(
      await bianca('sendResolution', {
        businessRepresentativeIds: [R.bianca, 999],
        signers: ['Bianca', ' '],
      }),
    ).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [
        `businessRepresentativeIds: 999 ${COMPANY_TEXTS.unknownRepresentative}`,
        `signers.1: ${COMPANY_TEXTS.required}`,
      ],
    });
    expect(await bianca('sendDeclaration', { text: '   ' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`text: ${COMPANY_TEXTS.required}`],
    });
    expect(await bianca('sendResolution', { businessRepresentativeIds: 'x' })).toMatchObject({
      responseCode: 'TA1',
    });
  });

  it('payment e-mails: the primary is not deleted, a duplicate is refused, an unknown id is not found', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);

    expect(await bianca('deleteEmail', { emailId: COMPANY_DEMO.emails.primary })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`emailId: ${COMPANY_TEXTS.primaryNotDeletable}`],
    });
    expect(await bianca('addEmail', { emailAddress: 'PAYMENTS@bianca-studio.example' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`emailAddress: ${COMPANY_TEXTS.duplicateEmail}`],
    });
    expect(await bianca('addEmail', { emailAddress: 'not an e-mail' })).toMatchObject({
      responseCode: 'TA1',
    });
    expect(await bianca('deleteEmail', { emailId: 4242 })).toMatchObject({ responseCode: 'NF' });
    expect(
      await bianca('requestEmailConfirmationCode', { emailId: COMPANY_DEMO.emails.primary }),
    ).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`emailId: ${COMPANY_TEXTS.alreadyConfirmed}`],
    });
    const [primary] = await db()
      .select({ primary: companyEmails.isPrimary })
      .from(companyEmails)
      .where(eq(companyEmails.id, COMPANY_DEMO.emails.primary));
    expect(primary).toEqual({ primary: true });
  });

  it('the first e-mail of a company is its primary one', async () => {
    const eve = await caller(sandbox.app, EVE.email);
    await db().delete(companyEmails).where(eq(companyEmails.customerId, BIANCA_STUDIO));

    expect(await eve('addEmail', { emailAddress: 'first@bianca-studio.example' })).toMatchObject({
      status: 'Primary',
      confirmed: false,
    });
  });

  it('e-mail codes: a new one at most once a minute, few tries, then expired', async () => {
    const bianca = await caller(sandbox.app, BIANCA.email);
    const emailId = COMPANY_DEMO.emails.secondary;
    const to = 'accounts@bianca-studio.example';

    await bianca('requestEmailConfirmationCode', { emailId });
    const tooSoon = await callMethod(sandbox.app, 'requestEmailConfirmationCode', {
      accessToken: (await signIn(sandbox.app, BIANCA.email)).accessToken,
      body: { emailId },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ responseCode: 'TMR' });

    // Every try spent on a wrong code: the right one is refused after them.
    const { code } = await latestMessage(sandbox.app, to);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < EMAIL_CODE_ATTEMPTS; attempt += 1)
      await bianca('confirmEmailCode', { emailId, confirmationCode: wrong });
    expect(await bianca('confirmEmailCode', { emailId, confirmationCode: code })).toMatchObject({
      responseCode: 'VF',
    });

    clock.advance(MINUTE_MS + 1000);
    await bianca('requestEmailConfirmationCode', { emailId });
    const fresh = (await latestMessage(sandbox.app, to)).code;
    clock.advance(16 * MINUTE_MS);
    // Signed in again: the access token of before lives 5 minutes.
    const later = await caller(sandbox.app, BIANCA.email);
    expect(await later('confirmEmailCode', { emailId, confirmationCode: fresh })).toMatchObject({
      responseCode: 'VF',
    });
    expect(await later('confirmEmailCode', { emailId, confirmationCode: '12ab' })).toMatchObject({
      responseCode: 'TA1',
    });
  });
});
