import { Readable } from 'node:stream';
import {
  ACCOUNTING_FILE_EXTENSIONS,
  ACCOUNTING_FORMATS,
  ACCOUNTING_MEDIA_TYPES,
  EXPORT_DOWNLOAD_PATH,
  RESPONSE_CODES,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { brandOfOrigin } from '../../../documents/brand-of-origin';
import {
  balanceHistoryRequestSchema,
  balanceHistoryResponseSchema,
  batchFileRequestSchema,
  batchFileResponseSchema,
  batchListRequestSchema,
  batchListResponseSchema,
  exportDownloadSchema,
  exportEmailRequestSchema,
  exportStatusRequestSchema,
  exportStatusResponseSchema,
  historyExportRequestSchema,
  historyExportResponseSchema,
  historyRequestSchema,
  historyResponseSchema,
  statementListRequestSchema,
  statementListResponseSchema,
  transactionDetailsRequestSchema,
  transactionDetailsResponseSchema,
  transactionTypesRequestSchema,
  transactionTypesResponseSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { HistoryService } from './service';

type HistoryMethodName =
  | 'getTransactionHistory'
  | 'getTransactionDetails'
  | 'getTransactionTypes'
  | 'exportTransactionHistory'
  | 'getExportStatus'
  | 'sendExportToEmail'
  | 'getStatementExports'
  | 'getBalanceHistory'
  | 'getBatchTransfers'
  | 'getBatchFile';

/** History, exports, statements and batch transfers of the method API (spec 02 §7 "History and exports"). */
export function createHistoryMethods(history: HistoryService): Pick<MethodDefinitions, HistoryMethodName> {
  return {
    getTransactionHistory: {
      requestSchema: historyRequestSchema,
      responseSchema: historyResponseSchema,
      handle: async (context) => history.getHistory(await context.actingCustomerId(), context.request),
    },
    getTransactionDetails: {
      requestSchema: transactionDetailsRequestSchema,
      responseSchema: transactionDetailsResponseSchema,
      handle: async (context) =>
        history.getTransactionDetails(await context.actingCustomerId(), context.request.transactionId),
    },
    getTransactionTypes: {
      requestSchema: transactionTypesRequestSchema,
      responseSchema: transactionTypesResponseSchema,
      handle: async (context) => history.getTransactionTypes(context.request.lang),
    },
    exportTransactionHistory: {
      requestSchema: historyExportRequestSchema,
      responseSchema: historyExportResponseSchema,
      handle: async (context) =>
        history.exportHistory(
          context.caller(),
          await context.actingCustomerId(),
          context.request,
          brandOfOrigin(context.origin()),
          context.request.lang,
        ),
    },
    getExportStatus: {
      requestSchema: exportStatusRequestSchema,
      responseSchema: exportStatusResponseSchema,
      handle: async (context) =>
        history.getExportStatus(await context.actingCustomerId(), context.request.exportId),
    },
    sendExportToEmail: {
      requestSchema: exportEmailRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        const customerId = await context.actingCustomerId();
        await history.sendExportToEmail(
          customerId,
          context.request,
          context.supportActingFor() !== undefined,
        );
        return {};
      },
    },
    getStatementExports: {
      requestSchema: statementListRequestSchema,
      responseSchema: statementListResponseSchema,
      handle: async (context) =>
        history.getStatementExports(await context.actingCustomerId(), context.request),
    },
    getBalanceHistory: {
      requestSchema: balanceHistoryRequestSchema,
      responseSchema: balanceHistoryResponseSchema,
      handle: async (context) => history.getBalanceHistory(await context.actingCustomerId(), context.request),
    },
    getBatchTransfers: {
      requestSchema: batchListRequestSchema,
      responseSchema: batchListResponseSchema,
      handle: async (context) => history.getBatchTransfers(await context.actingCustomerId(), context.request),
    },
    getBatchFile: {
      requestSchema: batchFileRequestSchema,
      responseSchema: batchFileResponseSchema,
      handle: async (context) => history.getBatchFile(await context.actingCustomerId(), context.request.id),
    },
  };
}

/** The media type of an export's file by its extension: CSV, PDF, and the accounting formats (issue 51). */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  ...Object.fromEntries(
    ACCOUNTING_FORMATS.map((format) => [ACCOUNTING_FILE_EXTENSIONS[format], ACCOUNTING_MEDIA_TYPES[format]]),
  ),
};
const mediaTypeOf = (fileName: string) => MEDIA_TYPES[fileName.split('.').pop() ?? ''] ?? MEDIA_TYPES.csv!;

/**
 * `GET {EXPORT_DOWNLOAD_PATH}/{exportId}?token=...`: the CSV (a statement: the PDF) of a finished export. The token is the credential
 * (no bearer), so the host app of the embedded mode can fetch it; anything not valid now is 404.
 */
export const exportDownloadRoutes: FastifyPluginAsync<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  // Closing waits for exports being written, so that none writes to a closed database.
  app.addHook('onClose', () => history.drain());

  app.get<{ Params: { exportId: string }; Querystring: { token?: string } }>(
    `${EXPORT_DOWNLOAD_PATH}/:exportId`,
    // A malformed link is a link that does not exist: 404, like an expired one.
    { schema: exportDownloadSchema, config: { inputErrorStatus: 404 } },
    async (request, reply) => {
      const file = await history.download(request.params.exportId, request.query.token);
      if (!file) {
        return reply
          .code(404)
          .send({ responseCode: RESPONSE_CODES.notFound, responseDescription: 'Export not found' });
      }
      return (
        reply
          .header('content-type', mediaTypeOf(file.fileName))
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          // Streamed a chunk at a time, so that a large file holds neither the database nor the event loop long.
          .send(Readable.from(file.chunks))
      );
    },
  );
};
