import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STATEMENT_PAGE_SIZE, type StatementListResponse } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/**
 * Transaction history export list (spec 02 §7): the months of an account that have statements, source monthly,
 * page size 12 (spec 02 §9). Read only when there is an account.
 */
export function useStatementExports(accountId: number | undefined, pageNumber: number) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['getStatementExports', customerId ?? 'self', accountId, pageNumber],
    queryFn: async (): Promise<StatementListResponse> => {
      const answer = await method.call(
        'getStatementExports',
        { accountId: accountId as number, source: 'monthly', pageSize: STATEMENT_PAGE_SIZE, pageNumber },
        { popup: false },
      );
      return { exports: asList(answer.exports), total: Number(answer.total) || 0 };
    },
    enabled: accountId !== undefined,
    placeholderData: keepPreviousData,
  });
}
