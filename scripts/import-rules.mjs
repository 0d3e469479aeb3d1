// The import rules that a per-file lint cannot see (issue 48 item 3; STYLE.md "Layout inside an app"):
// - no import cycle anywhere in the repository (type-only imports count: a circle of types is a circle of meaning);
// - a remote's feature never imports another feature: a page that combines two lives in `app/`;
// - in the sandbox, an area slice imports `platform/`, `money/` and `@portal/*`, never another slice; `platform/` and
//   `money/` import no area; nothing but the seed's reset imports the drizzle-kit entry `src/tables.ts`.
// Tests stand outside the feature and slice rules, as journeys do: a test may arrange the demo data of several slices
// to check one, but the code it checks may not reach into another slice.
// `node scripts/import-rules.mjs` prints each breach and exits 1; `npm run lint` runs it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.data',
  'drizzle',
  'drizzle-helpdesk',
  '.git',
]);

/** Every source file below `root`, as paths relative to it with forward slashes. */
export function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(rel);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** The module names a file imports or re-exports (static and literal dynamic imports). */
export function importsOf(text) {
  const ts = require('typescript');
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mts',
  '.mjs',
  '.js',
  '.cjs',
  '/index.ts',
  '/index.tsx',
  '/index.mjs',
  '/index.js',
];

/** The `@portal/*` packages of the workspace: name → { dir, exports }. */
function workspacePackages(root) {
  const packages = new Map();
  const dirs = ['shell', 'e2e', 'sandbox-api']
    .concat(fs.readdirSync(root).filter((d) => d.startsWith('mfe-')))
    .concat(
      fs.existsSync(path.join(root, 'shared'))
        ? fs.readdirSync(path.join(root, 'shared')).map((d) => `shared/${d}`)
        : [],
    );
  for (const dir of dirs) {
    const file = path.join(root, dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (pkg.name) packages.set(pkg.name, { dir, exports: pkg.exports ?? {} });
  }
  return packages;
}

/** Resolves an import to a repository file, or null for a package outside the workspace or a non-source file. */
export function resolver(root, files) {
  const known = new Set(files);
  const packages = workspacePackages(root);
  const tryFile = (base) => {
    for (const ext of EXTENSIONS) {
      const candidate = path.posix.normalize(base + ext);
      if (known.has(candidate)) return candidate;
    }
    // `./x.js` written for `./x.ts` (NodeNext style)
    const stripped = base.replace(/\.(m?js)$/, '');
    if (stripped !== base) return tryFile(stripped);
    return null;
  };
  return (from, specifier) => {
    if (specifier.startsWith('.')) return tryFile(path.posix.join(path.posix.dirname(from), specifier));
    const match = /^(@portal\/[^/]+)(\/.*)?$/.exec(specifier);
    if (!match) return null;
    const pkg = packages.get(match[1]);
    if (!pkg) return null;
    const key = `.${match[2] ?? ''}`;
    const target = typeof pkg.exports === 'string' && key === '.' ? pkg.exports : pkg.exports[key];
    const file = typeof target === 'string' ? target : (target?.default ?? target?.import);
    if (typeof file === 'string') return tryFile(path.posix.join(pkg.dir, file));
    return tryFile(path.posix.join(pkg.dir, key.slice(2) || 'src/index'));
  };
}

/** The import graph: file → files it imports. */
export function importGraph(root) {
  const files = sourceFiles(root);
  const resolve = resolver(root, files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of importsOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolve(file, specifier);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each as a sorted list. */
export function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  const visit = (start) => {
    // iterative Tarjan: the graph is deep enough to overflow recursion in a large tree
    const work = [[start, 0]];
    indices.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = graph.get(node) ?? [];
      if (i < targets.length) {
        frame[1]++;
        const next = targets[i];
        if (!indices.has(next)) {
          indices.set(next, index);
          low.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

const isTest = (file) => /(\.test\.|\.spec\.|\/testing\/|^e2e\/)/.test(file);

/** `mfe-x/src/features/<name>/…` → `mfe-x:<name>`, else null. */
export function featureOf(file) {
  const match = /^((?:mfe-[^/]+|shell))\/src\/features\/([^/]+)\//.exec(file);
  return match ? `${match[1]}:${match[2]}` : null;
}

/** `sandbox-api/src/areas/<area>/<slice>/…` → `<area>/<slice>`, else null. */
export function sliceOf(file) {
  const match = /^sandbox-api\/src\/areas\/([^/]+)\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** `platform`, `money` or `documents` for a file of those floors of the sandbox, else null. */
export function floorOf(file) {
  const match = /^sandbox-api\/src\/(platform|money|documents)\//.exec(file);
  return match ? match[1] : null;
}

/** Where drizzle-kit gathers every slice's tables (sandbox-api/drizzle.config.ts). */
const DRIZZLE_ENTRY = 'sandbox-api/src/tables.ts';

/** Every breach of the rules in the graph, as readable lines. */
export function breaches(graph) {
  const out = [];
  for (const component of cycles(graph)) {
    const ties = component.flatMap((file) =>
      (graph.get(file) ?? []).filter((t) => component.includes(t)).map((t) => `${file} -> ${t}`),
    );
    out.push(`import cycle of ${component.length} files:\n    ${ties.join('\n    ')}`);
  }
  // Slice and floor breaches are told per pair of slices (or floor and slice), with the files that make them: a file
  // split in two does not make a new breach.
  const pairs = new Map();
  const pair = (key, file) => pairs.set(key, [...(pairs.get(key) ?? []), file]);
  for (const [file, targets] of graph) {
    const feature = featureOf(file);
    const slice = sliceOf(file);
    for (const target of targets) {
      if (feature && !isTest(file)) {
        const other = featureOf(target);
        if (other && other !== feature)
          out.push(
            `${file} -> ${target}: a feature imports another feature; a page that combines two lives in app/`,
          );
      }
      const floor = floorOf(file);
      if (floor && !isTest(file) && /^sandbox-api\/src\/(areas|providers|sandbox-tools)\//.test(target))
        pair(`${floor} -> ${unitOf(target)}: ${floor}/ imports no area, provider or tool`, file);
      if (target === DRIZZLE_ENTRY && file !== 'sandbox-api/src/seed.ts')
        out.push(
          `${file} -> ${target}: the drizzle-kit entry is read by drizzle-kit and the seed's reset only`,
        );
      if (slice && !isTest(file)) {
        const other = sliceOf(target);
        if (other && other !== slice)
          pair(
            `areas/${slice} -> areas/${other}: a slice imports another slice; share through platform/ or money/`,
            file,
          );
      }
    }
  }
  for (const [key, files] of [...pairs].sort(([a], [b]) => a.localeCompare(b)))
    out.push(
      `${key}${VIA}${[...new Set(files)].map((file) => file.replace(/^sandbox-api\/src\//, '')).join(', ')})`,
    );
  return out;
}

const VIA = ' (via ';

/** A sandbox file's unit for the rules: its slice, its provider or tool folder, else the file. */
function unitOf(file) {
  const slice = sliceOf(file);
  if (slice) return `areas/${slice}`;
  const match = /^sandbox-api\/src\/((?:providers|sandbox-tools)(?:\/[^/]+)?)\//.exec(file);
  return match ? match[1] : file;
}

/** What the baseline holds of a breach: the pair, without the files that make it today. */
const keyOf = (line) => line.split(VIA)[0];

/**
 * The slice and feature imports that stand from before the rules (issue 48): each is to go, none may be added. A breach
 * is allowed while its line is in the file; a line whose breach is gone must leave the file too, so it only shrinks.
 */
export const BASELINE_FILE = 'scripts/import-rules-baseline.txt';

/** The breaches the baseline does not allow, and the baseline lines that no longer name a breach. */
export function judge(found, baseline) {
  const allowed = new Set(baseline.map(keyOf));
  const present = new Set(found.map(keyOf));
  return {
    breaches: found.filter((line) => !allowed.has(keyOf(line)) || line.startsWith('import cycle')),
    stale: baseline.filter((line) => !present.has(keyOf(line))),
  };
}

function readBaseline(root) {
  const file = path.join(root, BASELINE_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const found = breaches(importGraph(root));
  if (process.argv.includes('--write-baseline')) {
    const lines = found.filter((line) => !line.startsWith('import cycle')).map(keyOf);
    fs.writeFileSync(
      path.join(root, BASELINE_FILE),
      `# Slice and feature imports from before the rules (issue 48). Remove a line when its import goes; never add one.\n${lines.join('\n')}\n`,
    );
    console.info(`${lines.length} line(s) in ${BASELINE_FILE}`);
    process.exit(0);
  }
  const baseline = readBaseline(root);
  const { breaches: breached, stale } = judge(found, baseline);
  for (const line of breached) console.error(line);
  for (const line of stale) console.error(`${BASELINE_FILE}: no longer a breach, remove the line: ${line}`);
  if (breached.length || stale.length) {
    console.error(
      `\n${breached.length} import rule breach(es), ${stale.length} stale baseline line(s) (scripts/import-rules.mjs)`,
    );
    process.exit(1);
  }
  console.info(
    `import rules: no cycle; ${baseline.length} slice or feature import(s) left from before the rules`,
  );
}
