import { ApiError } from '@portal/api/errors';
import { BRANDS } from '@portal/brands/brands';
import { areaQueryClient } from '@portal/remote/query';
import { screen, userEvent, waitFor } from '@portal/testing/render';
import { callsOf, methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import { personalFormProblems, personalRequest, EMPTY_PERSONAL_FORM } from '../api/registration';
import { PersonalRegistrationPage } from './personal-registration-page';
import { RegisterChoicePage } from './register-choice-page';

afterEach(() => areaQueryClient.clear());

const COUNTRIES = {
  dictionary: {
    country: [
      { code: 'LT', name: 'Lithuania', phoneCode: '370' },
      { code: 'ES', name: 'Spain', phoneCode: '34' },
    ],
  },
};

const answers = (overrides: Record<string, (request: Record<string, unknown>) => unknown> = {}) =>
  methodWith({
    getCountries: () => COUNTRIES,
    checkEmail: () => ({ exist: false, outBlacklist: false, isEmployee: false }),
    checkPhone: () => ({ status: 0 }),
    createPersonalAccount: () => ({}),
    ...overrides,
  });

/** Fills the whole form as a customer would, by label. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, email = 'olha@example.test') {
  await user.type(screen.getByLabelText('First name'), 'Ольга');
  await user.type(screen.getByLabelText('Last name'), 'Коваль');
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), 'Secret-pass-9');
  await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await user.selectOptions(await screen.findByLabelText('Country of residence'), 'LT');
  await user.type(screen.getByLabelText('Phone number'), '612 345 67');
  await user.selectOptions(screen.getByLabelText('What describes you best'), 'freelancers');
  await user.click(screen.getByRole('checkbox'));
}

describe('register (choice)', () => {
  it('offers a personal and a business account, and the sign-in', () => {
    renderOnboarding(<RegisterChoicePage />, answers(), '/register');

    expect(screen.getByRole('heading', { level: 1, name: 'Open an account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a personal account' })).toHaveAttribute(
      'href',
      '/register/personal',
    );
    expect(screen.getByRole('link', { name: 'Open a business account' })).toHaveAttribute(
      'href',
      '/register/business',
    );
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/login');
  });

  it('a brand with registration off opens nothing: it says so and offers the sign-in (spec 01 §1)', () => {
    expect(BRANDS.tessera.allowRegistration).toBe(false);
    renderOnboarding(<RegisterChoicePage />, answers(), '/register', BRANDS.tessera);

    expect(screen.getByRole('heading', { level: 1, name: 'Registration is not open' })).toBeInTheDocument();
    expect(screen.getByText(/Tessera does not open new accounts online/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open a/ })).not.toBeInTheDocument();
  });
});

describe('register/personal', () => {
  it('sends the customer’s details (the phone code’s plus stripped) and says where the link went', async () => {
    const user = userEvent.setup();
    const method = answers();
    renderOnboarding(<PersonalRegistrationPage />, method, '/register/personal');

    await fillForm(user);
    // The residence country filled the phone code.
    expect(screen.getByLabelText('Phone code')).toHaveValue('+370');
    expect(await screen.findByText('This e-mail is free.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    // The message takes the focus, so a screen reader reads where the link went.
    await waitFor(() =>
      expect(
        screen.getByText(/We sent a link to olha@example.test/).closest('[tabindex="-1"]'),
      ).toHaveFocus(),
    );
    expect(callsOf(method, 'createPersonalAccount')).toEqual([
      {
        firstName: 'Ольга',
        lastName: 'Коваль',
        email: 'olha@example.test',
        password: 'Secret-pass-9',
        birthDay: '1990-05-17',
        residenceCountryCode: 'LT',
        phoneCountryCode: '370',
        phone: '61234567',
        category: 'freelancers',
        acceptTerms: true,
      },
    ]);
    expect(callsOf(method, 'checkPhone')).toContainEqual({ phoneCountryCode: '370', phone: '61234567' });
  });

  it('an empty form: every field says what it needs, the first one takes the focus, nothing is sent', async () => {
    const user = userEvent.setup();
    const method = answers();
    renderOnboarding(<PersonalRegistrationPage />, method, '/register/personal');

    await user.click(screen.getByRole('button', { name: 'Open the account' }));

    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(screen.getAllByText('Fill this in').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Accept the terms to open the account')).toBeInTheDocument();
    expect(callsOf(method, 'createPersonalAccount')).toEqual([]);
  });

  it('an e-mail that has an account is told at once, and the form is not sent', async () => {
    const user = userEvent.setup();
    const method = answers({ checkEmail: () => ({ exist: true, outBlacklist: false, isEmployee: false }) });
    renderOnboarding(<PersonalRegistrationPage />, method, '/register/personal');

    await fillForm(user, 'anna.simple@demo.test');
    expect(
      await screen.findByText('This e-mail already has an account. Sign in or reset the password.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open the account' }));

    expect(callsOf(method, 'createPersonalAccount')).toEqual([]);
  });

  it('the server’s refusal of a taken phone lands on the phone field; other lines are shown together', async () => {
    const user = userEvent.setup();
    const method = answers({
      createPersonalAccount: () => {
        throw new ApiError({
          kind: 'response',
          code: 'TA1',
          title: 'Invalid parameters',
          message: 'Invalid parameters',
          validationErrors: [
            'phone: is already registered to another customer',
            'category: must be one of x',
          ],
        });
      },
    });
    renderOnboarding(<PersonalRegistrationPage />, method, '/register/personal');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Open the account' }));

    expect(await screen.findByText('This phone number already has an account')).toBeInTheDocument();
    expect(screen.getByText('category: must be one of x')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your e-mail' })).not.toBeInTheDocument();
  });
});

describe('personal form rules', () => {
  const today = new Date('2026-11-28T12:00:00Z');
  const valid = {
    ...EMPTY_PERSONAL_FORM,
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.test',
    password: 'Secret-pass-9',
    birthDay: '2008-11-28',
    residenceCountryCode: 'LT',
    phoneCountryCode: '+370',
    phone: '61234567',
    category: 'others',
    acceptTerms: true,
  };

  it('an adult from the 18th birthday; a day short is refused; a date that does not exist is wrong', () => {
    expect(personalFormProblems(valid, today)).toEqual({});
    expect(personalFormProblems({ ...valid, birthDay: '2008-11-29' }, today).birthDay).toEqual({
      key: 'adult',
    });
    expect(personalFormProblems({ ...valid, birthDay: '1990-02-30' }, today).birthDay).toEqual({
      key: 'birthDay',
    });
    expect(personalFormProblems({ ...valid, birthDay: '2008-11-30' }, today).birthDay?.key).toBe('adult');
  });

  it('passwords and phones as the sandbox checks them', () => {
    expect(personalFormProblems({ ...valid, password: 'short1' }, today).password?.key).toBe('passwordShort');
    expect(personalFormProblems({ ...valid, password: 'no-digits-at-all' }, today).password?.key).toBe(
      'passwordMix',
    );
    expect(personalFormProblems({ ...valid, phone: '12' }, today).phone?.key).toBe('phone');
    expect(personalFormProblems({ ...valid, phoneCountryCode: '0' }, today).phoneCountryCode?.key).toBe(
      'phoneCode',
    );
    expect(personalRequest({ ...valid, phoneCountryCode: '+44', phone: '(7700) 900-456' })).toMatchObject({
      phoneCountryCode: '44',
      phone: '7700900456',
    });
  });
});
