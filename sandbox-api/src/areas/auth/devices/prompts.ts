/**
 * Push prompts: something waits for the user's device to approve or reject it (a push sign-in, a new browser,
 * a second-factor change, a password change). The device answers at `PUT /auth/login/{key}/confirm` or on the
 * sandbox device page; whoever created the prompt learns the answer through its kind's decision handler.
 *
 * This file is the seam between the auth module (which owns prompts, devices and the device page) and the
 * security-settings module (which creates `twoStep` and `passwordChange` prompts).
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
