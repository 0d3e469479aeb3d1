import {
  IDENTITY_CHECK_NOTIFICATION_KIND,
  IDENTITY_SELFIE_MAX_BYTES,
  type IdentityVerificationStarted,
  type IdentityWorkflowRun,
  type VerificationStateResponse,
} from '@portal/api/catalogue';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { IDENTITY_CHECK_DEMO } from './seed';
import { latestMessage, messagesTo } from '../../../testing/outbox';
import type { LivePushMessage } from '../../../platform/live/service';
import { ManualClock, callMethod, pkcePair, signIn, useSandbox } from '../../../testing/sandbox';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));
const sandbox = useSandbox({ clock });

const IVY = IDENTITY_CHECK_DEMO.ivy;
const ANNA = 'anna.simple@demo.test';
const ADMIN = 'adam.admin@demo.test';

/** A real 1×1 PNG; a JPEG's and a PDF's first bytes: the provider checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

async function start(app: FastifyInstance, email = IVY.email): Promise<IdentityVerificationStarted> {
  const { accessToken } = await signIn(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/identity-verification',
    headers: bearer(accessToken),
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const status = (app: FastifyInstance, id: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/verification/identity-workflows/${id}`,
    query: token === undefined ? {} : { token },
  });

/** The provider page's upload form as a browser sends it: the token and the selfie, multipart. */
function uploadSelfie(
  app: FastifyInstance,
  started: Pick<IdentityVerificationStarted, 'workflowRunId' | 'token'>,
  file?: { name: string; bytes: Buffer; type: string },
  origin?: string,
): Promise<LightMyRequestResponse> {
  const boundary = '----identityCheckTestBoundary7';
  const chunks: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${started.token}\r\n`),
  ];
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return app.inject({
    method: 'POST',
    url: `/sandbox/identity-provider/${started.workflowRunId}/selfie`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(origin ? { origin } : {}),
    },
    payload: Buffer.concat(chunks),
  });
}

/** The provider's Pass or Fail button, as a form. */
const decide = (
  app: FastifyInstance,
  started: Pick<IdentityVerificationStarted, 'workflowRunId' | 'token'>,
  decision: 'pass' | 'fail',
  reason?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/identity-provider/${started.workflowRunId}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: started.token, ...(reason ? { reason } : {}) }).toString(),
  });

async function verificationState(app: FastifyInstance): Promise<VerificationStateResponse> {
  const { accessToken } = await signIn(app, IVY.email);
  return (await callMethod(app, 'getVerificationState', { accessToken })).json();
}

function notificationsTo(publish: jest.SpyInstance, customerId: number) {
  return (
    publish.mock.calls
      .filter(([to, message]) => to === customerId && (message as LivePushMessage).type === 'notification')
      .map(([, message]) => (message as Extract<LivePushMessage, { type: 'notification' }>).payload)
      // What the customer reads; the stored notification's severity and time are the notifications module's tests.
      .map(({ id, kind, text }) => ({ id, kind, text }))
  );
}

const TA1 = (validationErrors: unknown) => ({
  responseCode: 'TA1',
  responseDescription: 'Invalid parameters',
  validationErrors,
});

describe('starting a check (spec 03 §7 POST /identity-verification)', () => {
  it('answers the run, its token and the provider page; the state is read with the token, or by id alone', async () => {
    const started = await start(sandbox.app);

    expect(started).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      workflowRunId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      url: `http://localhost:4000/sandbox/identity-provider/${started.workflowRunId}?token=${started.token}`,
    });
    const withToken = await status(sandbox.app, started.workflowRunId, started.token);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['cache-control']).toBe('no-store');
    expect(withToken.json().run).toEqual({
      workflowRunId: started.workflowRunId,
      status: 'created',
      channel: null,
      failureReason: '',
      createdAt: '2026-11-28T12:00:00.000Z',
      updatedAt: '2026-11-28T12:00:00.000Z',
      customerName: 'Ivy I.',
      url: started.url,
    });
    // The job's page (/video-identity-job/{id}) reads the status only: neither the name nor the provider's page.
    const byId = (await status(sandbox.app, started.workflowRunId)).json().run as IdentityWorkflowRun;
    expect(byId.status).toBe('created');
    expect(byId).not.toHaveProperty('customerName');
    expect(byId).not.toHaveProperty('url');
  });

  it('signed out: 401; another customer’s check: as absent as none; an administrator may start one for a customer', async () => {
    const signedOut = await sandbox.app.inject({
      method: 'POST',
      url: '/identity-verification',
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);

    const anna = await signIn(sandbox.app, ANNA);
    const foreign = await sandbox.app.inject({
      method: 'POST',
      url: `/customers/${IVY.customerId}/identity-verification`,
      headers: bearer(anna.accessToken),
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);

    const admin = await signIn(sandbox.app, ADMIN);
    const acting = await sandbox.app.inject({
      method: 'POST',
      url: `/customers/${IVY.customerId}/identity-verification`,
      headers: bearer(admin.accessToken),
      payload: {},
    });
    expect(acting.statusCode).toBe(200);
    const run = (await status(sandbox.app, acting.json().workflowRunId, acting.json().token)).json().run;
    expect(run.customerName).toBe('Ivy I.');
  });

  it('bad input: TA1 with every line, never a 500', async () => {
    const { accessToken } = await signIn(sandbox.app, IVY.email);
    const channel = await sandbox.app.inject({
      method: 'POST',
      url: `/verification/customer/${IVY.customerId}/verify`,
      headers: bearer(accessToken),
      payload: { type: 'fax', codeChallenge: 'short' },
    });
    expect(channel.statusCode).toBe(400);
    expect(channel.json()).toEqual(
      TA1(
        expect.arrayContaining([
          expect.stringMatching(/^type: /),
          expect.stringMatching(/^codeChallenge: must be 43 to 128/),
        ]),
      ),
    );

    const customer = await sandbox.app.inject({
      method: 'POST',
      url: '/customers/abc/identity-verification',
      headers: bearer(accessToken),
      payload: {},
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json()).toEqual(TA1(['customerId: must be a customer id']));

    const badId = await status(sandbox.app, 'not-a-run', 'x');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().responseCode).toBe('TA1');

    // A channel with no check started yet.
    const none = await sandbox.app.inject({
      method: 'POST',
      url: `/verification/customer/${IVY.customerId}/verify`,
      headers: bearer(accessToken),
      payload: { type: 'camera', codeChallenge: pkcePair().codeChallenge },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(TA1(['workflowRunId: there is no identity check waiting; start one first']));
  });
});

describe('the channels (POST verification/customer/{id}/verify)', () => {
  it('e-mail and SMS send a link to the provider page through the outbox; the camera sends nothing', async () => {
    const started = await start(sandbox.app);
    const { accessToken } = await signIn(sandbox.app, IVY.email);
    const send = (type: string) =>
      sandbox.app.inject({
        method: 'POST',
        url: `/verification/customer/${IVY.customerId}/verify`,
        headers: bearer(accessToken),
        payload: { type, codeChallenge: pkcePair().codeChallenge },
      });
    const before = (await messagesTo(sandbox.app, IVY.email)).length;

    const camera = await send('camera');
    expect(camera.json()).toMatchObject({ workflowRunId: started.workflowRunId, type: 'camera', sentTo: '' });
    expect(await messagesTo(sandbox.app, IVY.email)).toHaveLength(before);

    const email = await send('email');
    expect(email.json()).toMatchObject({ type: 'email', sentTo: 'i•••@demo.test' });
    const mail = await latestMessage(sandbox.app, IVY.email);
    expect(mail.channel).toBe('email');
    const link =
      /http:\/\/localhost:4000\/sandbox\/identity-provider\/([0-9a-f-]{36})\?token=([A-Za-z0-9_-]{43})/.exec(
        mail.text,
      );
    expect(link?.[1]).toBe(started.workflowRunId);
    // The link carries a token of its own, which opens the same run; the starting browser's still does.
    expect(link?.[2]).not.toBe(started.token);
    expect((await status(sandbox.app, started.workflowRunId, link![2])).json().run.channel).toBe('email');
    expect((await status(sandbox.app, started.workflowRunId, started.token)).statusCode).toBe(200);

    const sms = await send('sms');
    expect(sms.json()).toMatchObject({ type: 'sms', sentTo: '+351 •••• •••677' });
    expect((await latestMessage(sandbox.app, IVY.email)).channel).toBe('sms');
  });
});

describe('the provider page (/sandbox/identity-provider/{id})', () => {
  it('shows whom it checks and the selfie input; a wrong token is refused everywhere', async () => {
    const started = await start(sandbox.app);
    const page = await sandbox.app.inject({
      method: 'GET',
      url: new URL(started.url).pathname + new URL(started.url).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ivy I.');
    expect(page.body).toContain(
      '<input id="selfie" name="selfie" type="file" accept="image/*" capture="user" required>',
    );

    const wrong = { workflowRunId: started.workflowRunId, token: 'A'.repeat(43) };
    const wrongPage = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox/identity-provider/${started.workflowRunId}`,
      query: { token: wrong.token },
    });
    expect(wrongPage.statusCode).toBe(404);
    expect(wrongPage.body).not.toContain('Ivy');
    expect((await status(sandbox.app, started.workflowRunId, wrong.token)).statusCode).toBe(404);
    expect(
      (await uploadSelfie(sandbox.app, wrong, { name: 'me.png', bytes: PNG, type: 'image/png' })).statusCode,
    ).toBe(404);
    expect((await decide(sandbox.app, wrong, 'pass')).statusCode).toBe(404);
    expect((await status(sandbox.app, started.workflowRunId, started.token)).json().run.status).toBe(
      'created',
    );
  });

  it('takes a JPEG or PNG by its bytes within the size limit; anything else is refused on the page', async () => {
    const started = await start(sandbox.app);

    const pdf = await uploadSelfie(sandbox.app, started, { name: 'me.png', bytes: PDF, type: 'image/png' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.body).toContain('<p role="alert">selfie: must be a JPEG or PNG picture</p>');

    const large = Buffer.concat([PNG, Buffer.alloc(IDENTITY_SELFIE_MAX_BYTES)]);
    const tooLarge = await uploadSelfie(sandbox.app, started, {
      name: 'me.png',
      bytes: large,
      type: 'image/png',
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body).toContain('selfie: must be at most 3 MB');

    const missing = await uploadSelfie(sandbox.app, started);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('selfie: choose a selfie to upload');

    // No decision before a selfie.
    const early = await decide(sandbox.app, started, 'pass');
    expect(early.statusCode).toBe(400);
    expect(early.body).toContain('selfie: the selfie is not uploaded yet');

    // From another site the upload never reaches the handler; from the sandbox's own page it does.
    const evil = await uploadSelfie(
      sandbox.app,
      started,
      { name: 'me.jpg', bytes: JPEG, type: 'image/jpeg' },
      'https://evil.example',
    );
    expect(evil.statusCode).toBe(403);
    const jpeg = await uploadSelfie(
      sandbox.app,
      started,
      { name: 'me.jpg', bytes: JPEG, type: 'image/jpeg' },
      'http://localhost:4000',
    );
    expect(jpeg.statusCode).toBe(303);
    expect(jpeg.headers.location).toBe(
      `/sandbox/identity-provider/${started.workflowRunId}?token=${started.token}&done=selfie`,
    );
    expect((await status(sandbox.app, started.workflowRunId, started.token)).json().run.status).toBe(
      'submitted',
    );
    expect((await verificationState(sandbox.app)).identity.videoIdentity.status).toBe('pending');

    const picture = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox/identity-provider/${started.workflowRunId}/selfie`,
      query: { token: started.token },
    });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.equals(JPEG)).toBe(true);
  });

  it('Pass: the identity’s video check is validated, the customer told live, and the run is final', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const started = await start(sandbox.app);
    expect(
      (await uploadSelfie(sandbox.app, started, { name: 'me.png', bytes: PNG, type: 'image/png' }))
        .statusCode,
    ).toBe(303);

    const passed = await decide(sandbox.app, started, 'pass');

    expect(passed.statusCode).toBe(303);
    expect(passed.headers.location).toContain('&done=passed');
    expect((await status(sandbox.app, started.workflowRunId)).json().run.status).toBe('passed');
    const { accessToken } = await signIn(sandbox.app, IVY.email);
    const identity = (await callMethod(sandbox.app, 'getIdentity', { accessToken })).json();
    expect(identity.videoIdentity).toEqual({ status: 'validated' });
    expect(notificationsTo(publish, IVY.customerId)).toEqual([
      {
        id: expect.any(String),
        kind: IDENTITY_CHECK_NOTIFICATION_KIND,
        text: 'Your identity check passed: your identity is verified.',
      },
    ]);
    // Decided once: a second decision, or a new selfie, is refused.
    const again = await decide(sandbox.app, started, 'fail', 'unclearSelfie');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('decision: this identity check is finished; start a new one');
    const selfie = await uploadSelfie(sandbox.app, started, {
      name: 'me.png',
      bytes: PNG,
      type: 'image/png',
    });
    expect(selfie.statusCode).toBe(400);
    publish.mockRestore();
  });

  it('Fail: a reason is needed; the video check is rejected, a required action (spec 03 §4), told live', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const started = await start(sandbox.app);
    await uploadSelfie(sandbox.app, started, { name: 'me.png', bytes: PNG, type: 'image/png' });

    const noReason = await decide(sandbox.app, started, 'fail');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('reason: choose why the check failed');
    const badReason = await sandbox.app.inject({
      method: 'POST',
      url: `/sandbox/identity-provider/${started.workflowRunId}/fail`,
      headers: { 'content-type': 'application/json' },
      payload: { token: started.token, reason: 'bored' },
    });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().responseCode).toBe('TA1');

    const failed = await sandbox.app.inject({
      method: 'POST',
      url: `/sandbox/identity-provider/${started.workflowRunId}/fail`,
      headers: { 'content-type': 'application/json' },
      payload: { token: started.token, reason: 'faceMismatch' },
    });

    expect(failed.statusCode).toBe(200);
    expect(failed.json().run).toMatchObject({ status: 'failed', failureReason: 'faceMismatch' });
    const state = await verificationState(sandbox.app);
    expect(state.identity.videoIdentity.status).toBe('rejected');
    // spec 03 §4 counts a rejected video identity as a required action (@portal/api/verification's rules).
    expect(state.identity.status).toBe('missing');
    expect(notificationsTo(publish, IVY.customerId).map(({ kind, text }) => [kind, text])).toEqual([
      [IDENTITY_CHECK_NOTIFICATION_KIND, 'Your identity check failed. Please try again.'],
    ]);
    publish.mockRestore();
  });
});
