import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityClient } from '@portal/api/client';
import {
  IDENTITY_CHECK_NOTIFICATION_KIND,
  isFinishedIdentityCheck,
  type IdentityVerificationChannelAnswer,
  type IdentityVerificationStarted,
  type IdentityWorkflowRun,
  type VerificationChannel,
} from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$, tokens$, user$ } from '@portal/session/session';

/** Signed out, the page asks again this often (spec 03 §2: the public pages work signed in or out). */
export const IDENTITY_CHECK_POLL_MS = 4000;

/** The verification data that a decision changes (the identity's videoIdentity, the required actions). */
const VERIFICATION_QUERIES = ['getVerificationState', 'getIdentity', 'getCustomerDocuments'];

const runKey = (workflowRunId: string, token?: string) =>
  ['identityWorkflowRun', workflowRunId, token === undefined ? 'job' : 'run'] as const;

export const identityRunQuery = (security: SecurityClient, workflowRunId: string, token?: string) => ({
  queryKey: runKey(workflowRunId, token),
  queryFn: (): Promise<IdentityWorkflowRun> => security.identityWorkflowRun(workflowRunId, token),
});

/** A link that is not (or no longer) valid is not asked again. */
const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A run's state (spec 03 §2 `/identity-verification/{workflowRunId}/{token}`, `/video-identity-job/{id}`): signed in,
 * the live channel says when the provider decided (a notification of kind `identityVerification`) and the run is
 * read again; signed out, it is asked every few seconds until it is decided.
 */
export function useIdentityRun(workflowRunId: string, token?: string) {
  const { security } = useServices();
  const signedIn = useSubject(tokens$) !== null;
  const client = useQueryClient();
  const query = useQuery({
    ...identityRunQuery(security, workflowRunId, token),
    retry: (count, error) => !notFound(error) && count < 1,
    refetchInterval: (current) => {
      const run = current.state.data;
      if (signedIn || current.state.error) return false;
      return run && isFinishedIdentityCheck(run.status) ? false : IDENTITY_CHECK_POLL_MS;
    },
  });
  useEffect(() => {
    if (!signedIn) return undefined;
    const subscription = bus.on('notification.received', (notification) => {
      if (notification.kind !== IDENTITY_CHECK_NOTIFICATION_KIND) return;
      void client.invalidateQueries({ queryKey: ['identityWorkflowRun'] });
      for (const name of VERIFICATION_QUERIES) void client.invalidateQueries({ queryKey: [name] });
    });
    return () => subscription.unsubscribe();
  }, [client, signedIn]);
  return query;
}

export interface StartedCheck {
  started: IdentityVerificationStarted;
  channel: IdentityVerificationChannelAnswer;
}

/**
 * Starts a check and chooses its channel (spec 03 §7): `POST /identity-verification` for a personal customer on their
 * own, `POST /customers/{id}/identity-verification` for a business or an administrator acting; then
 * `POST verification/customer/{id}/verify` with the channel and a PKCE challenge (as the phone verification).
 */
export async function startIdentityCheck(
  security: SecurityClient,
  { customerId, forCustomer, type }: { customerId: number; forCustomer: boolean; type: VerificationChannel },
): Promise<StartedCheck> {
  const started = await security.startIdentityVerification(forCustomer ? customerId : undefined);
  const codeChallenge = await createCodeChallenge(createCodeVerifier());
  const channel = await security.sendIdentityVerification(customerId, {
    type,
    codeChallenge,
    workflowRunId: started.workflowRunId,
  });
  return { started, channel };
}

/** The customer the check is for, and which path starts it. */
export function useCheckedCustomer(): { customerId: number; forCustomer: boolean } | undefined {
  const user = useSubject(user$);
  const acting = useSubject(actingCustomerId$);
  if (!user) return undefined;
  const customerId = acting ?? user.customerId;
  return {
    customerId,
    forCustomer: user.customerType === 1 || user.supportActing || customerId !== user.customerId,
  };
}

export function useStartIdentityCheck() {
  const { security } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { customerId: number; forCustomer: boolean; type: VerificationChannel }) =>
      startIdentityCheck(security, input),
    onSuccess: () => {
      for (const name of VERIFICATION_QUERIES) void client.invalidateQueries({ queryKey: [name] });
    },
  });
}
