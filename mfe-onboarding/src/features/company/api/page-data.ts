import type { MethodClient } from '@portal/api/client';
import type { StatementKind } from '@portal/api/catalogue';
import { areaQueryClient } from '@portal/remote/query';
import { businessInfoQuery } from './business-info';
import { REPRESENTATIVE_LISTS, representativesQuery, type RepresentativeList } from './representatives';
import { resolutionQuery } from './resolution';
import { statementQuery } from './statements';

const STATEMENT_KINDS: readonly StatementKind[] = ['declaration', 'escortStatement'];

/**
 * The company page's data, asked for with its code (issue 49): the page renders once the company's facts are in
 * (the promise returned); its people, resolution and statements are asked for in the same moment, not after that
 * first render, and fill their sections as they come.
 */
export function prefetchCompanyPage(method: MethodClient, customerId: number | undefined): Promise<unknown> {
  // First: the browser sends a handful of requests to a host at once, and the page waits for this one.
  const facts = areaQueryClient.prefetchQuery(businessInfoQuery(method, customerId));
  for (const list of Object.keys(REPRESENTATIVE_LISTS) as RepresentativeList[])
    void areaQueryClient.prefetchQuery(representativesQuery(method, list, customerId));
  void areaQueryClient.prefetchQuery(resolutionQuery(method, customerId));
  for (const kind of STATEMENT_KINDS)
    void areaQueryClient.prefetchQuery(statementQuery(method, kind, customerId));
  return facts;
}
