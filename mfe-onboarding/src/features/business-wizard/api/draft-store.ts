import { REGISTRATION_DRAFT_VERSION, type BusinessRegistrationDraft } from '@portal/api/catalogue';
import { emptyRegistrationDraft, type RegistrationSection } from '@portal/api/registration';
import { STORAGE_KEYS } from '@portal/session/session';

/** What is kept in the browser (spec 03 §3: the draft, version 3.54); never the password. */
interface StoredDraft {
  version: string;
  step: number;
  draft: BusinessRegistrationDraft;
}

export interface LoadedDraft {
  draft: BusinessRegistrationDraft;
  step: number;
  /** A draft of another version was found and discarded (spec 03 §4). */
  discarded: boolean;
  /** A draft was restored: its password is not (it is never stored). */
  restored: boolean;
}

export function loadDraft(storage: Storage = localStorage): LoadedDraft {
  const fresh = { draft: emptyRegistrationDraft(), step: 0, discarded: false, restored: false };
  const text = storage.getItem(STORAGE_KEYS.registrationDraft);
  if (!text) return fresh;
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft>;
    if (stored.version !== REGISTRATION_DRAFT_VERSION || !stored.draft) {
      storage.removeItem(STORAGE_KEYS.registrationDraft);
      return { ...fresh, discarded: true };
    }
    const empty = emptyRegistrationDraft();
    const draft = { ...empty, ...stored.draft };
    draft.generalForm = { ...empty.generalForm, ...stored.draft.generalForm, password: '' };
    return { draft, step: Number(stored.step) || 0, discarded: false, restored: true };
  } catch {
    storage.removeItem(STORAGE_KEYS.registrationDraft);
    return { ...fresh, discarded: true };
  }
}

export function saveDraft(
  draft: BusinessRegistrationDraft,
  step: number,
  storage: Storage = localStorage,
): void {
  const stored: StoredDraft = {
    version: REGISTRATION_DRAFT_VERSION,
    step,
    draft: { ...draft, generalForm: { ...draft.generalForm, password: '' } },
  };
  try {
    storage.setItem(STORAGE_KEYS.registrationDraft, JSON.stringify(stored));
  } catch {
    // A full or closed storage: the wizard goes on, the draft lives in memory only.
  }
}

export function clearDraft(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.registrationDraft);
}

/** The wizard's steps: the eight sections, then the review with the human check. */
export type WizardStep = RegistrationSection | 'review';
