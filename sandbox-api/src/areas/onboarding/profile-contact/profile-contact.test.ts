import type { PhonesResponse, ProfileResponse, RepresentativeInfo } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_RATE_LIMITS } from '../../../platform/config';
import { PIA_CONTACT, PROFILE_CONTACT_IDS } from './seed';
import { COMPANY_DEMO } from '../company/seed';
import { DEMO_ADDRESS_IDS } from '../../accounts/cards/seed';
import { addresses } from '../../../platform/customer/tables';
import { companyPhones } from '../../../platform/customer/company-tables';
import { usernameChanges } from './tables';
import { latestMessage, messagesTo, MINUTE_MS } from '../../../testing/outbox';
import {
  ManualClock,
  SANDBOX_DATABASES,
  callMethod,
  pkcePair,
  signIn,
  useSandbox,
} from '../../../testing/sandbox';
import { PHONE_CODE_ATTEMPTS } from './service';
import { PROFILE_CONTACT_TEXTS as TEXTS } from './texts';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));

const ANNA = { email: 'anna.simple@demo.test', customerId: 20001 };
const OLIVER = { email: 'oliver.otp@demo.test', customerId: 20002 };
const PIA = { email: 'pia.update@demo.test', customerId: PIA_CONTACT.customerId };
const TOM = 'tom.terms@demo.test';
const ADAM = 'adam.admin@demo.test';
const BIANCA = 'bianca.business@demo.test';
/** Anna's seeded phone and Oliver's (the profile demo's first and second entries). */
const ANNA_PHONE = PROFILE_CONTACT_IDS.phone(0);
const OLIVER_PHONE = PROFILE_CONTACT_IDS.phone(1);
const OLIVER_ADDRESS = PROFILE_CONTACT_IDS.address(1);

type Answer = Record<string, unknown> & { responseCode: string; validationErrors?: string[] };
type Call = (method: string, body?: Record<string, unknown>) => Promise<Answer>;

interface Session {
  call: Call;
  accessToken: string;
}

/** Calls as the signed-in user, for their own customer unless the body names another. */
async function session(app: FastifyInstance, email: string): Promise<Session> {
  const { accessToken } = await signIn(app, email);
  return {
    accessToken,
    call: async (method, body = {}) => (await callMethod(app, method, { accessToken, body })).json(),
  };
}

/** `POST verification/phones/{phoneId}/verify` (spec 03 §7). */
function verifyPhone(
  app: FastifyInstance,
  phoneId: number,
  body: Record<string, unknown>,
  accessToken?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/verification/phones/${phoneId}/verify`,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload: body,
  });
}

const profileOf = async (call: Call) => (await call('getProfile')) as unknown as ProfileResponse & Answer;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(SANDBOX_DATABASES)('the profile on %s (issue 30 item 3)', (database) => {
  const sandbox = useSandbox({ clock, database });
  const db = () => sandbox.database.db;

  it('getProfile: the name, the customer id, the contacts, and what the personal-info update still needs', async () => {
    const { call } = await session(sandbox.app, PIA.email);

    const profile = await profileOf(call);

    expect(profile).toMatchObject({
      responseCode: '00',
      customerId: PIA.customerId,
      customerType: 0,
      firstName: 'Pia',
      lastName: 'Pereira',
      login: PIA.email,
      residenceCountryCode: 'PT',
      taxNumber: '',
      emails: [{ emailId: PIA_CONTACT.emailId, emailAddress: PIA.email, status: 'Primary', confirmed: true }],
      // spec 03 §5: the country code without a plus.
      phones: [
        {
          phoneId: PIA_CONTACT.phoneId,
          countryCode: '351',
          number: '912345678',
          phoneType: 2,
          status: 'Primary',
          confirmed: false,
        },
      ],
      addresses: [
        {
          addressId: PIA_CONTACT.addressId,
          address1: 'Rua Augusta 120',
          address2: '',
          city: 'Lisboa',
          postalCode: '1100-053',
          countryCode: 'PT',
          stateCode: '',
          stateName: '',
          kind: 1,
          addressStatus: 1,
          confirmed: false,
          isDocumentRequired: false,
          isDocumentOutOfDate: false,
          isCardDocumentRequired: false,
        },
      ],
      terms: [],
      personalInfoUpdate: { needed: true, items: ['phone', 'address', 'taxNumber'] },
    });
  });

  it('the terms: pending until accepted, then with the time of acceptance', async () => {
    const { call } = await session(sandbox.app, TOM);

    const before = await profileOf(call);
    const ids = before.terms.map((item) => item.id);
    await call('acceptTerms', { termIds: ids });
    const after = await profileOf(call);

    expect(before.terms.map((item) => [item.title, item.acceptedAt])).toEqual([
      ['Terms and Conditions', undefined],
      ['Privacy Policy', undefined],
    ]);
    expect(after.terms.map((item) => item.acceptedAt)).toEqual([
      clock.now().toISOString(),
      clock.now().toISOString(),
    ]);
  });

  it('pia updates her personal information: phone by a verification request, address, tax number, then done', async () => {
    const { call, accessToken } = await session(sandbox.app, PIA.email);

    const early = await call('completePersonalInfoUpdate');
    const { codeVerifier, codeChallenge } = pkcePair();
    const sent = await verifyPhone(
      sandbox.app,
      PIA_CONTACT.phoneId,
      { type: 'sms', codeChallenge },
      accessToken,
    );
    const sms = await latestMessage(sandbox.app, PIA.email);
    const phone = await call('confirmPhone', {
      phoneId: PIA_CONTACT.phoneId,
      verification: sms.code,
      codeVerifier,
    });
    const address = await call('confirmAddress', { addressId: PIA_CONTACT.addressId });
    const tax = await call('updateTaxNumber', { taxId: ' 123 456 789 ' });
    const done = await call('completePersonalInfoUpdate');
    const info = await call('getCustomerInfo');

    expect(early).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [
        'phone: a confirmed phone is needed',
        'address: an address is needed, and every address must be confirmed',
        `taxNumber: ${TEXTS.required}`,
      ],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      reqId: expect.any(String),
      sentTo: '+351 •••• •••678',
    });
    expect(sms).toMatchObject({ channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
    expect(sms.text).toBe(
      `To +351 912345678: ${sms.code} is your code to confirm this phone. It is valid for 10 minutes.`,
    );
    expect(phone).toMatchObject({ responseCode: '00', confirmed: true, status: 'Primary' });
    expect(address).toMatchObject({ responseCode: '00', confirmed: true, addressStatus: 1 });
    expect(tax.responseCode).toBe('00');
    expect(done.responseCode).toBe('00');
    expect(info).toMatchObject({ isNeedPersonalInfoUpdate: false });
    expect((await profileOf(call)).personalInfoUpdate).toEqual({ needed: false, items: [] });
  });

  it('completePersonalInfoUpdate for a customer not asked: changes nothing', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    expect((await call('completePersonalInfoUpdate')).responseCode).toBe('00');
    expect((await profileOf(call)).personalInfoUpdate).toEqual({ needed: false, items: [] });
  });

  it('addPhone: the plus stripped, phoneType 2, a code sent; confirmPhone with it', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    const added = await call('addPhone', { countryCode: '+49', number: '151 2345 6799', phoneType: 2 });
    const sms = await latestMessage(sandbox.app, ANNA.email);
    const wrong = await call('confirmPhone', { phoneId: added.phoneId, code: wrongCode(sms.code) });
    const confirmed = await call('confirmPhone', { phoneId: added.phoneId, code: sms.code });
    const phones = (await call('getPhones')).phones;

    expect(added).toMatchObject({
      responseCode: '00',
      countryCode: '49',
      number: '15123456799',
      phoneType: 2,
      status: 'Secondary',
      confirmed: false,
    });
    expect(sms.text).toContain('To +49 15123456799:');
    expect(wrong).toMatchObject({ responseCode: 'VF', responseDescription: TEXTS.codeInvalid });
    expect(confirmed).toMatchObject({ responseCode: '00', confirmed: true, status: 'Secondary' });
    expect(phones).toEqual([
      expect.objectContaining({ phoneId: ANNA_PHONE, status: 'Primary', confirmed: true }),
      expect.objectContaining({ phoneId: added.phoneId, status: 'Secondary', confirmed: true }),
    ]);
  });

  it('the first phone of a customer is its primary one', async () => {
    const { call } = await session(sandbox.app, ANNA.email);
    await db().delete(companyPhones).where(eq(companyPhones.customerId, ANNA.customerId));

    expect(await call('addPhone', { countryCode: '49', number: '15123456711' })).toMatchObject({
      status: 'Primary',
      phoneType: 2,
    });
  });

  it('replacePhone: the new number waits for its code, then takes the old one’s place as primary', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    const replacement = await call('replacePhone', {
      phoneId: ANNA_PHONE,
      countryCode: '+49',
      number: '17012345678',
    });
    const waiting = (await call('getPhones')).phones;
    const sms = await latestMessage(sandbox.app, ANNA.email);
    const twice = await call('replacePhone', {
      phoneId: replacement.phoneId,
      countryCode: '49',
      number: '17012345679',
    });
    const confirmed = await call('confirmPhone', { phoneId: replacement.phoneId, code: sms.code });
    const after = (await call('getPhones')).phones;

    expect(replacement).toMatchObject({
      responseCode: '00',
      status: 'Secondary',
      confirmed: false,
      replacesPhoneId: ANNA_PHONE,
    });
    expect(waiting).toEqual([
      expect.objectContaining({ phoneId: ANNA_PHONE, status: 'Primary', confirmed: true }),
      expect.objectContaining({ phoneId: replacement.phoneId, replacesPhoneId: ANNA_PHONE }),
    ]);
    expect(twice).toMatchObject({ responseCode: 'TA1', validationErrors: [`phoneId: ${TEXTS.replacement}`] });
    expect(confirmed).toMatchObject({ status: 'Primary', confirmed: true });
    expect(confirmed).not.toHaveProperty('replacesPhoneId');
    expect(after).toEqual([
      {
        phoneId: replacement.phoneId,
        countryCode: '49',
        number: '17012345678',
        phoneType: 2,
        status: 'Primary',
        confirmed: true,
      },
    ]);
  });

  it('a business confirms its phone with the verification request id and the code (reqId, approvalCode)', async () => {
    const bianca = await session(sandbox.app, BIANCA);
    const added = await bianca.call('addPhone', { countryCode: '39', number: '0298765432' });
    clock.advance(MINUTE_MS);
    const { codeChallenge } = pkcePair();

    const sent = (
      await verifyPhone(
        sandbox.app,
        added.phoneId as number,
        { type: 'sms', codeChallenge },
        bianca.accessToken,
      )
    ).json<{ reqId: string }>();
    const { code } = await latestMessage(sandbox.app, BIANCA);
    const otherRequest = await bianca.call('confirmBusinessPhone', {
      phoneId: added.phoneId,
      reqId: 'another-request',
      approvalCode: code,
    });
    const confirmed = await bianca.call('confirmBusinessPhone', {
      phoneId: added.phoneId,
      reqId: sent.reqId,
      approvalCode: code,
    });
    const info = await bianca.call('getBusinessInfo');

    expect(otherRequest).toMatchObject({ responseCode: 'VF' });
    expect(confirmed).toMatchObject({ responseCode: '00', confirmed: true, status: 'Secondary' });
    // The company's phone stays its primary one.
    expect(info.phone).toMatchObject({ id: 901, status: 'Primary' });
  });

  it('e-mails of a personal customer: add, confirm with the e-mailed code, make primary, delete the old one', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    const added = await call('addEmail', { emailAddress: 'Anna.Home@Example.org' });
    const emailId = added.emailId as number;
    await call('requestEmailConfirmationCode', { emailId });
    const mail = await latestMessage(sandbox.app, 'anna.home@example.org');
    const confirmed = await call('confirmEmailCode', { emailId, confirmationCode: mail.code });
    const primary = await call('setPrimaryEmail', { emailId });
    const deleted = await call('deleteEmail', { emailId: PROFILE_CONTACT_IDS.email(0) });
    const emails = (await profileOf(call)).emails;

    expect(added).toMatchObject({
      emailAddress: 'anna.home@example.org',
      status: 'Secondary',
      confirmed: false,
    });
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail.text).toBe(
      `Your code to confirm this e-mail address is ${mail.code}. It is valid for 15 minutes.`,
    );
    expect(confirmed).toMatchObject({ responseCode: '00', confirmed: true });
    expect(primary.responseCode).toBe('00');
    expect(deleted.responseCode).toBe('00');
    expect(emails).toEqual([
      { emailId, emailAddress: 'anna.home@example.org', status: 'Primary', confirmed: true },
    ]);
  });

  it('addresses: create (status 1), update keeps the status, replace sets status 1, delete, confirm', async () => {
    const { call } = await session(sandbox.app, OLIVER.email);
    await db().update(addresses).set({ statusId: 2 }).where(eq(addresses.id, OLIVER_ADDRESS));

    const created = await call('createAddress', {
      address1: ' 1 Market Street ',
      address2: 'Flat 4',
      city: 'San Francisco',
      postalCode: '94105',
      countryCode: 'us',
      stateCode: 'ca',
      kind: 5,
    });
    const updated = await call('updateAddress', {
      addressId: OLIVER_ADDRESS,
      address1: '14 Camden Passage',
      address2: 'Second floor',
      city: 'London',
      postalCode: 'N1 8ED',
      countryCode: 'GB',
    });
    const replaced = await call('replaceAddress', {
      oldAddressId: OLIVER_ADDRESS,
      address1: '8 Rue de Rivoli',
      city: 'Paris',
      postalCode: '75004',
      countryCode: 'FR',
    });
    const deleted = await call('deleteAddress', { addressId: created.addressId });
    await db().update(addresses).set({ confirmed: false }).where(eq(addresses.id, OLIVER_ADDRESS));
    const confirmed = await call('confirmAddress', { addressId: OLIVER_ADDRESS });
    const list = (await profileOf(call)).addresses;

    expect(created).toMatchObject({
      responseCode: '00',
      address1: '1 Market Street',
      address2: 'Flat 4',
      countryCode: 'US',
      stateCode: 'CA',
      stateName: 'California',
      kind: 5,
      addressStatus: 1,
      confirmed: true,
    });
    expect(updated).toMatchObject({ addressId: OLIVER_ADDRESS, address2: 'Second floor', addressStatus: 2 });
    expect(updated).toMatchObject({ isDocumentRequired: false });
    expect(replaced).toMatchObject({
      addressId: OLIVER_ADDRESS,
      city: 'Paris',
      address2: '',
      addressStatus: 1,
    });
    expect(deleted.responseCode).toBe('00');
    expect(confirmed).toMatchObject({ responseCode: '00', confirmed: true });
    expect(list.map((address) => [address.addressId, address.city, address.confirmed])).toEqual([
      [OLIVER_ADDRESS, 'Paris', true],
    ]);
  });

  it('requestUsernameChange: active with its log, the current login told; listed newest first', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    const request = await call('requestUsernameChange', { desiredUsername: 'Anna.Novak@Example.org' });
    const list = await call('getUsernameChangeRequests');
    const notice = await latestMessage(sandbox.app, ANNA.email);

    expect(request).toMatchObject({
      responseCode: '00',
      desiredUsername: 'anna.novak@example.org',
      status: 'active',
      createdAt: clock.now().toISOString(),
      logs: [{ date: clock.now().toISOString(), status: 'active', message: TEXTS.usernameReceived }],
    });
    expect(list.requests).toEqual([
      {
        requestId: request.requestId,
        desiredUsername: 'anna.novak@example.org',
        status: 'active',
        createdAt: clock.now().toISOString(),
        logs: request.logs,
      },
    ]);
    expect(notice).toMatchObject({ channel: 'email' });
    expect(notice.text).toContain('anna.novak@example.org instead of anna.simple@demo.test');
  });

  it('updateTaxNumber: the customer’s, or with a position the representative’s (spec 03 §7)', async () => {
    const anna = await session(sandbox.app, ANNA.email);
    const bianca = await session(sandbox.app, BIANCA);

    const own = await anna.call('updateTaxNumber', { taxId: 'DE  123/456-7' });
    const asOwner = await bianca.call('updateTaxNumber', { taxId: 'RSSBNC80A41F205X', positionId: 8 });
    const asDirector = await bianca.call('updateTaxNumber', { taxId: 'RSSBNC80A41F205Y', positionId: 2 });
    const representative = (await bianca.call('getRepresentativeInfo', {
      representativeId: COMPANY_DEMO.representatives.bianca,
    })) as unknown as RepresentativeInfo;

    expect(own.responseCode).toBe('00');
    expect((await profileOf(anna.call)).taxNumber).toBe('DE 123/456-7');
    expect(asOwner.responseCode).toBe('00');
    expect(representative.taxId).toBe('RSSBNC80A41F205X');
    expect(asDirector).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`positionId: ${TEXTS.notRepresentative}`],
    });
  });
});

describe.each(SANDBOX_DATABASES)('the profile on %s: refusals', (database) => {
  const sandbox = useSandbox({ clock, database });
  const db = () => sandbox.database.db;

  it('phones: bad parts, another type, a duplicate, too many, unknown or another customer’s phone', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    const bad = await call('addPhone', { countryCode: '+0', number: '12a' });
    const type = await call('addPhone', { countryCode: '49', number: '15123456790', phoneType: 1 });
    const duplicate = await call('addPhone', { countryCode: '+49', number: '151 23456701' });
    const notText = await call('addPhone', { countryCode: 49, number: ['1'] });
    for (const n of [1, 2, 3, 4]) {
      clock.advance(1000);
      await call('addPhone', { countryCode: '49', number: `1512345678${n}` });
    }
    const full = await call('addPhone', { countryCode: '49', number: '15123456789' });
    const unknown = await call('replacePhone', { phoneId: 4242, countryCode: '49', number: '15123456788' });
    const others = await call('confirmPhone', { phoneId: OLIVER_PHONE, code: '123456' });

    expect(bad).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`countryCode: ${TEXTS.countryCode}`, `number: ${TEXTS.number}`],
    });
    expect(type).toMatchObject({ responseCode: 'TA1', validationErrors: [`phoneType: ${TEXTS.phoneType}`] });
    expect(duplicate).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`number: ${TEXTS.duplicatePhone}`],
    });
    expect(notText.responseCode).toBe('TA1');
    expect(full).toMatchObject({ responseCode: 'TA1', validationErrors: [`number: ${TEXTS.tooManyPhones}`] });
    expect(unknown).toMatchObject({ responseCode: 'NF', responseDescription: TEXTS.phoneNotFound });
    expect(others).toMatchObject({ responseCode: 'NF' });
    expect((await call('getPhones')).phones).toHaveLength(5);
  });

  it('confirmPhone: one way only, the verifier with a verification, a confirmed phone, spent tries, expiry', async () => {
    const { call } = await session(sandbox.app, ANNA.email);
    const added = await call('addPhone', { countryCode: '49', number: '15123456790' });
    const phoneId = added.phoneId as number;
    const { code } = await latestMessage(sandbox.app, ANNA.email);

    const both = await call('confirmPhone', { phoneId, code, verification: code });
    const neither = await call('confirmPhone', { phoneId });
    const noVerifier = await call('confirmPhone', { phoneId, verification: code });
    // A code sent on add has no challenge: a verifier cannot stand in for it.
    const asVerification = await call('confirmPhone', {
      phoneId,
      verification: code,
      codeVerifier: pkcePair().codeVerifier,
    });
    const badFormat = await call('confirmPhone', { phoneId, code: '12ab' });
    const confirmedAlready = await call('confirmPhone', { phoneId: ANNA_PHONE, code });
    for (let attempt = 1; attempt < PHONE_CODE_ATTEMPTS; attempt += 1)
      await call('confirmPhone', { phoneId, code: wrongCode(code) });
    const spent = await call('confirmPhone', { phoneId, code });

    expect(both).toMatchObject({ responseCode: 'TA1', validationErrors: [`code: ${TEXTS.oneWay}`] });
    expect(neither).toMatchObject({ responseCode: 'TA1', validationErrors: [`code: ${TEXTS.oneWay}`] });
    expect(noVerifier).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`codeVerifier: ${TEXTS.verifierMissing}`],
    });
    expect(asVerification).toMatchObject({ responseCode: 'VF' });
    expect(badFormat.responseCode).toBe('TA1');
    expect(confirmedAlready).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`phoneId: ${TEXTS.alreadyConfirmed}`],
    });
    expect(spent).toMatchObject({ responseCode: 'VF' });

    const again = await call('addPhone', { countryCode: '49', number: '15123456791' });
    const fresh = (await latestMessage(sandbox.app, ANNA.email)).code;
    clock.advance(11 * MINUTE_MS);
    const later = await session(sandbox.app, ANNA.email);
    expect(await later.call('confirmPhone', { phoneId: again.phoneId, code: fresh })).toMatchObject({
      responseCode: 'VF',
    });
  });

  it('a verification request: the verifier must match its challenge, and the plain code is not enough', async () => {
    const { call, accessToken } = await session(sandbox.app, PIA.email);
    const { codeChallenge } = pkcePair();

    await verifyPhone(sandbox.app, PIA_CONTACT.phoneId, { type: 'sms', codeChallenge }, accessToken);
    const { code } = await latestMessage(sandbox.app, PIA.email);
    const otherVerifier = await call('confirmPhone', {
      phoneId: PIA_CONTACT.phoneId,
      verification: code,
      codeVerifier: pkcePair().codeVerifier,
    });
    const plain = await call('confirmPhone', { phoneId: PIA_CONTACT.phoneId, code });
    const personal = await call('confirmBusinessPhone', {
      phoneId: PIA_CONTACT.phoneId,
      reqId: 'x',
      approvalCode: code,
    });

    expect(otherVerifier).toMatchObject({ responseCode: 'VF' });
    expect(plain).toMatchObject({ responseCode: 'VF' });
    expect(personal).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`phoneId: ${TEXTS.notBusiness}`],
    });
  });

  it('the verification route: 401, 400 for another channel or a confirmed phone, 404, 403 acting, 429 too soon', async () => {
    const pia = await session(sandbox.app, PIA.email);
    const adam = await session(sandbox.app, ADAM);
    const { codeChallenge } = pkcePair();
    const body = { type: 'sms', codeChallenge };

    const anonymous = await verifyPhone(sandbox.app, PIA_CONTACT.phoneId, body);
    const email = await verifyPhone(
      sandbox.app,
      PIA_CONTACT.phoneId,
      { ...body, type: 'email' },
      pia.accessToken,
    );
    const unknownChannel = await verifyPhone(
      sandbox.app,
      PIA_CONTACT.phoneId,
      { ...body, type: 'fax' },
      pia.accessToken,
    );
    const badChallenge = await verifyPhone(
      sandbox.app,
      PIA_CONTACT.phoneId,
      { type: 'sms', codeChallenge: 'short' },
      pia.accessToken,
    );
    const others = await verifyPhone(sandbox.app, ANNA_PHONE, body, pia.accessToken);
    const missing = await verifyPhone(sandbox.app, 4242, body, pia.accessToken);
    const acting = await verifyPhone(sandbox.app, PIA_CONTACT.phoneId, body, adam.accessToken);
    const first = await verifyPhone(sandbox.app, PIA_CONTACT.phoneId, body, pia.accessToken);
    const tooSoon = await verifyPhone(sandbox.app, PIA_CONTACT.phoneId, body, pia.accessToken);
    const confirmedPhone = await verifyPhone(
      sandbox.app,
      ANNA_PHONE,
      body,
      (await signIn(sandbox.app, ANNA.email)).accessToken,
    );

    expect(anonymous.statusCode).toBe(401);
    expect([email.statusCode, email.json()]).toEqual([
      400,
      expect.objectContaining({ responseCode: 'TA1', validationErrors: [`type: ${TEXTS.channel}`] }),
    ]);
    expect([unknownChannel.statusCode, unknownChannel.json().responseCode]).toEqual([400, 'TA1']);
    expect([badChallenge.statusCode, badChallenge.json().responseCode]).toEqual([400, 'TA1']);
    expect([others.statusCode, others.json().responseCode]).toEqual([404, 'NF']);
    expect([missing.statusCode, missing.json().responseCode]).toEqual([404, 'NF']);
    expect([acting.statusCode, acting.json().responseCode]).toEqual([403, 'ENOA']);
    expect(first.statusCode).toBe(200);
    expect([tooSoon.statusCode, tooSoon.json().responseCode]).toEqual([429, 'TMR']);
    expect(tooSoon.headers['retry-after']).toBe('60');
    expect([confirmedPhone.statusCode, confirmedPhone.json().validationErrors]).toEqual([
      400,
      [`phoneId: ${TEXTS.alreadyConfirmed}`],
    ]);
    expect(await messagesTo(sandbox.app, PIA.email)).toHaveLength(1);
  });

  it('an administrator acting for the customer reads the profile but changes nothing (ENOA)', async () => {
    const adam = await session(sandbox.app, ADAM);
    const asAnna = { fromCustomerId: ANNA.customerId };

    const profile = await adam.call('getProfile', asAnna);
    const phones = await adam.call('getPhones', asAnna);
    const add = await adam.call('addPhone', { ...asAnna, countryCode: '49', number: '15123456790' });
    const address = await adam.call('confirmAddress', { ...asAnna, addressId: DEMO_ADDRESS_IDS.annaHome });
    const email = await adam.call('addEmail', { ...asAnna, emailAddress: 'support@example.org' });

    expect(profile).toMatchObject({ responseCode: '00', customerId: ANNA.customerId, firstName: 'Anna' });
    expect(phones.responseCode).toBe('00');
    for (const refused of [add, address, email]) expect(refused.responseCode).toBe('ENOA');
    expect(
      (await session(sandbox.app, ANNA.email).then(({ call }) => call('getPhones'))).phones,
    ).toHaveLength(1);
  });

  it('addresses: each missing or wrong field named, the states of a country, an unknown one, too many', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    const empty = await call('createAddress', {
      address1: ' ',
      city: '',
      postalCode: '!',
      countryCode: 'XX',
    });
    const noState = await call('createAddress', {
      address1: '1 Main St',
      city: 'Austin',
      postalCode: '73301',
      countryCode: 'US',
    });
    const badState = await call('createAddress', {
      address1: '1 Main St',
      city: 'Austin',
      postalCode: '73301',
      countryCode: 'US',
      stateCode: 'ZZ',
    });
    const badKind = await call('createAddress', {
      address1: '1 Main St',
      city: 'Berlin',
      postalCode: '10115',
      countryCode: 'DE',
      kind: 9,
    });
    const missing = await call('updateAddress', {
      addressId: 4242,
      address1: '1 Main St',
      city: 'Berlin',
      postalCode: '10115',
      countryCode: 'DE',
    });
    const confirmedAlready = await call('confirmAddress', { addressId: DEMO_ADDRESS_IDS.annaHome });

    expect(empty).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [
        `address1: ${TEXTS.required}`,
        `city: ${TEXTS.required}`,
        `postalCode: ${TEXTS.postalCode}`,
        `countryCode: ${TEXTS.unknownCountry}`,
      ],
    });
    expect(noState).toMatchObject({ validationErrors: [`stateCode: ${TEXTS.stateRequired}`] });
    expect(badState).toMatchObject({ validationErrors: [`stateCode: ${TEXTS.unknownState}`] });
    expect(badKind.responseCode).toBe('TA1');
    expect(missing).toMatchObject({ responseCode: 'NF', responseDescription: TEXTS.addressNotFound });
    expect(confirmedAlready).toMatchObject({ validationErrors: [`addressId: ${TEXTS.alreadyConfirmed}`] });
    // Nothing half-written: Anna still has her one address.
    expect((await profileOf(call)).addresses).toHaveLength(1);

    for (let n = 1; n < 10; n += 1)
      await call('createAddress', {
        address1: `${n} Main St`,
        city: 'Berlin',
        postalCode: '10115',
        countryCode: 'DE',
      });
    expect(
      await call('createAddress', {
        address1: '10 Main St',
        city: 'Berlin',
        postalCode: '10115',
        countryCode: 'DE',
      }),
    ).toMatchObject({ responseCode: 'TA1', validationErrors: [`address1: ${TEXTS.tooManyAddresses}`] });
  });

  it('deleteAddress: never the only one, never one a card ships to, never another customer’s', async () => {
    const anna = await session(sandbox.app, ANNA.email);
    const oliver = await session(sandbox.app, OLIVER.email);

    const only = await oliver.call('deleteAddress', { addressId: OLIVER_ADDRESS });
    await anna.call('createAddress', {
      address1: '2 Main St',
      city: 'Berlin',
      postalCode: '10115',
      countryCode: 'DE',
    });
    const shipsCard = await anna.call('deleteAddress', { addressId: DEMO_ADDRESS_IDS.annaHome });
    const others = await anna.call('deleteAddress', { addressId: OLIVER_ADDRESS });

    expect(only).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`addressId: ${TEXTS.onlyAddress}`],
    });
    expect(shipsCard).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`addressId: ${TEXTS.shipsCard}`],
    });
    expect(others).toMatchObject({ responseCode: 'NF' });
    const [row] = await db()
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.id, OLIVER_ADDRESS));
    expect(row).toEqual({ id: OLIVER_ADDRESS });
  });

  it('requestUsernameChange: not an e-mail, the current login, one in use, a second while one waits', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    const notEmail = await call('requestUsernameChange', { desiredUsername: 'anna-at-example.org' });
    const same = await call('requestUsernameChange', { desiredUsername: 'ANNA.simple@demo.test' });
    const taken = await call('requestUsernameChange', { desiredUsername: OLIVER.email });
    await call('requestUsernameChange', { desiredUsername: 'anna.one@example.org' });
    const second = await call('requestUsernameChange', { desiredUsername: 'anna.two@example.org' });

    expect(notEmail).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['desiredUsername: must be an e-mail address'],
    });
    expect(same).toMatchObject({ validationErrors: [`desiredUsername: ${TEXTS.sameUsername}`] });
    expect(taken).toMatchObject({ validationErrors: [`desiredUsername: ${TEXTS.usernameTaken}`] });
    expect(second).toMatchObject({ validationErrors: [`desiredUsername: ${TEXTS.usernamePending}`] });
    expect(await db().select().from(usernameChanges)).toHaveLength(1);
  });

  it('updateTaxNumber: a tax number that is not one', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    expect(await call('updateTaxNumber', { taxId: '!!' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`taxId: ${TEXTS.taxId}`],
    });
    expect(await call('updateTaxNumber', { taxId: '123456789', positionId: 8 })).toMatchObject({
      validationErrors: [`positionId: ${TEXTS.notRepresentative}`],
    });
  });
});

describe('the profile: codes sent per customer are counted (contactCode)', () => {
  const sandbox = useSandbox({
    clock,
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, contactCode: { max: 2, windowMs: 15 * MINUTE_MS } } },
  });

  it('past the limit: 429, and the phone is not added', async () => {
    const { call } = await session(sandbox.app, ANNA.email);

    await call('addPhone', { countryCode: '49', number: '15123456790' });
    const emailId = (await call('addEmail', { emailAddress: 'anna.2@example.org' })).emailId;
    await call('requestEmailConfirmationCode', { emailId });
    const refused = await callMethod(sandbox.app, 'addPhone', {
      accessToken: (await signIn(sandbox.app, ANNA.email)).accessToken,
      body: { countryCode: '49', number: '15123456791' },
    });

    expect([refused.statusCode, refused.json().responseCode]).toEqual([429, 'TMR']);
    expect(refused.json().responseDescription).toMatch(/^Too many confirmation codes\./);
    const { phones } = (await call('getPhones')) as unknown as PhonesResponse;
    expect(phones.map((phone) => phone.number)).toEqual(['15123456701', '15123456790']);
  });
});
