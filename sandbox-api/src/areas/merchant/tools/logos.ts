import {
  LOGO_ACCEPT,
  LOGO_FILE_PART,
  RESPONSE_CODES,
  type CreateLogoRequest,
  type Logo,
  type LogosResponse,
  type PageRequest,
  type UpdateLogoRequest,
} from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import { randomToken } from '../../../platform/lib/crypto';
import { invalidField, METHOD_INPUT_ERROR_STATUS } from '../../../money/amounts';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { sniffLogo } from './logo-image';
import { createMerchantRepository, type LogoRow } from './repository';
import { MERCHANT_TEXTS, pageOf, type MerchantContext } from './merchant-context';

/** Where a logo's image is served (the portal's server forwards `/files/`). */
export const LOGO_FILE_PATH = '/files/merchant-logos';

export function logoUrl(row: Pick<LogoRow, 'id' | 'token'>): string {
  return `${LOGO_FILE_PATH}/${row.id}/${row.token}`;
}

function toLogo(row: LogoRow): Logo {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    file: logoUrl(row),
    contentType: row.contentType,
    size: row.size,
  };
}

/** The merchant's logos (spec 03 §9: page 1000) and the images behind their links. */
export function createLogoOperations({ db, clock, repository, assertMerchant }: MerchantContext) {
  return {
    async logos(customerId: number, request: PageRequest): Promise<LogosResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.logos(customerId, pageOf(request));
      return { logos: rows.map(toLogo), totalCount: total };
    },

    async logo(customerId: number, id: number): Promise<Logo> {
      await assertMerchant(customerId);
      const row = await repository.logo(customerId, id);
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
      return toLogo(row);
    },

    /**
     * A new logo from the call's `file[]` (its name ending and size are checked by the method API; what the bytes
     * are is checked here). Made the default, the merchant's other default stops being one.
     */
    async createLogo(
      customerId: number,
      request: CreateLogoRequest,
      file: UploadedFile | undefined,
    ): Promise<Logo> {
      await assertMerchant(customerId);
      if (!file) throw invalidField(LOGO_FILE_PART, 'is required');
      const contentType = sniffLogo(file.bytes);
      if (!contentType || !(LOGO_ACCEPT as readonly string[]).includes(contentType))
        throw invalidParameters([MERCHANT_TEXTS.notAnImage], METHOD_INPUT_ERROR_STATUS);
      const name = request.name.trim();
      if (!name) throw invalidField('name', 'is required');
      const isDefault = request.isDefault ?? false;
      const row = await db.transaction(async (tx) => {
        const repo = createMerchantRepository(tx);
        if (isDefault) await repo.clearDefaultLogo(customerId);
        return repo.insertLogo({
          customerId,
          name,
          isDefault,
          contentType,
          size: file.bytes.length,
          bytes: file.bytes,
          token: randomToken(18),
          createdAt: clock.now(),
        });
      });
      return toLogo(row);
    },

    async updateLogo(customerId: number, request: UpdateLogoRequest): Promise<Logo> {
      await assertMerchant(customerId);
      const name = request.name.trim();
      if (!name) throw invalidField('name', 'is required');
      const row = await db.transaction(async (tx) => {
        const repo = createMerchantRepository(tx);
        if (!(await repo.logo(customerId, request.id)))
          throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
        if (request.isDefault) await repo.clearDefaultLogo(customerId, request.id);
        return repo.updateLogo(customerId, request.id, { name, isDefault: request.isDefault });
      });
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
      return toLogo(row);
    },

    /** Deletes a logo; the buttons that showed it show none. */
    async deleteLogo(customerId: number, id: number): Promise<Record<string, never>> {
      await assertMerchant(customerId);
      if (!(await repository.deleteLogo(customerId, id)))
        throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
      return {};
    },

    /** The image behind a logo's link; undefined unless the id and token are a logo's own. */
    async logoFile(id: string, token: string) {
      if (!/^\d{1,10}$/.test(id)) return undefined;
      const numeric = Number(id);
      if (numeric > 2147483647) return undefined;
      const row = await repository.logoFile(numeric);
      if (!row || row.token !== token) return undefined;
      return { contentType: row.contentType, bytes: row.bytes };
    },
  };
}
