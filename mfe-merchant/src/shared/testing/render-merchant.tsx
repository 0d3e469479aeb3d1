import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { reportError, type CallOptions } from '@portal/api/client';
import type { MethodName } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import {
  methodWith as answeringWith,
  stubAuthClient,
  stubSecurityClient,
  stubTokenSource,
  type MethodAnswers,
} from '@portal/testing/clients';
import { renderWithProviders } from '@portal/testing/render';
import merchant from '../../locales/en';

export { callsOf, type MethodAnswers } from '@portal/testing/clients';

/**
 * A method client answering from `answers` that, like the real one, publishes a refusal for the shell's response popup
 * unless the call says `popup: false` (the area's changes leave the popup to the client, spec 03 §8).
 */
export function methodWith(answers: MethodAnswers) {
  const method = answeringWith(answers);
  const answer = method.call.getMockImplementation() as (
    name: MethodName,
    request: unknown,
  ) => Promise<unknown>;
  method.call.mockImplementation(async (name: MethodName, request: unknown, options: CallOptions = {}) => {
    try {
      return await answer(name, request);
    } catch (error) {
      if (options.popup !== false && error instanceof ApiError) reportError(error);
      throw error;
    }
  });
  return method;
}

/** The shell's services as a page of this remote gets them, around `method`. */
export function merchantServices(method: PortalServices['method']): PortalServices {
  return {
    method,
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
}

/** Renders a page of this remote with the English texts, the area's query cache, the method client and a brand. */
export function renderMerchant(ui: ReactElement, method: PortalServices['method'], path = '/') {
  const services = merchantServices(method);
  const i18n = englishTestI18n('merchant', merchant);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="merchant">
        <ServicesProvider services={services}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(ui, { wrapper: Wrapper });
}
