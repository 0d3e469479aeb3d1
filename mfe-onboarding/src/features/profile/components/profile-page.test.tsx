import { ApiError } from '@portal/api/errors';
import { user$ } from '@portal/session/session';
import { support, testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { stubSecurityClient } from '@portal/testing/clients';
import { callsOf, methodWith } from '../../../shared/testing/render-onboarding';
import {
  ADDRESS,
  EMAIL,
  PHONE,
  RIGHT_CODE,
  profileOf,
  profileServer,
  renderProfile,
  verifyAnswer,
} from '../testing/profile-server';
import { ProfilePage } from './profile-page';

// The verifier and its challenge are random; fixed here so the requests can be checked.
jest.mock('@portal/api/pkce', () => ({
  createCodeVerifier: () => 'v'.repeat(128),
  createCodeChallenge: async () => 'challenge-of-the-verifier-0123456789abcdefghijk',
}));

/** The table row whose first cell reads `text`. */
const rowOf = (text: string) => {
  const row = screen
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === text);
  if (!row) throw new Error(`no row of ${text}`);
  return row;
};
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() =>
  user$.next(testUser({ firstName: 'Pia', lastName: 'Pereira', login: 'pia.update@demo.test' })),
);
afterEach(() => user$.next(null));

describe('ProfilePage', () => {
  it('shows the name and customer number, the e-mails, the phones with their plus, the addresses and the terms', async () => {
    renderProfile(<ProfilePage />, profileServer(profileOf({ taxNumber: '123 456 789' })).method);

    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    const details = await screen.findByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('NamePia Pereira');
    expect(details).toHaveTextContent('Customer number20206');
    expect(details).toHaveTextContent('Sign-in e-mailpia.update@demo.test');
    expect(rowOf(EMAIL.emailAddress)).toHaveTextContent('PrimaryConfirmed');
    // spec 03 §5: the country code is stored without a plus and shown with one.
    expect(rowOf('+351 912345678')).toHaveTextContent('Not confirmed');
    expect(rowOf('Rua Augusta 120, 1100-053 Lisboa, Portugal')).toHaveTextContent(
      'ConfirmedWaiting for your confirmation',
    );
    expect(section('Tax number')).toHaveTextContent('Your tax number: 123 456 789');
    expect(within(section('Terms')).getByRole('link', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(section('Terms')).toHaveTextContent('Accepted on');
  });

  it('a profile that cannot be read: says so, and tries again', async () => {
    let fail = true;
    const server = profileServer(profileOf());
    const method = methodWith({
      getProfile: (request) => {
        if (fail) throw new ApiError({ kind: 'network', title: 'Error', message: 'No connection' });
        return server.method.call.getMockImplementation()!('getProfile', request);
      },
      getCountries: () => ({ dictionary: { country: [] } }),
      getUsernameChangeRequests: () => ({ requests: [] }),
    });
    renderProfile(<ProfilePage />, method);

    expect(await screen.findByText('We could not load this page')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your details' })).toBeInTheDocument();
  });

  it('adds an e-mail, confirms it with the code sent to it, makes it primary and deletes the old one', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(profileOf());
    renderProfile(<ProfilePage />, method);
    const field = await screen.findByLabelText('New e-mail address');

    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add the e-mail' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid e-mail address, like name@example.com',
    );
    expect(callsOf(method, 'addEmail')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'pia@example.org');
    await user.click(screen.getByRole('button', { name: 'Add the e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm pia@example.org' });
    expect(callsOf(method, 'addEmail')).toEqual([{ emailAddress: 'pia@example.org' }]);
    expect(callsOf(method, 'requestEmailConfirmationCode')).toEqual([{ emailId: 101 }]);
    const code = within(dialog).getByLabelText('Confirmation code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getAllByText('Enter the 6 digits of the code').length).toBeGreaterThan(0);
    await user.clear(code);
    await user.type(code, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
    await user.clear(code);
    await user.type(code, `${RIGHT_CODE}{Enter}`);
    expect(await screen.findByText('pia@example.org is confirmed.')).toBeInTheDocument();
    expect(callsOf(method, 'confirmEmailCode')).toEqual([
      { emailId: 101, confirmationCode: '999999' },
      { emailId: 101, confirmationCode: RIGHT_CODE },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Make primary pia@example.org' }));
    expect(await screen.findByText('pia@example.org is now your primary e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('pia@example.org')).toHaveTextContent('Primary'));
    await user.click(screen.getByRole('button', { name: `Delete ${EMAIL.emailAddress}` }));
    const remove = await screen.findByRole('dialog', { name: `Delete ${EMAIL.emailAddress}?` });
    expect(within(remove).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${EMAIL.emailAddress} was deleted.`)).toBeInTheDocument();
    expect(callsOf(method, 'deleteEmail')).toEqual([{ emailId: EMAIL.emailId }]);
  });

  it('adds a phone without the plus, confirms it with the SMS code, and with a new code from a verification', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(profileOf({ phones: [] }));
    const verifyPhone = jest.fn(async () => verifyAnswer());
    renderProfile(<ProfilePage />, method, stubSecurityClient({ verifyPhone }));
    const phones = await screen.findByRole('region', { name: 'Phones' });
    const countryCode = within(phones).getByLabelText('Country code');
    // The residence's code, with its plus.
    await waitFor(() => expect(countryCode).toHaveValue('+351'));

    await user.clear(countryCode);
    await user.type(countryCode, '+44');
    await user.type(within(phones).getByLabelText(/^Phone number/), '7700 900 555');
    await user.click(within(phones).getByRole('button', { name: 'Add the phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm +44 7700900555' });
    expect(callsOf(method, 'addPhone')).toEqual([{ countryCode: '44', number: '7700900555', phoneType: 2 }]);

    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText('A new code was sent.')).toBeInTheDocument();
    expect(verifyPhone).toHaveBeenCalledWith(101, {
      type: 'sms',
      codeChallenge: 'challenge-of-the-verifier-0123456789abcdefghijk',
    });
    await user.type(within(dialog).getByLabelText('Confirmation code'), RIGHT_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('+44 7700900555 is confirmed.')).toBeInTheDocument();
    expect(callsOf(method, 'confirmPhone')).toEqual([
      { phoneId: 101, verification: RIGHT_CODE, codeVerifier: 'v'.repeat(128) },
    ]);
    expect(rowOf('+44 7700900555')).toHaveTextContent('Confirmed');
  });

  it('a phone form: each problem at its field, and the server’s line at its field', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(profileOf());
    renderProfile(<ProfilePage />, method);
    const phones = await screen.findByRole('region', { name: 'Phones' });
    const countryCode = within(phones).getByLabelText('Country code');
    await waitFor(() => expect(countryCode).toHaveValue('+351'));

    await user.clear(countryCode);
    await user.type(countryCode, '+0');
    await user.click(within(phones).getByRole('button', { name: 'Add the phone' }));
    await waitFor(() => expect(countryCode).toHaveFocus());
    expect(countryCode).toHaveAccessibleDescription('Enter the country code: 1 to 4 digits, like +44');
    expect(within(phones).getByRole('alert')).toHaveTextContent(
      'Enter the country code: 1 to 4 digits, like +44, This field is required',
    );
    expect(callsOf(method, 'addPhone')).toEqual([]);

    await user.clear(countryCode);
    await user.type(countryCode, '351');
    await user.type(within(phones).getByLabelText(/^Phone number/), '000000');
    await user.click(within(phones).getByRole('button', { name: 'Add the phone' }));
    expect(await within(phones).findByRole('alert')).toHaveTextContent(
      "number: is already one of the customer's phones",
    );
    expect(within(phones).getByLabelText(/^Phone number/)).toHaveAccessibleDescription(
      expect.stringContaining("is already one of the customer's phones"),
    );
  });

  it('confirms a phone waiting for its code: a verification request sends one', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(profileOf());
    const verifyPhone = jest.fn(async () => verifyAnswer());
    renderProfile(<ProfilePage />, method, stubSecurityClient({ verifyPhone }));

    await user.click(await screen.findByRole('button', { name: 'Confirm +351 912345678' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm +351 912345678' });
    await user.type(within(dialog).getByLabelText('Confirmation code'), `${RIGHT_CODE}{Enter}`);

    expect(await screen.findByText('+351 912345678 is confirmed.')).toBeInTheDocument();
    expect(verifyPhone).toHaveBeenCalledTimes(1);
    expect(callsOf(method, 'confirmPhone')).toEqual([
      { phoneId: PHONE.phoneId, verification: RIGHT_CODE, codeVerifier: 'v'.repeat(128) },
    ]);
  });

  it('replaces a confirmed phone: the new number waits for its code, then takes its place', async () => {
    const user = userEvent.setup();
    const confirmedPhone = { ...PHONE, confirmed: true };
    const { method } = profileServer(profileOf({ phones: [confirmedPhone] }));
    renderProfile(<ProfilePage />, method);

    await user.click(await screen.findByRole('button', { name: 'Replace +351 912345678' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace +351 912345678' });
    expect(within(dialog).getByLabelText('Country code')).toHaveFocus();
    await user.type(within(dialog).getByLabelText(/^Phone number/), '933333333');
    await user.click(within(dialog).getByRole('button', { name: 'Send a code to the new number' }));
    const code = await screen.findByRole('dialog', { name: 'Confirm +351 933333333' });
    expect(callsOf(method, 'replacePhone')).toEqual([
      { phoneId: PHONE.phoneId, countryCode: '351', number: '933333333' },
    ]);
    await waitFor(() =>
      expect(rowOf('+351 933333333')).toHaveTextContent('Replaces +351 912345678 once confirmed'),
    );
    await user.type(within(code).getByLabelText('Confirmation code'), `${RIGHT_CODE}{Enter}`);

    expect(await screen.findByText('+351 933333333 is confirmed.')).toBeInTheDocument();
    expect(callsOf(method, 'confirmPhone')).toEqual([{ phoneId: 101, code: RIGHT_CODE }]);
    await waitFor(() => expect(screen.queryByText('+351 912345678')).not.toBeInTheDocument());
    expect(rowOf('+351 933333333')).toHaveTextContent('PrimaryConfirmed');
  });

  it('addresses: add (each field checked), confirm, replace after the card check, delete', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(profileOf());
    renderProfile(<ProfilePage />, method);
    const addresses = await screen.findByRole('region', { name: 'Addresses' });

    await user.click(within(addresses).getByRole('button', { name: 'Add an address' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const street = within(dialog).getByLabelText('Street and number');
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveAccessibleDescription('This field is required');
    await user.type(street, '1 Market Street');
    await user.type(within(dialog).getByLabelText('City'), 'San Francisco');
    await user.type(within(dialog).getByLabelText('Postal code'), '94105');
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'US');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    const state = await within(dialog).findByLabelText('State or province');
    await waitFor(() => expect(state).toHaveFocus());
    await user.selectOptions(state, 'CA');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('The address was added.')).toBeInTheDocument();
    expect(callsOf(method, 'createAddress')).toEqual([
      {
        address1: '1 Market Street',
        city: 'San Francisco',
        postalCode: '94105',
        countryCode: 'US',
        stateCode: 'CA',
        kind: 1,
      },
    ]);

    const lisbon = 'Rua Augusta 120, 1100-053 Lisboa, Portugal';
    await user.click(within(addresses).getByRole('button', { name: `Confirm ${lisbon}` }));
    expect(await screen.findByText('Thank you: the address is confirmed.')).toBeInTheDocument();
    expect(callsOf(method, 'confirmAddress')).toEqual([{ addressId: ADDRESS.addressId }]);

    await user.click(within(addresses).getByRole('button', { name: `Replace ${lisbon}` }));
    dialog = await screen.findByRole('dialog', { name: 'Replace the address' });
    await user.clear(within(dialog).getByLabelText('Street and number'));
    await user.type(within(dialog).getByLabelText('Street and number'), 'Rua do Ouro 5');
    await user.click(within(dialog).getByRole('button', { name: 'Replace the address' }));
    expect(
      await within(dialog).findByText('1 card still being made for the old address will be canceled.'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'replaceAddress')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Replace it anyway' }));
    expect(await screen.findByText('The address was replaced.')).toBeInTheDocument();
    expect(callsOf(method, 'checkAddressReplacement')).toEqual([{ countryCode: 'PT', oldAddressId: 21 }]);
    expect(callsOf(method, 'replaceAddress')).toEqual([
      {
        oldAddressId: 21,
        address1: 'Rua do Ouro 5',
        city: 'Lisboa',
        postalCode: '1100-053',
        countryCode: 'PT',
        kind: 1,
      },
    ]);

    const moved = 'Rua do Ouro 5, 1100-053 Lisboa, Portugal';
    await user.click(await within(addresses).findByRole('button', { name: `Delete ${moved}` }));
    const remove = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(remove).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The address was deleted.')).toBeInTheDocument();
    expect(callsOf(method, 'deleteAddress')).toEqual([{ addressId: 21 }]);
    // The only address left cannot be deleted.
    await waitFor(() =>
      expect(within(addresses).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument(),
    );
  });

  it('asks to sign in with another e-mail: the server’s refusal at the field, then the request in the history', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(profileOf());
    renderProfile(<ProfilePage />, method);
    const username = await screen.findByRole('region', { name: 'Sign-in e-mail' });
    expect(username).toHaveTextContent('You sign in with pia.update@demo.test.');
    expect(await within(username).findByText('No request yet.')).toBeInTheDocument();
    const field = within(username).getByLabelText(/^New sign-in e-mail/);

    await user.type(field, 'pia.update@demo.test');
    await user.click(within(username).getByRole('button', { name: 'Request the change' }));
    expect(await within(username).findByRole('alert')).toHaveTextContent('is already your sign-in e-mail');
    await waitFor(() => expect(field).toHaveFocus());

    await user.clear(field);
    await user.type(field, 'pia.new@example.org');
    await user.click(within(username).getByRole('button', { name: 'Request the change' }));
    expect(
      await screen.findByText('Your request to sign in with pia.new@example.org was sent.'),
    ).toBeInTheDocument();
    const history = await within(username).findByRole('table', { name: 'Your requests' });
    expect(within(history).getByText('pia.new@example.org').closest('tr')).toHaveTextContent(
      'Waiting for a decision',
    );
  });

  it('saves the tax number, checked first', async () => {
    const user = userEvent.setup();
    const { method } = profileServer(profileOf());
    renderProfile(<ProfilePage />, method);
    const tax = await screen.findByRole('region', { name: 'Tax number' });
    expect(tax).toHaveTextContent('You have not given a tax number yet.');

    await user.type(within(tax).getByLabelText('Tax number'), '!!');
    await user.click(within(tax).getByRole('button', { name: 'Save the tax number' }));
    expect(await within(tax).findByRole('alert')).toHaveTextContent('Enter 3 to 30 letters');
    await user.clear(within(tax).getByLabelText('Tax number'));
    await user.type(within(tax).getByLabelText('Tax number'), '123 456 789');
    await user.click(within(tax).getByRole('button', { name: 'Save the tax number' }));

    expect(await screen.findByText('The tax number was saved.')).toBeInTheDocument();
    expect(callsOf(method, 'updateTaxNumber')).toEqual([{ taxId: '123 456 789' }]);
    expect(
      await within(screen.getByRole('region', { name: 'Tax number' })).findByText(
        'Your tax number: 123 456 789',
      ),
    ).toBeInTheDocument();
  });

  it('support acting for the customer: reads only, and not the user’s own sign-in e-mail', async () => {
    user$.next(support);
    renderProfile(<ProfilePage />, profileServer(profileOf()).method);

    await screen.findByRole('region', { name: 'Your details' });
    expect(screen.queryByLabelText('New e-mail address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add an address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sign-in e-mail' })).not.toBeInTheDocument();
  });
});
