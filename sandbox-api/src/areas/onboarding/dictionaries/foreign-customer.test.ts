import { METHOD_CATALOGUE, type MethodName } from '@portal/api/catalogue';
import { callMethod, signIn, useSandbox } from '../../../testing/sandbox';

/**
 * Issue 22 item 9: a dictionary method that is sent an acting customer id checks it like every other operation
 * does: ENOA when the caller may not act for that customer. Signed out, the same rule holds: acting for a customer
 * is something a signed-in user does (spec 01 §6: business users and administrators send the acting customer id),
 * so a call without a session that names one claims what no one signed out has, and is refused with ENOA. Without
 * the claim the dictionaries stay public (spec 01 §7 "Public (no login)"); the portal sends none signed out.
 */
const sandbox = useSandbox();

const ANNA = { email: 'anna.simple@demo.test', customerId: 20001 };
/** Bianca represents Nordlicht Trading GmbH (read only); Anna has nothing to do with it. */
const BIANCA = { email: 'bianca.business@demo.test' };
const NORDLICHT = 20204;

/** Each dictionary method with the fields it needs besides the client's. */
const DICTIONARIES: Record<string, Record<string, unknown>> = {
  getCountries: {},
  getCurrencies: {},
  getStates: { countryCode: 'US' },
  getTransactionTypes: {},
  getSources: {},
  getPurposes: {},
  getDocumentTypes: {},
  getIndustries: {},
  getOccupations: {},
  getAdditionalQuestions: {},
};
const NAMES = Object.keys(DICTIONARIES) as MethodName[];

async function codeOf(method: MethodName, body: Record<string, unknown>, accessToken?: string) {
  const response = await callMethod(sandbox.app, method, {
    accessToken,
    body: { ...DICTIONARIES[method], ...body },
  });
  return { status: response.statusCode, code: response.json().responseCode as string };
}

describe('dictionary methods and the acting customer', () => {
  it('the dictionaries tested here are the catalogue’s', () => {
    const catalogued = Object.entries(METHOD_CATALOGUE)
      .filter(([, traits]) => traits.dictionary)
      .map(([name]) => name);

    expect(catalogued.sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s with a customer the user may not act for: ENOA', async (method) => {
    const { accessToken } = await signIn(sandbox.app, ANNA.email);

    expect(await codeOf(method, { fromCustomerId: NORDLICHT }, accessToken)).toEqual({
      status: 200,
      code: 'ENOA',
    });
    expect(await codeOf(method, { fromCustomerId: String(NORDLICHT) }, accessToken)).toEqual({
      status: 200,
      code: 'ENOA',
    });
  });

  it.each(NAMES)('%s with the user’s own customer, or one they represent: the dictionary', async (method) => {
    const anna = await signIn(sandbox.app, ANNA.email);
    const bianca = await signIn(sandbox.app, BIANCA.email);

    expect(await codeOf(method, { fromCustomerId: ANNA.customerId }, anna.accessToken)).toEqual({
      status: 200,
      code: '00',
    });
    expect(await codeOf(method, { fromCustomerId: NORDLICHT }, bianca.accessToken)).toEqual({
      status: 200,
      code: '00',
    });
  });

  it.each(NAMES.filter((method) => METHOD_CATALOGUE[method].public))(
    '%s signed out: the public dictionary without a customer id, ENOA with one',
    async (method) => {
      expect(await codeOf(method, {})).toEqual({ status: 200, code: '00' });
      expect(await codeOf(method, { fromCustomerId: NORDLICHT })).toEqual({ status: 200, code: 'ENOA' });
    },
  );
});
