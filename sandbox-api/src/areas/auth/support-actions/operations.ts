import type { MethodDefinitions } from '../../../platform/pipeline/types';
import type { SupportActionRepository } from './repository';

const pageSchema = { type: 'integer', minimum: 1 } as const;

/** `getSupportActions`: the customer's "actions by support" (issue 22). */
export function createSupportActionMethods(
  repository: SupportActionRepository,
): Pick<MethodDefinitions, 'getSupportActions'> {
  return {
    getSupportActions: {
      requestSchema: {
        type: 'object',
        properties: {
          pageNumber: { ...pageSchema, maximum: 100000 },
          pageSize: { ...pageSchema, maximum: 100 },
        },
        required: ['pageNumber', 'pageSize'],
      },
      responseSchema: {
        type: 'object',
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                date: { type: 'string' },
                supportName: { type: 'string' },
                operation: { type: 'string' },
                responseCode: { type: 'string' },
              },
              required: ['date', 'supportName', 'operation', 'responseCode'],
            },
          },
          total: { type: 'integer' },
        },
        required: ['items', 'total'],
      },
      handle: async (context) =>
        repository.page(
          await context.actingCustomerId(),
          context.request.pageNumber,
          context.request.pageSize,
        ),
    },
  };
}
