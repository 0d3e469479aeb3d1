import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CompanyStatement, StatementKind } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { companyKey, useCompanyCustomer } from './company-key';

/** The operations of each statement (spec 03 §7 "Declaration and escort statement get and send"). */
export const STATEMENT_OPERATIONS = {
  declaration: { get: 'getDeclaration', send: 'sendDeclaration' },
  escortStatement: { get: 'getEscortStatement', send: 'sendEscortStatement' },
} as const satisfies Record<StatementKind, { get: string; send: string }>;

export function fetchStatement(method: MethodClient, kind: StatementKind): Promise<CompanyStatement> {
  return method.call(STATEMENT_OPERATIONS[kind].get, {}, { popup: false });
}

export const statementQuery = (method: MethodClient, kind: StatementKind, customerId?: number) => ({
  queryKey: companyKey(customerId, STATEMENT_OPERATIONS[kind].get),
  queryFn: () => fetchStatement(method, kind),
});

export function useStatement(kind: StatementKind) {
  const { method } = useServices();
  return useQuery(statementQuery(method, kind, useCompanyCustomer()));
}

/** Sends the text for review; the section names a refusal itself, and the answer replaces the cached statement. */
export function sendStatement(
  method: MethodClient,
  kind: StatementKind,
  text: string,
): Promise<CompanyStatement> {
  return method.call(STATEMENT_OPERATIONS[kind].send, { text }, { popup: false });
}

export function useSendStatement(kind: StatementKind) {
  const { method } = useServices();
  const key = companyKey(useCompanyCustomer(), STATEMENT_OPERATIONS[kind].get);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendStatement(method, kind, text),
    onSuccess: (sent) => queryClient.setQueryData(key, sent),
  });
}
