#!/usr/bin/env node
// Builds the app in the current directory with its webpack.config.mjs; prints a one-line summary.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { precompress } from './precompress.mjs';

const dir = process.cwd();
const { default: config } = await import(pathToFileURL(path.join(dir, 'webpack.config.mjs')).href);
const started = Date.now();
webpack(config, (error, stats) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const failure of info.errors ?? []) console.error(failure.message);
    process.exit(1);
  }
  const bytes = (info.assets ?? []).reduce((sum, asset) => sum + asset.size, 0);
  precompress(config.output.path).then(
    (compressed) =>
      console.log(
        `built ${path.basename(dir)} in ${((Date.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KiB (${(compressed.brotli / 1024).toFixed(0)} KiB brotli) → ${config.output.path}`,
      ),
    (failure) => {
      console.error(failure);
      process.exit(1);
    },
  );
});
