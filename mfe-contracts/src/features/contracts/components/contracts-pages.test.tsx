import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ContractAction, ContractStatus, SmartContract } from '@portal/api/catalogue';
import type { ContractClient } from '@portal/api/contract-service';
import { ApiError } from '@portal/api/errors';
import { BRANDS } from '@portal/brands/brands';
import { englishTestI18n } from '@portal/i18n/testing';
import type { PortalServices } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';
import {
  stubAuthClient,
  stubMethodClient,
  stubSecurityClient,
  stubTokenSource,
} from '@portal/testing/clients';
import { act, renderWithProviders, screen, userEvent, waitFor, within } from '@portal/testing/render';
import contracts from '../../../locales/en';
import { ContractClientProvider } from '../api/contract-client';
import { ContractPage } from './contract-page';
import { ContractsPage } from './contracts-page';
import { signMessageOf } from './embedded-page';
import { NewContractPage } from './new-contract-page';
import { StateDiagram, diagramEdges } from './state-diagram';

const ALPHA = { id: 501, username: 'alice.alpha@demo.test', name: 'Alpha Tools Ltd' };
const BETA = { id: 502, username: 'bruno.beta@demo.test', name: 'Beta Media SRL' };

function contract(id: number, change: Partial<SmartContract> = {}): SmartContract {
  return {
    id,
    status: 'UNSIGNED',
    identificationStatus: 'NEW',
    percentage: '12.5',
    initiatorId: ALPHA.id,
    direction: 'PAY',
    note: null,
    activeFrom: '2030-01-01',
    activeTo: null,
    terminateInfo: null,
    updatedAt: '2029-12-01T10:00:00Z',
    createdAt: '2029-12-01T10:00:00Z',
    company: { id: 9, title: 'Beta Media SRL', logo: null },
    sender: ALPHA,
    beneficiary: BETA,
    senderSignerName: 'Alice Alpha',
    beneficiarySignerName: 'Bruno Beta',
    senderObligations: ['Share revenue'],
    beneficiaryObligations: ['Promote the tools'],
    senderSignedAt: null,
    beneficiarySignedAt: null,
    events: [{ type: 'create', at: '2029-12-01T10:00:00Z', by: ALPHA.id, note: null }],
    actions: ['sign', 'cancel'],
    ...change,
  };
}

const LIST = [
  contract(1),
  contract(2, { status: 'ACTIVE', direction: 'RECEIVE', actions: ['terminate', 'terminateNow'] }),
  contract(3, { status: 'WAITING', actions: ['sign', 'reject'], initiatorId: BETA.id }),
];
const META = { total: 3, requests: 1, pending: 2, active: 1, ended: 0, pay: 2, receive: 1 };

function fakeClient(change: Partial<Record<keyof ContractClient, jest.Mock>> = {}) {
  return {
    list: jest.fn(async () => ({ data: LIST, meta: META })),
    get: jest.fn(async (id: number) => LIST.find((item) => item.id === id) ?? contract(id)),
    stats: jest.fn(async () => ({ requests: 1, active: 1 })),
    create: jest.fn(async () => contract(77)),
    verify: jest.fn(async () => ({ isValid: true })),
    checkSigner: jest.fn(async () => ({ canSign: true, signerName: 'Alice Alpha' })),
    cancel: jest.fn(async (id: number) => contract(id, { status: 'CANCELLED', actions: [] })),
    reject: jest.fn(),
    terminate: jest.fn(async (id: number) => contract(id, { status: 'TERMINATING' })),
    terminateCancel: jest.fn(),
    terminateNow: jest.fn(),
    pdfUrl: jest.fn(async () => ({ pdfUrl: 'http://sandbox.test/contract-service/contract/1/pdf?token=t' })),
    signUrl: jest.fn(async () => ({
      signUrl: 'http://sandbox.test/sandbox/contract-sign/tok',
      clientId: 'client-1',
    })),
    signerIdentification: jest.fn(async () => ({
      url: 'http://sandbox.test/sandbox/contract-identification/tok',
      identificationStatus: 'NEW',
    })),
    identificationStarted: jest.fn(async (id: number) => contract(id)),
    lookupCustomer: jest.fn(async () => ({ id: BETA.id, type: 'BUSINESS' })),
    companies: jest.fn(async () => ({ data: [{ id: 9, title: 'Beta Media SRL', logo: null }], total: 1 })),
    ...change,
  };
}

function renderArea(ui: ReactElement, client: ReturnType<typeof fakeClient>, path: string) {
  const services: PortalServices = {
    method: stubMethodClient(),
    auth: stubAuthClient(),
    security: stubSecurityClient(),
    brand: BRANDS.aurora,
    apiBaseUrl: 'http://sandbox.test',
    helpdeskBaseUrl: 'http://sandbox.test/helpdesk/api/v1',
    tokens: stubTokenSource(),
  };
  const i18n = englishTestI18n('contracts', contracts);
  function Wrapper(_props: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n} defaultNS="contracts">
        <ServicesProvider services={services}>
          <ContractClientProvider client={client as unknown as ContractClient}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/revenue-split" element={ui} />
                <Route path="/revenue-split/new" element={ui} />
                <Route path="/revenue-split/:contractId" element={ui} />
              </Routes>
            </MemoryRouter>
          </ContractClientProvider>
        </ServicesProvider>
      </I18nextProvider>
    );
  }
  return renderWithProviders(<></>, { wrapper: Wrapper });
}

beforeEach(() => actingCustomerId$.next(ALPHA.id));

describe('ContractsPage (spec 03 §4, §7, §9)', () => {
  it('lists with status pills and the meta counts as chips; asks page size 1000', async () => {
    const client = fakeClient();
    renderArea(<ContractsPage />, client, '/revenue-split');
    expect(screen.getByRole('heading', { level: 1, name: 'Smart contracts' })).toBeInTheDocument();
    const first = (await screen.findByRole('link', { name: /contract 1$/ })).closest('li')!;
    expect(within(first).getByText('Not signed')).toBeInTheDocument();
    expect(within(first).getByText('Your action needed')).toBeInTheDocument();
    const chips = screen.getByRole('navigation', { name: 'Contract filters' });
    expect(within(chips).getByRole('button', { name: 'Requests 1' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    expect(client.list).toHaveBeenCalledWith(
      { orderBy: 'CREATED_AT', orderDir: 'DESC', page: 1, pageSize: 1000 },
      { popup: false },
    );
  });

  it('a status chip asks the service; requests, pay and receive narrow its answer', async () => {
    const client = fakeClient();
    renderArea(<ContractsPage />, client, '/revenue-split');
    await screen.findByRole('link', { name: /contract 1$/ });
    await userEvent.click(screen.getByRole('button', { name: /^Active/ }));
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        expect.objectContaining({ statuses: 'ACTIVE,TERMINATING' }),
        { popup: false },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: /^I receive/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /contract 1$/ })).toBeNull());
    expect(screen.getByRole('link', { name: /contract 2$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Requests/ }));
    expect(await screen.findByRole('link', { name: /contract 3$/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /contract 2$/ })).toBeNull();
  });

  it('search by company and counterparty, order and direction / sent to the service', async () => {
    const client = fakeClient();
    renderArea(<ContractsPage />, client, '/revenue-split');
    await screen.findByRole('link', { name: /contract 1$/ });
    await userEvent.type(screen.getByLabelText('Company name'), 'Beta');
    await userEvent.type(screen.getByLabelText('Counterparty name'), 'Bruno');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Order by'), 'COMPANY_NAME');
    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'ASC');
    await waitFor(() =>
      expect(client.list).toHaveBeenLastCalledWith(
        {
          companyName: 'Beta',
          counterpartyName: 'Bruno',
          orderBy: 'COMPANY_NAME',
          orderDir: 'ASC',
          page: 1,
          pageSize: 1000,
        },
        { popup: false },
      ),
    );
  });

  it('empty and error states', async () => {
    const empty = fakeClient({
      list: jest.fn(async () => ({ data: [], meta: { ...META, total: 0 } })),
    });
    const { unmount } = renderArea(<ContractsPage />, empty, '/revenue-split');
    expect(await screen.findByRole('heading', { name: 'You have no contracts yet' })).toBeInTheDocument();
    unmount();
    const failing = fakeClient({
      list: jest.fn(async () => {
        throw ApiError.fromBody({ message: 'Contracts are between companies' }, 403);
      }),
    });
    renderArea(<ContractsPage />, failing, '/revenue-split');
    expect(await screen.findByText('Contracts are between companies')).toBeInTheDocument();
  });
});

describe('NewContractPage (spec 03 §5)', () => {
  // The form is long: typing it takes a few seconds on a slow machine.
  jest.setTimeout(20_000);
  const today = () => new Date().toISOString().slice(0, 10);

  it('invalid / field messages, an alert naming them, the focus on the first invalid field; nothing sent', async () => {
    const client = fakeClient();
    renderArea(<NewContractPage />, client, '/revenue-split/new');
    await userEvent.type(screen.getByLabelText(/E-mail of the other company/), 'bruno.beta@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Beta Media SRL' }));
    await userEvent.type(screen.getByLabelText(/^Percentage/), '0');
    await userEvent.click(screen.getByLabelText('Your signer (payer)'));
    await userEvent.paste('x'.repeat(300));
    await userEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Percentage: The percentage must be more than 0.')).toBeInTheDocument();
    expect(within(alert).getByText("Payer's signer: At most 256 characters.")).toBeInTheDocument();
    expect(
      within(alert).getByText("Payer's obligations: Write the obligation or remove it."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Percentage/)).toHaveFocus());
    await userEvent.clear(screen.getByLabelText(/^Percentage/));
    await userEvent.type(screen.getByLabelText(/^Percentage/), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    expect(await screen.findByText('Percentage: The percentage must be at most 100.')).toBeInTheDocument();
    expect(client.create).not.toHaveBeenCalled();
    expect(client.verify).not.toHaveBeenCalled();
  });

  it('valid / verified, then created with the viewer as payer; a decimal comma is read as a point', async () => {
    const client = fakeClient();
    renderArea(<NewContractPage />, client, '/revenue-split/new');
    await userEvent.type(screen.getByLabelText(/E-mail of the other company/), 'bruno.beta@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Beta Media SRL' })).toBeChecked());
    expect(client.companies).toHaveBeenCalledWith(
      expect.objectContaining({ forCounterpartyCustomerId: BETA.id }),
      { popup: false },
    );
    await userEvent.type(screen.getByLabelText(/^Percentage/), '12,5');
    const [payer, beneficiary] = screen.getAllByLabelText(/^Obligation 1/);
    await userEvent.type(payer!, 'Share 12.5 % of incoming payments');
    await userEvent.type(beneficiary!, 'Promote the tools');
    await userEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    await waitFor(() => expect(client.create).toHaveBeenCalled());
    expect(client.verify).toHaveBeenCalledWith({ companyId: 9, counterpartyId: BETA.id }, { popup: false });
    expect(client.create).toHaveBeenCalledWith({
      companyId: 9,
      senderId: ALPHA.id,
      beneficiaryId: BETA.id,
      senderObligations: ['Share 12.5 % of incoming payments'],
      beneficiaryObligations: ['Promote the tools'],
      activeFrom: today(),
      percentage: '12.5',
      senderSignerName: undefined,
      beneficiarySignerName: undefined,
      note: undefined,
    });
  });

  it('preview / the PDF generator prints the draft in the page’s language; an invalid form prints nothing (issue 47 item 9)', async () => {
    const link = 'http://sandbox.test/contract-service/pdf-generator/pdf?token=a.b';
    const client = fakeClient({ pdfGenerator: jest.fn(async () => ({ redirectLink: link })) });
    renderArea(<NewContractPage />, client, '/revenue-split/new');
    await userEvent.click(screen.getByRole('button', { name: contracts.form.preview }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(client.pdfGenerator).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/E-mail of the other company/), 'bruno.beta@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Beta Media SRL' })).toBeChecked());
    await userEvent.type(screen.getByLabelText(/^Percentage/), '7.5');
    const [payer, beneficiary] = screen.getAllByLabelText(/^Obligation 1/);
    await userEvent.type(payer!, 'Share 7.5 %');
    await userEvent.type(beneficiary!, 'Deliver the goods');
    await userEvent.click(screen.getByRole('button', { name: contracts.form.preview }));

    expect(await screen.findByRole('link', { name: contracts.form.previewLink })).toHaveAttribute(
      'href',
      link,
    );
    expect(client.pdfGenerator).toHaveBeenCalledWith(
      expect.objectContaining({
        companyId: 9,
        senderId: ALPHA.id,
        beneficiaryId: BETA.id,
        percentage: '7.5',
        senderObligations: ['Share 7.5 %'],
      }),
      'en',
    );
    // Printing creates nothing.
    expect(client.create).not.toHaveBeenCalled();
  });

  it('a personal counterparty / refused at the lookup', async () => {
    const client = fakeClient({ lookupCustomer: jest.fn(async () => ({ id: 7, type: 'PERSONAL' })) });
    renderArea(<NewContractPage />, client, '/revenue-split/new');
    await userEvent.type(screen.getByLabelText(/E-mail of the other company/), 'anna.simple@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('Contracts are only between companies: this customer is not a company.'),
    ).toBeInTheDocument();
    expect(client.companies).not.toHaveBeenCalled();
  });
});

describe('ContractPage (spec 03 §4, §7; issue 32 item 4)', () => {
  const ALL_STATUSES: ContractStatus[] = [
    'UNSIGNED',
    'WAITING',
    'NEED_IDENTIFICATION',
    'SIGNED',
    'ACTIVE',
    'TERMINATING',
    'TERMINATED',
    'EXPIRED',
    'CANCELLED',
    'REJECTED',
  ];

  it.each(ALL_STATUSES)('%s / the status, what comes next, the timeline and the diagram', async (status) => {
    const client = fakeClient({ get: jest.fn(async () => contract(5, { status, actions: [] })) });
    renderArea(<ContractPage />, client, '/revenue-split/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contract 5 · Beta Media SRL' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happened' })).toBeInTheDocument();
    expect(screen.getByText('There is nothing for you to do now.')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: `The contract statuses and their moves; current status: ${contracts.status[status]}`,
      }),
    ).toBeInTheDocument();
  });

  it.each<[ContractAction[], string[]]>([
    [
      ['sign', 'cancel'],
      ['Sign', 'Cancel the contract'],
    ],
    [
      ['sign', 'reject'],
      ['Sign', 'Reject'],
    ],
    [
      ['identify', 'cancel'],
      ['Verify identity', 'Cancel the contract'],
    ],
    [
      ['terminate', 'terminateNow'],
      ['Request termination', 'Terminate now'],
    ],
    [
      ['terminateCancel', 'terminateNow'],
      ['Withdraw the termination request', 'Terminate now'],
    ],
  ])('actions %j / exactly their buttons', async (actions, buttons) => {
    const client = fakeClient({ get: jest.fn(async () => contract(5, { actions })) });
    renderArea(<ContractPage />, client, '/revenue-split/5');
    const section = (await screen.findByRole('heading', { name: 'Your actions' })).closest('section')!;
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(buttons),
    );
  });

  it('the PDF / its link asked in the page’s language (issue 47 item 10)', async () => {
    const client = fakeClient({ get: jest.fn(async () => contract(5, { status: 'ACTIVE', actions: [] })) });
    renderArea(<ContractPage />, client, '/revenue-split/5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: contracts.detail.pdf }));
    await waitFor(() => expect(client.pdfUrl).toHaveBeenCalledWith(5, 'en'));
    expect(await screen.findByRole('link', { name: contracts.detail.pdfLink })).toHaveAttribute(
      'href',
      'http://sandbox.test/contract-service/contract/1/pdf?token=t',
    );
  });

  it('terminate / a dialog with a note, posted to the service', async () => {
    const client = fakeClient({
      get: jest.fn(async () => contract(5, { status: 'ACTIVE', actions: ['terminate', 'terminateNow'] })),
    });
    renderArea(<ContractPage />, client, '/revenue-split/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Request termination' }));
    const dialog = screen.getByRole('dialog', { name: 'Request termination?' });
    expect(within(dialog).getByLabelText('Note to the other company')).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Note to the other company'), 'Season over');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request termination' }));
    await waitFor(() => expect(client.terminate).toHaveBeenCalledWith(5, { note: 'Season over' }));
  });

  it('sign / checkSigner, the embedded page; its message from the back end with the client id reloads', async () => {
    const client = fakeClient({ get: jest.fn(async () => contract(5)) });
    renderArea(<ContractPage />, client, '/revenue-split/5');
    expect(await screen.findByText('You sign as Alice Alpha.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign the contract' });
    expect(within(dialog).getByTitle('Sign the contract')).toHaveAttribute(
      'src',
      'http://sandbox.test/sandbox/contract-sign/tok',
    );
    const post = (origin: string, data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data }));
      });
    const calls = client.get.mock.calls.length;
    post('http://evil.test', { type: 'contract-sign', clientId: 'client-1', outcome: 'signed' });
    post('http://sandbox.test', { type: 'contract-sign', clientId: 'other', outcome: 'signed' });
    expect(screen.getByRole('dialog', { name: 'Sign the contract' })).toBeInTheDocument();
    post('http://sandbox.test', { type: 'contract-sign', clientId: 'client-1', outcome: 'signed' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Your signature was received.')).toBeInTheDocument();
    await waitFor(() => expect(client.get.mock.calls.length).toBeGreaterThan(calls));
  });

  it("identify / the payer's identity check embedded, then identificationStarted", async () => {
    const client = fakeClient({
      get: jest.fn(async () =>
        contract(5, { status: 'NEED_IDENTIFICATION', actions: ['identify', 'cancel'] }),
      ),
    });
    renderArea(<ContractPage />, client, '/revenue-split/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify identity' }));
    expect(await screen.findByRole('dialog', { name: "The payer's identity check" })).toBeInTheDocument();
    await waitFor(() => expect(client.identificationStarted).toHaveBeenCalledWith(5));
    expect(client.signerIdentification).toHaveBeenCalledWith(5);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://sandbox.test',
          data: { type: 'contract-identification', contractId: 6, identificationStatus: 'SUCCESS' },
        }),
      );
    });
    expect(screen.getByRole('dialog', { name: "The payer's identity check" })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://sandbox.test',
          data: { type: 'contract-identification', contractId: 5, identificationStatus: 'SUCCESS' },
        }),
      );
    });
    expect(await screen.findByText('The identity check passed.')).toBeInTheDocument();
  });

  it('unknown contract (404) / not found', async () => {
    const client = fakeClient({
      get: jest.fn(async () => {
        throw ApiError.fromBody({ message: 'No such contract' }, 404);
      }),
    });
    renderArea(<ContractPage />, client, '/revenue-split/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract not found' })).toBeInTheDocument();
  });
});

describe('StateDiagram (CONTRACT_TRANSITIONS drawn)', () => {
  it('every move of the table, the current status marked in the list', () => {
    renderWithProviders(
      <I18nextProvider i18n={englishTestI18n('contracts', contracts)} defaultNS="contracts">
        <StateDiagram current="WAITING" />
      </I18nextProvider>,
    );
    const edges = diagramEdges();
    expect(edges).toEqual(expect.arrayContaining([{ from: 'WAITING', to: 'SIGNED', event: 'sign' }]));
    expect(edges).toEqual(
      expect.arrayContaining([{ from: 'WAITING', to: 'NEED_IDENTIFICATION', event: 'sign' }]),
    );
    const current = screen.getByText(/^Waiting for a signature \(current\)/).closest('li')!;
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveTextContent('Cancelled → Cancelled');
  });
});

describe('signMessageOf', () => {
  const page = 'http://sandbox.test/sandbox/contract-sign/tok';
  it('only the embedded page origin with the client id counts', () => {
    const good = { type: 'contract-sign', clientId: 'c', outcome: 'signed' };
    expect(signMessageOf({ origin: 'http://sandbox.test', data: good }, page, 'c')).toEqual(good);
    expect(signMessageOf({ origin: 'http://other.test', data: good }, page, 'c')).toBeUndefined();
    expect(signMessageOf({ origin: 'http://sandbox.test', data: good }, page, 'd')).toBeUndefined();
    expect(
      signMessageOf({ origin: 'http://sandbox.test', data: { ...good, outcome: 'maybe' } }, page, 'c'),
    ).toBeUndefined();
    expect(signMessageOf({ origin: 'http://sandbox.test', data: 'signed' }, page, 'c')).toBeUndefined();
  });
});
