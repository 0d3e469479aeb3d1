// The webpack plugins of the portal's builds, beside the configuration that uses them (webpack.mjs): data files
// copied into the output, and what the first HTML and the browser do with the chunks a page starts with.
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * Files written beside the build's output as they are (`{ name: file }`), watched like its sources: data the portal's
 * server reads from the deploy or release folder (the route table, the brands' icons, the first-paint data).
 */
export function copiedAssets(files) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CopiedAssets', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'CopiedAssets', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [name, file] of Object.entries(files)) {
              compilation.fileDependencies.add(file);
              compilation.emitAsset(name, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
            }
          },
        );
      });
    },
  };
}

/**
 * A remote's first-paint headings (issue 28): `src/app/first-paint.json`, when the area has one, goes into its
 * release folder beside remoteEntry.js, where the portal's server reads the landing page's heading to paint it
 * before the scripts have run (scripts/first-paint.mjs).
 */
export function firstPaintAsset(appDir) {
  const file = path.join(appDir, 'src', 'app', 'first-paint.json');
  return fs.existsSync(file) ? [copiedAssets({ 'first-paint.json': file })] : [];
}

/**
 * The chunks a page runs as it starts: the entry chunks (main.js; a remote's remoteEntry.js) and the chunks of their
 * entry modules' own async boundaries (the shell's `import('./bootstrap')`; a remote's exposed `./app`). The shared
 * modules those use are the host's, eager in main.js; other modules in an entry chunk load their chunks on demand,
 * such as the texts of a language nobody chose yet, and a remote's own copies of shared modules stay unloaded.
 */
function startChunksOf(compilation) {
  const { chunkGraph } = compilation;
  const entryChunks = new Set();
  const bootChunks = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    const entryChunk = entrypoint.getEntrypointChunk();
    entryChunks.add(entryChunk);
    for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk))
      for (const block of module.blocks)
        for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) bootChunks.add(chunk);
  }
  return { entryChunks, bootChunks };
}

/**
 * The host's first HTML preloads the code its entry starts with (`startChunksOf`'s boundary chunks). Without them
 * the browser learns of each only after main.js has run (issue 11: nothing waits for what it could fetch in
 * parallel).
 */
export class PreloadBootChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootChunks', (data) => {
        const files = new Set();
        const { bootChunks } = startChunksOf(compilation);
        for (const chunk of bootChunks) for (const file of chunk.files) files.add(file);
        for (const tag of data.headTags)
          if (tag.tagName === 'script') tag.attributes = { ...tag.attributes, fetchpriority: 'high' };
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        for (const file of [...files].sort()) {
          // The boundary's styles are applied from the start: the style loader finds them by href and adds no
          // second link, whose load it would wait for before the shell starts.
          const attributes = file.endsWith('.css')
            ? { rel: 'stylesheet', href: `${publicPath}${file}` }
            : file.endsWith('.js')
              ? { rel: 'preload', href: `${publicPath}${file}`, as: 'script' }
              : undefined;
          if (!attributes) continue;
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'PreloadBootChunks' },
            attributes,
          });
        }
        return data;
      });
    });
  }
}

/**
 * The code every page runs as it starts is compiled while it downloads, off the main thread (issue 28 item 1). V8
 * compiles most functions lazily, on the main thread, the first time each is called: at /home's start that was much
 * of the start's long tasks (the shell's start chunk ran 130–190 ms at 4× CPU, its lazy compiles inside). The
 * file-wide explicit compile hint (`//# allFunctionsCalledOnLoad` as the file's first line; Chromium 136 and later,
 * a plain comment to other engines) has the whole file compiled eagerly, on the thread that streams it, so it runs
 * with its functions compiled. Only the start chunks (`startChunksOf`) carry it: a chunk loaded later, for one page,
 * stays lazy. Added after minification (which drops comments) and before the content hash is taken.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHints {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => {
          const { entryChunks, bootChunks } = startChunksOf(compilation);
          for (const chunk of new Set([...entryChunks, ...bootChunks]))
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
                );
        },
      );
    });
  }
}

/**
 * Names a chunk group by what it serves on a first load (issue 49): `import(/* webpackChunkName: "first-load:/x" *\/
 * '…')`. After the prefix, space-separated keys: a remote's route patterns as its router declares them (a page's
 * chunk), the shell's `signed-in` (its signed-in chrome).
 */
export const FIRST_LOAD_PREFIX = 'first-load:';

/**
 * `first-load.json` beside the build's output (issue 49):
 * - `chunks`: for each key of a first-load chunk group, the files its import loads (its own chunks and the split
 *   chunks it needs beyond those already loaded, scripts and styles); in the shell also `shared:<package>`, the chunk
 *   of a library it provides lazily (SHARED_LIBRARIES of webpack.mjs);
 * - `shared`: for each key, and for the area's `./app`, the shared libraries its code takes from the shell.
 * The portal's server puts a route's page code into the first HTML of a direct load of that route, as it puts the
 * area's entry there, and preloads the shell's chunks of the libraries it takes (scripts/serve-document.mjs): the
 * page's code comes with the shell's, not one hop after it.
 */
export class FirstLoadChunks {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstLoadChunks', (compilation) => {
      // The name is the manifest's, not the file's: a named chunk would be named by its route patterns, and the
      // runtime would map every chunk to its file one by one (some 700 bytes more in main.js). The chunk groups keep
      // their names for the list below.
      compilation.hooks.afterChunks.tap('FirstLoadChunks', (chunks) => {
        for (const chunk of chunks) if (chunk.name?.startsWith(FIRST_LOAD_PREFIX)) chunk.name = undefined;
      });
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadChunks', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const filesOf = (chunks) =>
            [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))]
              .filter((file) => /\.(js|css)$/.test(file))
              .sort();
          const consumedBy = (chunks) =>
            [...chunks].flatMap((chunk) =>
              [...chunkGraph.getChunkModulesIterable(chunk)]
                .filter((module) => module.type === 'consume-shared-module')
                .map((module) => module.options.shareKey),
            );
          const keys = {};
          const shared = {};
          const add = (map, key, values) => {
            const merged = [...new Set([...(map[key] ?? []), ...values])].sort();
            if (merged.length > 0) map[key] = merged;
          };
          for (const group of compilation.chunkGroups) {
            const isApp = group.name === '__federation_expose_app';
            if (!isApp && !group.name?.startsWith(FIRST_LOAD_PREFIX)) continue;
            // A key named by several imports (a page and a module it loads beside it) gets the files of all.
            const named = isApp ? ['./app'] : group.name.slice(FIRST_LOAD_PREFIX.length).split(' ');
            for (const key of named.filter(Boolean)) {
              if (!isApp) add(keys, key, filesOf(group.chunks));
              add(shared, key, consumedBy(group.chunks));
            }
          }
          // The libraries the shell provides lazily: each behind an async block of its provide module.
          for (const module of compilation.modules) {
            if (module.type !== 'provide-module' || module.blocks.length === 0) continue;
            const group = chunkGraph.getBlockChunkGroup(module.blocks[0]);
            if (group) add(keys, `shared:${module._name}`, filesOf(group.chunks));
          }
          const sorted = (map) =>
            Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(
            'first-load.json',
            new sources.RawSource(
              `${JSON.stringify({ chunks: sorted(keys), shared: sorted(shared) }, null, 2)}\n`,
            ),
          );
        },
      );
    });
  }
}
