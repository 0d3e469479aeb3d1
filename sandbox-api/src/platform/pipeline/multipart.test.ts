import { METHOD_API_PATH, METHOD_CATALOGUE, type MethodName } from '@portal/api/catalogue';
import type { LightMyRequestResponse } from 'fastify';
import { useSandbox, type SandboxHarness } from '../../testing/sandbox';
import { describeBytes } from './multipart';

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipartBody(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = '----portalTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function inject(
  sandbox: SandboxHarness,
  method: MethodName,
  parts: readonly Part[],
): Promise<LightMyRequestResponse> {
  const { body, contentType } = multipartBody(parts);
  return sandbox.app.inject({
    method: 'POST',
    url: METHOD_API_PATH,
    query: { method },
    headers: {
      'content-type': contentType,
      'x-client-version': '2.1.2',
    },
    payload: body,
  });
}

const data = (fields: Record<string, unknown> = {}): Part => ({
  name: 'data',
  value: JSON.stringify({ lang: 'en', ...fields }),
});
const csv = (text: string, filename = 'batch.csv'): Part => ({
  name: 'file',
  value: Buffer.from(text),
  filename,
  type: 'text/csv',
});

const TA1 = (validationErrors: string[]) => ({
  responseCode: 'TA1',
  responseDescription: 'Invalid parameters',
  validationErrors,
});

// Operations that take a file, declared for these tests only (the catalogue is a plain object): the route's part.
const saved = {
  getCurrencies: METHOD_CATALOGUE.getCurrencies,
  getCustomerInfo: METHOD_CATALOGUE.getCustomerInfo,
};
const FILE = { maxBytes: 1000, accept: ['.csv', '.xlsx'], required: true } as const;
beforeAll(() => {
  METHOD_CATALOGUE.getCurrencies = { ...saved.getCurrencies, file: FILE };
  METHOD_CATALOGUE.getCustomerInfo = { ...saved.getCustomerInfo, file: FILE };
});
afterAll(() => {
  Object.assign(METHOD_CATALOGUE, saved);
});

describe('method API, multipart calls (issue 15)', () => {
  const sandbox = useSandbox();
  const callMultipart = (method: MethodName, parts: readonly Part[]) => inject(sandbox, method, parts);
  it('data and a file within the limit: the operation answers 00, the data part being its fields', async () => {
    const response = await callMultipart('getCurrencies', [data(), csv('email,amount\na@b.co,1.00\n')]);

    expect(response.statusCode).toBe(200);
    expect(response.json().responseCode).toBe('00');
  });

  it('a file of exactly the limit is taken', async () => {
    const response = await callMultipart('getCurrencies', [data(), csv('x'.repeat(1000))]);

    expect(response.json().responseCode).toBe('00');
  });

  it('a file one byte over the limit: TA1 telling the limit in base 1000 units, never a 500', async () => {
    const response = await callMultipart('getCurrencies', [data(), csv('x'.repeat(1001))]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(TA1(['file: must be at most 1 kB']));
  });

  it('a much larger file (2 MB) is read through and refused the same way', async () => {
    const response = await callMultipart('getCurrencies', [data(), csv('x'.repeat(2_000_000))]);

    expect(response.json()).toEqual(TA1(['file: must be at most 1 kB']));
  });

  it('no file where one is required: TA1 file is required', async () => {
    const response = await callMultipart('getCurrencies', [data()]);

    expect(response.json()).toEqual(TA1(['file: is required']));
  });

  it('a file of the wrong type: TA1 naming the accepted endings', async () => {
    const png = {
      name: 'file',
      value: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      filename: 'a.png',
      type: 'image/png',
    };

    const response = await callMultipart('getCurrencies', [data(), png]);

    expect(response.json()).toEqual(TA1(['file: must be a .csv or .xlsx file']));
  });

  it('an empty file: TA1 file is empty', async () => {
    const response = await callMultipart('getCurrencies', [data(), csv('')]);

    expect(response.json()).toEqual(TA1(['file: is empty']));
  });

  it('a file to an operation that takes none: TA1', async () => {
    const response = await callMultipart('getCountries', [data(), csv('a')]);

    expect(response.json()).toEqual(TA1(['file: this operation takes no file']));
  });

  it('the data part is checked by the schemas like a JSON body', async () => {
    const response = await callMultipart('getCurrencies', [data({ lang: 5 }), csv('a')]);

    expect(response.json()).toEqual(TA1(['lang: must be string']));
  });

  it.each([
    ['no data part', [csv('a')], 'data: is required'],
    ['data that is not JSON', [{ name: 'data', value: '{nope' }, csv('a')], 'data: must be a JSON object'],
    ['data that is a JSON array', [{ name: 'data', value: '[1]' }, csv('a')], 'data: must be a JSON object'],
    ['two files', [data(), csv('a'), csv('b', 'b.csv')], 'file: only one file may be sent'],
    ['two data parts', [data(), data(), csv('a')], 'data: only one data part may be sent'],
    [
      'a part of another name',
      [data(), { ...csv('a'), name: 'upload' }],
      'upload: is not a part of this call',
    ],
  ])('%s: TA1', async (_, parts, line) => {
    const response = await callMultipart('getCurrencies', parts);

    expect(response.statusCode).toBe(200);
    expect(response.json().responseCode).toBe('TA1');
    expect(response.json().validationErrors).toContain(line);
  });

  it('over real HTTP, a form as fetch (and a browser) builds it: read the same way; an oversized one refused', async () => {
    const address = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const send = async (file: Blob, name: string) => {
      const form = new FormData();
      form.append('data', JSON.stringify({ method: 'getCurrencies', lang: 'en' }));
      form.append('file', file, name);
      const response = await fetch(`${address}${METHOD_API_PATH}?method=getCurrencies`, {
        method: 'POST',
        headers: { 'x-client-version': '2.1.2' },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const good = await send(new Blob(['email,amount\n'], { type: 'text/csv' }), 'a.csv');
    const big = await send(new Blob(['x'.repeat(300_000)], { type: 'text/csv' }), 'big.csv');

    expect(good).toMatchObject({ status: 200, body: { responseCode: '00' } });
    expect(big).toEqual({ status: 200, body: TA1(['file: must be at most 1 kB']) });
  });

  it('who may call it is decided first: without a session 401, whatever the file', async () => {
    const response = await callMultipart('getCustomerInfo', [data(), csv('x'.repeat(5000))]);

    expect(response.statusCode).toBe(401);
    expect(response.json().responseCode).toBe('AU');
  });

  it('the JSON call of an operation that requires a file: TA1 file is required', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: METHOD_API_PATH,
      query: { method: 'getCurrencies' },
      headers: { 'x-client-version': '2.1.2' },
      payload: { method: 'getCurrencies', lang: 'en' },
    });

    expect(response.json()).toEqual(TA1(['file: is required']));
  });
});

describe('describeBytes (spec 02 §9: base 1000)', () => {
  it.each([
    [900, '900 bytes'],
    [1000, '1 kB'],
    [1500, '1.5 kB'],
    [2_000_000, '2 MB'],
    [5_500_000, '5.5 MB'],
  ])('%d bytes: %s', (bytes, words) => {
    expect(describeBytes(bytes)).toBe(words);
  });
});
