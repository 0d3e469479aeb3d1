import { E_SIGN_RETURN_PARAM } from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { eSignMissingPage, eSignPage } from '../../../providers/e-signature/e-sign-page';
import {
  representativeSecretRequestSchema,
  signTokenParams,
  taxCertificationResponseSchema,
  updateBusinessTaxCertificationRequestSchema,
  updateRepresentativeTaxCertificationRequestSchema,
  updateTaxCertificationRequestSchema,
  uploadLossOfNationalityResponseSchema,
  uploadTaxWFormRequestSchema,
  uploadTaxWFormResponseSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import { E_SIGN_PATH, SIGNER_NAME_MAX_LENGTH, type TaxCertificationService } from './service';

type TaxMethodName =
  | 'getTaxCertification'
  | 'updateTaxCertification'
  | 'getBusinessTaxCertification'
  | 'updateBusinessTaxCertification'
  | 'getRepresentativeTaxCertification'
  | 'updateRepresentativeTaxCertification'
  | 'uploadTaxWForm'
  | 'uploadLossOfNationalityCertificate';

/** The representative's operations: public, the auth secret of the link is their key (app.ts counts them per address). */
export const TAX_REPRESENTATIVE_METHODS = [
  'getRepresentativeTaxCertification',
  'updateRepresentativeTaxCertification',
] as const;

/**
 * Tax self-certification (spec 03 §3, §5, §7 "Tax certification"; issue 30 item 5): the person's and the company's
 * FATCA/CRS certification of the acting customer, the representative's by the secret of their link, the W-form to
 * sign, and the certificate of loss of nationality (multipart, the file as `document`).
 */
export function createTaxCertificationMethods(
  tax: TaxCertificationService,
): Pick<MethodDefinitions, TaxMethodName> {
  return {
    getTaxCertification: {
      requestSchema: emptySchema,
      responseSchema: taxCertificationResponseSchema,
      handle: async (context) => tax.getPersonal(await context.actingCustomerId()),
    },
    updateTaxCertification: {
      requestSchema: updateTaxCertificationRequestSchema,
      responseSchema: taxCertificationResponseSchema,
      handle: async (context) => tax.updatePersonal(await context.actingCustomerId(), context.request),
    },
    getBusinessTaxCertification: {
      requestSchema: emptySchema,
      responseSchema: taxCertificationResponseSchema,
      handle: async (context) => tax.getBusiness(await context.actingCustomerId()),
    },
    updateBusinessTaxCertification: {
      requestSchema: updateBusinessTaxCertificationRequestSchema,
      responseSchema: taxCertificationResponseSchema,
      handle: async (context) => tax.updateBusiness(await context.actingCustomerId(), context.request),
    },
    getRepresentativeTaxCertification: {
      requestSchema: representativeSecretRequestSchema,
      responseSchema: taxCertificationResponseSchema,
      handle: async (context) => tax.getRepresentative(context.request.secret),
    },
    updateRepresentativeTaxCertification: {
      requestSchema: updateRepresentativeTaxCertificationRequestSchema,
      responseSchema: taxCertificationResponseSchema,
      handle: async (context) => {
        const { secret, taxIds, hasUSIndicia, isUSTaxPayer, renouncedUSCitizenship } = context.request;
        return tax.updateRepresentative(secret, {
          taxIds,
          hasUSIndicia,
          isUSTaxPayer,
          renouncedUSCitizenship,
        });
      },
    },
    uploadTaxWForm: {
      requestSchema: uploadTaxWFormRequestSchema,
      responseSchema: uploadTaxWFormResponseSchema,
      handle: async (context) => tax.uploadWForm(await context.actingCustomerId(), context.request.formType),
    },
    uploadLossOfNationalityCertificate: {
      requestSchema: emptySchema,
      responseSchema: uploadLossOfNationalityResponseSchema,
      handle: async (context) =>
        tax.uploadLossOfNationality(await context.actingCustomerId(), context.file()),
    },
  };
}

/** A `returnUrl` the page may go back to: an address of the portal's own pages, nothing else (no open redirect). */
export function portalReturnUrl(value: unknown, portalOrigins: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    return portalOrigins.includes(url.origin) ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The portal page to go back to after signing, told that the form is signed. */
function signedReturn(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('esign', 'signed');
  return url.toString();
}

function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    fields[key] = value;
  }
  return fields;
}

/**
 * `/sandbox/e-sign/:token` (ours): the e-signature provider a W-form's signUrls lead to. GET shows the form with a
 * typed-name field and a Sign button; POST (the page's own url-encoded form) signs and goes back to the portal page
 * given as `returnUrl` (only an address of the portal), else shows the signed form. Registered with the tools,
 * behind their cross-site guard.
 */
export const eSignRoutes: FastifyPluginAsync<{
  tax: TaxCertificationService;
  portalOrigins: readonly string[];
}> = async (app, { tax, portalOrigins }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, parseForm(String(body))),
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  app.get<{ Params: { token: string }; Querystring: Record<string, string | undefined> }>(
    `${E_SIGN_PATH}/:token`,
    { schema: { params: signTokenParams }, config: { answers: 'page' } },
    async (request, reply) => {
      const view = await tax.signView(request.params.token);
      if (!view) return html(reply, 404, eSignMissingPage());
      const returnUrl = portalReturnUrl(request.query[E_SIGN_RETURN_PARAM], portalOrigins);
      return html(reply, 200, eSignPage(view, request.params.token, returnUrl));
    },
  );

  app.post<{ Params: { token: string }; Body: Record<string, unknown> | undefined }>(
    `${E_SIGN_PATH}/:token`,
    { schema: { params: signTokenParams }, config: { answers: 'page' } },
    async (request, reply) => {
      const { token } = request.params;
      const body = request.body ?? {};
      const view = await tax.signView(token);
      if (!view) return html(reply, 404, eSignMissingPage());
      const returnUrl = portalReturnUrl(body[E_SIGN_RETURN_PARAM], portalOrigins);
      const signerName =
        typeof body.signerName === 'string' ? body.signerName.trim().replace(/\s+/g, ' ') : '';
      if (!view.signed) {
        if (signerName.length < 2 || signerName.length > SIGNER_NAME_MAX_LENGTH)
          return html(
            reply,
            400,
            eSignPage(view, token, returnUrl, 'Type your full name to sign (2 to 100 characters).'),
          );
        await tax.sign(token, signerName);
      }
      if (returnUrl) return reply.redirect(signedReturn(returnUrl), 303);
      const signed = await tax.signView(token);
      return html(reply, 200, eSignPage(signed ?? view, token, undefined));
    },
  );
};
