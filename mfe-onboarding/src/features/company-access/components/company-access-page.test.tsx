import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { CompanyUser } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { englishTestI18n } from '@portal/i18n/testing';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import company from '../../../locales/company/en';
import onboarding from '../../../locales/en';
import {
  callsOf,
  methodWith,
  renderOnboarding,
  type Answers,
} from '../../../shared/testing/render-onboarding';
import { CompanyAccessPage } from './company-access-page';

/** The page with this feature's texts (the area's index gets them when the page joins the route table). */
const i18n = englishTestI18n('onboarding', { ...onboarding, company });
const renderPage = (ui: ReactElement, method: ReturnType<typeof methodWith>) =>
  renderOnboarding(
    <I18nextProvider i18n={i18n} defaultNS="onboarding">
      {ui}
    </I18nextProvider>,
    method,
    '/company-access',
  );

const OWNER: CompanyUser = {
  userId: 100,
  email: 'bianca@bianca-studio.example',
  firstName: 'Bianca',
  lastName: 'Rossi',
  accessRights: 2,
  status: 'active',
  isOwner: true,
};
const MARTA: CompanyUser = {
  userId: 101,
  email: 'marta@bianca-studio.example',
  firstName: 'Marta',
  lastName: 'Verdi',
  accessRights: 1,
  status: 'active',
  isOwner: false,
};
const PAOLO: CompanyUser = {
  userId: 102,
  email: 'paolo@bianca-studio.example',
  firstName: 'Paolo',
  lastName: 'Neri',
  accessRights: 3,
  status: 'pendingActivation',
  isOwner: false,
};

/** The server lists every right, 5 too; the page must never offer it. */
const ALL_RIGHTS = [
  { id: 0, name: 'No access' },
  { id: 1, name: 'Read' },
  { id: 2, name: 'Full access' },
  { id: 3, name: 'Initiate' },
  { id: 4, name: 'Confirmed' },
  { id: 5, name: 'Uploading' },
];

function accessServer(changes: Answers = {}) {
  let users = [OWNER, MARTA, PAOLO];
  return methodWith({
    getCompanyUsers: () => ({ users }),
    getAccessRights: () => ({ accessRights: ALL_RIGHTS }),
    getPotentialUsers: () => ({
      potentialUsers: [{ representativeId: 7, name: 'Luca Verdi', email: 'luca@bianca-studio.example' }],
    }),
    changeCompanyUserRight: ({ userId, accessRights }) => {
      users = users.map((user) =>
        user.userId === userId ? { ...user, accessRights: Number(accessRights) } : user,
      );
      return {};
    },
    removeCompanyUser: ({ userId }) => {
      users = users.filter((user) => user.userId !== userId);
      return {};
    },
    addCompanyUser: () => ({ userId: 200, invited: true }),
    ...changes,
  });
}

/** The table's row of a user: the one whose e-mail cell is theirs. */
const rowOf = (email: string) => {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[1]?.textContent === email);
  if (!row) throw new Error(`no row of ${email}`);
  return row;
};

beforeEach(() => user$.next(testUser({ customerType: 1, accessRight: 2 })));
afterEach(() => user$.next(null));

describe('CompanyAccessPage', () => {
  it('lists the users with their rights; pending users are marked "Invitation sent"', async () => {
    renderPage(<CompanyAccessPage />, accessServer());

    expect(screen.getByRole('heading', { level: 1, name: 'Company users' })).toBeInTheDocument();
    await waitFor(() => rowOf(OWNER.email));
    expect(rowOf(OWNER.email)).toHaveTextContent('Owner');
    expect(rowOf(OWNER.email)).toHaveTextContent('Full access (the owner’s right cannot be changed)');
    expect(rowOf(PAOLO.email)).toHaveTextContent('Invitation sent');
    expect(rowOf(MARTA.email)).toHaveTextContent('Active');
    expect(await screen.findByRole('combobox', { name: 'Access right of Marta Verdi' })).toHaveValue('1');
  });

  it('never offers right 5, in the table, to a potential user or for a new user', async () => {
    const user = userEvent.setup();
    renderPage(<CompanyAccessPage />, accessServer());

    const select = await screen.findByRole('combobox', { name: 'Access right of Marta Verdi' });
    const offered = (element: HTMLElement) =>
      within(element)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value)
        .filter(Boolean);
    expect(offered(select)).toEqual(['0', '1', '2', '3', '4']);
    expect(within(select).queryByRole('option', { name: 'Uploading' })).not.toBeInTheDocument();
    expect(offered(screen.getByRole('combobox', { name: 'Access right' }))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);

    await user.click(screen.getByRole('button', { name: 'Give access Luca Verdi' }));
    const dialog = screen.getByRole('dialog', { name: 'Give access to Luca Verdi' });
    expect(offered(within(dialog).getByRole('combobox', { name: 'Access right' }))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('a user with right 5 shows it as their current right, not as a choice', async () => {
    const authorised = { ...MARTA, accessRights: 5 };
    renderPage(
      <CompanyAccessPage />,
      accessServer({ getCompanyUsers: () => ({ users: [OWNER, authorised] }) }),
    );

    const select = await screen.findByRole('combobox', { name: 'Access right of Marta Verdi' });
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Uploading (current right)' })).toHaveValue('');
    expect(within(select).queryByRole('option', { name: 'Uploading' })).not.toBeInTheDocument();
  });

  it('changes a right at once, by the user’s id, and says so', async () => {
    const user = userEvent.setup();
    const method = accessServer();
    renderPage(<CompanyAccessPage />, method);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Access right of Paolo Neri' }),
      '4',
    );

    expect(await screen.findByText('Paolo Neri now has the right “Confirmed”.')).toBeInTheDocument();
    expect(callsOf(method, 'changeCompanyUserRight')).toEqual([{ userId: 102, accessRights: 4 }]);
    expect(screen.getByRole('combobox', { name: 'Access right of Paolo Neri' })).toHaveValue('4');
  });

  it('a refused change says why and keeps the right the server holds', async () => {
    const user = userEvent.setup();
    const method = accessServer({
      changeCompanyUserRight: () => {
        throw new ApiError({
          kind: 'response',
          title: 'Error',
          message: 'Invalid parameters',
          validationErrors: ['accessRights: at least one user must keep full access (2)'],
        });
      },
    });
    renderPage(<CompanyAccessPage />, method);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Access right of Marta Verdi' }),
      '0',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The right of Marta Verdi was not changed: accessRights: at least one user must keep full access (2)',
    );
    expect(screen.getByRole('combobox', { name: 'Access right of Marta Verdi' })).toHaveValue('1');
  });

  it('refuses to remove the owner: no remove action is offered for them', async () => {
    renderPage(<CompanyAccessPage />, accessServer());

    await waitFor(() => rowOf(OWNER.email));
    expect(within(rowOf(OWNER.email)).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rowOf(OWNER.email)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(rowOf(MARTA.email)).getByRole('button', { name: 'Remove Marta Verdi' }),
    ).toBeInTheDocument();
  });

  it('removes a user only after the user confirms', async () => {
    const user = userEvent.setup();
    const method = accessServer();
    renderPage(<CompanyAccessPage />, method);

    await waitFor(() => rowOf(MARTA.email));
    await user.click(within(rowOf(MARTA.email)).getByRole('button', { name: 'Remove Marta Verdi' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Marta Verdi?' });
    expect(callsOf(method, 'removeCompanyUser')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Marta Verdi was removed.')).toBeInTheDocument();
    expect(callsOf(method, 'removeCompanyUser')).toEqual([{ userId: 101 }]);
    await waitFor(() => expect(() => rowOf(MARTA.email)).toThrow());
  });

  it('gives a potential user access with the chosen right', async () => {
    const user = userEvent.setup();
    const method = accessServer();
    renderPage(<CompanyAccessPage />, method);

    await user.click(await screen.findByRole('button', { name: 'Give access Luca Verdi' }));
    const dialog = screen.getByRole('dialog', { name: 'Give access to Luca Verdi' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Access right' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Give access' }));

    expect(
      await screen.findByText(
        'Luca Verdi was added, and an invitation was sent to luca@bianca-studio.example.',
      ),
    ).toBeInTheDocument();
    expect(callsOf(method, 'addCompanyUser')).toEqual([
      { kind: 'representative', representativeId: 7, accessRights: 3 },
    ]);
  });

  it('adds a user by e-mail, first and last name and right, after checking the form', async () => {
    const user = userEvent.setup();
    const method = accessServer();
    renderPage(<CompanyAccessPage />, method);
    const form = (await screen.findByRole('button', { name: 'Add the user' })).closest('form')!;

    await user.click(within(form).getByRole('button', { name: 'Add the user' }));
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveFocus());
    expect(within(form).getByRole('alert')).toHaveTextContent('Access right: Choose an access right');
    expect(callsOf(method, 'addCompanyUser')).toEqual([]);

    await user.type(within(form).getByLabelText('E-mail'), 'giulia@bianca-studio.example');
    await user.type(within(form).getByLabelText('First name'), 'Giulia');
    await user.type(within(form).getByLabelText('Last name'), 'Bianchi');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Access right' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Add the user' }));

    expect(
      await screen.findByText(
        'Giulia Bianchi was added, and an invitation was sent to giulia@bianca-studio.example.',
      ),
    ).toBeInTheDocument();
    expect(callsOf(method, 'addCompanyUser')).toEqual([
      {
        kind: 'personal',
        email: 'giulia@bianca-studio.example',
        firstName: 'Giulia',
        lastName: 'Bianchi',
        accessRights: 1,
      },
    ]);
  });

  it('a user who may only read sees the rights as text, and nothing to change', async () => {
    user$.next(testUser({ customerType: 1, accessRight: 1 }));
    const method = accessServer();
    renderPage(<CompanyAccessPage />, method);

    await waitFor(() => rowOf(MARTA.email));
    expect(rowOf(MARTA.email)).toHaveTextContent('Read');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(callsOf(method, 'getPotentialUsers')).toEqual([]);
  });
});
