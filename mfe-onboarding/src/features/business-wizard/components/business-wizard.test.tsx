import { ApiError } from '@portal/api/errors';
import type { BusinessRegistrationDraft } from '@portal/api/catalogue';
import { sampleCompany, sampleDraft, samplePerson } from '@portal/api/testing/registration';
import { areaQueryClient } from '@portal/remote/query';
import { STORAGE_KEYS } from '@portal/session/session';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import { loadDraft, saveDraft } from '../api/draft-store';
import { BusinessRegistrationPage } from './business-registration-page';

jest.mock('../api/proof-of-work', () => ({ solveChallenge: async () => 'solved-payload' }));

afterEach(() => {
  areaQueryClient.clear();
  localStorage.clear();
});

const STEP = { general: 0, directors: 4, shareholders: 5, owners: 6, users: 7, review: 8 };

const answers = (overrides: Record<string, (request: Record<string, unknown>) => unknown> = {}) =>
  methodWith({
    getCountries: () => ({
      dictionary: {
        country: [
          { code: 'LT', name: 'Lithuania', phoneCode: '370' },
          { code: 'EE', name: 'Estonia', phoneCode: '372' },
        ],
      },
    }),
    getStates: () => ({ dictionary: { state: [] } }),
    getCurrencies: () => ({ dictionary: { currency: [{ code: 'EUR', name: 'Euro', minorUnits: 2 }] } }),
    getSources: () => ({
      dictionary: {
        item: [
          { id: 1, name: 'Savings' },
          { id: 2, name: 'Salary' },
        ],
      },
    }),
    getPurposes: () => ({ dictionary: { item: [{ id: 1, name: 'Payments' }] } }),
    getIndustries: () => ({
      dictionary: {
        industry: [
          { id: 1, name: 'Software', group: 'technology', adult: false },
          { id: 15, name: 'Adult entertainment', group: 'adult', adult: true },
        ],
      },
    }),
    getAdditionalQuestions: () => ({
      dictionary: {
        question: [
          {
            id: 'anotherAccount',
            customerType: 'personal',
            text: 'Another account of yours?',
            answerType: 'yesNo',
          },
          {
            id: 'businessAnotherAccount',
            customerType: 'business',
            text: 'Another account of the company?',
            answerType: 'yesNo',
          },
          {
            id: 'controlAccount',
            customerType: 'business',
            text: 'Who controls the account?',
            answerType: 'choice',
            options: [
              { value: 1, label: 'Its own people' },
              { value: 2, label: 'Someone under a power of attorney' },
            ],
          },
        ],
      },
    }),
    checkEmail: () => ({ exist: false, outBlacklist: false, isEmployee: false }),
    getCaptchaChallenge: () => ({
      algorithm: 'SHA-256',
      challenge: 'c',
      maxnumber: 10,
      salt: 's',
      signature: 'x',
    }),
    createBusinessAccount: () => ({ customerId: 30001, usersInvited: 1 }),
    ...overrides,
  });

const stored = (draft = sampleDraft(), step = 0) => saveDraft(draft, step);

describe('the draft (spec 03 §3, §4: version 3.54)', () => {
  it('is kept without its password and restored', () => {
    stored(sampleDraft(), 3);
    const text = localStorage.getItem(STORAGE_KEYS.registrationDraft)!;
    expect(JSON.parse(text)).toMatchObject({ version: '3.54', step: 3 });
    expect(text).not.toContain('Company-pass-7');
    const loaded = loadDraft();
    expect(loaded).toMatchObject({ step: 3, restored: true, discarded: false });
    expect(loaded.draft.generalForm.businessName).toBe('Baltic Widgets UAB');
  });

  it('of another version / discarded, and the customer told', async () => {
    localStorage.setItem(
      STORAGE_KEYS.registrationDraft,
      JSON.stringify({ version: '3.53', step: 2, draft: sampleDraft() }),
    );
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');

    expect(screen.getByText(/saved by an older version of this page could not be used/)).toBeInTheDocument();
    expect(screen.getByLabelText('Registered company name')).toHaveValue('');
    expect(localStorage.getItem(STORAGE_KEYS.registrationDraft)).toContain('"version":"3.54"');
  });

  it('clearing / asks first, then empties every step', async () => {
    const user = userEvent.setup();
    stored();
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear the registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Registered company name')).toHaveValue('Baltic Widgets UAB');

    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    await user.click(screen.getByRole('button', { name: 'Clear everything' }));
    expect(screen.getByLabelText('Registered company name')).toHaveValue('');
  });
});

describe('the wizard (spec 03 §4, §5)', () => {
  it('a fresh wizard / no step flagged before it is opened; a step left unfinished needs attention (issue 47)', async () => {
    const user = userEvent.setup();
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    const flags = () =>
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(flags().filter((text) => text?.includes('(needs attention)'))).toEqual([]);
    expect(flags().filter((text) => text?.startsWith('!'))).toEqual([]);
    expect(within(steps).getByRole('button', { name: 'Company (not started)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(within(steps).getByRole('button', { name: 'Company (needs attention)' })).toBeInTheDocument();
    expect(
      within(steps).getByRole('button', { name: /^Financial information \((not started|complete)\)$/ }),
    ).toBeInTheDocument();

    await user.click(within(steps).getByRole('button', { name: /^Review/ }));
    expect(flags().filter((text) => text?.includes('(not started)'))).toEqual([]);
  });

  it('sections / each flagged good or bad; the company is bad until the password is typed again', async () => {
    const user = userEvent.setup();
    stored();
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(steps).getByRole('button', { name: 'Company (needs attention)' })).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: 'Shareholders (complete)' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Company-pass-7');

    expect(within(steps).getByRole('button', { name: 'Company (complete)' })).toBeInTheDocument();
  });

  it('additional questions (spec 01 §3) / a yes asks for details, controlAccount 2 for a name and a date', async () => {
    const user = userEvent.setup();
    stored({ ...sampleDraft(), additionalQuestionAnswers: [] }, 2);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(
      within(steps).getByRole('button', { name: 'Due diligence (needs attention)' }),
    ).toBeInTheDocument();
    const another = await screen.findByRole('group', { name: 'Another account of the company?' });
    expect(screen.queryByRole('group', { name: 'Another account of yours?' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/which institution/)).not.toBeInTheDocument();

    await user.click(within(another).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText(/which institution/), 'A current account at Banca Uno');
    const control = screen.getByRole('group', { name: 'Who controls the account?' });
    await user.click(within(control).getByRole('radio', { name: 'Someone under a power of attorney' }));
    expect(
      within(steps).getByRole('button', { name: 'Due diligence (needs attention)' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Full name of the person/), 'Laura Conti');
    await user.type(screen.getByLabelText('Date of the power of attorney'), '2024-03-01');

    expect(within(steps).getByRole('button', { name: 'Due diligence (complete)' })).toBeInTheDocument();
    expect(loadDraft().draft.additionalQuestionAnswers).toEqual([
      {
        questionId: 'businessAnotherAccount',
        answer: 'yes',
        details: 'A current account at Banca Uno',
        name: '',
        date: '',
      },
      { questionId: 'controlAccount', answer: '2', details: '', name: 'Laura Conti', date: '2024-03-01' },
    ]);
  });

  it('the tree / effective shares multiplied through the company (40 % × 33.3 % = 13.32 %)', async () => {
    const user = userEvent.setup();
    stored(sampleDraft(), STEP.shareholders);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    const tree = screen.getByRole('tree', { name: 'Shareholders of the company' });
    expect(tree).toHaveTextContent('= 40 % of the company');

    const share = screen.getByLabelText('Share of First p3 Last p3');
    await user.clear(share);
    await user.type(share, '33.3');

    expect(tree).toHaveTextContent('= 13.32 % of the company');
    // The company's own level totals 33.3 %: within 10–100.
    expect(tree).not.toHaveTextContent('must add up');
  });

  it.each([
    ['a level of 105', '65', 'The shares on this level must add up to 10–100 %'],
    ['a share of 0', '0', 'A share is above 0 and at most 100 %'],
  ])('%s / refused with its message', async (_name, value, message) => {
    const user = userEvent.setup();
    stored(sampleDraft(), STEP.shareholders);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    const field = screen.getByLabelText('Share of First p1 Last p1');
    await user.clear(field);
    await user.type(field, value);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('a company shareholder without a director, a 30 % holder without details / each says so', () => {
    const draft = sampleDraft();
    draft.companies[0]!.directorIds = [];
    draft.shareholders[1]!.children = [
      { kind: 'person', refId: 'p3', share: '75', children: [] },
      { kind: 'person', refId: 'p2', share: '25', children: [] },
    ];
    draft.persons[2] = samplePerson('p3', { sourceOfFunds: [1] });
    stored(draft, STEP.shareholders);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    const tree = screen.getByRole('tree');
    expect(tree).toHaveTextContent('A company needs a director of its own');
    expect(tree).toHaveTextContent('= 30 % of the company');
    expect(tree).toHaveTextContent('Give details for every source of wealth (25 % or more)');
  });

  it('users / the first defaults to full access, a later one must choose; right 5 is never offered', async () => {
    const user = userEvent.setup();
    const draft = sampleDraft();
    draft.persons = draft.persons.map((person) => ({ ...person, isUser: false, accessRights: 0 }));
    stored(draft, STEP.users);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');

    await user.click(screen.getByRole('checkbox', { name: /First p1 Last p1/ }));
    const first = screen.getByLabelText('Access of First p1 Last p1');
    expect(first).toHaveValue('2');
    expect(
      within(first)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one', 'Read only', 'Full access', 'Initiate payments', 'Confirm payments']);
    await user.click(screen.getByRole('checkbox', { name: /First p2 Last p2/ }));
    expect(screen.getByLabelText('Access of First p2 Last p2')).toHaveValue('');
    expect(screen.getByText('Choose the access rights')).toBeInTheDocument();
  });

  it('sending / the draft with the human check; the e-mail page after, the draft removed', async () => {
    const user = userEvent.setup();
    const method = answers();
    stored(sampleDraft(), STEP.general);
    renderOnboarding(<BusinessRegistrationPage />, method, '/register/business');
    await user.type(screen.getByLabelText('Password'), 'Company-pass-7');
    await user.click(screen.getByRole('button', { name: /^Review and send/ }));
    await screen.findByText('Check done.');
    await user.click(screen.getByRole('button', { name: 'Send the registration' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/The user you added gets their own link/)).toBeInTheDocument();
    const [request] = callsOf(method, 'createBusinessAccount') as Record<string, unknown>[];
    expect(request).toMatchObject({
      captcha: 'solved-payload',
      generalForm: { businessName: 'Baltic Widgets UAB', password: 'Company-pass-7' },
      shareholders: sampleDraft().shareholders,
    });
    expect(request).not.toHaveProperty('device');
    expect(localStorage.getItem(STORAGE_KEYS.registrationDraft)).toBeNull();
  });

  it('sending in the mobile app, codes typed with + / the device sent, every phone code without its + (spec 03 §3, §5)', async () => {
    const user = userEvent.setup();
    const method = answers();
    const draft = sampleDraft();
    draft.generalForm.phoneCountryCode = '+370';
    draft.persons = draft.persons.map((person) => ({ ...person, phoneCountryCode: ' +44' }));
    stored(draft, STEP.general);
    document.documentElement.dataset.embedded = 'true';
    try {
      renderOnboarding(<BusinessRegistrationPage />, method, '/register/business');
      await user.type(screen.getByLabelText('Password'), 'Company-pass-7');
      await user.click(screen.getByRole('button', { name: /^Review and send/ }));
      await screen.findByText('Check done.');
      await user.click(screen.getByRole('button', { name: 'Send the registration' }));
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    } finally {
      delete document.documentElement.dataset.embedded;
    }

    const [request] = callsOf(method, 'createBusinessAccount') as BusinessRegistrationDraft[] &
      { device?: Record<string, string> }[];
    expect(request!.generalForm.phoneCountryCode).toBe('370');
    expect(request!.persons.length).toBeGreaterThan(0);
    expect(request!.persons.map((person) => person.phoneCountryCode)).toEqual(
      request!.persons.map(() => '44'),
    );
    expect(request!.device).toEqual({
      deviceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      platform: 'web',
      model: expect.any(String),
    });
  });

  it('a refusal / its lines shown, and the section of the first one opened', async () => {
    const user = userEvent.setup();
    const method = answers({
      createBusinessAccount: () => {
        throw new ApiError({
          kind: 'response',
          code: 'TA1',
          title: 'Invalid parameters',
          message: 'Invalid parameters',
          validationErrors: [
            'generalForm.registrationNumber: a company with this registration number is already registered',
            'persons.p1.email: is given to two users',
            'something the wizard does not know',
          ],
        });
      },
    });
    stored(sampleDraft(), STEP.general);
    renderOnboarding(<BusinessRegistrationPage />, method, '/register/business');
    await user.type(screen.getByLabelText('Password'), 'Company-pass-7');
    await user.click(screen.getByRole('button', { name: /^Review and send/ }));
    await screen.findByText('Check done.');
    await user.click(screen.getByRole('button', { name: 'Send the registration' }));

    // Each line in the customer's language, with its step and field; a line it does not know as it came.
    expect(
      await screen.findByText(
        'Company — Registration number — A company with this registration number is already registered, ' +
          'Users — E-mail — The same e-mail is given to two users, something the wizard does not know',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Registered company name')).toBeInTheDocument());
  });
});

describe('company forms in the directors and owners hubs (spec 03 §2, §5; issue 47 item 5)', () => {
  const steps = () => screen.getByRole('navigation', { name: 'Registration steps' });
  const stepButton = (name: string) => within(steps()).getByRole('button', { name });
  const fillCompany = async (
    user: ReturnType<typeof userEvent.setup>,
    fields: { name?: string; country?: string; number?: string; directors?: string[] },
  ) => {
    const dialog = screen.getByRole('dialog', { name: 'New company' });
    if (fields.name) await user.type(within(dialog).getByLabelText('Company name'), fields.name);
    if (fields.country) {
      await within(dialog).findByRole('option', { name: 'Estonia' });
      await user.selectOptions(within(dialog).getByLabelText('Country of registration'), fields.country);
    }
    if (fields.number) await user.type(within(dialog).getByLabelText('Registration number'), fields.number);
    for (const director of fields.directors ?? [])
      await user.click(within(dialog).getByRole('checkbox', { name: director }));
    return dialog;
  };

  it('directors / a company with a director of its own is enough as the one director; the draft sent with it', async () => {
    const user = userEvent.setup();
    const method = answers();
    stored(sampleDraft(), STEP.general);
    renderOnboarding(<BusinessRegistrationPage />, method, '/register/business');
    await user.type(screen.getByLabelText('Password'), 'Company-pass-7');
    await user.click(stepButton('Directors (complete)'));

    await user.click(screen.getByRole('button', { name: 'Add a company as director' }));
    const dialog = await fillCompany(user, {
      name: 'Nordic Board AS',
      country: 'EE',
      number: '998877',
      directors: ['First p2 Last p2'],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Remove First p1 Last p1' }));

    const row = screen.getByText('Nordic Board AS').closest('li')!;
    expect(row).toHaveTextContent('Company');
    expect(row).toHaveTextContent('EE 998877');
    expect(screen.queryByRole('button', { name: 'Remove First p1 Last p1' })).not.toBeInTheDocument();
    expect(stepButton('Directors (complete)')).toBeInTheDocument();

    await user.click(within(steps()).getByRole('button', { name: /^Review and send/ }));
    await screen.findByText('Check done.');
    await user.click(screen.getByRole('button', { name: 'Send the registration' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    const [request] = callsOf(method, 'createBusinessAccount') as BusinessRegistrationDraft[];
    const company = request!.companies.find((candidate) => candidate.name === 'Nordic Board AS');
    expect(company).toEqual({
      id: expect.stringMatching(/^c/),
      name: 'Nordic Board AS',
      registrationCountryCode: 'EE',
      registrationNumber: '998877',
      directorIds: ['p2'],
    });
    expect(request!.directors).toEqual([company!.id]);
    // Kept once in the draft, beside the tree's company.
    expect(request!.companies.map((candidate) => candidate.name)).toEqual(['Holding OÜ', 'Nordic Board AS']);
  });

  it('directors / a company without a name or a director of its own: said per field once the step is left', async () => {
    const user = userEvent.setup();
    stored(sampleDraft(), STEP.directors);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    await user.click(screen.getByRole('button', { name: 'Add a company as director' }));
    const dialog = await fillCompany(user, { number: '998877' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const row = () => screen.getByText(/998877/).closest('li')!;
    expect(row()).not.toHaveTextContent('Required');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(stepButton('Directors (needs attention)')).toBeInTheDocument();
    expect(row()).toHaveTextContent(
      'Company name: Required, Country of registration: Required, Directors: A company needs a director of its own',
    );
    await user.click(within(row()).getByRole('button', { name: 'Edit —' }));
    const edit = screen.getByRole('dialog', { name: 'New company' });
    expect(within(edit).getByText('A company needs a director of its own')).toBeInTheDocument();
    await user.type(within(edit).getByLabelText('Company name'), 'Nordic Board AS');
    await user.selectOptions(within(edit).getByLabelText('Country of registration'), 'EE');
    await user.click(within(edit).getByRole('checkbox', { name: 'First p3 Last p3' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(row()).not.toHaveTextContent('Required');
    expect(stepButton('Directors (complete)')).toBeInTheDocument();
  });

  it("owners / a company of the tree chosen, a new one with a new director: the director's problems on its row after a visit, fixed there", async () => {
    const user = userEvent.setup();
    stored(sampleDraft(), STEP.owners);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    await user.selectOptions(
      screen.getByLabelText('Or choose someone already added'),
      'Holding OÜ (company)',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add a company as owner' }));
    const dialog = await fillCompany(user, { name: 'Trust Holdings OÜ', country: 'EE', number: '14000002' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a new person as its director' }));
    await user.type(within(dialog).getByLabelText('First name'), 'Jonas');
    await user.type(within(dialog).getByLabelText('Last name'), 'Petraitis');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const row = () => screen.getByText('Trust Holdings OÜ').closest('li')!;
    expect(row()).not.toHaveTextContent('Its director');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(stepButton('Owners (needs attention)')).toBeInTheDocument();
    expect(row()).toHaveTextContent('Its director Jonas Petraitis: Date of birth: Required');
    expect(screen.getByText('Holding OÜ').closest('li')).not.toHaveTextContent('Required');
    await user.click(within(row()).getByRole('button', { name: 'Edit Jonas Petraitis' }));
    const person = screen.getByRole('dialog', { name: 'Jonas Petraitis' });
    await user.type(within(person).getByLabelText('Date of birth'), '1975-05-05');
    await user.type(within(person).getByLabelText('E-mail'), 'jonas@trust.example');
    await user.type(within(person).getByLabelText('Phone code'), '370');
    await user.type(within(person).getByLabelText('Phone number'), '61234999');
    await user.type(within(person).getByLabelText('Street and number'), 'Gedimino pr. 9');
    await user.type(within(person).getByLabelText('City'), 'Vilnius');
    await user.type(within(person).getByLabelText('Postal code'), '01103');
    await user.selectOptions(within(person).getByLabelText('Country'), 'LT');
    await user.click(within(person).getByRole('button', { name: 'Save' }));

    expect(row()).not.toHaveTextContent('Its director');
    expect(stepButton('Owners (complete)')).toBeInTheDocument();
    const { draft } = loadDraft();
    const trust = draft.companies.find((company) => company.name === 'Trust Holdings OÜ')!;
    const jonas = draft.persons.find((candidate) => candidate.firstName === 'Jonas')!;
    expect(trust.directorIds).toEqual([jonas.id]);
    // The director edited from the company's row stays its director, not an owner of the registering company.
    expect(draft.owners).toEqual(['p1', 'c1', trust.id]);
    expect(draft.companies.filter((company) => company.id === 'c1')).toHaveLength(1);
  });

  it("a refusal of a company director's line / said under Directors, and that hub opened", async () => {
    const user = userEvent.setup();
    const method = answers({
      createBusinessAccount: () => {
        throw new ApiError({
          kind: 'response',
          code: 'TA1',
          title: 'Invalid parameters',
          message: 'Invalid parameters',
          validationErrors: ['companies.c2.registrationNumber: is required'],
        });
      },
    });
    const draft = sampleDraft();
    draft.companies.push(sampleCompany('c2', ['p2']));
    draft.directors = ['c2'];
    stored(draft, STEP.general);
    renderOnboarding(<BusinessRegistrationPage />, method, '/register/business');
    await user.type(screen.getByLabelText('Password'), 'Company-pass-7');
    await user.click(within(steps()).getByRole('button', { name: /^Review and send/ }));
    await screen.findByText('Check done.');
    await user.click(screen.getByRole('button', { name: 'Send the registration' }));

    expect(await screen.findByText('Directors — Registration number — Required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Directors/ })).toBeInTheDocument();
  });

  it('a draft restored with a company director and owner / both listed as companies, nothing to fix', async () => {
    const draft = sampleDraft();
    draft.companies.push(sampleCompany('c2', ['p2']));
    draft.directors = ['c2'];
    draft.owners = ['p1', 'c2'];
    stored(draft, STEP.owners);
    renderOnboarding(<BusinessRegistrationPage />, answers(), '/register/business');
    // Awaited: the restored users' e-mail checks answer within the test.
    expect((await screen.findByText('Company c2 SIA')).closest('li')).toHaveTextContent('Company');
    expect(stepButton('Directors (complete)')).toBeInTheDocument();
    expect(stepButton('Owners (complete)')).toBeInTheDocument();
  });
});
