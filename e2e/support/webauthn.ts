import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (the Chrome DevTools Protocol's WebAuthn domain), never a stub of
 * `navigator.credentials` (issue 50 item 5): a platform authenticator with resident keys and user verification, its
 * user present and verified at once. Credentials live in the authenticator, per tab.
 */
export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
  credentials(): Promise<{ credentialId: string; rpId?: string; signCount: number }[]>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  // Secure Payment Confirmation's own dialog is accepted as a customer would (the browser shows it, not the page).
  await cdp
    .send('Page.setSPCTransactionMode' as never, { mode: 'autoAccept' } as never)
    .catch(() => undefined);
  return {
    cdp,
    authenticatorId,
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials;
    },
  };
}
