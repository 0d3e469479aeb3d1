import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ContractClient } from '@portal/api/contract-service';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import {
  stubAuthClient,
  stubMethodClient,
  stubSecurityClient,
  stubTokenSource,
} from '@portal/testing/clients';
import { renderWithProviders, screen } from '@portal/testing/render';
import { ContractClientProvider } from '../features/contracts/api/contract-client';
import contracts from '../locales/en';
import { ContractsApp, contractsRefusalOf } from './contracts-app';

const VERIFIED_BUSINESS = testUser({ customerType: 1, verified: true });

/** A client that fails the test if the page asks the contract service anything. */
const untouchableClient = new Proxy({} as ContractClient, {
  get: (_target, name) => () => {
    throw new Error(`the contract service was asked ${String(name)}`);
  },
});

function renderContracts(path: string, brand: PortalServices['brand']) {
  const services: PortalServices = {
    method: stubMethodClient(),
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={englishTestI18n('contracts', contracts)} defaultNS="contracts">
        <ServicesProvider services={services}>
          <ContractClientProvider client={untouchableClient}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </ContractClientProvider>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(<ContractsApp />, { wrapper: Wrapper });
}

afterEach(() => user$.next(null));

describe('contracts offered by one rule (spec 03 §2; issue 47 item 4)', () => {
  it.each([
    ['a verified business on a brand with contracts', VERIFIED_BUSINESS, BRANDS.aurora, null],
    ['a brand without contracts', VERIFIED_BUSINESS, BRANDS.solstice, 'featureOff'],
    ['a personal customer', testUser({ verified: true }), BRANDS.aurora, 'personal'],
    ['an unverified company', testUser({ customerType: 1, verified: false }), BRANDS.harbor, 'unverified'],
  ] as const)('%s / the refusal it names', (_case, user, brand, refusal) => {
    expect(contractsRefusalOf(user, brand)).toBe(refusal);
  });

  it.each([
    [
      '/revenue-split',
      testUser({ customerType: 1, verified: false }),
      BRANDS.aurora,
      contracts.notOffered.unverified,
      'Go to company details',
    ],
    [
      '/revenue-split/new',
      VERIFIED_BUSINESS,
      BRANDS.kestrel,
      contracts.notOffered.featureOff,
      'Go to the home page',
    ],
    [
      '/revenue-split/17',
      testUser({ verified: true }),
      BRANDS.aurora,
      contracts.notOffered.personal,
      'Go to the home page',
    ],
  ] as const)(
    '%s refused / a page that says why and the way on, never the form, nothing asked',
    async (path, user, brand, why, way) => {
      user$.next(user);
      renderContracts(path, brand);

      expect(
        await screen.findByRole('heading', { level: 1, name: contracts.notOffered.title }),
      ).toBeInTheDocument();
      expect(screen.getByText(why)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: way })).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
  );
});
