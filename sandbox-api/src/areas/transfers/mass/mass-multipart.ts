import { METHOD_API_PATH } from '@portal/api/catalogue';
import type { FastifyInstance } from 'fastify';
import { signIn } from '../../../testing/sandbox';

/** A file part of a multipart call. */
export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

/** A multipart call of transferMass as the page's callWithFile sends it (the mass tests' own helper). */
export async function multipartTransferMass(
  app: FastifyInstance,
  email: string,
  fields: Record<string, unknown>,
  file?: Part,
) {
  const { accessToken } = await signIn(app, email);
  const boundary = '----massTestBoundary';
  const parts: Part[] = [{ name: 'data', value: JSON.stringify({ method: 'transferMass', ...fields }) }];
  if (file) parts.push(file);
  const body = Buffer.concat(
    parts
      .flatMap((part) => [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n\r\n`,
        ),
        Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
        Buffer.from('\r\n'),
      ])
      .concat(Buffer.from(`--${boundary}--\r\n`)),
  );
  const response = await app.inject({
    method: 'POST',
    url: METHOD_API_PATH,
    query: { method: 'transferMass' },
    headers: {
      authorization: `Bearer ${accessToken}`,
      'x-client-version': '2.1.2',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: body,
  });
  return response.json<Record<string, any>>(); // eslint-disable-line @typescript-eslint/no-explicit-any
}
