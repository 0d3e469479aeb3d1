import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { federatedApp } from '@portal/build/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));
export default federatedApp({
  dir,
  name: 'mfe_merchant',
  kind: 'remote',
  exposes: { './app': './src/app/lifecycles.tsx' },
  outDir: process.env.PORTAL_OUT_DIR,
});
