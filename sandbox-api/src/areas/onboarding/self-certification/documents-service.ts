import { randomUUID } from 'node:crypto';
import {
  VERIFICATION_UPLOAD,
  type TaxWForm,
  type UploadLossOfNationalityResponse,
  type UploadTaxWFormResponse,
} from '@portal/api/catalogue';
import { requiredWForm } from '@portal/api/tax-certification';
import { invalidParameters } from '../../../platform/http/errors';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { CONTENT_TYPE_OF_ENDING, contentTypeOf } from '../../../platform/customer/verification-rules';
import {
  INPUT_ERROR_STATUS,
  certificationLookups,
  infoOf,
  type TaxCertificationServiceOptions,
} from './certification-lookup';
import type { TaxStatuses } from './repository';
import { TAX_TEXTS } from './texts';

/** The sandbox's e-signature page (ours): a W-form's signers sign there. */
export const E_SIGN_PATH = '/sandbox/e-sign';
/** The longest typed signature kept (ours). */
export const SIGNER_NAME_MAX_LENGTH = 100;
/** The longest file name kept (a file system's usual limit). */
const MAX_FILE_NAME_LENGTH = 255;

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

/** The certification's documents: the W-form signed on the sandbox's e-signature page, the loss-of-nationality file. */
export function createTaxDocumentsService({
  repository,
  notifications,
  clock,
  sandboxOrigin,
}: TaxCertificationServiceOptions) {
  const { customerOf, settle } = certificationLookups(repository);

  return {
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
