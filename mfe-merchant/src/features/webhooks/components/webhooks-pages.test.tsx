import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ApiKey, Webhook, WebhookRequestLogItem } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import type { MerchantClient } from '@portal/api/merchant';
import { signWebhook } from '@portal/api/merchant-webhooks';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { actingCustomerId$, user$, type UserState } from '@portal/session/session';
import {
  stubAuthClient,
  stubMethodClient,
  stubSecurityClient,
  stubTokenSource,
} from '@portal/testing/clients';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { FullAccessOnly, MERCHANT_ROUTES } from '../../../app/merchant-app';
import { MerchantNav } from '../../../shared/merchant-nav';
import merchant from '../../../locales/en';
import { MerchantClientProvider } from '../api/merchant-client';
import { ApiKeyPage } from './api-key-page';
import { ApiLogPage } from './api-log-page';
import { WebhookLogPage } from './webhook-log-page';

const OK = { responseCode: '00' };
const HOOK: Webhook = {
  id: 1,
  customerId: 20821,
  name: 'Shop',
  enabled: true,
  url: 'https://shop.example/hooks',
  secretHint: 'ab12',
  createdAt: '2030-01-01T10:00:00Z',
};
const LOG_ITEM: WebhookRequestLogItem = {
  id: 41,
  webhookId: 1,
  url: HOOK.url,
  event: 'payment.received',
  eventId: 'evt_1',
  attempt: 1,
  status: 'delivered',
  requestHeaders: { 'X-Portal-Signature': 't=1,v1=00' },
  requestBody: '{"id":"evt_1"}',
  responseStatus: 200,
  responseBody: '{"received":true}',
  error: null,
  durationMs: 12,
  createdAt: '2030-01-01T10:00:00Z',
  nextAttemptAt: null,
  replayOf: null,
};
const KEY: ApiKey = {
  id: 3,
  name: 'Server',
  enabled: true,
  prefix: 'mk_ab12',
  createdAt: '2030-01-01T10:00:00Z',
  lastUsedAt: null,
};

function fakeClient(change: Partial<Record<keyof MerchantClient, jest.Mock>> = {}) {
  return {
    listWebhooks: jest.fn(async () => ({ ...OK, webhooks: [HOOK] })),
    createWebhook: jest.fn(async () => ({
      ...OK,
      webhook: { ...HOOK, id: 2, name: 'New' },
      secret: 'whsec_x1',
    })),
    updateWebhook: jest.fn(async () => ({ ...OK, webhook: HOOK })),
    deleteWebhook: jest.fn(async () => OK),
    pingWebhook: jest.fn(async () => ({ ...OK, request: LOG_ITEM })),
    webhookRequests: jest.fn(async () => ({
      ...OK,
      items: [LOG_ITEM],
      count: 21,
      current: 'c1',
      next: 'c2',
      prev: null,
    })),
    replayWebhookRequest: jest.fn(async () => ({ ...OK, request: { ...LOG_ITEM, id: 42, replayOf: 41 } })),
    listApiKeys: jest.fn(async () => ({ ...OK, apiKeys: [KEY] })),
    getApiKey: jest.fn(),
    createApiKey: jest.fn(async () => ({
      ...OK,
      apiKey: { ...KEY, id: 4, name: 'New key' },
      secret: 'mk_secret',
    })),
    updateApiKey: jest.fn(async () => ({ ...OK, apiKey: KEY })),
    deleteApiKey: jest.fn(async () => OK),
    apiRequests: jest.fn(async () => ({
      ...OK,
      requests: [
        {
          id: 9,
          apiKeyId: 3,
          method: 'POST',
          path: '/merchant-api/v1/payment-requests',
          statusCode: 403,
          ip: '203.0.113.7',
          error: 'ipNotAllowed',
          durationMs: 3,
          createdAt: '2030-01-01T10:00:00Z',
        },
      ],
    })),
    listAllowedIps: jest.fn(async () => ({ ...OK, allowedIps: [] })),
    getAllowedIp: jest.fn(),
    createAllowedIp: jest.fn(async () => ({
      ...OK,
      allowedIp: { id: 1, name: 'Office', enabled: true, ipFrom: '10.0.0.1', ipTo: '10.0.0.9' },
    })),
    updateAllowedIp: jest.fn(),
    deleteAllowedIp: jest.fn(async () => OK),
    ...change,
  };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderArea(ui: ReactElement, client: ReturnType<typeof fakeClient>, path = '/page') {
  const services: PortalServices = {
    method: stubMethodClient(),
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
  const i18n = englishTestI18n('merchant', merchant);
  function Wrapper(_props: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="merchant">
        <ServicesProvider services={services}>
          <MerchantClientProvider client={client as unknown as MerchantClient}>
            <MemoryRouter initialEntries={[path]}>
              {path.startsWith('/merchant') ? (
                ui
              ) : (
                <Routes>
                  <Route path="/page" element={ui} />
                </Routes>
              )}
              <Where />
            </MemoryRouter>
          </MerchantClientProvider>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(<></>, { wrapper: Wrapper });
}

const member = (accessRight: number) =>
  ({
    accessRight,
    isAdmin: false,
    isRepresentative: false,
    supportActing: undefined,
  }) as unknown as UserState;

beforeEach(() => {
  actingCustomerId$.next(20821);
  user$.next(member(2));
});

describe('the webhook log page (spec 03 §7 "Merchant tools", §8; issue 33)', () => {
  it('lists the webhooks and the log (20, with its count and cursor paging); a row opens to headers, body and answer', async () => {
    const client = fakeClient();
    renderArea(<WebhookLogPage />, client);
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: /Shop/ })).toBeInTheDocument();
    expect(await screen.findByText('21 requests')).toBeInTheDocument();
    expect(client.webhookRequests).toHaveBeenCalledWith({}, { popup: false });
    const row = screen.getByTestId('webhook-request');
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Show Payment received' }));
    expect(within(row).getByText('X-Portal-Signature: t=1,v1=00')).toBeInTheDocument();
    expect(within(row).getByText('{"id":"evt_1"}')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(client.webhookRequests).toHaveBeenLastCalledWith({ cursor: 'c2' }, { popup: false }),
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('creates with the URL rules of the shared module, shows the secret once, and reloads the list', async () => {
    const client = fakeClient();
    renderArea(<WebhookLogPage />, client);
    await screen.findByRole('heading', { level: 3, name: /Shop/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add a webhook' }));
    const form = screen.getByRole('form', { name: 'New webhook' });
    await userEvent.type(within(form).getByLabelText('Name'), 'New');
    await userEvent.type(within(form).getByLabelText(/Address \(URL\)/), 'ftp://user:pw@shop.example/');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the webhook' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Use an http or https address.');
    await waitFor(() => expect(within(form).getByLabelText(/Address \(URL\)/)).toHaveFocus());
    expect(client.createWebhook).not.toHaveBeenCalled();
    await userEvent.clear(within(form).getByLabelText(/Address \(URL\)/));
    await userEvent.type(within(form).getByLabelText(/Address \(URL\)/), 'https://shop.example/new');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the webhook' }));
    expect(await screen.findByTestId('secret-once')).toHaveTextContent('whsec_x1');
    expect(client.createWebhook).toHaveBeenCalledWith({
      name: 'New',
      url: 'https://shop.example/new',
      enabled: true,
    });
    await waitFor(() => expect(client.listWebhooks).toHaveBeenCalledTimes(2));
    await userEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByTestId('secret-once')).not.toBeInTheDocument();
  });

  it('a refused create keeps the form and shows no secret (the client showed the response popup)', async () => {
    const refusal = new ApiError({ kind: 'http', title: 'Error', message: 'url: private', code: 'TA1' });
    const client = fakeClient({ createWebhook: jest.fn(async () => Promise.reject(refusal)) });
    renderArea(<WebhookLogPage />, client);
    await userEvent.click(screen.getByRole('button', { name: 'Add a webhook' }));
    const form = screen.getByRole('form', { name: 'New webhook' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Meta');
    await userEvent.type(within(form).getByLabelText(/Address \(URL\)/), 'http://169.254.169.254/');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the webhook' }));
    await waitFor(() => expect(client.createWebhook).toHaveBeenCalled());
    expect(screen.getByRole('form', { name: 'New webhook' })).toBeInTheDocument();
    expect(screen.queryByTestId('secret-once')).not.toBeInTheDocument();
  });

  it('pings and shows the answer; deletes after a confirmation; replays a row', async () => {
    const client = fakeClient();
    renderArea(<WebhookLogPage />, client);
    await userEvent.click(await screen.findByRole('button', { name: 'Ping Shop' }));
    expect(await screen.findByText('The address answered 200')).toBeInTheDocument();
    expect(client.pingWebhook).toHaveBeenCalledWith(HOOK.url);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Shop' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the webhook?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.deleteWebhook).toHaveBeenCalledWith(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Send again: Payment received evt_1' }));
    expect(await screen.findByText('Sent again: answer 200')).toBeInTheDocument();
    expect(client.replayWebhookRequest).toHaveBeenCalledWith(41);
  });

  it('the signature tester: valid with the right secret, invalid with the reason otherwise', async () => {
    renderArea(<WebhookLogPage />, fakeClient());
    const body = '{"id":"evt_1","type":"payment.received"}';
    const header = await signWebhook('whsec_right', Math.floor(Date.now() / 1000), body);
    const tester = screen.getByRole('form', { name: 'Signature tester' });
    await userEvent.click(within(tester).getByLabelText('Body, exactly as received'));
    await userEvent.paste(body);
    await userEvent.type(within(tester).getByLabelText(/^Signature header/), header);
    await userEvent.type(within(tester).getByLabelText('Signing secret'), 'whsec_right');
    await userEvent.click(within(tester).getByRole('button', { name: 'Check the signature' }));
    expect(await screen.findByText('The signature is valid')).toBeInTheDocument();
    await userEvent.type(within(tester).getByLabelText('Signing secret'), 'x');
    await userEvent.click(within(tester).getByRole('button', { name: 'Check the signature' }));
    expect(await screen.findByText('The signature is not valid')).toBeInTheDocument();
    expect(screen.getByText('It was not made with this secret over this body.')).toBeInTheDocument();
  });
});

describe('the API key and API log pages (spec 03 §3, §5, §7)', () => {
  it('creates a key shown once; an allowed range the wrong way round is refused before it is sent', async () => {
    const client = fakeClient();
    renderArea(<ApiKeyPage />, client);
    expect(await screen.findByText('No allowed ranges')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Create a key' }));
    const form = screen.getByRole('form', { name: 'New API key' });
    await userEvent.type(within(form).getByLabelText('Name'), 'New key');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the key' }));
    expect(await screen.findByTestId('secret-once')).toHaveTextContent('mk_secret');
    expect(client.createApiKey).toHaveBeenCalledWith({ name: 'New key', enabled: true });

    await userEvent.click(screen.getByRole('button', { name: 'Add a range' }));
    const range = screen.getByRole('form', { name: 'New allowed range' });
    await userEvent.type(within(range).getByLabelText('Name'), 'Office');
    await userEvent.type(within(range).getByLabelText('First address'), '10.0.0.9');
    await userEvent.type(within(range).getByLabelText(/Last address/), '10.0.0.1');
    await userEvent.click(within(range).getByRole('button', { name: 'Add the range' }));
    expect(await within(range).findByRole('alert')).toHaveTextContent('must not be lower than the first');
    await waitFor(() => expect(within(range).getByLabelText(/Last address/)).toHaveFocus());
    expect(client.createAllowedIp).not.toHaveBeenCalled();
    await userEvent.clear(within(range).getByLabelText(/Last address/));
    await userEvent.type(within(range).getByLabelText(/Last address/), '10.0.0.99');
    await userEvent.click(within(range).getByRole('button', { name: 'Add the range' }));
    await waitFor(() =>
      expect(client.createAllowedIp).toHaveBeenCalledWith({
        name: 'Office',
        ipFrom: '10.0.0.9',
        ipTo: '10.0.0.99',
        enabled: true,
      }),
    );
  });

  it('asks the API log only once a key is chosen (spec 03 §5)', async () => {
    const client = fakeClient();
    renderArea(<ApiLogPage />, client);
    expect(await screen.findByText('Choose a key to see its requests')).toBeInTheDocument();
    expect(client.apiRequests).not.toHaveBeenCalled();
    await userEvent.selectOptions(await screen.findByLabelText('API key'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Show the log' }));
    expect((await screen.findAllByText('Address not allowed')).length).toBeGreaterThan(0);
    expect(client.apiRequests).toHaveBeenCalledWith({ apiKeyId: 3 }, { popup: false });
  });
});

describe('full access only (spec 03 §2, §6)', () => {
  const guarded = (
    <Routes>
      <Route
        path="/merchant/internal/webhook_log"
        element={
          <FullAccessOnly>
            <p>Internal page</p>
          </FullAccessOnly>
        }
      />
      <Route path="/merchant/buttons/my_saved_buttons" element={<p>Saved buttons page</p>} />
    </Routes>
  );

  it('a read-only user asking for an internal page lands on the saved buttons, and the navigation hides them', async () => {
    user$.next(member(1));
    renderArea(
      <>
        <MerchantNav />
        {guarded}
      </>,
      fakeClient(),
      '/merchant/internal/webhook_log',
    );
    expect(await screen.findByText('Saved buttons page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/merchant/buttons/my_saved_buttons');
    const nav = screen.getByRole('navigation', { name: 'Merchant services' });
    expect(within(nav).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Saved buttons' })).toHaveAttribute('aria-current', 'page');
  });

  it('full access: the internal page shows and the navigation lists it; every internal route is guarded', () => {
    renderArea(
      <>
        <MerchantNav />
        {guarded}
      </>,
      fakeClient(),
      '/merchant/internal/webhook_log',
    );
    expect(screen.getByText('Internal page')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Merchant services' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'href',
      '/merchant/internal/webhook_log',
    );
    expect(MERCHANT_ROUTES.filter((route) => route.internal).map((route) => route.path)).toEqual([
      '/merchant/internal/api_key',
      '/merchant/internal/api_log',
      '/merchant/internal/webhook_log',
    ]);
    expect(MERCHANT_ROUTES.map((route) => route.path)).toHaveLength(12);
  });
});
