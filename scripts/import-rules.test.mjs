/* global describe, it, expect, beforeEach, afterEach -- jest's globals */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { breaches, cycles, featureOf, importGraph, judge, sliceOf } from './import-rules.mjs';

let root;
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  write(
    'shared/api/package.json',
    JSON.stringify({ name: '@portal/api', exports: { './money': './src/money.ts' } }),
  );
  write('shared/api/src/money.ts', 'export const cents = 100;\n');
  write(
    'sandbox-api/src/platform/config.ts',
    "import { cents } from '@portal/api/money';\nexport const x = cents;\n",
  );
  write('sandbox-api/src/areas/transfers/mass/service.ts', "import { x } from '../../../platform/config';\n");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('import rules (issue 48 item 3)', () => {
  it('a tree without a circle / no breach; @portal/* and relative imports are followed', () => {
    const graph = importGraph(root);
    expect(graph.get('sandbox-api/src/platform/config.ts')).toEqual(['shared/api/src/money.ts']);
    expect(breaches(graph)).toEqual([]);
  });

  it('a deliberately added cycle, type-only and through a package name / found with every tie', () => {
    write(
      'shared/api/src/money.ts',
      "import type { x } from '../../../sandbox-api/src/platform/config';\nexport const cents = 100;\n",
    );
    const found = breaches(importGraph(root));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('import cycle of 2 files');
    expect(found[0]).toContain('sandbox-api/src/platform/config.ts -> shared/api/src/money.ts');
    expect(found[0]).toContain('shared/api/src/money.ts -> sandbox-api/src/platform/config.ts');
  });

  it('a long loop / one component with all its files', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('a slice importing another slice / a breach; platform/ and its own files / none', () => {
    write('sandbox-api/src/areas/transfers/payments/engine.ts', 'export const engine = 1;\n');
    write(
      'sandbox-api/src/areas/transfers/mass/posting.ts',
      "import { engine } from '../payments/engine';\n",
    );
    const found = breaches(importGraph(root));
    expect(found).toEqual([
      'areas/transfers/mass -> areas/transfers/payments: a slice imports another slice; share through platform/ or money/ (via areas/transfers/mass/posting.ts)',
    ]);
  });

  it('a remote feature importing another feature / a breach; from app/ or a test / none', () => {
    write('mfe-onboarding/src/features/kyc-info/components/extras.tsx', 'export const Extras = 1;\n');
    write(
      'mfe-onboarding/src/features/verification/components/page.tsx',
      "import { Extras } from '../../kyc-info/components/extras';\n",
    );
    write(
      'mfe-onboarding/src/app/page.tsx',
      "import { Extras } from '../features/kyc-info/components/extras';\n",
    );
    write(
      'mfe-onboarding/src/features/verification/components/page.test.tsx',
      "import { Extras } from '../../kyc-info/components/extras';\n",
    );
    expect(breaches(importGraph(root))).toEqual([
      'mfe-onboarding/src/features/verification/components/page.tsx -> mfe-onboarding/src/features/kyc-info/components/extras.tsx: a feature imports another feature; a page that combines two lives in app/',
    ]);
  });

  it('names a file’s feature and slice', () => {
    expect(featureOf('mfe-merchant/src/features/webhooks/api/hooks.ts')).toBe('mfe-merchant:webhooks');
    expect(featureOf('mfe-merchant/src/app/merchant-app.tsx')).toBeNull();
    expect(sliceOf('sandbox-api/src/areas/merchant/webhooks/service.ts')).toBe('merchant/webhooks');
    expect(sliceOf('sandbox-api/src/platform/pipeline/method-api.ts')).toBeNull();
  });

  it('the baseline / allows its lines only, never a cycle, and names its stale lines', () => {
    const cycle = 'import cycle of 2 files:\n    a -> b\n    b -> a';
    expect(judge(['x -> y: slice', cycle], ['x -> y: slice', cycle, 'gone'])).toEqual({
      breaches: [cycle],
      stale: ['gone'],
    });
    expect(judge(['new -> one: slice'], [])).toEqual({ breaches: ['new -> one: slice'], stale: [] });
    // A pair is judged without the files that make it: a file split in two is no new breach.
    expect(judge(['a -> b: slice (via a/x.ts, a/y.ts)'], ['a -> b: slice'])).toEqual({
      breaches: [],
      stale: [],
    });
  });
});

describe('this repository', () => {
  it('has no import cycle', () => {
    const graph = importGraph(path.resolve(import.meta.dirname, '..'));
    expect(graph.size).toBeGreaterThan(1000);
    expect(cycles(graph)).toEqual([]);
  });
});
