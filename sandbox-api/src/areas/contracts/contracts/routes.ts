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
import { assertAllowed, relationToNamed } from '../../../platform/pipeline/acting-customer';
import { answerRefusalsIn, restDialect, restRefusalCode } from '../../../platform/http/errors';
import {
  AUTH_TEXTS,
  type SignInAddressGate,
  signInCheck,
  type Authenticator,
} from '../../../platform/pipeline/authenticate';
import { type CustomerService } from '../../../platform/customer/service';
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
  auth: Authenticator;
  customers: CustomerService;
  /** The PDF generator of spec 03 §7; without one its route answers 404. */
  pdfGenerator?: ContractPdfGenerator;
  /** The IP whitelist of a company acted for (spec 02 §7): its own sign-in rule holds for its contracts too. */
  addressGate?: SignInAddressGate;
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

/**
 * The contract service (spec 03 §7 "Smart contracts", §8; issue 32), REST under `CONTRACT_SERVICE_PATH`: each
 * operation's access its declaration in CONTRACT_ACCESS, checked before the handler for the customer the caller acts
 * for (the `X-Customer-Id` header of a business user, else their own); business customers only. Failures are 400
 * (`errors` listed: bad input, never a 500), 403 (no right, a personal customer, a move the state machine refuses)
 * and 404 (no such contract for this customer), each with a `message`.
 */
export const contractRoutes: FastifyPluginAsync<ContractRoutesOptions> = async (
  app,
  { contracts, auth, customers, pdfGenerator, addressGate },
) => {
  answerRefusalsIn(
    app,
    restDialect({ body: failure, invalid: 'Invalid parameters', fallback: CONTRACT_TEXTS.notFound }),
  );

  const { onRequest: signedIn, callerOf } = signInCheck(auth);

  /** The customer the request is for, once the caller may do the operation for it and it is a business. */
  async function customerFor(request: FastifyRequest, operation: ContractOperation): Promise<number> {
    const caller = callerOf(request);
    const header = request.headers['x-customer-id'];
    const requested =
      typeof header === 'string' && /^[1-9][0-9]{0,9}$/.test(header) ? Number(header) : undefined;
    if (header !== undefined && requested === undefined)
      throw new ContractServiceError(400, 'Invalid parameters', ['x-customer-id: must be a customer id']);
    const customerId = requested ?? caller.customerId;
    const refusals = {
      unknownCustomer: () => new ContractServiceError(404, 'No such customer.'),
      refused: (text: string) => new ContractServiceError(403, text),
    };
    const relation = await relationToNamed(customers, caller, customerId, refusals);
    if (
      customerId !== caller.customerId &&
      addressGate &&
      !(await addressGate.allows(customerId, request.ip))
    )
      throw new ContractServiceError(403, AUTH_TEXTS.ipNotAllowed);
    assertAllowed(CONTRACT_ACCESS[operation], relation, refusals);
    await contracts.assertOffered(customerId, brandOfRequest(request).contracts);
    return customerId;
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
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  await app.register(
    async (service) => {
      service.addHook('onRequest', signedIn);

      service.get<{ Querystring: Record<string, string | undefined> }>(
        CONTRACT_PATHS.contracts,
        { schema: listSchema },
        async (request, reply) => {
          const customerId = await customerFor(request, 'listContracts');
          const { page, pageSize, ...rest } = request.query;
          noStore(reply);
          return contracts.list(customerId, {
            ...(rest as ContractListQuery),
            page: numberOr(page),
            pageSize: pageSizeOf(pageSize),
          });
        },
      );

      service.put<{ Body: CreateContractRequest }>(
        CONTRACT_PATHS.contracts,
        { schema: createSchema },
        async (request) => contracts.create(await customerFor(request, 'createContract'), request.body),
      );

      service.get(CONTRACT_PATHS.stats, { schema: statsSchema }, async (request, reply) => {
        const customerId = await customerFor(request, 'contractStats');
        noStore(reply);
        return contracts.stats(customerId);
      });

      service.post<{ Body: VerifyContractRequest }>(
        CONTRACT_PATHS.verify,
        { schema: verifySchema },
        async (request) => contracts.verify(await customerFor(request, 'verifyContract'), request.body),
      );

      service.get(CONTRACT_PATHS.contract, { schema: readSchema }, async (request, reply) => {
        const customerId = await customerFor(request, 'getContract');
        noStore(reply);
        return contracts.get(customerId, contractId(request));
      });

      service.get(CONTRACT_PATHS.checkSigner, { schema: checkSignerSchema }, async (request) =>
        contracts.checkSigner(await customerFor(request, 'checkSigner'), contractId(request)),
      );

      service.post(CONTRACT_PATHS.cancel, { schema: moveSchema }, async (request) =>
        contracts.cancel(await customerFor(request, 'cancelContract'), contractId(request)),
      );
      service.post(CONTRACT_PATHS.reject, { schema: moveSchema }, async (request) =>
        contracts.reject(await customerFor(request, 'rejectContract'), contractId(request)),
      );
      service.post<{ Body: { note?: string } }>(
        CONTRACT_PATHS.terminate,
        { schema: terminateSchema },
        async (request) =>
          contracts.terminate(
            await customerFor(request, 'terminateContract'),
            contractId(request),
            request.body.note,
          ),
      );
      service.post(CONTRACT_PATHS.terminateCancel, { schema: moveSchema }, async (request) =>
        contracts.terminateCancel(await customerFor(request, 'cancelTermination'), contractId(request)),
      );
      service.post(CONTRACT_PATHS.terminateNow, { schema: moveSchema }, async (request) =>
        contracts.terminateNow(await customerFor(request, 'terminateContractNow'), contractId(request)),
      );

      service.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
        CONTRACT_PATHS.pdfUrl,
        { schema: pdfUrlSchema },
        async (request, reply) => {
          const customerId = await customerFor(request, 'contractPdfUrl');
          noStore(reply);
          return contracts.pdfUrl(customerId, contractId(request), request.query.lang);
        },
      );

      service.get(CONTRACT_PATHS.signUrl, { schema: signUrlSchema }, async (request, reply) => {
        const customerId = await customerFor(request, 'contractSignUrl');
        noStore(reply);
        return contracts.signUrl(customerId, contractId(request));
      });

      service.post(CONTRACT_PATHS.identificationStarted, { schema: moveSchema }, async (request) =>
        contracts.identificationStarted(
          await customerFor(request, 'identificationStarted'),
          contractId(request),
        ),
      );

      service.post<{ Body: { status: 'SUCCESS' | 'FAILED'; token: string } }>(
        CONTRACT_PATHS.identificationPush,
        { schema: identificationPushSchema },
        async (request) => {
          const customerId = await customerFor(request, 'identificationPush');
          return contracts.identificationPush(request.body.token, request.body.status, {
            customerId,
            contractId: contractId(request),
          });
        },
      );

      service.post<{ Body: { contractId: number } }>(
        CONTRACT_PATHS.signerIdentification,
        { schema: identificationSchema },
        async (request, reply) => {
          const customerId = await customerFor(request, 'startSignerIdentification');
          noStore(reply);
          return contracts.startIdentification(customerId, request.body.contractId);
        },
      );

      service.get<{ Querystring: { email: string } }>(
        CONTRACT_PATHS.customerLookup,
        { schema: lookupSchema },
        async (request) => {
          await customerFor(request, 'lookupCustomer');
          return contracts.lookup(request.query.email);
        },
      );

      service.get<{ Querystring: Record<string, string | undefined> }>(
        CONTRACT_PATHS.companies,
        { schema: companiesSchema },
        async (request) => {
          const customerId = await customerFor(request, 'searchCompanies');
          const query: CompanySearchQuery = {
            query: request.query.query,
            forCounterpartyCustomerId: numberOr(request.query.forCounterpartyCustomerId),
            page: numberOr(request.query.page),
            pageSize: pageSizeOf(request.query.pageSize),
          };
          return contracts.companies(customerId, query);
        },
      );
    },
    { prefix: CONTRACT_SERVICE_PATH },
  );

  if (pdfGenerator) {
    // spec 03 §7 "A PDF generator POST with a JSON body returns a redirectLink" (issue 47 item 9).
    await app.register(
      async (service) => {
        service.addHook('onRequest', signedIn);
        service.post<{ Body: CreateContractRequest; Querystring: { lang?: string } }>(
          CONTRACT_PATHS.pdfGenerator,
          { schema: pdfGeneratorSchema },
          async (request, reply) => {
            const customerId = await customerFor(request, 'generateContractPdf');
            const answer = await pdfGenerator.link(customerId, request.body, request.query.lang);
            if ('problems' in answer)
              throw new ContractServiceError(400, 'Invalid parameters', answer.problems);
            noStore(reply);
            return answer;
          },
        );
      },
      { prefix: CONTRACT_SERVICE_PATH },
    );
    // The generated PDF: its link is its key (opened in a new tab, no session), as the contract PDF's.
    app.get<{ Querystring: { token: string } }>(
      `${CONTRACT_SERVICE_PATH}${CONTRACT_PATHS.generatedPdf}`,
      { schema: generatedPdfSchema, config: { answers: 'file' } },
      async (request, reply) => {
        const file = await pdfGenerator.pdf(request.query.token);
        if (file === undefined) throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
        if (file === null) throw new ContractServiceError(404, 'The contract document is not available yet.');
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(file.bytes));
      },
    );
  }

  // The PDF behind the short-lived link `pdfUrl` answers: the link is its key (opened in a new tab, no session).
  app.get<{ Params: { id: string }; Querystring: { token: string; lang?: string } }>(
    `${CONTRACT_SERVICE_PATH}${CONTRACT_PATHS.pdf}`,
    { schema: pdfSchema, config: { answers: 'file' } },
    async (request, reply) => {
      const file = await contracts.pdf(contractId(request), request.query.token, request.query.lang);
      if (file === undefined) throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
      if (file === null) throw new ContractServiceError(404, 'The contract document is not available yet.');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );
};
