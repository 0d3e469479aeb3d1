// The one webpack preset of the portal: every app's webpack.config.mjs is a call to `federatedApp`.
// Module Federation (DESIGN §2): shared singletons, async boundary, manifest for runtime registration.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import {
  CompileHints,
  FirstLoadChunks,
  PreloadBootChunks,
  copiedAssets,
  firstPaintAsset,
} from './plugins.mjs';

export { copiedAssets };

const require = createRequire(import.meta.url);
const swcOptions = require('./swc.cjs');

/** Third-party packages shared as singletons (DESIGN §2). */
// Shared are the packages that must be one instance: React (hooks break with two), i18next (the one instance
// of @portal/i18n) and single-spa (one router of applications). The single instances that matter to us, the
// bus, the session subjects and the i18n instance, live in the shared @portal/* packages.
// Not shared, deviating from DESIGN §2: react-router, rxjs, react-query and react-i18next. A shared module
// cannot be tree-shaken, so each would load whole on every page (react-router alone is 60 KB gzip), while
// nothing needs one copy: each remote has its own router, QueryClient and I18nextProvider, and rxjs
// observables interoperate across copies. Bundled, each app carries only what it uses.
const SHARED_SINGLETONS = ['react', 'react-dom', 'i18next', 'single-spa'];
/**
 * Libraries of the areas' forms, provided by the shell to every area that uses them (issue 49 item 4): each area's
 * first form page carried its own copy (formik and yup, some 21 KB compressed of the 80 KB of /transfer/p2p), and a
 * customer moving between areas downloaded them again in each. An area brings no copy: the shell provides them, a
 * version for `^` of the area's (the host check refuses an area it cannot serve). The shell does not use them: it
 * provides them lazily (never in main.js), each a chunk of its own that the first HTML preloads for a page that uses
 * it (first-load.json `shared`, scripts/serve-document.mjs). Whole, not tree-shaken: every form uses most of both.
 */
const SHARED_LIBRARIES = ['formik', 'yup'];
/** Packages imported by subpath, shared with a prefix key. */
const PREFIX_SHARED = ['react', 'react-dom'];
/** The React family must match exactly: two Reacts break hooks. */
const STRICT = new Set(['react', 'react-dom']);

/**
 * The @portal/* modules that hold a single instance or an identity every app must see the same (DESIGN §2):
 * the bus, the session subjects and services context, the i18n instance, the API client (its shared refresh)
 * and the ApiError class (`instanceof` across apps). Shared whole package (`name/`) or one subpath.
 * Every other @portal/* module is stateless (components, contract constants, validation and money rules,
 * brands) and is bundled into each app that imports it, so it is tree-shaken: /login loads the three
 * components it uses, not the whole kit (issue 11).
 */
const SINGLE_INSTANCE_PORTAL_MODULES = [
  '@portal/events/',
  // The session's modules one by one: its passkeys helper (issue 50) holds nothing and carries WebAuthn's library,
  // which a shared prefix would put in the shell's main.js (eager there) for every page; unshared, each app that
  // uses it loads it in a chunk of its own, when it asks.
  '@portal/session/session',
  '@portal/session/permissions',
  '@portal/session/app-props',
  '@portal/session/react',
  '@portal/session/storage',
  '@portal/i18n/',
  '@portal/api/client',
  '@portal/api/errors',
];

function readPackage(appDir, name) {
  const file = path.join(appDir, 'node_modules', name, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/**
 * What a remote needs of its host (issue 13): `^` the host contract version it is built against (DESIGN §2), written
 * into its manifest's `metaData.hostContract`.
 * @returns {{ range: string, builtWith: string } | undefined} nothing for an app that does not use the contract
 */
export function hostContractRequirement(appDir) {
  const contract = readPackage(appDir, '@portal/host-contract');
  if (!contract) return undefined;
  return { range: `^${contract.version}`, builtWith: contract.version };
}

/** The file the host's build writes beside index.html: its host contract version and its shared singletons' versions. */
const HOST_PROVIDES_FILE = 'host-provides.json';

/** The versions of the shared modules the shell provides, which a remote must find there (the host check). */
const providedVersions = (shared) =>
  Object.fromEntries(Object.entries(shared).map(([key, entry]) => [key, entry.version]));

function hostProvidesAsset(appDir, shared) {
  const provides = {
    contract: readPackage(appDir, '@portal/host-contract')?.version,
    shared: providedVersions(shared),
  };
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('HostProvidesAsset', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'HostProvidesAsset', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () =>
            compilation.emitAsset(
              HOST_PROVIDES_FILE,
              new compiler.webpack.sources.RawSource(JSON.stringify(provides)),
            ),
        );
      });
    },
  };
}

/**
 * The version a build carries (shown in the area's footer, recorded in its manifest): MF_BUILD_VERSION, the
 * variable Module Federation's manifest reads too (a release may name one), else the app's package version.
 */
export function buildVersion(appDir) {
  return (
    process.env.MF_BUILD_VERSION ??
    JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).version
  );
}

/**
 * The pages of its part of the route table that a remote's release does not offer yet (`src/app/coming-soon.json`,
 * route patterns), written into its manifest's `metaData.comingSoon`: the shell sends nobody there after sign-in.
 * @returns {string[] | undefined}
 */
export function comingSoonPages(appDir) {
  const file = path.join(appDir, 'src', 'app', 'coming-soon.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** The `shared` map for an app: only what the app depends on, with explicit versions. */
export function sharedConfig(appDir, { eager = false } = {}) {
  const own = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = Object.keys(own.dependencies ?? {});
  const shared = {};
  for (const name of SHARED_SINGLETONS.filter((n) => deps.includes(n))) {
    const { version } = readPackage(appDir, name);
    const strict = STRICT.has(name);
    const entry = {
      singleton: true,
      version,
      requiredVersion: strict ? version : `^${version}`,
      strictVersion: strict,
      ...(eager ? { eager: true } : {}),
    };
    shared[name] = entry;
    if (PREFIX_SHARED.includes(name)) shared[`${name}/`] = { ...entry };
  }
  for (const name of SHARED_LIBRARIES.filter((n) => deps.includes(n))) {
    const pkg = readPackage(appDir, name);
    shared[name] = {
      version: pkg.version,
      requiredVersion: `^${pkg.version}`,
      // The shell (the one app built eager) imports none of them: a package is provided by its name only where the
      // app imports it, by its file always. An area brings no copy of its own: it takes the shell's, and a shell
      // without a version it can use refuses it (the host check), as for the singletons.
      import: eager ? path.join(appDir, 'node_modules', name, pkg.module ?? pkg.main) : false,
    };
  }
  // `workspace:*` is no semver range, so versions are explicit.
  for (const key of SINGLE_INSTANCE_PORTAL_MODULES) {
    const name = key.split('/').slice(0, 2).join('/');
    if (!deps.includes(name)) continue;
    const { version } = readPackage(appDir, name);
    shared[key] = {
      singleton: true,
      version,
      requiredVersion: `^${version}`,
      ...(eager ? { eager: true } : {}),
    };
  }
  return shared;
}

/**
 * A federated app: the host (`kind: 'host'`) or a remote exposing `./app` (single-spa lifecycles).
 * @param {{ dir: string, name: string, kind: 'host' | 'remote', exposes?: Record<string,string>, outDir?: string }} options
 */
export function federatedApp({ dir, name, kind, exposes = {}, outDir }) {
  const isHost = kind === 'host';
  const cssPrefix = name.replace(/[^a-z0-9]/gi, '_');
  // The shell needs every shared module before its first page, so it carries them in main.js: one request
  // instead of fourteen small ones behind it (issue 11: /login's form 480 → 330 ms median, 7 KB less). DESIGN §2's
  // "never eager" holds for remotes (an eager remote would ship its own React in remoteEntry.js); the host's
  // modules win the negotiation anyway (singletons, `loaded-first`, the host loads first), and the async
  // boundary stays for the shell's own code. Remotes take the modules from the shell's share scope.
  const shared = sharedConfig(dir, { eager: isHost });
  const requirement = isHost ? undefined : hostContractRequirement(dir);
  const comingSoon = isHost ? undefined : comingSoonPages(dir);
  return {
    mode: 'production',
    context: dir,
    // Modules, transforms and minified chunks are kept between builds of an app (its output is the same byte for
    // byte): a release of one remote after a small change rebuilds little (issue 13).
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
      buildDependencies: {
        config: [
          fileURLToPath(import.meta.url),
          fileURLToPath(new URL('./plugins.mjs', import.meta.url)),
          require.resolve('./swc.cjs'),
          path.join(dir, 'webpack.config.mjs'),
        ],
      },
    },
    entry: isHost ? { main: './src/index.ts' } : {},
    devtool: false,
    target: ['web', 'es2022'],
    output: {
      path: outDir ?? path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // Some federation assets are named without a chunk; they get no hash (their folder is versioned).
      filename: (pathData) => (pathData.chunk?.hash ? '[name].[contenthash:10].js' : '[name].js'),
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // rxjs's ES2015 build: its default ES5 build carries tslib's helpers into every app (issue 11).
      conditionNames: ['es2015', '...'],
    },
    module: {
      rules: [
        {
          // WebAuthn's browser library is side-effect free but does not say so: said here, the sign-in page's
          // chunk takes its authentication half only, the security settings' its registration (issue 50).
          test: /[\\/]@simplewebauthn[\\/]browser[\\/]/,
          sideEffects: false,
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions() },
        },
        {
          test: /\.css$/,
          use: [
            // CSS goes to .css files, loaded with the chunk that needs it: parsed by the browser's CSS parser in
            // parallel, not compiled as JavaScript and injected (issue 11).
            MiniCssExtractPlugin.loader,
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: `${cssPrefix}__[local]__[hash:base64:5]`,
                },
              },
            },
          ],
        },
      ],
    },
    optimization: {
      minimize: true,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          // The libraries' license notices go to a `.LICENSE.txt` beside each file that had them, which the file
          // names: kept with the code, not parsed on every page (some 1.2 KB of main.js, issue 49's /login budget).
          extractComments: true,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        // The area's footer shows the version of the code that runs (issue 13).
        'process.env.PORTAL_BUILD_VERSION': JSON.stringify(buildVersion(dir)),
        // The shell checks a remote's shared singletons against the versions it provides before loading it.
        ...(isHost
          ? {
              'process.env.PORTAL_HOST_SHARED': JSON.stringify(JSON.stringify(providedVersions(shared))),
            }
          : {}),
      }),
      // What the shell provides, beside index.html: the portal's server inlines no area it would refuse, and a
      // release warns of one (issue 28 item 6); the same facts the shell checks in the browser (host-check.ts).
      ...(isHost ? [hostProvidesAsset(dir, shared)] : firstPaintAsset(dir)),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
        // CSS Modules: every class is local, so the order of rules across chunks does not matter.
        ignoreOrder: true,
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared,
        shareStrategy: 'loaded-first',
        manifest: isHost
          ? false
          : {
              fileName: 'mf-manifest.json',
              // The shell reads this before it runs any of the remote's code, and refuses a remote it cannot host.
              additionalData: ({ stats }) => {
                if (requirement) stats.metaData.hostContract = requirement;
                if (comingSoon) stats.metaData.comingSoon = comingSoon;
                return stats;
              },
            },
        dts: false,
        // One federation runtime (DESIGN §2): the shell provides runtime-core on a global, remotes use it.
        // The portal runs in browsers only: the runtime's Node.js loading paths are left out.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      // The plugin that provides the runtime is handed to webpack as its CommonJS file, which pulls in the
      // CommonJS build of runtime-core beside the ES build the bundler runtime uses: two copies in main.js.
      // Its ES build imports the same runtime-core module as the rest of the shell.
      ...(isHost
        ? [
            new webpack.NormalModuleReplacementPlugin(
              /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
              (resource) => {
                resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
              },
            ),
          ]
        : []),
      ...(isHost
        ? [
            // main.js first in the head and fetched at high priority: a deferred script is otherwise fetched last,
            // at low priority, behind every preload (issue 11).
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src', 'index.html'),
              inject: 'head',
              scriptLoading: 'defer',
            }),
            new PreloadBootChunks(),
          ]
        : []),
      new CompileHints(),
      new FirstLoadChunks(),
    ],
    stats: 'errors-warnings',
  };
}
