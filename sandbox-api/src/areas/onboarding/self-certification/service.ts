import {
  type BusinessTaxQuestions,
  type PersonalTaxCertificationFields,
  type TaxCertification,
  type TaxCertificationDocument,
  type TaxCertificationKind,
  type UpdateBusinessTaxCertificationRequest,
  type VerificationStatus,
} from '@portal/api/catalogue';
import {
  ALL_BUSINESS_QUESTIONS,
  asksRenouncedCitizenship,
  businessTaxProblems,
  personalTaxProblems,
  requiredWForm,
} from '@portal/api/tax-certification';
import { invalidParameters } from '../../../platform/http/errors';
import { sha256Hex } from '../../../platform/lib/crypto';
import {
  INPUT_ERROR_STATUS,
  certificationLookups,
  infoOf,
  notFound,
  type TaxCertificationServiceOptions,
} from './certification-lookup';
import { createTaxDocumentsService } from './documents-service';
import type {
  CertificationAnswers,
  CertificationOwner,
  CertificationRecord,
  StoredCertification,
  StoredTaxDocument,
  TaxStatuses,
} from './repository';
import { TAX_TEXTS } from './texts';

export type { TaxCertificationServiceOptions } from './certification-lookup';
export { E_SIGN_PATH, SIGNER_NAME_MAX_LENGTH, type SignView } from './documents-service';
export { FORM_TITLES, TAX_TEXTS } from './texts';

const documentOf = (
  document: StoredTaxDocument | undefined,
  status: VerificationStatus,
): TaxCertificationDocument => ({ id: document?.id ?? null, status, url: null });

export function createTaxCertificationService(options: TaxCertificationServiceOptions) {
  const { repository, clock } = options;
  const { customerOf, settle } = certificationLookups(repository);

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

    ...createTaxDocumentsService(options),
  };
}

export type TaxCertificationService = ReturnType<typeof createTaxCertificationService>;
