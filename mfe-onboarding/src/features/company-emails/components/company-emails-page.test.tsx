import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { CompanyEmail } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { englishTestI18n } from '@portal/i18n/testing';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import company from '../../../locales/company/en';
import onboarding from '../../../locales/en';
import { callsOf, methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import { CompanyEmailsPage } from './company-emails-page';

/** The page with this feature's texts (the area's index gets them when the page joins the route table). */
const i18n = englishTestI18n('onboarding', { ...onboarding, company });
const renderPage = (ui: ReactElement, method: ReturnType<typeof methodWith>) =>
  renderOnboarding(
    <I18nextProvider i18n={i18n} defaultNS="onboarding">
      {ui}
    </I18nextProvider>,
    method,
    '/company-emails',
  );

const PRIMARY: CompanyEmail = {
  emailId: 1,
  emailAddress: 'pay@bianca-studio.example',
  status: 'Primary',
  confirmed: true,
};
const CONFIRMED: CompanyEmail = {
  emailId: 2,
  emailAddress: 'billing@bianca-studio.example',
  status: 'Secondary',
  confirmed: true,
};
const UNCONFIRMED: CompanyEmail = {
  emailId: 3,
  emailAddress: 'new@bianca-studio.example',
  status: 'Secondary',
  confirmed: false,
};

/** A sandbox of the company's e-mails, answering as the server would. */
function emailServer(initial: CompanyEmail[]) {
  let emails = [...initial];
  const method = methodWith({
    getEmails: () => ({ emails }),
    addEmail: ({ emailAddress }) => {
      const added: CompanyEmail = {
        emailId: 10,
        emailAddress: String(emailAddress),
        status: 'Secondary',
        confirmed: false,
      };
      emails = [...emails, added];
      return added;
    },
    requestEmailConfirmationCode: () => ({}),
    confirmEmailCode: ({ emailId, confirmationCode }) => {
      if (confirmationCode !== '123456')
        throw new ApiError({ kind: 'response', title: 'Error', message: 'The code is not valid.' });
      emails = emails.map((email) => (email.emailId === emailId ? { ...email, confirmed: true } : email));
      return emails.find((email) => email.emailId === emailId);
    },
    setPrimaryEmail: ({ emailId }) => {
      emails = emails.map((email) => ({
        ...email,
        status: email.emailId === emailId ? 'Primary' : 'Secondary',
      }));
      return {};
    },
    deleteEmail: ({ emailId }) => {
      emails = emails.filter((email) => email.emailId !== emailId);
      return {};
    },
  });
  return method;
}

/** The table's row of an e-mail: the one whose first cell is the address. */
const rowOf = (address: string) => {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === address);
  if (!row) throw new Error(`no row of ${address}`);
  return row;
};

beforeEach(() => user$.next(testUser({ customerType: 1, accessRight: 2 })));
afterEach(() => user$.next(null));

describe('CompanyEmailsPage', () => {
  it('lists the e-mails as primary or secondary, confirmed or not', async () => {
    renderPage(<CompanyEmailsPage />, emailServer([PRIMARY, UNCONFIRMED]));

    expect(screen.getByRole('heading', { level: 1, name: 'Payment e-mails' })).toBeInTheDocument();
    await waitFor(() => rowOf(PRIMARY.emailAddress));
    expect(rowOf(PRIMARY.emailAddress)).toHaveTextContent('Primary');
    expect(rowOf(PRIMARY.emailAddress)).toHaveTextContent('Confirmed');
    expect(rowOf(UNCONFIRMED.emailAddress)).toHaveTextContent('Secondary');
    expect(rowOf(UNCONFIRMED.emailAddress)).toHaveTextContent('Not confirmed');
    // The primary e-mail is never deleted.
    expect(
      within(rowOf(PRIMARY.emailAddress)).queryByRole('button', { name: /Delete/ }),
    ).not.toBeInTheDocument();
  });

  it('adds an e-mail after checking it, then confirms it with the 6-digit code', async () => {
    const user = userEvent.setup();
    const method = emailServer([PRIMARY]);
    renderPage(<CompanyEmailsPage />, method);
    await waitFor(() => rowOf(PRIMARY.emailAddress));

    const field = screen.getByLabelText('E-mail address');
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add the e-mail' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid e-mail address, like name@example.com',
    );
    expect(callsOf(method, 'addEmail')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'sales@bianca-studio.example');
    await user.click(screen.getByRole('button', { name: 'Add the e-mail' }));
    expect(
      await screen.findByText('sales@bianca-studio.example was added. Send it a code to confirm it.'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'addEmail')).toEqual([{ emailAddress: 'sales@bianca-studio.example' }]);

    const row = await waitFor(() => rowOf('sales@bianca-studio.example'));
    await user.click(within(row).getByRole('button', { name: 'Send a code sales@bianca-studio.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm sales@bianca-studio.example' });
    const code = within(dialog).getByLabelText('Confirmation code');
    await user.type(code, '12a3');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getAllByText('Enter the 6 digits of the code').length).toBeGreaterThan(0);
    expect(callsOf(method, 'confirmEmailCode')).toEqual([]);

    await user.type(code, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code is not valid.');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('sales@bianca-studio.example is confirmed.')).toBeInTheDocument();
    expect(callsOf(method, 'requestEmailConfirmationCode')).toEqual([{ emailId: 10 }]);
    expect(callsOf(method, 'confirmEmailCode')).toEqual([
      { emailId: 10, confirmationCode: '123999' },
      { emailId: 10, confirmationCode: '123456' },
    ]);
    expect(rowOf('sales@bianca-studio.example')).toHaveTextContent('Confirmed');
  });

  it('offers to make an e-mail primary only when it is confirmed', async () => {
    const user = userEvent.setup();
    const method = emailServer([PRIMARY, CONFIRMED, UNCONFIRMED]);
    renderPage(<CompanyEmailsPage />, method);
    await waitFor(() => rowOf(PRIMARY.emailAddress));

    expect(
      within(rowOf(UNCONFIRMED.emailAddress)).queryByRole('button', { name: /Make primary/ }),
    ).not.toBeInTheDocument();
    expect(
      within(rowOf(PRIMARY.emailAddress)).queryByRole('button', { name: /Make primary/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(rowOf(CONFIRMED.emailAddress)).getByRole('button', {
        name: `Make primary ${CONFIRMED.emailAddress}`,
      }),
    );

    expect(
      await screen.findByText(`${CONFIRMED.emailAddress} is now the primary e-mail.`),
    ).toBeInTheDocument();
    expect(callsOf(method, 'setPrimaryEmail')).toEqual([{ emailId: 2 }]);
    await waitFor(() => expect(rowOf(CONFIRMED.emailAddress)).toHaveTextContent('Primary'));
    expect(rowOf(PRIMARY.emailAddress)).toHaveTextContent('Secondary');
  });

  it('deletes a secondary e-mail only after the user confirms', async () => {
    const user = userEvent.setup();
    const method = emailServer([PRIMARY, CONFIRMED]);
    renderPage(<CompanyEmailsPage />, method);
    await waitFor(() => rowOf(CONFIRMED.emailAddress));

    await user.click(
      within(rowOf(CONFIRMED.emailAddress)).getByRole('button', { name: `Delete ${CONFIRMED.emailAddress}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Delete ${CONFIRMED.emailAddress}?` });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(callsOf(method, 'deleteEmail')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`${CONFIRMED.emailAddress} was deleted.`)).toBeInTheDocument();
    expect(callsOf(method, 'deleteEmail')).toEqual([{ emailId: 2 }]);
    await waitFor(() => expect(() => rowOf(CONFIRMED.emailAddress)).toThrow());
  });

  it('a user who may only read sees the list without actions or the add form', async () => {
    user$.next(testUser({ customerType: 1, accessRight: 1 }));
    renderPage(<CompanyEmailsPage />, emailServer([PRIMARY, UNCONFIRMED]));

    await waitFor(() => rowOf(UNCONFIRMED.emailAddress));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail address')).not.toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    renderPage(<CompanyEmailsPage />, emailServer([]));

    expect(await screen.findByText('The company has no payment e-mails yet.')).toBeInTheDocument();
  });
});
