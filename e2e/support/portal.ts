import { expect, type Page } from '@playwright/test';
import { PORTS } from './ports';

export const PASSWORD = 'Demo-pass-1';
export const USERS = {
  simple: 'anna.simple@demo.test',
  otp: 'oliver.otp@demo.test',
  business: 'bianca.business@demo.test',
} as const;

export async function fillCredentials(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with the simple flow and waits for the home page. */
export async function signIn(page: Page, email: string = USERS.simple): Promise<void> {
  await page.goto('/login');
  await fillCredentials(page, email);
  await expect(page).toHaveURL(/\/home$/);
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
