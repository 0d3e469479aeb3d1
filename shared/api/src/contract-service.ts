/**
 * The contract service's client (issue 32 item 1; spec 03 §7 "Smart contracts", §8, §9; DESIGN §3: one client per
 * back-end service). Its base is `${apiBaseUrl}${CONTRACT_SERVICE_PATH}`; its calls go with the session through the
 * shell's one token source; business users send the customer-id header as the method client does (spec 01 §6).
 *
 * Failures (400 with `errors`, 403 and 404 with a `message`, spec 03 §8) become the `ApiError` the shell's popup shows:
 * published on the bus as `api.error` unless the call says `popup: false` (a read that shows its own error state).
 */
import type { RequestContext, TokenSource } from '@portal/api/client';
import {
  CONTRACT_PAGE_SIZE,
  CONTRACT_PATHS,
  CONTRACT_SERVICE_PATH,
  type CheckSignerResponse,
  type CompanySearchQuery,
  type CompanySearchResponse,
  type ContractList,
  type ContractListQuery,
  type ContractPdfGeneratorResponse,
  type ContractPdfUrlResponse,
  type ContractSignUrlResponse,
  type ContractStats,
  type CreateContractRequest,
  type CustomerLookupResponse,
  type SignerIdentificationResponse,
  type SmartContract,
  type TerminateContractRequest,
  type VerifyContractRequest,
  type VerifyContractResponse,
} from '@portal/api/catalogue';
import { dropNulls } from '@portal/api/numeric';
import {
  businessCustomerOf,
  createRestClient,
  customerIdHeader,
  restPath,
  type RestCallOptions,
} from '@portal/api/rest-client';

export interface ContractClient {
  list(query?: ContractListQuery, options?: RestCallOptions): Promise<ContractList>;
  get(id: number, options?: RestCallOptions): Promise<SmartContract>;
  stats(options?: RestCallOptions): Promise<ContractStats>;
  create(request: CreateContractRequest): Promise<SmartContract>;
  verify(request: VerifyContractRequest, options?: RestCallOptions): Promise<VerifyContractResponse>;
  checkSigner(id: number, options?: RestCallOptions): Promise<CheckSignerResponse>;
  cancel(id: number): Promise<SmartContract>;
  reject(id: number): Promise<SmartContract>;
  terminate(id: number, request: TerminateContractRequest): Promise<SmartContract>;
  terminateCancel(id: number): Promise<SmartContract>;
  terminateNow(id: number): Promise<SmartContract>;
  /** `GET /contract/{id}/pdfUrl`; the PDF is printed in `lang` (the customer's language). */
  pdfUrl(id: number, lang?: string): Promise<ContractPdfUrlResponse>;
  /** `POST /pdf-generator` (spec 03 §7): a contract not yet created, as its PDF; answers `redirectLink`. */
  pdfGenerator(request: CreateContractRequest, lang?: string): Promise<ContractPdfGeneratorResponse>;
  signUrl(id: number): Promise<ContractSignUrlResponse>;
  /** `POST split-pay-signer-identification` (contractId): the payer's identity check page. */
  signerIdentification(contractId: number): Promise<SignerIdentificationResponse>;
  identificationStarted(id: number): Promise<SmartContract>;
  lookupCustomer(email: string, options?: RestCallOptions): Promise<CustomerLookupResponse>;
  companies(query: CompanySearchQuery, options?: RestCallOptions): Promise<CompanySearchResponse>;
}

export interface ContractClientOptions {
  /** The back end (`services.apiBaseUrl`). */
  apiBaseUrl: string;
  tokens: TokenSource;
  context: Pick<RequestContext, 'actingCustomerId' | 'isBusiness'>;
}

export function createContractClient({ apiBaseUrl, tokens, context }: ContractClientOptions): ContractClient {
  const { send } = createRestClient({
    baseUrl: `${apiBaseUrl.replace(/\/$/, '')}${CONTRACT_SERVICE_PATH}`,
    tokens,
    prepare: (config) => ({
      ...config,
      data: config.data === undefined ? undefined : dropNulls(config.data),
      headers: { ...config.headers, ...customerIdHeader(businessCustomerOf(context)) },
    }),
  });
  const byId = (path: string, id: number) => restPath(path, { id });
  const post = <T>(path: string, id: number, data: unknown = {}) =>
    send<T>({ method: 'POST', url: byId(path, id), data });

  return {
    list: (query = {}, options) =>
      send(
        {
          method: 'GET',
          url: CONTRACT_PATHS.contracts,
          params: { page: 1, pageSize: CONTRACT_PAGE_SIZE, ...query },
        },
        options,
      ),
    get: (id, options) => send({ method: 'GET', url: byId(CONTRACT_PATHS.contract, id) }, options),
    stats: (options) => send({ method: 'GET', url: CONTRACT_PATHS.stats }, options),
    create: (request) => send({ method: 'PUT', url: CONTRACT_PATHS.contracts, data: request }),
    verify: (request, options) =>
      send({ method: 'POST', url: CONTRACT_PATHS.verify, data: request }, options),
    checkSigner: (id, options) => send({ method: 'GET', url: byId(CONTRACT_PATHS.checkSigner, id) }, options),
    cancel: (id) => post(CONTRACT_PATHS.cancel, id),
    reject: (id) => post(CONTRACT_PATHS.reject, id),
    terminate: (id, request) => post(CONTRACT_PATHS.terminate, id, request),
    terminateCancel: (id) => post(CONTRACT_PATHS.terminateCancel, id),
    terminateNow: (id) => post(CONTRACT_PATHS.terminateNow, id),
    pdfUrl: (id, lang) =>
      send({ method: 'GET', url: byId(CONTRACT_PATHS.pdfUrl, id), params: lang ? { lang } : undefined }),
    pdfGenerator: (request, lang) =>
      send({
        method: 'POST',
        url: CONTRACT_PATHS.pdfGenerator,
        data: request,
        params: lang ? { lang } : undefined,
      }),
    signUrl: (id) => send({ method: 'GET', url: byId(CONTRACT_PATHS.signUrl, id) }),
    signerIdentification: (contractId) =>
      send({ method: 'POST', url: CONTRACT_PATHS.signerIdentification, data: { contractId } }),
    identificationStarted: (id) => post(CONTRACT_PATHS.identificationStarted, id),
    lookupCustomer: (email, options) =>
      send({ method: 'GET', url: CONTRACT_PATHS.customerLookup, params: { email } }, options),
    companies: (query, options) =>
      send({ method: 'GET', url: CONTRACT_PATHS.companies, params: { ...query } }, options),
  };
}
