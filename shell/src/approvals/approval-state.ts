import { BehaviorSubject } from 'rxjs';
import type { ApprovalCountsResponse } from '@portal/api/catalogue';
import type { ApprovalCoordinator } from './approval-coordinator';

/*
 * What the always-loaded shell reads of the transfers side: filled by the signed-in chunk (signed-in.ts), which the
 * sign-in page never downloads (the /login byte budget, e2e/tests/shell/budget.spec.ts).
 */

/** spec 03 §9: secondary data loads 5 s after login, so the first page's own calls go first. */
export const SECONDARY_DATA_DELAY_MS = 5_000;

/**
 * The company's approval counters (spec 02 §3 "Counters") behind the menu badges; null when the user approves
 * nothing or they are not loaded.
 */
export const approvalCounts$ = new BehaviorSubject<ApprovalCountsResponse | null>(null);

/** The approval coordinator once loaded; the popups slot renders from it. */
export const approvalCoordinator$ = new BehaviorSubject<ApprovalCoordinator | null>(null);

/** Whether the acting business must act on its company details (spec 03 §5): the company menu item is highlighted. */
export const companyAttention$ = new BehaviorSubject<boolean>(false);
