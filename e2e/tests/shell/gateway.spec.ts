import { expect, test, type Request } from '@playwright/test';
import { PORTS } from '../../support/ports';
import { signIn } from '../../support/portal';

/**
 * Issue 28 item 2, DESIGN §8: the portal's server is the gateway. The browser reaches the method API, the auth service
 * and the live channel on the portal's own origin, so no call waits for a CORS preflight (the back end on another
 * origin cost an `OPTIONS` before each of /home's 14 calls).
 */

const BACK_END = /^\/(api|auth|live|files|service)(\/|$)/;

test('signed-in reload of /home / every call and the live channel on the portal origin, no OPTIONS', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page.waitForLoadState('networkidle');
  const requests: Request[] = [];
  const sockets: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await page.reload();
  await expect(page.getByRole('region', { name: 'Total balance' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const portal = new URL(baseURL!).origin;
  const calls = requests.filter((request) => BACK_END.test(new URL(request.url()).pathname));
  expect(calls.map((request) => new URL(request.url()).searchParams.get('method'))).toContain(
    'balanceInquiry',
  );
  expect(calls.filter((request) => new URL(request.url()).origin !== portal)).toEqual([]);
  expect(requests.filter((request) => request.method() === 'OPTIONS').map((r) => r.url())).toEqual([]);
  expect(requests.filter((request) => request.url().includes(`:${PORTS.sandbox}`))).toEqual([]);
  // The live channel connects through the gateway too.
  await expect.poll(() => sockets).toEqual([`${portal.replace(/^http/, 'ws')}/live`]);
});

test('gateway / a page route wins over a back-end prefix; the back end answers its own paths', async ({
  request,
}) => {
  // `/auth/sei` is the authorize page (spec 01); `/auth/*` beyond it is the auth service.
  const page = await request.get('/auth/sei');
  expect(page.headers()['content-type']).toContain('text/html');
  const refused = await request.post('/auth/login', { data: {} });
  expect(refused.status()).toBe(400);
  expect(refused.headers()['content-type']).toContain('application/json');
  const currencies = await request.post('/api/v1/?method=getCurrencies', {
    data: { method: 'getCurrencies' },
  });
  expect(currencies.ok()).toBe(true);
  expect(await currencies.json()).toMatchObject({ responseCode: '00' });
  // The config names the portal's own origin as the back end.
  const config = await (await request.get('/config.json')).json();
  expect(config.apiBaseUrl).toBe(`http://localhost:${PORTS.portal}`);
});
