import type { AgreementFile, LegalInfoResponse, NotificationSettingsResponse } from '@portal/api/catalogue';
import { readPdf } from '../../../testing/pdf-text';
import { callMethod, signIn, useSandbox } from '../../../testing/sandbox';

const sandbox = useSandbox();

const NINA = 'nina.notify@demo.test';
const LEO = 'leo.legal@demo.test';
const ANNA = 'anna.simple@demo.test';

async function session(email: string, headers: Record<string, string> = {}) {
  const { accessToken } = await signIn(sandbox.app, email);
  return async (method: string, body: Record<string, unknown> = {}) =>
    (await callMethod(sandbox.app, method, { accessToken, body, headers })).json();
}

const valuesOf = (answer: NotificationSettingsResponse) =>
  Object.fromEntries(answer.items.map((item) => [item.identified, item.value]));

describe('notification settings', () => {
  it('answers every item in group order with the user’s values over the defaults', async () => {
    const call = await session(NINA);

    const answer = await call('getNotificationSettings');

    expect(answer.responseCode).toBe('00');
    expect([...new Set(answer.items.map((item: { group: string }) => item.group))]).toEqual([
      'security',
      'payments',
      'cards',
      'news',
    ]);
    expect(answer.items).toContainEqual({
      group: 'payments',
      identified: 'paymentChannel',
      kind: 'choice',
      options: ['email', 'sms', 'push'],
      value: 'sms',
    });
    expect(answer.items).toContainEqual({
      group: 'security',
      identified: 'signInAlert',
      kind: 'switch',
      value: 'on',
    });
    // Another user has the defaults.
    expect(valuesOf(await (await session(ANNA))('getNotificationSettings'))).toMatchObject({
      paymentChannel: 'email',
      balanceDigest: 'weekly',
    });
  });

  it('sets one item for this user only; it stays set', async () => {
    const nina = await session(NINA);

    const saved = await nina('setNotificationSetting', { identified: 'productNews', value: 'on' });
    await nina('setNotificationSetting', { identified: 'balanceDigest', value: 'monthly' });

    expect(saved).toMatchObject({
      responseCode: '00',
      identified: 'productNews',
      value: 'on',
      kind: 'switch',
    });
    expect(valuesOf(await nina('getNotificationSettings'))).toMatchObject({
      productNews: 'on',
      balanceDigest: 'monthly',
      paymentChannel: 'sms',
    });
    expect(valuesOf(await (await session(ANNA))('getNotificationSettings'))).toMatchObject({
      productNews: 'off',
      balanceDigest: 'weekly',
    });
  });

  it('refuses an unknown item or a value the item does not take (TA1, naming the field)', async () => {
    const nina = await session(NINA);

    const unknown = await nina('setNotificationSetting', { identified: 'everything', value: 'on' });
    const wrongSwitch = await nina('setNotificationSetting', { identified: 'signInAlert', value: 'sms' });
    const wrongChoice = await nina('setNotificationSetting', { identified: 'paymentChannel', value: 'on' });

    expect(unknown).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['identified: no such notification item'],
    });
    expect(wrongSwitch).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['value: must be one of on, off'],
    });
    expect(wrongChoice).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['value: must be one of email, sms, push'],
    });
    expect(valuesOf(await nina('getNotificationSettings'))).toMatchObject({
      signInAlert: 'on',
      paymentChannel: 'sms',
    });
  });
});

describe('legal info', () => {
  it('a personal customer: terms, privacy, fees and the cardholder agreement, agreed when they joined or later', async () => {
    const answer: LegalInfoResponse & { responseCode: string } = await (await session(NINA))('getLegalInfo');

    expect(answer.responseCode).toBe('00');
    expect(answer.items.map((item) => item.kind)).toEqual([
      'termsAndConditions',
      'privacyPolicy',
      'feeSchedule',
      'cardholderAgreement',
    ]);
    expect(answer.items[0]).toEqual({
      id: 1,
      kind: 'termsAndConditions',
      version: '2026-11',
      effectiveFrom: '2026-11-01',
      acceptedAt: '2026-11-01T00:00:00.000Z',
      fileName: 'termsAndConditions-2026-11.pdf',
    });
    // Given for information: never agreed to.
    expect(answer.items[1]).not.toHaveProperty('acceptedAt');
  });

  it('a business: the business account agreement instead of the cardholder agreement', async () => {
    const answer: LegalInfoResponse = await (await session(LEO))('getLegalInfo');

    expect(answer.items.map((item) => item.kind)).toEqual([
      'termsAndConditions',
      'privacyPolicy',
      'feeSchedule',
      'businessAgreement',
    ]);
  });

  it('downloads an agreement as a PDF on the letterhead of the brand whose page asked', async () => {
    const nina = await session(NINA, { origin: 'http://meridian.localhost:8080' });

    const file: AgreementFile & { responseCode: string } = await nina('downloadAgreement', { id: 4 });

    expect(file).toMatchObject({
      responseCode: '00',
      id: 4,
      fileName: 'cardholderAgreement-2026-01.pdf',
      contentType: 'application/pdf',
    });
    const pdf = await readPdf(Buffer.from(file.content, 'base64'));
    const text = pdf.pages.join('\n');
    expect(pdf.info).toMatchObject({
      Title: 'Meridian Pay: Cardholder Agreement 2026-01',
      Author: 'Meridian Pay Europe S.A.',
    });
    expect(text).toContain('Cardholder Agreement');
    expect(text).toContain('Meridian Pay');
    expect(text).toContain('Prepared for Nina Nowak (customer 20970)');
    expect(text).toContain('Agreed on 01/01/2026');
  });

  it('an agreement in the language of the request (issue 35): Spanish lines, the PDF’s language Spanish', async () => {
    const nina = await session(NINA, { origin: 'http://meridian.localhost:8080' });

    const file: AgreementFile = await nina('downloadAgreement', { id: 4, lang: 'es' });

    const pdf = await readPdf(Buffer.from(file.content, 'base64'));
    const text = pdf.pages.join('\n');
    expect(pdf.info.Language).toBe('es');
    expect(pdf.tagged).toBe(true);
    expect(text).toContain('Preparado para Nina Nowak (cliente 20970)');
    expect(text).toContain('Aceptado el 01/01/2026');
    expect(text).toMatch(/Versión 2026-01 · vigente desde el \d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain(`Página 1 de ${pdf.pageCount}`);
    expect(text).not.toContain('Prepared for');
  });

  it('another kind of customer’s document, or none, is not found', async () => {
    const leo = await session(LEO);

    expect(await leo('downloadAgreement', { id: 4 })).toMatchObject({ responseCode: 'NF' });
    expect(await leo('downloadAgreement', { id: 99 })).toMatchObject({ responseCode: 'NF' });
    expect(await leo('downloadAgreement', { id: 5 })).toMatchObject({ responseCode: '00' });
  });
});

describe('the demo users of this area', () => {
  it.each([NINA, LEO])(
    '%s / answered the announcements that ask: nothing waits after signing in',
    async (email) => {
      const answer = await (await session(email))('getAnnouncements', { withConfirmation: true });

      expect(answer.responseCode).toBe('00');
      expect([answer.announcements.announcement ?? []].flat()).toEqual([]);
    },
  );
});
