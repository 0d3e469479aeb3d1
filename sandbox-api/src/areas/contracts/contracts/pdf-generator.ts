import { createHmac } from 'node:crypto';
import {
  CONTRACT_PATHS,
  CONTRACT_SERVICE_PATH,
  contractCreateProblems,
  type ContractPdfGeneratorResponse,
  type CreateContractRequest,
  type SmartContract,
} from '@portal/api/catalogue';
import { documentLanguage } from '../../../documents/texts';
import { safeEqual } from '../../../platform/lib/crypto';
import { isoDate, type Clock } from '../../../platform/clock/clock';
import type { PartyQueries } from './party-queries';

/** The generated PDF's link lives this long, like the contract's own PDF link. */
const GENERATED_LINK_TTL_MS = 5 * 60 * 1000;
/** A link carries the contract it prints: beyond this the payload is refused (a form never comes near it). */
const MAX_PAYLOAD_BYTES = 6 * 1024;

export const PDF_GENERATOR_TEXTS = {
  notYourCompany: 'senderId: your company must be the payer or the beneficiary',
  counterpartyNotBusiness: 'The other company must be a verified business customer.',
  companyMismatch: 'companyId: must be the other company (the counterparty’s company)',
  tooLarge: 'The contract is too long to print.',
} as const;

export interface ContractPdfGeneratorOptions {
  /** The customers a draft names (the contracts' repository, or its party queries). */
  repository: Pick<PartyQueries, 'companyTitles' | 'customerKind'>;
  clock: Clock;
  /** Where the browser reaches the sandbox: the link answered is absolute. */
  sandboxOrigin: string;
  /** Signs the links; a restart makes old links invalid, which a 5-minute link can bear. */
  key: Buffer;
  render?: (contract: SmartContract, options: { lang?: string }) => Promise<Uint8Array>;
}

interface GeneratedPayload {
  /** The customer who asked. */
  c: number;
  r: CreateContractRequest;
  l: string;
  /** Expiry, ms since the epoch. */
  e: number;
}

/**
 * The contract service's PDF generator (spec 03 §7 "A PDF generator POST with a JSON body returns a redirectLink";
 * issue 47 item 9): a contract the customer is writing, printed before it is proposed. Stateless, so any instance of
 * a cluster answers the link: the link carries the contract, signed with the service's key, and expires.
 */
export function createContractPdfGenerator({
  repository,
  clock,
  sandboxOrigin,
  key,
  render,
}: ContractPdfGeneratorOptions) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    /** The link to the PDF of `request`, or the create rules' refusals (the same lines `PUT /contract` answers). */
    async link(
      customerId: number,
      request: CreateContractRequest,
      lang: string | undefined,
    ): Promise<{ problems: string[] } | ContractPdfGeneratorResponse> {
      const problems = contractCreateProblems(request, isoDate(clock.now()));
      if (problems.length === 0 && request.senderId !== customerId && request.beneficiaryId !== customerId)
        problems.push(PDF_GENERATOR_TEXTS.notYourCompany);
      if (problems.length === 0) {
        // As a create: the other side is a verified company, and the company named is it; a preview prints no one
        // the customer could not propose a contract to.
        const counterpartyId = request.senderId === customerId ? request.beneficiaryId : request.senderId;
        const counterparty = await repository.customerKind(counterpartyId);
        if (!counterparty || counterparty.customerType === 0 || !counterparty.verified)
          problems.push(PDF_GENERATOR_TEXTS.counterpartyNotBusiness);
        else if (request.companyId !== counterpartyId) problems.push(PDF_GENERATOR_TEXTS.companyMismatch);
      }
      if (problems.length > 0) return { problems };
      const payload: GeneratedPayload = {
        c: customerId,
        r: request,
        l: documentLanguage(lang),
        e: clock.now().getTime() + GENERATED_LINK_TTL_MS,
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      if (body.length > MAX_PAYLOAD_BYTES) return { problems: [PDF_GENERATOR_TEXTS.tooLarge] };
      const token = `${body}.${sign(body)}`;
      return {
        redirectLink: `${sandboxOrigin}${CONTRACT_SERVICE_PATH}${CONTRACT_PATHS.generatedPdf}?token=${token}`,
      };
    },

    /** The PDF of a link `link` made; undefined for a wrong or old link, null when PDFs cannot be made here. */
    async pdf(token: string): Promise<{ bytes: Uint8Array; fileName: string } | null | undefined> {
      const [body, signature] = token.split('.');
      if (!body || !signature || !safeEqual(signature, sign(body))) return undefined;
      let payload: GeneratedPayload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as GeneratedPayload;
      } catch {
        return undefined;
      }
      if (payload.e <= clock.now().getTime()) return undefined;
      if (!render) return null;
      const { r: request, c: viewer } = payload;
      const names = await repository.companyTitles([
        request.companyId,
        request.senderId,
        request.beneficiaryId,
      ]);
      const party = (id: number) => ({ id, username: '', name: names.get(id) ?? `Customer ${id}` });
      const now = clock.now().toISOString();
      const draft: SmartContract = {
        // Id 0: the PDF prints it as a draft, without a number or a status (documents/contract.ts).
        id: 0,
        status: 'UNSIGNED',
        identificationStatus: null,
        percentage: request.percentage,
        initiatorId: viewer,
        direction: request.senderId === viewer ? 'PAY' : 'RECEIVE',
        note: request.note?.trim() || null,
        activeFrom: request.activeFrom,
        activeTo: null,
        terminateInfo: null,
        updatedAt: now,
        createdAt: now,
        company: { id: request.companyId, title: names.get(request.companyId) ?? '', logo: null },
        sender: party(request.senderId),
        beneficiary: party(request.beneficiaryId),
        senderSignerName: request.senderSignerName?.trim() || null,
        beneficiarySignerName: request.beneficiarySignerName?.trim() || null,
        senderObligations: request.senderObligations.map((item) => item.trim()),
        beneficiaryObligations: request.beneficiaryObligations.map((item) => item.trim()),
        senderSignedAt: null,
        beneficiarySignedAt: null,
        events: [],
        actions: [],
      };
      return { bytes: await render(draft, { lang: payload.l }), fileName: 'contract-draft.pdf' };
    },
  };
}

export type ContractPdfGenerator = ReturnType<typeof createContractPdfGenerator>;
