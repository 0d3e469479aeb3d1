import type { BusinessRegistrationDraft } from './catalogue/registration';
import {
  clearSourceDetailsAtOrBelowThreshold,
  defaultAccessRights,
  effectiveShares,
  isValidLevelTotal,
  isValidShare,
  keptQuestionAnswers,
  personTotals,
  problemLine,
  readRefusalLine,
  registrationProblems,
  roleMember,
  sectionStatus,
  userEmailAllowed,
  USER_ACCESS_RIGHTS,
} from './registration';
import { sampleCompany, samplePerson, sampleDraft } from './testing/registration-draft';

const options = { sourceOfWealthEnable: true, today: new Date('2026-11-29T12:00:00Z') };
const keys = (draft: BusinessRegistrationDraft, sourceOfWealthEnable = true) =>
  registrationProblems(draft, { ...options, sourceOfWealthEnable }).map(
    (problem) => `${problem.path} ${problem.key}`,
  );

describe('business registration rules (spec 03 §5)', () => {
  it('a complete draft / no problem, every section good', () => {
    const problems = registrationProblems(sampleDraft(), options);
    expect(problems).toEqual([]);
    expect(Object.values(sectionStatus(problems))).toEqual(Array(8).fill('good'));
  });

  it('an empty draft / every section is bad', () => {
    const draft: BusinessRegistrationDraft = {
      ...sampleDraft(),
      generalForm: { ...sampleDraft().generalForm, businessName: '', email: 'nope' },
      financialInfoForm: { ...sampleDraft().financialInfoForm, sourceIds: [] },
      dueDilligenceForm: { ...sampleDraft().dueDilligenceForm, lawsuits: null },
      legalForm: { terms: false, authorizedCompanyRepresentative: true },
      directors: [],
      shareholders: [],
      owners: ['nobody'],
      persons: sampleDraft().persons.map((person) => ({ ...person, isUser: false })),
    };
    const status = sectionStatus(registrationProblems(draft, options));
    expect(status).toEqual({
      general: 'bad',
      financial: 'bad',
      dueDiligence: 'bad',
      legal: 'bad',
      directors: 'bad',
      shareholders: 'bad',
      owners: 'bad',
      users: 'bad',
    });
    expect(keys(draft)).toEqual(
      expect.arrayContaining([
        'generalForm.businessName required',
        'generalForm.email email',
        'financialInfoForm.sourceIds chooseOne',
        'dueDilligenceForm.lawsuits answer',
        'legalForm.terms accept',
        'directors noDirector',
        'shareholders noShareholder',
        'owners.0 unknownMember',
        'users noFullAccessUser',
      ]),
    );
  });

  it('additional questions (spec 01 §3) / each answered, a yes needs details, controlAccount 2 a name and a date', () => {
    const answers = (...list: BusinessRegistrationDraft['additionalQuestionAnswers']) => ({
      ...sampleDraft(),
      additionalQuestionAnswers: list,
    });
    const answer = (questionId: 'businessAnotherAccount' | 'controlAccount', value: string, more = {}) => ({
      questionId,
      answer: value,
      details: '',
      name: '',
      date: '',
      ...more,
    });
    expect(keys(answers())).toEqual([
      'additionalQuestionAnswers.businessAnotherAccount.answer answer',
      'additionalQuestionAnswers.controlAccount.answer chooseAnswer',
    ]);
    expect(keys(answers(answer('businessAnotherAccount', 'yes'), answer('controlAccount', '2')))).toEqual([
      'additionalQuestionAnswers.businessAnotherAccount.details required',
      'additionalQuestionAnswers.controlAccount.name required',
      'additionalQuestionAnswers.controlAccount.date required',
    ]);
    expect(
      keys(
        answers(
          answer('businessAnotherAccount', 'no'),
          answer('controlAccount', '2', { name: 'A', date: '2027-01-01' }),
        ),
      ),
    ).toEqual(['additionalQuestionAnswers.controlAccount.date futureDate']);
    expect(keys(answers(answer('businessAnotherAccount', 'no'), answer('controlAccount', '3')))).toEqual([
      'additionalQuestionAnswers.controlAccount.answer chooseAnswer',
    ]);
    expect(keys(answers(answer('businessAnotherAccount', 'no'), answer('controlAccount', '1')))).toEqual([]);
    const kept = keptQuestionAnswers(
      answers(
        answer('businessAnotherAccount', 'no', { details: 'typed before a no' }),
        answer('controlAccount', '1', { name: 'typed before a 1', date: '2024-01-01' }),
      ),
    );
    expect(kept.map((item) => [item.details, item.name, item.date])).toEqual([
      ['', '', ''],
      ['', '', ''],
    ]);
  });

  it('shares / above 0 and at most 100', () => {
    expect(['0', '-5', '100.01', 'abc', ''].map(isValidShare)).toEqual([false, false, false, false, false]);
    expect(['0.01', '25', '100'].map(isValidShare)).toEqual([true, true, true]);
    const draft = sampleDraft();
    draft.shareholders[0]!.share = '0';
    expect(keys(draft)).toContain('shareholders.0.share shareRange');
  });

  it('a level / totals 10 to 100 inclusive: 105 and 9.99 refused, 10 and 100 taken', () => {
    const level = (...shares: string[]) =>
      shares.map((share) => ({ kind: 'person' as const, refId: 'p1', share, children: [] }));
    expect(isValidLevelTotal(level('60', '45'))).toBe(false);
    expect(isValidLevelTotal(level('9.99'))).toBe(false);
    expect(isValidLevelTotal(level('10'))).toBe(true);
    expect(isValidLevelTotal(level('0.1', '99.9'))).toBe(true);
    const draft = sampleDraft();
    draft.shareholders[0]!.share = '65';
    expect(keys(draft)).toContain('shareholders levelTotal');
    const nested = sampleDraft();
    nested.shareholders[1]!.children[0]!.share = '5';
    expect(keys(nested)).toContain('shareholders.1.children levelTotal');
  });

  it('nested shares / multiplied through their parents, exactly', () => {
    const draft = sampleDraft();
    draft.shareholders[1]!.children[0]!.share = '33.3';
    const rows = effectiveShares(draft.shareholders);
    expect(rows.map((row) => [row.path, row.depth, row.effective])).toEqual([
      ['shareholders.0', 0, '60'],
      ['shareholders.1', 0, '40'],
      ['shareholders.1.children.0', 1, '13.32'],
    ]);
    // A person holding in two places: the totals add up.
    draft.shareholders[1]!.children.push({ kind: 'person', refId: 'p1', share: '66.7', children: [] });
    expect(personTotals(draft.shareholders).get('p1')).toBe('86.68');
  });

  it('a company shareholder / needs a director of its own and shares beneath it', () => {
    const noDirector = sampleDraft();
    noDirector.companies[0]!.directorIds = [];
    expect(keys(noDirector)).toContain('companies.c1.directorIds companyDirector');
    const noChildren = sampleDraft();
    noChildren.shareholders[1]!.children = [];
    expect(keys(noChildren)).toContain('shareholders.1.children levelTotal');
  });

  it('a company director / counts as the one director; valid with its own fields and a director of its own', () => {
    const draft = sampleDraft();
    draft.companies.push(sampleCompany('c2', ['p2']));
    draft.directors = ['c2'];
    const problems = registrationProblems(draft, options);
    expect(problems).toEqual([]);
    expect(sectionStatus(problems).directors).toBe('good');
    expect(roleMember(draft, 'c2')).toEqual({ kind: 'company', company: draft.companies[1] });
    expect(roleMember(draft, 'p2')).toMatchObject({ kind: 'person', person: { id: 'p2' } });
    expect(roleMember(draft, 'nobody')).toBeUndefined();
  });

  it('a company director / the shareholder rules: its fields, a director of its own, that director a valid person', () => {
    const draft = sampleDraft();
    draft.companies.push(sampleCompany('c2', [], { name: ' ', registrationCountryCode: '' }));
    draft.directors = ['c2'];
    const problems = registrationProblems(draft, options);
    expect(problems.map((problem) => `${problem.section} ${problem.path} ${problem.key}`)).toEqual([
      'directors companies.c2.name required',
      'directors companies.c2.registrationCountryCode required',
      'directors companies.c2.directorIds companyDirector',
    ]);
    expect(keys(draft)).not.toContain('directors noDirector');

    draft.companies[1] = sampleCompany('c2', ['p4', 'gone']);
    draft.persons.push(samplePerson('p4', { birthday: '2015-01-01' }));
    expect(keys(draft)).toEqual(['persons.p4.birthday adult', 'companies.c2.directorIds.1 unknownPerson']);
  });

  it('a company owner / judged like a company shareholder, in the owners section', () => {
    const draft = sampleDraft();
    draft.companies.push(sampleCompany('c2', ['p2']));
    draft.owners = ['p1', 'c2'];
    expect(registrationProblems(draft, options)).toEqual([]);

    draft.companies[1] = sampleCompany('c2', [], { registrationNumber: '' });
    const problems = registrationProblems(draft, options);
    expect(problems.map((problem) => `${problem.section} ${problem.path} ${problem.key}`)).toEqual([
      'owners companies.c2.registrationNumber required',
      'owners companies.c2.directorIds companyDirector',
    ]);
    expect(sectionStatus(problems)).toMatchObject({ owners: 'bad', directors: 'good', shareholders: 'good' });
  });

  it('a company in several hubs / kept once, judged in each section it is named from', () => {
    const draft = sampleDraft();
    draft.companies[0]!.directorIds = [];
    draft.directors = ['p1', 'c1'];
    draft.owners = ['c1'];
    const sections = registrationProblems(draft, options)
      .filter((problem) => problem.path === 'companies.c1.directorIds')
      .map((problem) => problem.section);
    expect(sections).toEqual(['directors', 'shareholders', 'owners']);
  });

  it('source of wealth / a holder of 25 % or more gives details for every source; off for the brand, not asked', () => {
    const draft = sampleDraft();
    draft.persons[2] = samplePerson('p3', {
      sourceOfFunds: [1, 4],
      sourceDetails: { '1': 'Sale of a flat' },
    });
    expect(keys(draft)).toContain('persons.p3.sourceDetails sourceDetails');
    draft.persons[2] = samplePerson('p3');
    expect(keys(draft)).toContain('persons.p3.sourceOfFunds sourceOfFunds');
    expect(keys(draft, false)).toEqual([]);
    // 30 % through the company: still asked.
    draft.shareholders[1]!.children[0]!.share = '75';
    draft.shareholders[1]!.children.push({ kind: 'person', refId: 'p2', share: '25', children: [] });
    expect(keys(draft)).toContain('persons.p3.sourceOfFunds sourceOfFunds');
    // 10 % (25 % of 40 %): not asked.
    expect(keys(draft).some((key) => key.startsWith('persons.p2.source'))).toBe(false);
  });

  it('source details / cleared for a person whose share falls to 25 % or less', () => {
    const draft = sampleDraft();
    draft.shareholders[1]!.children = [
      { kind: 'person', refId: 'p3', share: '50', children: [] },
      { kind: 'person', refId: 'p2', share: '50', children: [] },
    ];
    const cleared = clearSourceDetailsAtOrBelowThreshold(draft);
    expect(cleared.persons.find((person) => person.id === 'p3')!.sourceDetails).toEqual({});
    expect(cleared.persons.find((person) => person.id === 'p1')!.sourceDetails).toEqual({ '2': 'Salary' });
    expect(clearSourceDetailsAtOrBelowThreshold(sampleDraft())).toEqual(sampleDraft());
    // Only the persons whose share the change moved: details typed before a share are kept.
    const before = sampleDraft();
    before.persons.push(samplePerson('p4', { sourceDetails: { '1': 'Savings' } }));
    const after = { ...before, shareholders: [...before.shareholders] };
    expect(clearSourceDetailsAtOrBelowThreshold(after, before).persons.at(-1)!.sourceDetails).toEqual({
      '1': 'Savings',
    });
    after.shareholders = [...after.shareholders, { kind: 'person', refId: 'p4', share: '5', children: [] }];
    expect(clearSourceDetailsAtOrBelowThreshold(after, before).persons.at(-1)!.sourceDetails).toEqual({});
  });

  it('users / rights other than 0, one with full access, 5 never offered; the first user defaults to 2', () => {
    expect(USER_ACCESS_RIGHTS).not.toContain(5);
    expect(USER_ACCESS_RIGHTS).not.toContain(0);
    expect(defaultAccessRights([samplePerson('a')])).toBe(2);
    expect(defaultAccessRights([samplePerson('a', { isUser: true })])).toBe(0);
    const draft = sampleDraft();
    draft.persons[1] = { ...draft.persons[1]!, isUser: true, accessRights: 0 };
    expect(keys(draft)).toContain('persons.p2.accessRights noUserRights');
    draft.persons[1] = { ...draft.persons[1]!, accessRights: 5 };
    expect(keys(draft)).toContain('persons.p2.accessRights rightNotOffered');
    draft.persons[0] = { ...draft.persons[0]!, accessRights: 1 };
    expect(keys(draft)).toContain('users noFullAccessUser');
    expect([0, 1, 2, 3, -1].map(userEmailAllowed)).toEqual([true, false, false, true, false]);
  });

  it('persons / need valid fields wherever they appear', () => {
    const draft = sampleDraft();
    draft.persons[1] = { ...draft.persons[1]!, email: 'x', birthday: '2015-01-01' };
    expect(keys(draft)).toEqual(
      expect.arrayContaining(['persons.p2.email email', 'persons.p2.birthday adult']),
    );
    expect(problemLine({ section: 'shareholders', path: 'shareholders', key: 'levelTotal' })).toBe(
      'shareholders: must total 10 to 100 per level',
    );
  });

  it('the general form / a registration date in the future and a bad web address are refused', () => {
    const draft = sampleDraft();
    draft.generalForm.registrationDate = '2027-01-01';
    draft.generalForm.website = 'not a site';
    expect(keys(draft)).toEqual(
      expect.arrayContaining(['generalForm.registrationDate futureDate', 'generalForm.website website']),
    );
  });

  it("refusal lines / read back into their path and key, for the wizard to say them in the customer's language", () => {
    const problem = registrationProblems({ ...sampleDraft(), directors: [] }, options)[0]!;
    expect(readRefusalLine(problemLine(problem))).toEqual({ path: 'directors', key: 'noDirector' });
    expect(
      readRefusalLine(
        'generalForm.registrationNumber: a company with this registration number is already registered',
      ),
    ).toEqual({ path: 'generalForm.registrationNumber', key: 'companyRegistered' });
    expect(readRefusalLine('generalForm.email: something the wizard never heard of')).toBeUndefined();
    expect(readRefusalLine('Server is not available')).toBeUndefined();
  });
});
