import {
  NOTIFICATION_GROUPS,
  RESPONSE_CODES,
  type AgreementFile,
  type LegalInfoItem,
  type NotificationSetting,
} from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { brandOfOrigin } from '../../../documents/brand-of-origin';
import { agreementPdf } from './agreement-document';
import { documentLanguage } from '../../../documents/texts';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legal-documents';
import { acceptsValue, NOTIFICATION_CATALOGUE, type NotificationDefinition } from './notification-catalogue';
import type { DocumentHolder, ProfileRepository } from './repository';

/** Refusals answer HTTP 200 with their code (spec 01 §8). */
const METHOD_INPUT_ERROR_STATUS = 200;

export const PROFILE_TEXTS = {
  documentNotFound: 'Document not found',
} as const;

const settingOf = ({ defaultValue, ...definition }: NotificationDefinition, value?: string) => ({
  ...definition,
  value: value ?? defaultValue,
});

/** The file name a document downloads under: its kind and version. */
const fileNameOf = (document: LegalDocument) => `${document.kind}-${document.version}.pdf`;

/** The documents a customer holds (personal or business), in the catalogue's order. */
const documentsOf = (holder: DocumentHolder) =>
  LEGAL_DOCUMENTS.filter(
    (document) =>
      document.audience === 'all' || document.audience === (holder.business ? 'business' : 'personal'),
  );

/** When the holder agreed to a document: when they joined, or when a later version took effect. */
function acceptedAt(document: LegalDocument, holder: DocumentHolder): Date | undefined {
  if (!document.agreed) return undefined;
  const effective = new Date(`${document.effectiveFrom}T00:00:00Z`);
  return holder.since > effective ? holder.since : effective;
}

/** Notification settings and legal info (spec 02 §3 "Settings entities", §7 "Security settings"). */
export function createProfileService({ repository, clock }: { repository: ProfileRepository; clock: Clock }) {
  const holderOf = async (customerId: number) => {
    const holder = await repository.holder(customerId);
    if (!holder) throw methodError(RESPONSE_CODES.notFound, PROFILE_TEXTS.documentNotFound);
    return holder;
  };

  return {
    /** Every item, grouped in the groups' order, with the user's value or the default. */
    async notificationSettings(userId: number): Promise<{ items: NotificationSetting[] }> {
      const values = await repository.notificationValues(userId);
      const items = NOTIFICATION_CATALOGUE.map((definition) =>
        settingOf(definition, values.get(definition.identified)),
      );
      items.sort((a, b) => NOTIFICATION_GROUPS.indexOf(a.group) - NOTIFICATION_GROUPS.indexOf(b.group));
      return { items };
    },

    /** Sets one item; an unknown item or a value it does not take is TA1, naming the field. */
    async setNotificationSetting(
      userId: number,
      identified: string,
      value: string,
    ): Promise<NotificationSetting> {
      const definition = NOTIFICATION_CATALOGUE.find((item) => item.identified === identified);
      if (!definition)
        throw invalidParameters(['identified: no such notification item'], METHOD_INPUT_ERROR_STATUS);
      if (!acceptsValue(definition, value)) {
        const allowed = definition.kind === 'switch' ? ['on', 'off'] : (definition.options ?? []);
        throw invalidParameters([`value: must be one of ${allowed.join(', ')}`], METHOD_INPUT_ERROR_STATUS);
      }
      await repository.setNotificationValue(userId, identified, value, clock.now());
      return settingOf(definition, value);
    },

    /** The customer's legal documents (personal or business ones). */
    async legalInfo(customerId: number): Promise<{ items: LegalInfoItem[] }> {
      const holder = await holderOf(customerId);
      return {
        items: documentsOf(holder).map((document) => {
          const agreed = acceptedAt(document, holder);
          return {
            id: document.id,
            kind: document.kind,
            version: document.version,
            effectiveFrom: document.effectiveFrom,
            ...(agreed ? { acceptedAt: agreed.toISOString() } : {}),
            fileName: fileNameOf(document),
          };
        }),
      };
    },

    /**
     * One of the customer's documents as a PDF on the letterhead of the brand whose page asked (Origin), in the
     * request's language (issue 35).
     */
    async agreement(
      customerId: number,
      id: number,
      origin: string | undefined,
      lang?: string,
    ): Promise<AgreementFile> {
      const holder = await holderOf(customerId);
      const document = documentsOf(holder).find((item) => item.id === id);
      // Another customer's kind of document is as absent as one that does not exist.
      if (!document) throw methodError(RESPONSE_CODES.notFound, PROFILE_TEXTS.documentNotFound);
      const agreed = acceptedAt(document, holder);
      const pdf = await agreementPdf(
        brandOfOrigin(origin),
        document,
        { name: holder.name, customerId, ...(agreed ? { acceptedAt: agreed } : {}) },
        documentLanguage(lang),
        clock.now(),
      );
      return {
        id,
        fileName: fileNameOf(document),
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
