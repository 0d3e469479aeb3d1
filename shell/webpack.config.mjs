import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { federatedApp } from '@portal/build/webpack';

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
config.plugins.push({
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteTableAsset', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteTableAsset', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(ROUTE_TABLE);
          compilation.emitAsset(
            'route-table.json',
            new compiler.webpack.sources.RawSource(fs.readFileSync(ROUTE_TABLE)),
          );
          compilation.fileDependencies.add(BRAND_ICONS);
          compilation.emitAsset(
            'brand-icons.json',
            new compiler.webpack.sources.RawSource(fs.readFileSync(BRAND_ICONS)),
          );
          compilation.fileDependencies.add(FIRST_PAINT);
          compilation.emitAsset(
            'first-paint.json',
            new compiler.webpack.sources.RawSource(fs.readFileSync(FIRST_PAINT)),
          );
        },
      );
    });
  },
});

export default config;
