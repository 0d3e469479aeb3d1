import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { federatedApp } from '@portal/build/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));
const config = federatedApp({ dir, name: 'shell', kind: 'host', outDir: process.env.PORTAL_OUT_DIR });

/** The route table goes out beside index.html: the portal's server preloads the area a request lands in. */
const ROUTE_TABLE = path.join(dir, 'src', 'app', 'route-table.json');
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
        },
      );
    });
  },
});

export default config;
