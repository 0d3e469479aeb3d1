import {
  COMPANY_DOCUMENT_STATUS,
  type CompanyStatement,
  type Resolution,
  type SendResolutionRequest,
  type StatementKind,
} from '@portal/api/catalogue';
import { companyLookups, refused, type CompanyServiceDeps } from './company-lookup';
import type { CompanyRecord } from './repository';
import { COMPANY_TEXTS } from './texts';

/** A sent resolution or statement waits for the bank's review: status 1, pending. */
const SENT_STATUS = COMPANY_DOCUMENT_STATUS.pending;

/** The statements' texts until the company sends its own. */
const DEFAULT_STATEMENTS: Record<StatementKind, (name: string) => string> = {
  declaration: (name) =>
    `${name} declares that the information it gave about the company, its directors, shareholders and beneficial ` +
    'owners is true and complete, and that it will report any change without delay.',
  escortStatement: (name) =>
    `${name} confirms that the funds it sends and receives through its accounts come from its declared business ` +
    'activity and are not linked to any unlawful activity.',
};
const STATEMENT_NAMES: Record<StatementKind, string> = {
  declaration: 'Declaration',
  escortStatement: 'Escort statement',
};

/** spec 03: the company's resolution and its statements (declaration, escort statement). */
export function createCompanyStatementsService({ repository, outbox, clock }: CompanyServiceDeps) {
  const { business } = companyLookups(repository);

  /** Where a copy of what the company sends goes: its primary payment e-mail, else its registration e-mail. */
  async function companyEmailAddress(company: CompanyRecord): Promise<string> {
    const emails = await repository.emails(company.customerId);
    return emails.find((email) => email.status === 'Primary')?.emailAddress ?? company.profile?.email ?? '';
  }

  return {
    async getResolution(customerId: number): Promise<Resolution> {
      await business(customerId);
      await repository.ensureCompanyRecords(customerId);
      const stored = await repository.resolution(customerId);
      if (!stored) return { businessRepresentativeIds: [], statusId: null, signers: [], sentAt: null };
      // A representative deleted since is no longer named.
      const known = await repository.representativeIds(customerId, stored.businessRepresentativeIds);
      return {
        ...stored,
        businessRepresentativeIds: stored.businessRepresentativeIds.filter((id) => known.has(id)),
      };
    },

    /** The representatives it names must be the company's; signers are named; it waits for review (status 1). */
    async sendResolution(customerId: number, request: SendResolutionRequest): Promise<Resolution> {
      await business(customerId);
      await repository.ensureCompanyRecords(customerId);
      const ids = [...new Set(request.businessRepresentativeIds)];
      const signers = request.signers.map((signer) => signer.trim());
      const known = await repository.representativeIds(customerId, ids);
      const problems = [
        ...ids
          .filter((id) => !known.has(id))
          .map((id) => `businessRepresentativeIds: ${id} ${COMPANY_TEXTS.unknownRepresentative}`),
        ...signers.flatMap((signer, index) =>
          signer ? [] : [`signers.${index}: ${COMPANY_TEXTS.required}`],
        ),
      ];
      if (problems.length > 0) throw refused(problems);
      const sentAt = clock.now();
      await repository.saveResolution(customerId, {
        representativeIds: ids,
        signers,
        statusId: SENT_STATUS,
        sentAt,
      });
      return { businessRepresentativeIds: ids, signers, statusId: SENT_STATUS, sentAt: sentAt.toISOString() };
    },

    /** The stored statement, or the text to confirm before anything was sent. */
    async getStatement(customerId: number, kind: StatementKind): Promise<CompanyStatement> {
      const company = await business(customerId);
      return (
        (await repository.statement(customerId, kind)) ?? {
          text: DEFAULT_STATEMENTS[kind](company.businessName),
          statusId: null,
          sentAt: null,
        }
      );
    },

    /** Stores the text, waiting for review, and e-mails the company a copy. */
    async sendStatement(customerId: number, kind: StatementKind, text: string): Promise<CompanyStatement> {
      const company = await business(customerId);
      const trimmed = text.trim();
      if (!trimmed) throw refused([`text: ${COMPANY_TEXTS.required}`]);
      const sentAt = clock.now();
      await repository.saveStatement(customerId, kind, { text: trimmed, statusId: SENT_STATUS, sentAt });
      const to = await companyEmailAddress(company);
      if (to)
        await outbox.send({
          channel: 'email',
          to,
          text: `${STATEMENT_NAMES[kind]} of ${company.businessName}, sent ${sentAt.toISOString().slice(0, 10)}:\n${trimmed}`,
        });
      return { text: trimmed, statusId: SENT_STATUS, sentAt: sentAt.toISOString() };
    },
  };
}
