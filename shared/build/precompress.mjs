// Pre-compresses a build's text assets at build time (brotli and gzip, each at its best level) so the
// portal's server sends them with `Content-Encoding` and never compresses on the fly (issue 11, DESIGN §2).
// Each `file.js` gets `file.js.br` and `file.js.gz`; a compressed copy that is not smaller is not kept.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map']);

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file under `dir`.
 * @returns {Promise<{ files: number, raw: number, brotli: number, gzip: number }>} bytes before and after
 */
export async function precompress(dir) {
  const totals = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for await (const file of files(dir)) {
    const body = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    totals.files += 1;
    totals.raw += body.length;
    totals.brotli += Math.min(br.length, body.length);
    totals.gzip += Math.min(gz.length, body.length);
    if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
    if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
  }
  return totals;
}
