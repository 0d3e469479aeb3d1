import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { federatedApp } from '@portal/build/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));
export default federatedApp({ dir, name: 'shell', kind: 'host', outDir: process.env.PORTAL_OUT_DIR });
