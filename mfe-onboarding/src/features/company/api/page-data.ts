import type { MethodClient } from '@portal/api/client';
import type { StatementKind } from '@portal/api/catalogue';
import { areaQueryClient } from '@portal/remote/query';
import { businessInfoQuery } from './business-info';
import { REPRESENTATIVE_LISTS, representativesQuery, type RepresentativeList } from './representatives';
import { resolutionQuery } from './resolution';
import { statementQuery } from './statements';

const STATEMENT_KINDS: readonly StatementKind[] = ['declaration', 'escortStatement'];

/**
 * The company page's data, asked for with its code (issue 49). The page renders once what its first screen shows is
 * in (the promise returned): the company's facts and its people, whose missing papers "What needs your attention"
 * lists at the top (had they come after, the panel would grow and push the page down: CLS 0.02). Its resolution and
 * statements, further down, are asked for in the same moment and fill their sections as they come.
 */
export function prefetchCompanyPage(method: MethodClient, customerId: number | undefined): Promise<unknown> {
  // The browser sends a handful of requests to a host at once: what the first screen waits for goes first.
  const firstScreen = Promise.all([
    areaQueryClient.prefetchQuery(businessInfoQuery(method, customerId)),
    ...(Object.keys(REPRESENTATIVE_LISTS) as RepresentativeList[]).map((list) =>
      areaQueryClient.prefetchQuery(representativesQuery(method, list, customerId)),
    ),
  ]);
  void areaQueryClient.prefetchQuery(resolutionQuery(method, customerId));
  for (const kind of STATEMENT_KINDS)
    void areaQueryClient.prefetchQuery(statementQuery(method, kind, customerId));
  return firstScreen;
}
