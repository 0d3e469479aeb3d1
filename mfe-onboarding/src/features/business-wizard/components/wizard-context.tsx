import { createContext, useContext } from 'react';
import type { BusinessRegistrationDraft } from '@portal/api/catalogue';
import type { RegistrationProblem } from '@portal/api/registration';

/** What every step of the wizard reads and changes: the draft, its problems and whether they are shown yet. */
export interface WizardState {
  draft: BusinessRegistrationDraft;
  /** Changes a copy of the draft; shares changing clear source details at or below 25 % (spec 03 §5). */
  update: (change: (draft: BusinessRegistrationDraft) => void) => void;
  problems: readonly RegistrationProblem[];
  /** The translated problem of a path, once its step was left or checked; else undefined. */
  errorOf: (path: string) => string | undefined;
  /** Every translated problem under a path prefix (a person's, a node's), once shown. */
  errorsUnder: (prefix: string) => string[];
  sourceOfWealthEnable: boolean;
  /** E-mail existence statuses of users by person id (spec 03 §5): 2 checking, 0 free, 1 exists, 3 employee, -1 error. */
  emailStatus: Readonly<Record<string, number>>;
  checkUserEmail: (personId: string, email: string) => void;
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error('useWizard outside the business registration wizard');
  return state;
}

let counter = 0;
/** A key for a new person or company of the draft. */
export function newKey(prefix: 'p' | 'c'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Deep copy of a plain JSON draft. */
export const copyDraft = (draft: BusinessRegistrationDraft): BusinessRegistrationDraft =>
  JSON.parse(JSON.stringify(draft)) as BusinessRegistrationDraft;
