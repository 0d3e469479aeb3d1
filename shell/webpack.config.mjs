import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { copiedAssets, federatedApp } from '@portal/build/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));
const config = federatedApp({ dir, name: 'shell', kind: 'host', outDir: process.env.PORTAL_OUT_DIR });

/**
 * The route table goes out beside index.html: the portal's server preloads the area a request lands in. So do the
 * brands' favicons (issue 14), which the server answers at /favicon.svg for the brand of the request.
 */
const ROUTE_TABLE = path.join(dir, 'src', 'app', 'route-table.json');
const BRAND_ICONS = path.join(dir, 'src', 'app', 'brand-icons.json');
/** And the data of the frame the server paints before the scripts have run (issue 28, scripts/first-paint.mjs). */
const FIRST_PAINT = path.join(dir, 'src', 'app', 'first-paint.json');
config.plugins.push(
  copiedAssets({
    'route-table.json': ROUTE_TABLE,
    'brand-icons.json': BRAND_ICONS,
    'first-paint.json': FIRST_PAINT,
  }),
);

export default config;
