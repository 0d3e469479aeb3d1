// The mobile app's deep links (spec 01 §1): a push sign-in and the app's enablement link open the app at these.

/** Deep links the portal turns into QR codes (spec 01 §3: push and scp). */
export const DEEP_LINKS = {
  login: (promptKey: string) => `portal://login?key=${encodeURIComponent(promptKey)}`,
  scp: (linkCode: string) => `portal://scp?code=${encodeURIComponent(linkCode)}`,
} as const;
