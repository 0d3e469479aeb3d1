import {
  CONTRACT_ACCESS,
  CONTRACT_PAGE_SIZE,
  CONTRACT_PATHS,
  CONTRACT_SERVICE_PATH,
  type CompanySearchQuery,
  type ContractListQuery,
  type ContractOperation,
  type CreateContractRequest,
  type VerifyContractRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { restDialect, restRefusalCode } from '../../../platform/http/errors';
import type { Pipeline } from '../../../platform/pipeline/pipeline';
import { restOperation, serveRest, type RestFamily } from '../../../platform/pipeline/rest';
import { brandOfRequest } from '../../../documents/brand-of-origin';
import type { ContractPdfGenerator } from './pdf-generator';
import {
  checkSignerSchema,
  companiesSchema,
  createSchema,
  identificationPushSchema,
  identificationSchema,
  listSchema,
  lookupSchema,
  moveSchema,
  generatedPdfSchema,
  pdfGeneratorSchema,
  pdfSchema,
  pdfUrlSchema,
  readSchema,
  signUrlSchema,
  statsSchema,
  terminateSchema,
  verifySchema,
} from './schemas';
import { CONTRACT_TEXTS, ContractServiceError, type ContractService } from './service';

export interface ContractRoutesOptions {
  contracts: ContractService;
  pipeline: Pipeline;
  /** The PDF generator of spec 03 §7; without one its routes answer 404. */
  pdfGenerator?: ContractPdfGenerator;
}

const INT32_MAX = 2_147_483_647;

/** The contract service's failure body (contract `ContractServiceError`), with the sandbox's envelope beside it. */
function failure(statusCode: number, message: string, errors?: string[]) {
  const responseCode = restRefusalCode(statusCode);
  return {
    message,
    ...(errors ? { errors } : {}),
    responseCode,
    responseDescription: message,
    ...(errors ? { validationErrors: errors } : {}),
  };
}

/** A contract id of the path: beyond 32 bits no contract has it. */
const contractId = (request: FastifyRequest) => {
  const id = Number((request.params as { id: string }).id);
  if (id > INT32_MAX) throw new ContractServiceError(404, CONTRACT_TEXTS.notFound);
  return id;
};

const numberOr = (text: string | undefined) => (text === undefined ? undefined : Number(text));
/** spec 03 §9: a page is at most 1000. */
const pageSizeOf = (text: string | undefined) => {
  const size = numberOr(text);
  if (size !== undefined && size > CONTRACT_PAGE_SIZE)
    throw new ContractServiceError(400, 'Invalid parameters', [`pageSize: at most ${CONTRACT_PAGE_SIZE}`]);
  return size;
};

/** A contract PDF behind its link (the link is its key: opened in a new tab, no session). */
function sendPdf(reply: FastifyReply, file: { fileName: string; bytes: Uint8Array } | null | undefined) {
  if (file === undefined) throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
  if (file === null) throw new ContractServiceError(404, 'The contract document is not available yet.');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.bytes));
}

/**
 * The contract service's family (spec 03 §7 "Smart contracts", §8; issue 32): the customer acted for is the
 * `X-Customer-Id` header of a business user, else their own; business customers of a brand that offers contracts
 * only. Failures are 400 (`errors` listed: bad input, never a 500), 403 (no right, a personal customer, a move the
 * state machine refuses) and 404 (no such contract for this customer), each with a `message`.
 */
function contractFamily(contracts: ContractService): RestFamily {
  return {
    prefix: CONTRACT_SERVICE_PATH,
    dialect: restDialect({ body: failure, invalid: 'Invalid parameters', fallback: CONTRACT_TEXTS.notFound }),
    refusals: {
      unknownCustomer: () => new ContractServiceError(404, 'No such customer.'),
      refused: (text) => new ContractServiceError(403, text),
    },
    namedCustomer(request) {
      const header = request.headers['x-customer-id'];
      if (header === undefined) return undefined;
      if (typeof header === 'string' && /^[1-9][0-9]{0,9}$/.test(header)) return Number(header);
      throw new ContractServiceError(400, 'Invalid parameters', ['x-customer-id: must be a customer id']);
    },
    admits: (customerId, request) => contracts.assertOffered(customerId, brandOfRequest(request).contracts),
  };
}

/** The contract service's operations, each with its access declaration in CONTRACT_ACCESS. */
export function contractOperations({ contracts, pdfGenerator }: Omit<ContractRoutesOptions, 'pipeline'>) {
  const A = CONTRACT_ACCESS;
  const P = CONTRACT_PATHS;
  /** A move of one contract (cancel, reject, …): the path names the contract, the body nothing. */
  const move = <T>(
    name: ContractOperation,
    path: string,
    decide: (customerId: number, id: number) => Promise<T>,
  ) =>
    restOperation({
      name,
      verb: 'POST',
      path,
      access: A[name],
      schema: moveSchema,
      handle: async ({ request, actingCustomerId }) => decide(await actingCustomerId(), contractId(request)),
    });
  return [
    restOperation<{ Querystring: Record<string, string | undefined> }>({
      name: 'listContracts',
      verb: 'GET',
      path: P.contracts,
      access: A.listContracts,
      schema: listSchema,
      noStore: true,
      async handle({ request, actingCustomerId }) {
        const customerId = await actingCustomerId();
        const { page, pageSize, ...rest } = request.query;
        return contracts.list(customerId, {
          ...(rest as ContractListQuery),
          page: numberOr(page),
          pageSize: pageSizeOf(pageSize),
        });
      },
    }),
    restOperation<{ Body: CreateContractRequest }>({
      name: 'createContract',
      verb: 'PUT',
      path: P.contracts,
      access: A.createContract,
      schema: createSchema,
      handle: async ({ request, actingCustomerId }) =>
        contracts.create(await actingCustomerId(), request.body),
    }),
    restOperation({
      name: 'contractStats',
      verb: 'GET',
      path: P.stats,
      access: A.contractStats,
      schema: statsSchema,
      noStore: true,
      handle: async ({ actingCustomerId }) => contracts.stats(await actingCustomerId()),
    }),
    restOperation<{ Body: VerifyContractRequest }>({
      name: 'verifyContract',
      verb: 'POST',
      path: P.verify,
      access: A.verifyContract,
      schema: verifySchema,
      handle: async ({ request, actingCustomerId }) =>
        contracts.verify(await actingCustomerId(), request.body),
    }),
    restOperation({
      name: 'getContract',
      verb: 'GET',
      path: P.contract,
      access: A.getContract,
      schema: readSchema,
      noStore: true,
      handle: async ({ request, actingCustomerId }) =>
        contracts.get(await actingCustomerId(), contractId(request)),
    }),
    restOperation({
      name: 'checkSigner',
      verb: 'GET',
      path: P.checkSigner,
      access: A.checkSigner,
      schema: checkSignerSchema,
      handle: async ({ request, actingCustomerId }) =>
        contracts.checkSigner(await actingCustomerId(), contractId(request)),
    }),
    move('cancelContract', P.cancel, (customerId, id) => contracts.cancel(customerId, id)),
    move('rejectContract', P.reject, (customerId, id) => contracts.reject(customerId, id)),
    restOperation<{ Body: { note?: string } }>({
      name: 'terminateContract',
      verb: 'POST',
      path: P.terminate,
      access: A.terminateContract,
      schema: terminateSchema,
      handle: async ({ request, actingCustomerId }) =>
        contracts.terminate(await actingCustomerId(), contractId(request), request.body.note),
    }),
    move('cancelTermination', P.terminateCancel, (customerId, id) =>
      contracts.terminateCancel(customerId, id),
    ),
    move('terminateContractNow', P.terminateNow, (customerId, id) => contracts.terminateNow(customerId, id)),
    restOperation<{ Params: { id: string }; Querystring: { lang?: string } }>({
      name: 'contractPdfUrl',
      verb: 'GET',
      path: P.pdfUrl,
      access: A.contractPdfUrl,
      schema: pdfUrlSchema,
      noStore: true,
      handle: async ({ request, actingCustomerId }) =>
        contracts.pdfUrl(await actingCustomerId(), contractId(request), request.query.lang),
    }),
    restOperation({
      name: 'contractSignUrl',
      verb: 'GET',
      path: P.signUrl,
      access: A.contractSignUrl,
      schema: signUrlSchema,
      noStore: true,
      handle: async ({ request, actingCustomerId }) =>
        contracts.signUrl(await actingCustomerId(), contractId(request)),
    }),
    move('identificationStarted', P.identificationStarted, (customerId, id) =>
      contracts.identificationStarted(customerId, id),
    ),
    restOperation<{ Body: { status: 'SUCCESS' | 'FAILED'; token: string } }>({
      name: 'identificationPush',
      verb: 'POST',
      path: P.identificationPush,
      access: A.identificationPush,
      schema: identificationPushSchema,
      handle: async ({ request, actingCustomerId }) => {
        const customerId = await actingCustomerId();
        return contracts.identificationPush(request.body.token, request.body.status, {
          customerId,
          contractId: contractId(request),
        });
      },
    }),
    restOperation<{ Body: { contractId: number } }>({
      name: 'startSignerIdentification',
      verb: 'POST',
      path: P.signerIdentification,
      access: A.startSignerIdentification,
      schema: identificationSchema,
      noStore: true,
      handle: async ({ request, actingCustomerId }) =>
        contracts.startIdentification(await actingCustomerId(), request.body.contractId),
    }),
    restOperation<{ Querystring: { email: string } }>({
      name: 'lookupCustomer',
      verb: 'GET',
      path: P.customerLookup,
      access: A.lookupCustomer,
      schema: lookupSchema,
      async handle({ request, actingCustomerId }) {
        await actingCustomerId();
        return contracts.lookup(request.query.email);
      },
    }),
    restOperation<{ Querystring: Record<string, string | undefined> }>({
      name: 'searchCompanies',
      verb: 'GET',
      path: P.companies,
      access: A.searchCompanies,
      schema: companiesSchema,
      async handle({ request, actingCustomerId }) {
        const customerId = await actingCustomerId();
        const query: CompanySearchQuery = {
          query: request.query.query,
          forCounterpartyCustomerId: numberOr(request.query.forCounterpartyCustomerId),
          page: numberOr(request.query.page),
          pageSize: pageSizeOf(request.query.pageSize),
        };
        return contracts.companies(customerId, query);
      },
    }),
    // spec 03 §7 "A PDF generator POST with a JSON body returns a redirectLink" (issue 47 item 9).
    ...(pdfGenerator
      ? [
          restOperation<{ Body: CreateContractRequest; Querystring: { lang?: string } }>({
            name: 'generateContractPdf',
            verb: 'POST',
            path: P.pdfGenerator,
            access: A.generateContractPdf,
            schema: pdfGeneratorSchema,
            noStore: true,
            async handle({ request, actingCustomerId }) {
              const customerId = await actingCustomerId();
              const answer = await pdfGenerator.link(customerId, request.body, request.query.lang);
              if ('problems' in answer)
                throw new ContractServiceError(400, 'Invalid parameters', answer.problems);
              return answer;
            },
          }),
          // The generated PDF: its link is its key (opened in a new tab, no session), as the contract PDF's.
          restOperation<{ Querystring: { token: string } }>({
            name: 'generatedContractPdf',
            verb: 'GET',
            path: P.generatedPdf,
            access: 'public',
            schema: generatedPdfSchema,
            answers: 'file',
            handle: async ({ request, reply }) => sendPdf(reply, await pdfGenerator.pdf(request.query.token)),
          }),
        ]
      : []),
    // The PDF behind the short-lived link `pdfUrl` answers: the link is its key (opened in a new tab, no session).
    restOperation<{ Params: { id: string }; Querystring: { token: string; lang?: string } }>({
      name: 'contractPdf',
      verb: 'GET',
      path: P.pdf,
      access: 'public',
      schema: pdfSchema,
      answers: 'file',
      handle: async ({ request, reply }) =>
        sendPdf(reply, await contracts.pdf(contractId(request), request.query.token, request.query.lang)),
    }),
  ];
}

/** The contract service, REST under `CONTRACT_SERVICE_PATH`, run by the operation pipeline. */
export const contractRoutes: FastifyPluginAsync<ContractRoutesOptions> = async (
  app,
  { pipeline, ...options },
) => serveRest(app, pipeline, contractFamily(options.contracts), contractOperations(options));
