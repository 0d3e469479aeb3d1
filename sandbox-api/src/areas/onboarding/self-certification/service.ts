import { randomUUID } from 'node:crypto';
import {
  RESPONSE_CODES,
  VERIFICATION_UPLOAD,
  type BusinessTaxQuestions,
  type PersonalTaxCertificationFields,
  type TaxCertification,
  type TaxCertificationDocument,
  type TaxCertificationInfo,
  type TaxCertificationKind,
  type TaxWForm,
  type UpdateBusinessTaxCertificationRequest,
  type UploadLossOfNationalityResponse,
  type UploadTaxWFormResponse,
  type VerificationStatus,
} from '@portal/api/catalogue';
import {
  ALL_BUSINESS_QUESTIONS,
  asksRenouncedCitizenship,
  businessTaxProblems,
  personalTaxProblems,
  requiredWForm,
  selfCertificationState,
} from '@portal/api/tax-certification';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import type { NotificationService } from '../../../platform/notifications/service';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { CONTENT_TYPE_OF_ENDING, contentTypeOf } from '../verification/rules';
import { defaultFacts } from '../verification/service';
import type {
  CertificationAnswers,
  CertificationOwner,
  CertificationRecord,
  StoredCertification,
  StoredTaxDocument,
  TaxCertificationRepository,
  TaxCustomer,
  TaxStatuses,
} from './repository';

/** Method-API refusals answer HTTP 200 (spec 01 §8). */
const INPUT_ERROR_STATUS = 200;

/** The sandbox's e-signature page (ours): a W-form's signers sign there. */
export const E_SIGN_PATH = '/sandbox/e-sign';
/** The longest typed signature kept (ours). */
export const SIGNER_NAME_MAX_LENGTH = 100;
/** The longest file name kept (a file system's usual limit). */
const MAX_FILE_NAME_LENGTH = 255;

export const TAX_TEXTS = {
  personalOnly: 'This customer is a company: it certifies with the business tax certification.',
  businessOnly: 'This customer is a person: they certify with the personal tax certification.',
  noSuchLink: 'This link is not valid. Ask the company for a new one.',
  notSubmitted: 'is asked once the tax certification is submitted',
  wrongForm: (form: TaxWForm) =>
    `must be ${form} for the answers given (a W-9 for a US person, else a W-8BEN)`,
  notAsked: 'is asked only of a person who gave up US citizenship',
  notRealFile: 'is not really a JPEG, PNG or PDF file',
  contentMismatch: 'holds something other than its name says',
  badName: 'has a name that is not allowed',
  signed: (form: TaxWForm) =>
    `Your ${form === 'W9' ? 'W-9' : 'W-8BEN'} form is signed: your tax self-certification is complete.`,
} as const;

/** The name a form is told by. */
export const FORM_TITLES: Record<TaxWForm, string> = {
  W8BEN: 'Form W-8BEN (certificate of foreign status)',
  W9: 'Form W-9 (request for taxpayer identification number and certification)',
};

export interface TaxCertificationServiceOptions {
  repository: TaxCertificationRepository;
  /** A signed form is told to the customer as a stored notification, pushed live (issue 31). */
  notifications: Pick<NotificationService, 'notify'>;
  clock: Clock;
  /** Where the sandbox's own pages are reached (config `sandboxOrigins[0]`): the e-signature page's address. */
  sandboxOrigin: string;
}

/** What the e-signature page shows of the form to sign. */
export interface SignView {
  documentId: number;
  form: TaxWForm;
  name: string;
  signed: { name: string; at: string } | null;
  taxIds: { countryCode: string; taxId: string; reason: string }[];
  isUSTaxPayer: boolean;
  entityType: string | null;
}

const notFound = (description: string) => methodError(RESPONSE_CODES.notFound, description);

const asStatus = (value: string) => value as VerificationStatus;

function infoOf(row: Pick<StoredCertification, keyof TaxStatuses> | undefined): TaxCertificationInfo {
  return {
    taxResidencySelfCertificationDocumentStatus: asStatus(row?.selfCertificationStatus ?? 'none'),
    w8BenFormDocumentStatus: asStatus(row?.w8BenStatus ?? 'notRequired'),
    w9FormDocumentStatus: asStatus(row?.w9Status ?? 'notRequired'),
    certificateOfLossOfNationalityDocumentStatus: asStatus(row?.lossOfNationalityStatus ?? 'notRequired'),
  };
}

const documentOf = (
  document: StoredTaxDocument | undefined,
  status: VerificationStatus,
): TaxCertificationDocument => ({ id: document?.id ?? null, status, url: null });

function hasBadNameCharacter(name: string): boolean {
  // Control characters, path separators and unpaired surrogates have no place in a file name.
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || name[index] === '/' || name[index] === '\\') return true;
    const high = code >= 0xd800 && code <= 0xdbff;
    const next = name.charCodeAt(index + 1);
    if (high && next >= 0xdc00 && next <= 0xdfff) index += 1;
    else if (high || (code >= 0xdc00 && code <= 0xdfff)) return true;
  }
  return false;
}

export function createTaxCertificationService({
  repository,
  notifications,
  clock,
  sandboxOrigin,
}: TaxCertificationServiceOptions) {
  async function customerOf(customerId: number): Promise<TaxCustomer> {
    const customer = await repository.customer(customerId);
    if (!customer) throw notFound('No such customer.');
    return customer;
  }

  async function ownCertificationOwner(customerId: number, kind: 'personal' | 'business') {
    const customer = await customerOf(customerId);
    const business = customer.customerType !== 0;
    if (kind === 'personal' && business) throw notFound(TAX_TEXTS.personalOnly);
    if (kind === 'business' && !business) throw notFound(TAX_TEXTS.businessOnly);
    const owner: CertificationOwner = { customerId, kind, representativeId: null };
    return { customer, owner, name: business ? (customer.businessName ?? '') : customer.userName };
  }

  async function representativeOwner(secret: string) {
    const representative = await repository.representativeBySecret(sha256Hex(`tax-representative|${secret}`));
    if (!representative) throw notFound(TAX_TEXTS.noSuchLink);
    const owner: CertificationOwner = {
      customerId: representative.customerId,
      kind: 'representative',
      representativeId: representative.representativeId,
    };
    return { owner, name: representative.name };
  }

  async function answer(
    kind: TaxCertificationKind,
    name: string,
    record: CertificationRecord | undefined,
    customerId: number,
  ): Promise<TaxCertification> {
    const row = record?.row;
    const info = infoOf(row);
    const questions = (row?.questions ?? {}) as Partial<BusinessTaxQuestions>;
    const addresses = kind === 'business' ? await repository.addresses(customerId) : [];
    return {
      kind,
      name,
      signedAt: row?.signedAt?.toISOString() ?? null,
      registrationCountryCode: row?.registrationCountryCode ?? null,
      entityType: (row?.entityType as TaxCertification['entityType']) ?? null,
      ...(Object.fromEntries(
        ALL_BUSINESS_QUESTIONS.map((question) => [question, questions[question] ?? null]),
      ) as unknown as BusinessTaxQuestions),
      hasUSIndicia: row?.hasUSIndicia ?? null,
      isUSTaxPayer: row?.isUSTaxPayer ?? null,
      renouncedUSCitizenship: row?.renouncedUSCitizenship ?? null,
      placeOfBusinessAddressId: row?.placeOfBusinessAddressId ?? null,
      registeredAddressId: row?.registeredAddressId ?? null,
      controllingPersons: record?.controllingPersons ?? [],
      taxIds: record?.taxIds ?? [],
      selfCertificationDocument: {
        id: row?.signedAt ? row.id : null,
        status: info.taxResidencySelfCertificationDocumentStatus,
        url: null,
      },
      w8BenFormDocument: documentOf(record?.documents.W8BEN, info.w8BenFormDocumentStatus),
      w9FormDocument: documentOf(record?.documents.W9, info.w9FormDocumentStatus),
      lossOfNationalityDocument: documentOf(
        record?.documents.lossOfNationality,
        info.certificateOfLossOfNationalityDocumentStatus,
      ),
      info,
      addresses: addresses.map((address) => ({
        addressId: address.addressId,
        label: `${address.address1}, ${address.city} ${address.postalCode}, ${address.country}`,
      })),
    };
  }

  /**
   * The statuses a submission leads to: the certification waits for review, the W-form it asks for is to be signed
   * (again: the answers changed), the other is not asked; a certificate of loss of nationality already given is kept.
   */
  const submittedStatuses =
    (isUSTaxPayer: boolean, lossOfNationalityAsked: boolean, withWForm: boolean) =>
    (before: StoredCertification | undefined): TaxStatuses => {
      const form = requiredWForm(isUSTaxPayer);
      const given = before?.lossOfNationalityStatus;
      return {
        selfCertificationStatus: 'pending',
        w8BenStatus: withWForm && form === 'W8BEN' ? 'none' : 'notRequired',
        w9Status: withWForm && form === 'W9' ? 'none' : 'notRequired',
        lossOfNationalityStatus: !lossOfNationalityAsked
          ? 'notRequired'
          : given === 'pending' || given === 'validated'
            ? given
            : 'none',
      };
    };

  /** After a change of a customer's own certification: the routing state and verification's facts follow it. */
  async function settle(customer: TaxCustomer, info: TaxCertificationInfo): Promise<void> {
    await repository.setSelfCertification(customer.customerId, selfCertificationState(info));
    await repository.syncVerificationFacts(defaultFacts(customer), info);
  }

  function personalAnswers(request: PersonalTaxCertificationFields): CertificationAnswers {
    const problems = personalTaxProblems(request);
    if (problems.length > 0) throw invalidParameters(problems, INPUT_ERROR_STATUS);
    return {
      registrationCountryCode: null,
      entityType: null,
      questions: {},
      hasUSIndicia: request.hasUSIndicia,
      isUSTaxPayer: request.isUSTaxPayer,
      renouncedUSCitizenship: asksRenouncedCitizenship(request)
        ? (request.renouncedUSCitizenship ?? false)
        : null,
      placeOfBusinessAddressId: null,
      registeredAddressId: null,
      taxIds: request.taxIds,
      controllingPersons: [],
      signedAt: clock.now(),
    };
  }

  const today = () => clock.now().toISOString().slice(0, 10);

  return {
    async getPersonal(customerId: number): Promise<TaxCertification> {
      const { owner, name } = await ownCertificationOwner(customerId, 'personal');
      return answer('personal', name, await repository.find(owner), customerId);
    },

    async updatePersonal(customerId: number, request: PersonalTaxCertificationFields) {
      const { customer, owner, name } = await ownCertificationOwner(customerId, 'personal');
      const answers = personalAnswers(request);
      const record = await repository.save(
        owner,
        answers,
        submittedStatuses(request.isUSTaxPayer, answers.renouncedUSCitizenship === true, true),
      );
      await settle(customer, infoOf(record.row));
      return answer('personal', name, record, customerId);
    },

    async getBusiness(customerId: number): Promise<TaxCertification> {
      const { owner, name } = await ownCertificationOwner(customerId, 'business');
      return answer('business', name, await repository.find(owner), customerId);
    },

    async updateBusiness(customerId: number, request: UpdateBusinessTaxCertificationRequest) {
      const { customer, owner, name } = await ownCertificationOwner(customerId, 'business');
      const problems = businessTaxProblems(request, today());
      const addressIds = new Set(
        (await repository.addresses(customerId)).map((address) => address.addressId),
      );
      for (const field of ['placeOfBusinessAddressId', 'registeredAddressId'] as const) {
        const id = request[field];
        if (id != null && !addressIds.has(id)) problems.push(`${field}: is not an address of the company`);
      }
      if (problems.length > 0) throw invalidParameters(problems, INPUT_ERROR_STATUS);
      const questions: Partial<BusinessTaxQuestions> = {};
      for (const question of ALL_BUSINESS_QUESTIONS) {
        const value = request[question];
        if (value !== undefined && value !== null)
          (questions as Record<string, unknown>)[question] = typeof value === 'string' ? value.trim() : value;
      }
      const record = await repository.save(
        owner,
        {
          registrationCountryCode: request.registrationCountryCode,
          entityType: request.entityType,
          questions,
          hasUSIndicia: request.hasUSIndicia,
          isUSTaxPayer: request.isUSTaxPayer,
          renouncedUSCitizenship: null,
          placeOfBusinessAddressId: request.placeOfBusinessAddressId ?? null,
          registeredAddressId: request.registeredAddressId ?? null,
          taxIds: request.taxIds,
          controllingPersons: request.controllingPersons,
          signedAt: clock.now(),
        },
        submittedStatuses(request.isUSTaxPayer, false, true),
      );
      await settle(customer, infoOf(record.row));
      return answer('business', name, record, customerId);
    },

    async getRepresentative(secret: string): Promise<TaxCertification> {
      const { owner, name } = await representativeOwner(secret);
      return answer('representative', name, await repository.find(owner), owner.customerId);
    },

    /** A representative certifies as a person; their W-form is the company's business, not asked here (ours). */
    async updateRepresentative(secret: string, request: PersonalTaxCertificationFields) {
      const { owner, name } = await representativeOwner(secret);
      const answers = personalAnswers(request);
      const record = await repository.save(
        owner,
        answers,
        submittedStatuses(request.isUSTaxPayer, answers.renouncedUSCitizenship === true, false),
      );
      return answer('representative', name, record, owner.customerId);
    },

    /**
     * Prepares the W-form of the acting customer's certification for signing (spec 03 §7 "W-form upload, which
     * returns signData with clientId and signUrls"): one signer, on the sandbox's e-signature page.
     */
    async uploadWForm(customerId: number, formType: TaxWForm): Promise<UploadTaxWFormResponse> {
      const customer = await customerOf(customerId);
      const kind = customer.customerType === 0 ? 'personal' : 'business';
      const record = await repository.find({ customerId, kind, representativeId: null });
      if (!record || record.row.selfCertificationStatus === 'none')
        throw invalidParameters([`formType: ${TAX_TEXTS.notSubmitted}`], INPUT_ERROR_STATUS);
      const form = requiredWForm(record.row.isUSTaxPayer === true);
      if (formType !== form)
        throw invalidParameters([`formType: ${TAX_TEXTS.wrongForm(form)}`], INPUT_ERROR_STATUS);
      const token = randomToken();
      const clientId = `sandbox-esign-${randomUUID()}`;
      await repository.createSignDocument(record.row.id, form, clientId, sha256Hex(`tax-esign|${token}`));
      return { signData: { clientId, signUrls: [`${sandboxOrigin}${E_SIGN_PATH}/${token}`] } };
    },

    async uploadLossOfNationality(
      customerId: number,
      file: UploadedFile | undefined,
    ): Promise<UploadLossOfNationalityResponse> {
      const customer = await customerOf(customerId);
      const kind = customer.customerType === 0 ? 'personal' : 'business';
      const record = await repository.find({ customerId, kind, representativeId: null });
      if (!record || record.row.lossOfNationalityStatus === 'notRequired')
        throw invalidParameters([`document: ${TAX_TEXTS.notAsked}`], INPUT_ERROR_STATUS);
      if (!file) throw invalidParameters(['document: is required'], INPUT_ERROR_STATUS);
      const lines: string[] = [];
      if (hasBadNameCharacter(file.filename) || file.filename.length > MAX_FILE_NAME_LENGTH)
        lines.push(`document: ${TAX_TEXTS.badName}`);
      const name = file.filename.toLowerCase();
      const ending = VERIFICATION_UPLOAD.accept.find((candidate) => name.endsWith(candidate));
      const actual = contentTypeOf(file.bytes);
      if (!actual) lines.push(`document: ${TAX_TEXTS.notRealFile}`);
      else if (ending && CONTENT_TYPE_OF_ENDING[ending] !== actual)
        lines.push(`document: ${TAX_TEXTS.contentMismatch}`);
      if (lines.length > 0 || !actual) throw invalidParameters(lines, INPUT_ERROR_STATUS);
      const document = await repository.addFile(record.row.id, {
        fileName: file.filename,
        contentType: actual,
        content: file.bytes,
      });
      await repository.setStatuses(record.row.id, { lossOfNationalityStatus: 'pending' });
      await settle(customer, infoOf({ ...record.row, lossOfNationalityStatus: 'pending' }));
      return { document: { id: document.id, status: 'pending', url: null } };
    },

    /** What the e-signature page shows for a token, or undefined for none. */
    async signView(token: string): Promise<SignView | undefined> {
      const document = await repository.documentByToken(sha256Hex(`tax-esign|${token}`));
      if (!document) return undefined;
      const record = await repository.findById(document.certificationId);
      if (!record) return undefined;
      const customer = await customerOf(record.row.customerId);
      return {
        documentId: document.id,
        form: document.kind as TaxWForm,
        name: record.row.kind === 'business' ? (customer.businessName ?? '') : customer.userName,
        signed:
          document.signedAt && document.signedName
            ? { name: document.signedName, at: document.signedAt.toISOString() }
            : null,
        taxIds: record.taxIds.map((entry) => ({
          countryCode: entry.countryCode,
          taxId: entry.taxId,
          reason: entry.tinMissingReason ?? '',
        })),
        isUSTaxPayer: record.row.isUSTaxPayer === true,
        entityType: record.row.entityType,
      };
    },

    /**
     * Signs the W-form of a token: the form and the certification are validated, the customer's self-certification
     * state follows, and the customer is told live (spec 03 §3 "Notification" info) so the portal updates.
     * Answers false when there is no such form or it was signed already.
     */
    async sign(token: string, signerName: string): Promise<boolean> {
      const document = await repository.documentByToken(sha256Hex(`tax-esign|${token}`));
      if (!document) return false;
      if (!(await repository.sign(document.id, signerName, clock.now()))) return false;
      const record = await repository.findById(document.certificationId);
      if (!record) return false;
      const form = document.kind as TaxWForm;
      const statuses: Partial<TaxStatuses> = {
        selfCertificationStatus: 'validated',
        ...(form === 'W9' ? { w9Status: 'validated' } : { w8BenStatus: 'validated' }),
      };
      await repository.setStatuses(record.row.id, statuses);
      const customer = await customerOf(record.row.customerId);
      await settle(customer, infoOf({ ...record.row, ...statuses }));
      await notifications.notify(customer.customerId, {
        type: 'info',
        severity: 'success',
        text: TAX_TEXTS.signed(form),
      });
      return true;
    },
  };
}

export type TaxCertificationService = ReturnType<typeof createTaxCertificationService>;
