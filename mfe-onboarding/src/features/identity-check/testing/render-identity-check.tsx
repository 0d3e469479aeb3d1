import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { IdentityWorkflowRun } from '@portal/api/catalogue';
import { BRANDS } from '@portal/brands/brands';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { stubAuthClient, stubSecurityClient, stubTokenSource } from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import { createTestI18n } from '../../../shared/testing/render-onboarding';

export const RUN_ID = '6f1c2a52-8a3e-4d8e-9d55-0c7f8f3b9a10';
export const RUN_TOKEN = 'tOkEn_tOkEn_tOkEn_tOkEn_tOkEn_tOkEn_tOkEn0';
export const PROVIDER_URL = `http://localhost:4000/sandbox/identity-provider/${RUN_ID}?token=${RUN_TOKEN}`;

/** A run as the sandbox answers it, with the token (customer name and provider page). */
export const run = (changes: Partial<IdentityWorkflowRun> = {}): IdentityWorkflowRun => ({
  workflowRunId: RUN_ID,
  status: 'created',
  channel: 'camera',
  failureReason: '',
  createdAt: '2026-11-28T12:00:00.000Z',
  updatedAt: '2026-11-28T12:00:00.000Z',
  customerName: 'Ivy I.',
  url: PROVIDER_URL,
  ...changes,
});

/** Renders with the onboarding texts, the method client and a security client whose calls are the test's mocks. */
export function renderIdentityCheck(
  ui: ReactElement,
  {
    method,
    security = stubSecurityClient(),
    path = '/',
  }: {
    method: PortalServices['method'];
    security?: ReturnType<typeof stubSecurityClient>;
    path?: string;
  },
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
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return { security, ...renderWithProviders(ui, { wrapper: Wrapper }) };
}
