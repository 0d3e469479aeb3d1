/* global describe, it, expect, beforeAll, afterAll -- jest's globals */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootHtml } from './serve-document.mjs';

// A deploy folder as the builds write it: the shell's first-load.json beside index.html, and one area's release
// folder with its federation manifest and first-load.json (shared/build/plugins.mjs FirstLoadChunks).
const AREA = '/remotes/mfe_transfers/1.0.0-abc/';
let deployDir;

beforeAll(() => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-document-'));
  const write = (file, value) => {
    fs.mkdirSync(path.dirname(path.join(deployDir, file)), { recursive: true });
    fs.writeFileSync(path.join(deployDir, file), JSON.stringify(value));
  };
  write('first-load.json', {
    chunks: {
      'signed-in': ['812.aa.js', '812.bb.css'],
      'shared:formik': ['77.ff.js'],
      'shared:yup': ['78.aa.js'],
    },
  });
  write(`${AREA}mf-manifest.json`, {
    metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    exposes: [{ path: './app', assets: { js: { sync: ['app.1.js'] }, css: { sync: ['app.2.css'] } } }],
  });
  write(`${AREA}first-load.json`, {
    chunks: {
      '/transfer/p2p': ['31.cc.js', '40.dd.js', '31.ee.css'],
      '/transfer/mass': ['50.ff.js'],
      '/transfer/mass/:tab': ['50.ff.js'],
    },
    shared: { './app': ['yup'], '/transfer/p2p': ['formik', 'yup'] },
  });
});

afterAll(() => fs.rmSync(deployDir, { recursive: true, force: true }));

const routes = [
  { pattern: '/login', remote: 'mfe_auth', layout: 'external', public: true },
  { pattern: '/transfer/*', remote: 'mfe_transfers', layout: 'main', public: false },
];
const remotes = { mfe_transfers: { entry: `${AREA}mf-manifest.json` } };
const render = (pathname, session) =>
  bootHtml({
    template: '<html><head></head><body></body></html>',
    config: {},
    remotes,
    routes,
    deployDir,
    pathname,
    session,
  });
const head = (html) => html.slice(html.indexOf('</script>') + '</script>'.length, html.indexOf('</head>'));

describe('bootHtml', () => {
  it("a signed-in route with a session / the area's entry, ./app and the route's page code run in order, the chrome preloaded", () => {
    const html = render('/transfer/p2p', true);
    expect(head(html)).toBe(
      [
        '<link rel="preload" href="/812.aa.js" as="script">',
        '<link rel="stylesheet" href="/812.bb.css">',
        '<link rel="preload" href="/78.aa.js" as="script">',
        '<link rel="preload" href="/77.ff.js" as="script">',
        `<script defer src="${AREA}remoteEntry.js"></script>`,
        `<script defer src="${AREA}app.1.js"></script>`,
        `<script defer src="${AREA}31.cc.js"></script>`,
        `<script defer src="${AREA}40.dd.js"></script>`,
        `<link rel="stylesheet" href="${AREA}app.2.css" data-href="app.2.css">`,
        `<link rel="stylesheet" href="${AREA}31.ee.css" data-href="31.ee.css">`,
      ].join(''),
    );
  });

  it('another route of the area / its own page code, a pattern with a parameter matched, no file twice', () => {
    const html = render('/transfer/mass/rows', true);
    expect(html).toContain(`<script defer src="${AREA}50.ff.js"></script>`);
    expect(html).not.toContain('31.cc.js');
    expect(html.match(/50\.ff\.js/g)).toHaveLength(1);
  });

  it('the same route without a session / no page code and no chrome: the visitor will be on the sign-in page', () => {
    const html = render('/transfer/p2p', false);
    expect(html).toContain(`<script defer src="${AREA}remoteEntry.js"></script>`);
    expect(html).not.toContain('31.cc.js');
    expect(html).not.toContain('812.aa.js');
    expect(html).not.toMatch(/77\.ff|78\.aa/);
  });

  it("a route the area has no first-load entry for / its entry and ./app, and only ./app's libraries", () => {
    const html = render('/transfer/external', true);
    expect(html).toContain(`${AREA}app.1.js`);
    expect(html).not.toMatch(/31\.cc|40\.dd|50\.ff/);
    expect(html).toContain('<link rel="preload" href="/78.aa.js" as="script">');
    expect(html).not.toContain('77.ff.js');
  });
});
