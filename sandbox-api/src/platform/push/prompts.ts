/**
 * Push prompts: something waits for the user's device to approve or reject it (a push sign-in, a new browser,
 * a second-factor change, a password change). The device answers at `PUT /auth/login/{key}/confirm` or on the
 * sandbox device page; whoever created the prompt learns the answer through its kind's decision handler.
 *
 * This file is the port (issue 48: shared through the platform floor): the devices slice implements it
 * (areas/auth/devices/service.ts, createPushPrompts); the sign-in, the security settings (`twoStep`,
 * `passwordChange`) and the payments' push approval (`transaction`) create prompts through it.
 */

/** `transaction`: a transfer waiting for the push approval of its submitter (spec 02 §4; transfers/operations.ts). */
export type PromptKind = 'login' | 'verifyDevice' | 'twoStep' | 'passwordChange' | 'transaction';

export interface PushPrompt {
  key: string;
  userId: number;
  kind: PromptKind;
  /** What the creator needs to act on the decision (a request id, the new mode...). */
  payload: Record<string, unknown>;
  /** What the device page shows, e.g. "Approve the sign-in from Chrome". */
  text: string;
}

export type PromptDecisionHandler = (prompt: PushPrompt, approved: boolean) => Promise<void>;

export interface PushPrompts {
  /** Stores a pending prompt (it expires with the login-code lifetime) and "sends" it to the outbox, channel `push`. */
  create(input: Omit<PushPrompt, 'key'>): Promise<{ key: string }>;
  /** Registers what happens when a prompt of this kind is decided; one handler per kind. */
  onDecision(kind: PromptKind, handler: PromptDecisionHandler): void;
}

/** The prompts a sign-in waits on: besides creating them, it sends a pending one again (`POST /auth/push/re-send`). */
export interface ResendablePushPrompts extends PushPrompts {
  /** Sends a pending prompt to the outbox again; refused when it is unknown, decided or expired. */
  resend(key: string): Promise<void>;
}
