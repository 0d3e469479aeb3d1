import { AUTH_PATHS, METHOD_API_PATH, METHOD_CATALOGUE, type MethodName } from '@portal/api/catalogue';
import { DEFAULT_RATE_LIMITS } from '../config';
import { DEMO_PASSWORD } from '../../seed';
import { clientFieldsSchema } from '../pipeline/schemas';
import { callMethod, pkcePair, postLogin, signIn, useSandbox } from '../../testing/sandbox';
import { TEXT_REFUSALS } from './text-rules';
import { PATTERN_MESSAGE } from './validation';

/**
 * Issue 22 items 6 and 9, from outside: what a request may carry. Strings with NUL or an unpaired surrogate answer
 * TA1 naming the field in every field of every method (found by walking each operation's request schema, so a new
 * operation or field is swept without touching this test); a failed pattern is told in words; a `__proto__` or
 * `constructor` key in a JSON body is dropped.
 */
// Every field of every method is sent: the business registration alone has more string fields than its limit of
// registrations per address, which is not what this test is about.
const sandbox = useSandbox({
  config: {
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      registration: { ...DEFAULT_RATE_LIMITS.registration, max: 1_000 },
      captcha: { ...DEFAULT_RATE_LIMITS.captcha, max: 1_000 },
    },
  },
});

const METHOD_NAMES = Object.keys(METHOD_CATALOGUE) as MethodName[];

/** A sweep makes a few hundred calls: seconds alone, longer on a machine busy with other test files. */
const SWEEP_TIMEOUT_MS = 60_000;

const BAD_TEXT = [
  ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone low surrogate', 'a\udc00b'],
] as const;

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One step from a schema node down to a node inside it, and the data that takes it. */
type Step = { property: string } | { item: true } | { mapKey: true };

interface StringNode {
  steps: Step[];
  schema: SchemaNode;
}

/** Every node of the schema that accepts a string, through objects, arrays, maps and branches. */
function stringNodes(schema: unknown, steps: Step[] = []): StringNode[] {
  if (!isNode(schema)) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const found = types.includes('string') ? [{ steps, schema }] : [];
  if (isNode(schema.properties))
    for (const [name, child] of Object.entries(schema.properties))
      found.push(...stringNodes(child, [...steps, { property: name }]));
  if (isNode(schema.items)) found.push(...stringNodes(schema.items, [...steps, { item: true }]));
  if (isNode(schema.additionalProperties))
    found.push(...stringNodes(schema.additionalProperties, [...steps, { mapKey: true }]));
  for (const branches of [schema.anyOf, schema.oneOf, schema.allOf])
    if (Array.isArray(branches)) for (const branch of branches) found.push(...stringNodes(branch, steps));
  return found;
}

const MAP_KEY = 'someKey';

/** The request body that puts `value` at the end of the steps. */
function bodyWith(steps: Step[], value: string): Record<string, unknown> {
  const data = steps.reduceRight<unknown>((inner, step) => {
    if ('property' in step) return { [step.property]: inner };
    if ('item' in step) return [inner];
    return { [MAP_KEY]: inner };
  }, value);
  return data as Record<string, unknown>;
}

/** The field as a TA1 line names it: the dotted data path. */
function fieldName(steps: Step[]): string {
  return steps.map((step) => ('property' in step ? step.property : 'item' in step ? '0' : MAP_KEY)).join('.');
}

interface Case {
  method: MethodName;
  field: string;
  body: Record<string, unknown>;
  /** The line the TA1 answer must hold for this field. */
  line: string;
}

/**
 * Demo users a sweep signs in as: a personal customer first, then an administrator and a business owner for the
 * operations only those may call (the authorization policy refuses a caller with ENOA before reading the input).
 */
const CALLERS = ['anna.simple@demo.test', 'adam.admin@demo.test', 'ben.business@demo.test'] as const;

async function signedInCallers(): Promise<string[]> {
  const tokens: string[] = [];
  for (const email of CALLERS) tokens.push((await signIn(sandbox.app, email)).accessToken);
  return tokens;
}

interface Answer {
  status: number;
  text: string;
  json: Record<string, unknown>;
}

/** The answer to the first caller that is not refused with ENOA (or the last refusal). */
async function answerAsAllowed(accessTokens: string[], method: MethodName, body: Record<string, unknown>) {
  let answer: Answer = { status: 0, text: '', json: {} };
  for (const accessToken of accessTokens) {
    const response = await callMethod(sandbox.app, method, { accessToken, body });
    answer = { status: response.statusCode, text: response.body, json: response.json() };
    if (answer.json.responseCode !== 'ENOA') break;
  }
  return answer;
}

/** Every case called; the answers other than TA1 with the case's line, and all the lines answered. */
async function sweep(accessTokens: string[], cases: Case[]): Promise<{ wrong: string[]; lines: string[] }> {
  const wrong: string[] = [];
  const lines: string[] = [];
  for (const { method, field, body, line } of cases) {
    const answer = await answerAsAllowed(accessTokens, method, body);
    const answered = (answer.json.validationErrors ?? []) as string[];
    lines.push(...answered);
    if (answer.status !== 200 || answer.json.responseCode !== 'TA1' || !answered.includes(line))
      wrong.push(`${method} ${field}: ${answer.status} ${answer.text}`);
  }
  return { wrong, lines };
}

function textCases(value: string): Case[] {
  return METHOD_NAMES.flatMap((method) =>
    stringNodes(sandbox.app.methodDefinitions[method].requestSchema).map(({ steps }) => ({
      method,
      field: fieldName(steps),
      body: bodyWith(steps, value),
      line: `${fieldName(steps)}: ${TEXT_REFUSALS.value}`,
    })),
  );
}

describe('text input: NUL and unpaired surrogates in every string field', () => {
  it('the sweep walks the operations the app serves: all of the catalogue, most with string fields', () => {
    const swept = new Set(textCases('x').map((item) => item.method));

    expect(Object.keys(sandbox.app.methodDefinitions).sort()).toEqual([...METHOD_NAMES].sort());
    // Operations without a string field of their own (an account id, no fields at all) are the exception.
    expect(swept.size).toBeGreaterThan(METHOD_NAMES.length / 2);
  });

  it.each(BAD_TEXT)(
    '%s in each field of each method, signed in as a demo user it allows: TA1 naming the field',
    async (_what, bad) => {
      expect((await sweep(await signedInCallers(), textCases(bad))).wrong).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it.each(BAD_TEXT)('%s in a field every method call carries: TA1 naming the field', async (_what, bad) => {
    const cases = stringNodes(clientFieldsSchema).map(({ steps }) => ({
      method: 'getCountries' as const,
      field: fieldName(steps),
      body: bodyWith(steps, bad),
      line: `${fieldName(steps)}: ${TEXT_REFUSALS.value}`,
    }));

    expect(cases.map((item) => item.field).sort()).toEqual(['email', 'fromCustomerId', 'lang', 'method']);
    expect((await sweep(await signedInCallers(), cases)).wrong).toEqual([]);
  });

  it.each(BAD_TEXT)(
    '%s on the auth service and the sandbox tools: 400 TA1 naming the field',
    async (_what, bad) => {
      const { codeChallenge } = pkcePair();
      const login = await postLogin(sandbox.app, {
        username: `anna${bad}@demo.test`,
        password: bad,
        codeChallenge,
      });
      const tool = await sandbox.app.inject({
        method: 'POST',
        url: '/sandbox/email-confirmation',
        payload: { email: `anna${bad}@demo.test` },
      });

      expect(login.statusCode).toBe(400);
      expect(login.json()).toMatchObject({ responseCode: 'TA1', responseDescription: 'Invalid parameters' });
      expect(login.json().validationErrors).toEqual(
        expect.arrayContaining([`username: ${TEXT_REFUSALS.value}`, `password: ${TEXT_REFUSALS.value}`]),
      );
      expect(tool.statusCode).toBe(400);
      expect(tool.json().validationErrors).toContain(`email: ${TEXT_REFUSALS.value}`);
    },
  );

  it('a surrogate pair (an emoji) in free text: accepted and stored as sent', async () => {
    const { accessToken } = await signIn(sandbox.app, 'carla.cards@demo.test');
    const card = 300003;

    const renamed = await callMethod(sandbox.app, 'cardSetAliasName', {
      accessToken,
      body: { accountId: card, cardAliasName: '🚀 Trips' },
    });
    const accounts = await callMethod(sandbox.app, 'balanceInquiry', { accessToken });

    expect(renamed.json().responseCode).toBe('00');
    const listed = accounts
      .json()
      .accounts.account.find((account: { accountId: number }) => account.accountId === card);
    expect(listed.cardAliasName).toBe('🚀 Trips');
  });
});

/** Values to try against a pattern: one of them fails each pattern the sandbox has. */
const PATTERN_MISSES = ['!', '', '/', 'x'.repeat(300)];
const REGEX_SIGNS = /[\^$[\]\\]/;

function patternCases(): Case[] {
  return METHOD_NAMES.flatMap((method) =>
    stringNodes(sandbox.app.methodDefinitions[method].requestSchema)
      .filter(({ schema }) => typeof schema.pattern === 'string')
      .map(({ steps, schema }) => {
        const pattern = new RegExp(String(schema.pattern), 'u');
        const miss = PATTERN_MISSES.find((value) => !pattern.test(value));
        if (miss === undefined)
          throw new Error(`no value misses the pattern of ${method} ${fieldName(steps)}`);
        const words =
          typeof schema[PATTERN_MESSAGE] === 'string'
            ? schema[PATTERN_MESSAGE]
            : 'is not in the expected format';
        return {
          method,
          field: fieldName(steps),
          body: bodyWith(steps, miss),
          line: `${fieldName(steps)}: ${words}`,
        };
      }),
  );
}

describe('validation messages: a failed pattern in words', () => {
  it(
    'each patterned field of each method: TA1 in words, no line shows a regular expression',
    async () => {
      const cases = patternCases();

      const { wrong, lines } = await sweep(await signedInCallers(), cases);

      expect(cases.length).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
      expect(lines.filter((line) => REGEX_SIGNS.test(line))).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it('sign-in with a user name that is not an e-mail address: told so in words', async () => {
    const { codeChallenge } = pkcePair();

    const response = await postLogin(sandbox.app, {
      username: 'anna.simple',
      codeChallenge: `${codeChallenge}!`,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      'username: must be an e-mail address',
      'codeChallenge: must be 43 to 128 letters, digits or the characters - . _ ~',
    ]);
  });
});

describe('JSON bodies: __proto__ and constructor keys', () => {
  const polluted = () => (Object.prototype as Record<string, unknown>).polluted;

  async function postRaw(url: string, json: string, headers: Record<string, string> = {}) {
    return sandbox.app.inject({
      method: 'POST',
      url,
      query: url === METHOD_API_PATH ? { method: 'getCountries' } : undefined,
      headers: { 'content-type': 'application/json', 'x-client-version': '2.1.2', ...headers },
      payload: json,
    });
  }

  it('a __proto__ key, at the top or nested: dropped, the call answered as without it', async () => {
    const response = await postRaw(
      METHOD_API_PATH,
      '{"method":"getCountries","lang":"en","__proto__":{"polluted":"yes","lang":"xx"},' +
        '"extra":{"__proto__":{"polluted":"yes"}}}',
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().responseCode).toBe('00');
    expect(polluted()).toBeUndefined();
  });

  it('a constructor key holding a prototype: dropped, the call answered as without it', async () => {
    const response = await postRaw(
      METHOD_API_PATH,
      '{"method":"getCountries","lang":"en","constructor":{"prototype":{"polluted":"yes"}}}',
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().responseCode).toBe('00');
    expect(polluted()).toBeUndefined();
  });

  it('on the auth service too: a sign-in with a __proto__ key signs in', async () => {
    const { codeChallenge } = pkcePair();

    const body = JSON.stringify({
      client: 'web',
      username: 'anna.simple@demo.test',
      password: DEMO_PASSWORD,
      codeChallenge,
    });

    const response = await postRaw(AUTH_PATHS.login, `{"__proto__":{"isAdmin":true},${body.slice(1)}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authFlow: 'simple' });
  });
});
