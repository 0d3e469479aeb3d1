import { PASSKEY_NAME_MAX } from '@portal/api/catalogue';

export interface BrowserAndSystem {
  browser?: string;
  system?: string;
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari; iPadOS may say Macintosh.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (userAgent: string, table: ReadonlyArray<[RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The browser and system a user agent names, for the suggested name of a new passkey ("Chrome", "Windows"). */
export function browserAndSystem(userAgent: string): BrowserAndSystem {
  return { browser: first(userAgent, BROWSERS), system: first(userAgent, SYSTEMS) };
}

/** A passkey's name as the sandbox takes it: trimmed, 1 to {@link PASSKEY_NAME_MAX} characters. */
export function passkeyNameError(name: string): 'required' | 'tooLong' | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  return trimmed.length > PASSKEY_NAME_MAX ? 'tooLong' : undefined;
}
