import { BehaviorSubject } from 'rxjs';
import type { ApprovalCountsResponse } from '@portal/api/contract';
import type { AccountStatus, RequiredAction } from '@portal/api/verification';
import type { ApprovalCoordinator } from './approval-coordinator';

/*
 * What the always-loaded shell reads of the transfers side: filled by the signed-in chunk (signed-in.ts), which the
 * sign-in page never downloads (the /login byte budget, e2e/tests/shell/budget.spec.ts).
 */

/**
 * The company's approval counters (spec 02 §3 "Counters") behind the menu badges; null when the user approves
 * nothing or they are not loaded.
 */
export const approvalCounts$ = new BehaviorSubject<ApprovalCountsResponse | null>(null);

/** The approval coordinator once loaded; the popups slot renders from it. */
export const approvalCoordinator$ = new BehaviorSubject<ApprovalCoordinator | null>(null);

/** Whether the acting business must act on its company details (spec 03 §5): the company menu item is highlighted. */
export const companyAttention$ = new BehaviorSubject<boolean>(false);

export interface VerificationSummary {
  status: AccountStatus;
  actions: RequiredAction[];
}

/**
 * The account status and the required actions of the acting customer (spec 03 §4), behind the warning banner; null
 * until loaded, for a representative, or when the onboarding area is not deployed.
 */
export const verificationSummary$ = new BehaviorSubject<VerificationSummary | null>(null);
