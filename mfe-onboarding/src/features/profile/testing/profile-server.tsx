import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type {
  ProfileAddress,
  ProfileEmail,
  ProfilePhone,
  ProfileResponse,
  UsernameChange,
} from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { BRANDS } from '@portal/brands/brands';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { methodWith, stubAuthClient, stubSecurityClient, stubTokenSource } from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../shared/testing/render-onboarding';

/** The code the stub server takes; any other is refused as the sandbox refuses a wrong one (VF). */
export const RIGHT_CODE = '123456';

const wrongCode = () =>
  new ApiError({ kind: 'response', title: 'Error', message: 'The code is wrong or has expired.' });
/** A TA1 refusal with its `field: reason` lines, as the method client rejects it. */
export const refusal = (lines: string[]) =>
  new ApiError({
    kind: 'response',
    title: 'Invalid parameters',
    message: 'Invalid parameters',
    validationErrors: lines,
  });

export const EMAIL: ProfileEmail = {
  emailId: 1,
  emailAddress: 'pia.update@demo.test',
  status: 'Primary',
  confirmed: true,
};
export const PHONE: ProfilePhone = {
  phoneId: 11,
  countryCode: '351',
  number: '912345678',
  phoneType: 2,
  status: 'Primary',
  confirmed: false,
};
export const ADDRESS: ProfileAddress = {
  addressId: 21,
  address1: 'Rua Augusta 120',
  address2: '',
  city: 'Lisboa',
  postalCode: '1100-053',
  countryCode: 'PT',
  stateCode: '',
  stateName: '',
  kind: 1,
  addressStatus: 1,
  confirmed: false,
  isDocumentOutOfDate: false,
  isCardDocumentRequired: false,
  isDocumentRequired: false,
};

export function profileOf(changes: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    customerId: 20206,
    customerType: 0,
    firstName: 'Pia',
    lastName: 'Pereira',
    login: 'pia.update@demo.test',
    residenceCountryCode: 'PT',
    taxNumber: '',
    emails: [EMAIL],
    phones: [PHONE],
    addresses: [ADDRESS],
    terms: [
      {
        id: 1,
        title: 'Terms and Conditions',
        version: '2026-11',
        url: 'https://legal.demo.test/terms',
        acceptedAt: '2026-11-02T10:00:00Z',
      },
    ],
    personalInfoUpdate: { needed: false, items: [] },
    ...changes,
  };
}

/** What the profile still needs, as the sandbox computes it. */
function outstanding(profile: ProfileResponse) {
  const items: ProfileResponse['personalInfoUpdate']['items'] = [];
  if (!profile.emails.some((email) => email.status === 'Primary' && email.confirmed)) items.push('email');
  if (!profile.phones.some((phone) => phone.confirmed)) items.push('phone');
  if (profile.addresses.length === 0 || profile.addresses.some((address) => !address.confirmed))
    items.push('address');
  if (!profile.taxNumber) items.push('taxNumber');
  return items;
}

/** A sandbox of one customer's profile, answering as the server would; `state` is what it holds now. */
export function profileServer(initial: ProfileResponse, usernameChanges: UsernameChange[] = []) {
  const state = {
    profile: JSON.parse(JSON.stringify(initial)) as ProfileResponse,
    usernameChanges: [...usernameChanges],
    nextId: 100,
  };
  const answer = () => {
    const { profile } = state;
    return {
      ...profile,
      personalInfoUpdate: profile.personalInfoUpdate.needed
        ? { needed: true, items: outstanding(profile) }
        : profile.personalInfoUpdate,
    };
  };
  const phone = (phoneId: unknown) => state.profile.phones.find((item) => item.phoneId === phoneId)!;
  const setPhones = (phones: ProfilePhone[]) => (state.profile.phones = phones);
  const method = methodWith({
    getProfile: answer,
    getCountries: () => ({
      dictionary: {
        country: [
          { code: 'PT', name: 'Portugal', phoneCode: '351' },
          { code: 'GB', name: 'United Kingdom', phoneCode: '44' },
          { code: 'US', name: 'United States', phoneCode: '1' },
        ],
      },
    }),
    getStates: ({ countryCode }) => ({
      dictionary: { state: countryCode === 'US' ? [{ code: 'CA', name: 'California' }] : [] },
    }),
    addEmail: ({ emailAddress }) => {
      const added: ProfileEmail = {
        emailId: (state.nextId += 1),
        emailAddress: String(emailAddress),
        status: 'Secondary',
        confirmed: false,
      };
      state.profile.emails = [...state.profile.emails, added];
      return added;
    },
    requestEmailConfirmationCode: () => ({}),
    confirmEmailCode: ({ emailId, confirmationCode }) => {
      if (confirmationCode !== RIGHT_CODE) throw wrongCode();
      state.profile.emails = state.profile.emails.map((email) =>
        email.emailId === emailId ? { ...email, confirmed: true } : email,
      );
      return state.profile.emails.find((email) => email.emailId === emailId);
    },
    setPrimaryEmail: ({ emailId }) => {
      state.profile.emails = state.profile.emails.map((email) => ({
        ...email,
        status: email.emailId === emailId ? 'Primary' : 'Secondary',
      }));
      return {};
    },
    deleteEmail: ({ emailId }) => {
      state.profile.emails = state.profile.emails.filter((email) => email.emailId !== emailId);
      return {};
    },
    addPhone: ({ countryCode, number }) => {
      if (number === '000000') throw refusal(["number: is already one of the customer's phones"]);
      const added: ProfilePhone = {
        phoneId: (state.nextId += 1),
        countryCode: String(countryCode),
        number: String(number),
        phoneType: 2,
        status: 'Secondary',
        confirmed: false,
      };
      setPhones([...state.profile.phones, added]);
      return added;
    },
    replacePhone: ({ phoneId, countryCode, number }) => {
      const added: ProfilePhone = {
        phoneId: (state.nextId += 1),
        countryCode: String(countryCode),
        number: String(number),
        phoneType: 2,
        status: 'Secondary',
        confirmed: false,
        replacesPhoneId: Number(phoneId),
      };
      setPhones([...state.profile.phones, added]);
      return added;
    },
    confirmPhone: ({ phoneId, code, verification }) => {
      if ((code ?? verification) !== RIGHT_CODE) throw wrongCode();
      const confirmed = phone(phoneId);
      const replaced = confirmed.replacesPhoneId === undefined ? undefined : phone(confirmed.replacesPhoneId);
      const { replacesPhoneId: _, ...rest } = confirmed;
      const done: ProfilePhone = { ...rest, confirmed: true, status: replaced?.status ?? confirmed.status };
      setPhones(
        state.profile.phones
          .filter((item) => item !== replaced)
          .map((item) => (item.phoneId === phoneId ? done : item)),
      );
      return done;
    },
    createAddress: (fields) => {
      const added = {
        ...ADDRESS,
        ...fields,
        addressId: (state.nextId += 1),
        confirmed: true,
      } as ProfileAddress;
      state.profile.addresses = [...state.profile.addresses, added];
      return added;
    },
    updateAddress: (fields) => fields,
    checkAddressReplacement: () => ({
      cardAccountsToBeCanceled: [300201],
      cardAccountsToBeShippedToOldAddress: [],
    }),
    replaceAddress: ({ oldAddressId, ...fields }) => {
      state.profile.addresses = state.profile.addresses.map((address) =>
        address.addressId === oldAddressId
          ? { ...address, ...fields, addressStatus: 1, confirmed: true }
          : address,
      );
      return state.profile.addresses.find((address) => address.addressId === oldAddressId);
    },
    deleteAddress: ({ addressId }) => {
      state.profile.addresses = state.profile.addresses.filter((address) => address.addressId !== addressId);
      return {};
    },
    confirmAddress: ({ addressId }) => {
      state.profile.addresses = state.profile.addresses.map((address) =>
        address.addressId === addressId ? { ...address, confirmed: true } : address,
      );
      return state.profile.addresses.find((address) => address.addressId === addressId);
    },
    getUsernameChangeRequests: () => ({ requests: state.usernameChanges }),
    requestUsernameChange: ({ desiredUsername }) => {
      if (desiredUsername === state.profile.login)
        throw refusal(['desiredUsername: is already your sign-in e-mail']);
      const request: UsernameChange = {
        requestId: (state.nextId += 1),
        desiredUsername: String(desiredUsername),
        status: 'active',
        createdAt: '2026-11-28T12:00:00Z',
        logs: [{ date: '2026-11-28T12:00:00Z', status: 'active', message: 'Request received.' }],
      };
      state.usernameChanges = [request, ...state.usernameChanges];
      return request;
    },
    updateTaxNumber: ({ taxId }) => {
      state.profile.taxNumber = String(taxId);
      return {};
    },
    completePersonalInfoUpdate: () => {
      const left = outstanding(state.profile);
      if (state.profile.personalInfoUpdate.needed && left.length > 0)
        throw refusal(left.map((item) => `${item}: still needs updating`));
      state.profile.personalInfoUpdate = { needed: false, items: [] };
      return {};
    },
  });
  return { method, state };
}

/** A verification request's answer (`POST verification/phones/{phoneId}/verify`). */
export const verifyAnswer = () => ({ reqId: 'req-1', sentTo: '+351 •••• •••678' });

/** Renders a profile page with the onboarding texts, the stub server and a security client whose calls are mocks. */
export function renderProfile(
  ui: ReactElement,
  method: PortalServices['method'],
  security = stubSecurityClient({ verifyPhone: jest.fn(async () => verifyAnswer()) }),
) {
  const services: PortalServices = {
    method,
    auth: stubAuthClient(),
    security,
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
  const i18n = createTestI18n();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="onboarding">
        <ServicesProvider services={services}>
          <MemoryRouter initialEntries={['/profile']}>{children}</MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return { security, ...renderWithProviders(ui, { wrapper: Wrapper }) };
}
