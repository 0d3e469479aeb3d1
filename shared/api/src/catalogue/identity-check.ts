/**
 * The online identity check (spec 03 §2 public routes `/video-identity-job/{id}` and
 * `/identity-verification/{workflowRunId}/{token}`, §3 "Identity" videoIdentity status, §7 "Profile, identity and
 * documents": `POST /identity-verification`, or `POST /customers/{id}/identity-verification` for business or admin
 * users; issue 30 item 4). A check is a workflow run at the identity provider: the portal starts it, the customer
 * reaches the provider's page (in this browser, or through a link sent by e-mail or SMS), takes a selfie, and the
 * provider decides. The decision becomes the identity's videoIdentity status and is told live. The paths are REST,
 * not the method API; each declares its access here as the phone verification route borrows `confirmPhone`'s.
 */
import { ADMIN_MAY_CHANGE, CHANGES, PUBLIC, type OperationAccess } from './authorization';
import type { VerificationChannel } from './profile';

/** The paths (Fastify patterns; the portal fills the parameters). */
export const IDENTITY_CHECK_PATHS = {
  /** spec 03 §7: a personal customer, signed in, starts a check of their own identity. */
  start: '/identity-verification',
  /** spec 03 §7: a business user, or an administrator acting, starts a check for the customer. */
  startForCustomer: '/customers/:customerId/identity-verification',
  /**
   * `POST verification/customer/{id}/verify` (type, codeChallenge), shaped as `POST verification/phones/{phoneId}/verify`:
   * how the customer reaches the provider (the type is the channel).
   */
  verify: '/verification/customer/:customerId/verify',
  /** A workflow run's state, public: with its token the whole answer, by id alone the job's status only. */
  status: '/verification/identity-workflows/:workflowRunId',
} as const;

/** The sandbox's stand-in for the provider's page (`?token=`); the sandbox's own origin, never the portal's. */
export const IDENTITY_PROVIDER_PAGE_PATH = '/sandbox/identity-provider/:workflowRunId';

/** The portal's pages (spec 03 §2 public routes). */
export const identityVerificationPagePath = (workflowRunId: string, token: string) =>
  `/identity-verification/${encodeURIComponent(workflowRunId)}/${encodeURIComponent(token)}`;
export const videoIdentityJobPagePath = (workflowRunId: string) =>
  `/video-identity-job/${encodeURIComponent(workflowRunId)}`;

export type IdentityCheckOperation =
  | 'startIdentityVerification'
  | 'startCustomerIdentityVerification'
  | 'sendIdentityVerification'
  | 'getIdentityWorkflowRun';

/**
 * Who may call each (contract/authorization.ts): the personal start is the customer's own change (full access,
 * never an administrator acting: that is what the customer's path is for); starting for a customer and sending the
 * link are admin work like documents; the state is public, the token (or the run's random id) being the key.
 */
export const IDENTITY_CHECK_ACCESS: Record<IdentityCheckOperation, OperationAccess> = {
  startIdentityVerification: CHANGES,
  startCustomerIdentityVerification: ADMIN_MAY_CHANGE,
  sendIdentityVerification: ADMIN_MAY_CHANGE,
  getIdentityWorkflowRun: PUBLIC,
};

/** Where a workflow run stands: started, a selfie given, then the provider's decision. */
export const IDENTITY_CHECK_STATUSES = ['created', 'submitted', 'passed', 'failed'] as const;
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];
/** Finished: nothing changes any more; a new check is a new run. */
export const isFinishedIdentityCheck = (status: IdentityCheckStatus): boolean =>
  status === 'passed' || status === 'failed';

/** Why the provider failed a check (the portal says each in the customer's language). */
export const IDENTITY_CHECK_FAILURE_REASONS = ['faceMismatch', 'unclearSelfie', 'livenessFailed'] as const;
export type IdentityCheckFailureReason = (typeof IDENTITY_CHECK_FAILURE_REASONS)[number];

/** The selfie the provider takes: a JPEG or PNG (checked by its first bytes), at most 3 MB. */
export const IDENTITY_SELFIE_MAX_BYTES = 3_000_000;
export const IDENTITY_SELFIE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;

/** What the identity's videoIdentity status becomes (spec 03 §3; §4 counts a rejected one as a required action). */
export const VIDEO_IDENTITY_STATUS_OF: Record<IdentityCheckStatus, 'pending' | 'validated' | 'rejected'> = {
  created: 'pending',
  submitted: 'pending',
  passed: 'validated',
  failed: 'rejected',
};

/** The live notification's kind (contract live.ts `notification`): the portal reloads the run and the identity. */
export const IDENTITY_CHECK_NOTIFICATION_KIND = 'identityVerification';

/** Both starts answer the run and the provider's page (spec 03 §7). */
export interface IdentityVerificationStarted {
  workflowRunId: string;
  /** The run's secret: the portal page's address holds it, the sandbox keeps only its hash. */
  token: string;
  /** The provider's page, absolute. */
  url: string;
}

/** `POST verification/customer/{id}/verify` (spec 03 §7: type, codeChallenge). */
export interface IdentityVerificationChannelRequest {
  /** camera: the provider's page opens in this browser; email and sms: a link to it is sent to the customer. */
  type: VerificationChannel;
  /** S256 of a verifier the browser keeps (PKCE-style, as the phone verification), kept with the run. */
  codeChallenge: string;
  /** The run to reach; without it the customer's newest unfinished one. */
  workflowRunId?: string;
}
export interface IdentityVerificationChannelAnswer {
  workflowRunId: string;
  type: VerificationChannel;
  /** Where the link went, masked (`k***@demo.test`, `+40 *** 123`); empty for the camera. */
  sentTo: string;
}

/** A run's state (`GET verification/identity-workflows/{workflowRunId}`, `?token=` for the whole answer). */
export interface IdentityWorkflowRun {
  workflowRunId: string;
  status: IdentityCheckStatus;
  channel: VerificationChannel | null;
  /** Empty unless failed. */
  failureReason: IdentityCheckFailureReason | '';
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  /** With the token only: whom it checks (first name and the last name's initial) and the provider's page. */
  customerName?: string;
  url?: string;
}
