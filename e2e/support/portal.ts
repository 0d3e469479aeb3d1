import { expect, type Page } from '@playwright/test';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';
import { PORTS } from './ports';

export const PASSWORD = 'Demo-pass-1';
/** Demo users of the sandbox (sandbox-api/README.md), one per flow and routing case. */
export const USERS = {
  simple: 'anna.simple@demo.test',
  otp: 'oliver.otp@demo.test',
  business: 'bianca.business@demo.test',
  direct: 'dora.direct@demo.test',
  sms: 'sam.sms@demo.test',
  push: 'paula.push@demo.test',
  verifyDevice: 'victor.device@demo.test',
  soft: 'sofia.soft@demo.test',
  strict: 'stella.strict@demo.test',
  terms: 'tom.terms@demo.test',
  admin: 'adam.admin@demo.test',
  businessOldWeb: 'ben.business@demo.test',
  employee: 'eve.employee@demo.test',
  profileUpdate: 'pia.update@demo.test',
  kyc: 'kai.kyc@demo.test',
  limited: 'lena.limited@demo.test',
  /** Kai's twin, whom the verification journey verifies (Kai stays unverified for the routing journeys). */
  kycJourney: 'kim.kyc@demo.test',
  /** The profile-contacts journey's own (no other journey changes him). */
  profileContacts: 'pat.phones@demo.test',
  oldWeb: 'olga.oldweb@demo.test',
  pendingPersonal: 'nina.new@demo.test',
  pendingBusiness: 'northwind.owner@demo.test',
  pendingEmployee: 'eli.invited@demo.test',
  reset: 'rita.reset@demo.test',
  settings: 'sven.settings@demo.test',
  transfers: 'tina.transfers@demo.test',
  payee: 'paul.payee@demo.test',
  /** The notifications journey's own: toasts sent to her reach no other journey's page. */
  notify: 'nell.notify@demo.test',
  approveSms: 'sia.sms@demo.test',
  approveOtp: 'otto.otp@demo.test',
  approveCode: 'aco.code@demo.test',
  approvePush: 'pia.pushpay@demo.test',
  initiator: 'ivan.initiator@demo.test',
  blockedPayee: 'blocked.payee@demo.test',
  /** Mia's Market: full access, merchant data on every page (issue 33). */
  merchant: 'mia.merchant@demo.test',
  /** A read-only user of Mia's Market: the internal merchant pages send him to saved buttons. */
  merchantReader: 'rob.readonly@demo.test',
  /** Max Gadgets: a merchant without data, the webhook and API key journeys' own. */
  merchantJourney: 'max.merchant@demo.test',
  /** Pays Max (p2p) in the webhook journey. */
  merchantPayer: 'paco.payer@demo.test',
} as const;

export const SANDBOX = `http://127.0.0.1:${PORTS.sandbox}`;

export async function fillCredentials(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in a user of several companies, picks one in the company choice and waits for the home page. */
export async function signInToCompany(
  page: Page,
  email: string,
  company: RegExp,
  /** Where the business post-login rules land (spec 03 §4): home, or company documents for a representative. */
  landing: RegExp = /\/home$/,
): Promise<void> {
  await page.goto('/login');
  await fillCredentials(page, email);
  await page.getByRole('dialog', { name: 'Choose a company' }).getByRole('button', { name: company }).click();
  await expect(page).toHaveURL(landing);
}

/** A representative lands on company documents (spec 03 §4 rule 2); the journeys then go on to home. */
export async function signInAsRepresentative(page: Page, email: string, company: RegExp): Promise<void> {
  await signInToCompany(page, email, company, /\/company-documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company documents' })).toBeVisible();
  // The page opens in the restricted layout, without the menu: its own link leads on.
  await page.getByRole('link', { name: 'Go to your accounts' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs in with the simple flow and waits for the home page. */
export async function signIn(page: Page, email: string = USERS.simple): Promise<void> {
  await page.goto('/login');
  await fillCredentials(page, email);
  await expect(page).toHaveURL(/\/home$/);
}

export interface OutboxMessage {
  channel: string;
  text: string;
  code?: string;
}

/** What the sandbox sent to an address, newest first (the sandbox's outbox, a real HTTP call). */
export async function outbox(page: Page, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The portal link (path and query) in the newest outbox message that has one. */
export async function latestLink(page: Page, to: string): Promise<string> {
  const message = (await outbox(page, to)).find((item) => /\/\?[\w=&%.@+-]+/.test(item.text));
  const link = message?.text.match(/\/\?[^\s"<>]+/)?.[0];
  if (!link) throw new Error(`no link sent to ${to}`);
  return link;
}

/** The newest one-time code the sandbox sent to an address (the sandbox's outbox, a real HTTP call). */
export async function latestCode(
  page: Page,
  to: string,
  sandboxPort: number = PORTS.sandbox,
): Promise<string> {
  const response = await page.request.get(
    `http://127.0.0.1:${sandboxPort}/sandbox/outbox?to=${encodeURIComponent(to)}`,
  );
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: Array<{ code?: string }> };
  const code = messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** The sandbox's device page for a user: it approves or rejects push prompts and links phones, as their phone would. */
export async function openDevicePage(page: Page, email: string): Promise<Page> {
  const device = await page.context().newPage();
  await device.goto(`${SANDBOX}/sandbox/device?email=${encodeURIComponent(email)}`);
  await expect(device.getByRole('heading', { level: 1, name: 'Sandbox device' })).toBeVisible();
  return device;
}

/**
 * A code the sandbox answers the direct-flow demo user's sign-in with (spec 01 §2: the app sends a customer in with
 * one), asked with `verifier`'s challenge; the portal exchanges it with the `code` and `codeVerifier` query.
 */
export async function directCode(page: Page, verifier = createCodeVerifier()): Promise<string> {
  const login = await page.request.post(`${SANDBOX}/auth/login`, {
    data: {
      client: 'web',
      username: USERS.direct,
      password: PASSWORD,
      codeChallenge: await createCodeChallenge(verifier),
    },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { code: string }).code;
}
