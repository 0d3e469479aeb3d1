import { AUTH_PATHS } from '@portal/api/catalogue';
import { buildApp } from '../../../app';
import { pushPrompts } from './tables';
import { pkcePair, postLogin, useSandbox } from '../../../testing/sandbox';
import { escapeHtml } from '../../../platform/lib/html';

const PAULA = 'paula.push@demo.test';
const STELLA = 'stella.strict@demo.test';

const sandbox = useSandbox();

const page = (email?: string) =>
  sandbox.app.inject({ method: 'GET', url: '/sandbox/device', query: email ? { email } : {} });

/** Posts a form as a browser does. */
const postForm = (url: string, fields: Record<string, string>) =>
  sandbox.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function startLogin(email: string) {
  const pair = pkcePair();
  const login = await postLogin(sandbox.app, { username: email, codeChallenge: pair.codeChallenge });
  return { ...pair, body: login.json() };
}

const exchange = (code: string, codeVerifier: string) =>
  sandbox.app.inject({ method: 'POST', url: AUTH_PATHS.token, payload: { code, codeVerifier } });

describe('escapeHtml', () => {
  it('markup characters: become character references', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});

describe('GET /sandbox/device', () => {
  it('no e-mail: answers an HTML page titled "Sandbox device" with a labelled e-mail field', async () => {
    const response = await page();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Sandbox device</title>');
    expect(response.body).toMatch(
      /<label for="email">[^<]+<\/label>\s*<input id="email" name="email" type="email"/,
    );
  });

  it('a push sign-in waiting: lists the prompt under a heading with its text, with Approve and Reject buttons', async () => {
    const { body } = await startLogin(PAULA);
    const key = new URL(body.deepLink).searchParams.get('key') as string;

    const response = await page(PAULA);

    expect(response.body).toMatch(/<h3 id="prompt-[\w-]+">Approve the sign-in from web<\/h3>/);
    expect(response.body).toContain(`action="/sandbox/device/prompts/${key}"`);
    expect(response.body).toContain('<button type="submit" name="result" value="true">Approve</button>');
    expect(response.body).toContain('<button type="submit" name="result" value="false">Reject</button>');
    expect(response.body).toContain('Pixel 8 (android), approved');
  });

  it('markup in a prompt text: is shown as text, never as markup', async () => {
    await sandbox.database.db.insert(pushPrompts).values({
      key: 'evil-prompt',
      userId: 603,
      kind: 'twoStep',
      payload: {},
      text: '<script>alert("x")</script>',
      expiresAt: new Date(Date.now() + 60_000),
    });

    const response = await page(PAULA);

    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
  });

  it('an e-mail nobody has: answers 404 with the form again', async () => {
    const response = await page('nobody@demo.test');

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No user with the e-mail nobody@demo.test.');
  });

  it('an e-mail that is not one: answers 400 TA1', async () => {
    const response = await page('not-an-email');

    expect(response.statusCode).toBe(400);
    expect(response.json().responseCode).toBe('TA1');
  });
});

describe('POST /sandbox/device/prompts/{key}', () => {
  it("Approve: decides as the user's device, goes back to the page (303), and the sign-in can be exchanged", async () => {
    const { body, codeVerifier } = await startLogin(PAULA);
    const key = new URL(body.deepLink).searchParams.get('key') as string;

    const response = await postForm(`/sandbox/device/prompts/${key}`, { email: PAULA, result: 'true' });
    const after = await page(PAULA);

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sandbox/device?email=paula.push%40demo.test');
    expect((await exchange(body.code, codeVerifier)).statusCode).toBe(200);
    expect(after.body).toContain('Nothing is waiting for this phone.');
  });

  it('Reject: the sign-in code is dead', async () => {
    const { body, codeVerifier } = await startLogin(PAULA);
    const key = new URL(body.deepLink).searchParams.get('key') as string;

    await postForm(`/sandbox/device/prompts/${key}`, { email: PAULA, result: 'false' });

    expect((await exchange(body.code, codeVerifier)).statusCode).toBe(401);
  });

  it("another user's prompt: answers 404 and leaves it pending", async () => {
    const { body } = await startLogin(PAULA);
    const key = new URL(body.deepLink).searchParams.get('key') as string;

    const response = await postForm(`/sandbox/device/prompts/${key}`, {
      email: 'victor.device@demo.test',
      result: 'true',
    });

    expect(response.statusCode).toBe(404);
    expect((await page(PAULA)).body).toContain(`/sandbox/device/prompts/${key}`);
  });

  it('a result other than true or false: answers 400 TA1', async () => {
    const { body } = await startLogin(PAULA);
    const key = new URL(body.deepLink).searchParams.get('key') as string;

    const response = await postForm(`/sandbox/device/prompts/${key}`, { email: PAULA, result: 'maybe' });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([expect.stringMatching(/^result: /)]);
  });
});

describe('POST /sandbox/device/link', () => {
  it('Link this phone: links a device for the open scp request and lifts a strict migration', async () => {
    const { body, codeVerifier } = await startLogin(STELLA);
    await sandbox.app.inject({
      method: 'POST',
      url: AUTH_PATHS.scpRequest,
      headers: { authorization: `Bearer ${body.migration.temporaryToken}` },
      payload: {},
    });
    const before = await page(STELLA);
    const linkId = /name="linkId" value="([0-9a-f-]{36})"/.exec(before.body)?.[1] as string;

    const response = await postForm('/sandbox/device/link', {
      email: STELLA,
      linkId,
      name: 'Stella <b>phone</b>',
      type: 'ios',
    });
    const after = await page(STELLA);

    expect(before.body).toContain('<button type="submit">Link this phone</button>');
    expect(response.statusCode).toBe(303);
    expect(after.body).toContain('Stella &#60;b&#62;phone&#60;/b&#62; (ios), approved');
    expect(after.body).not.toContain('Link this phone</button>');
    expect((await exchange(body.code, codeVerifier)).statusCode).toBe(200);
  });

  it('an unknown link or a bad type: refused (401 AU, 400 TA1)', async () => {
    const unknown = await postForm('/sandbox/device/link', {
      email: STELLA,
      linkId: '00000000-0000-0000-0000-000000000000',
      name: 'Phone',
      type: 'ios',
    });
    const badType = await postForm('/sandbox/device/link', {
      email: STELLA,
      linkId: '00000000-0000-0000-0000-000000000000',
      name: 'Phone',
      type: 'blackberry',
    });

    expect(unknown.statusCode).toBe(401);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().validationErrors).toEqual([expect.stringMatching(/^type: /)]);
  });
});

describe('device page switched off', () => {
  it('SANDBOX_TOOLS=off: /sandbox/device answers 404', async () => {
    const app = await buildApp({ database: sandbox.database, config: { toolsEnabled: false } });
    try {
      const response = await app.inject({ method: 'GET', url: '/sandbox/device' });

      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
