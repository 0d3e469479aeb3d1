import { BehaviorSubject } from 'rxjs';
import type { AccountStatus, RequiredAction } from '@portal/api/verification';

/*
 * The verification warning's state, apart from the shell's first script: read by the signed-in layout, filled by the
 * code that loads with the secondary data (verification-summary.ts).
 */

export interface VerificationSummary {
  status: AccountStatus;
  actions: RequiredAction[];
  /** The status shows the warning (spec 03 §4). */
  warns: boolean;
}

/**
 * The account status and the required actions of the acting customer (spec 03 §4), behind the warning banner; null
 * until loaded, for a representative, or when the onboarding area is not deployed.
 */
export const verificationSummary$ = new BehaviorSubject<VerificationSummary | null>(null);
