/**
 * The host contract (DESIGN §2, issue 13): everything a remote relies on the shell for, named here under one
 * semver version.
 *
 * - the bus events: the names and payloads of `PortalEventMap` (`@portal/events/bus`);
 * - the session: the subjects the shell writes and remotes read (`@portal/session/session`);
 * - the lifecycles' props: what single-spa hands a remote's `mount` (`@portal/session/app-props`);
 * - the approval protocol: a remote publishes `approval.requested`, the shell answers `approval.completed`.
 *
 * A change that a remote built earlier cannot live with (an event, prop or subject removed or renamed, a payload
 * field that changes meaning) is a new major; something added that newer remotes may use is a new minor. The
 * version lives in this package's package.json too (a test keeps the two equal): the build stamps `^<version>` into
 * each remote's `mf-manifest.json` (`metaData.hostContract`), and the shell refuses, with a panel, a remote whose
 * range its own version does not satisfy.
 */
import type { PortalEventMap, PortalEventType } from '@portal/events/bus';
import type { RemoteAppProps } from '@portal/session/app-props';
import type * as Session from '@portal/session/session';

export type { PortalEventMap as ContractEvents } from '@portal/events/bus';
export type { PortalServices, RemoteAppProps as LifecycleProps } from '@portal/session/app-props';
export type { SessionTokens, UserState } from '@portal/session/session';

/**
 * This contract's version: what the shell provides and what a remote built now requires (`^`).
 * 1.1.0: `approval.requested` may say `resultShownByRemote` (issue 14).
 * 1.2.0: `live.invoicesChanged`, an invoice of the customer's issued, paid or rejected (issue 15).
 * 1.3.0: `data.reload` by scope; `notification.received` may carry severity, params and time; the services carry
 *        `helpdeskBaseUrl` and the session's `tokens` (issue 31).
 */
export const HOST_CONTRACT_VERSION = '1.3.0';

/** The key of a remote's manifest metadata that holds its requirement. */
export const HOST_CONTRACT_METADATA_KEY = 'hostContract';

/** A remote's requirement, as the build writes it into `metaData.hostContract`. */
export interface HostContractRequirement {
  /** The semver range of contract versions the remote can run with. */
  range: string;
  /** The contract version the remote was built against. */
  builtWith: string;
}

/** The bus events of this version, by name. */
export const CONTRACT_EVENTS = [
  'session.signedIn',
  'session.ended',
  'session.reloadUser',
  'api.error',
  'toast.show',
  'message.show',
  'notification.received',
  'download.requested',
  'approval.requested',
  'approval.completed',
  'live.transaction',
  'live.approvalsChanged',
  'live.status',
  'live.twoStepVerificationSet',
  'live.passwordChanged',
  'live.deviceLinked',
  'live.awaitLogin',
  'live.loginDecision',
  'live.invoicesChanged',
  'data.reload',
] as const satisfies readonly PortalEventType[];

/** The session subjects the shell writes and remotes read. */
export const CONTRACT_SESSION = ['tokens$', 'user$', 'actingCustomerId$'] as const satisfies ReadonlyArray<
  keyof typeof Session
>;

/** The props of every lifecycle call. */
export const CONTRACT_LIFECYCLE_PROPS = [
  'services',
  'domElementGetter',
  'name',
] as const satisfies ReadonlyArray<keyof RemoteAppProps>;

/** The approval protocol (spec 02 §4): the remote asks, the shell shows the popup and answers. */
export const APPROVAL_PROTOCOL = {
  request: 'approval.requested',
  answer: 'approval.completed',
} as const satisfies Record<string, PortalEventType>;
export type ApprovalRequest = PortalEventMap[typeof APPROVAL_PROTOCOL.request];
export type ApprovalAnswer = PortalEventMap[typeof APPROVAL_PROTOCOL.answer];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/**
 * Compile-time guards: an event or lifecycle prop added to or removed from the shell's API fails the type check
 * here until it is listed, which is the moment to decide the contract's next version.
 */
export type EventsListed = Holds<Same<(typeof CONTRACT_EVENTS)[number], PortalEventType>>;
export type LifecyclePropsListed = Holds<
  Same<(typeof CONTRACT_LIFECYCLE_PROPS)[number], keyof RemoteAppProps>
>;
