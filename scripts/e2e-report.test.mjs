/* global describe, it, expect, beforeEach, afterEach -- jest's globals */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFailedAttempts, describeJestFailures, failedAttempts } from './e2e-report.mjs';

let scratch;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-report-'));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A Playwright JSON report of one file with the given journeys, each `{ title, status, results }`. */
function report(tests) {
  return {
    suites: [
      {
        title: 'transfers/p2p.spec.ts',
        file: 'transfers/p2p.spec.ts',
        specs: [],
        suites: [
          {
            title: 'person to person',
            specs: tests.map(({ title, status, results }, index) => ({
              title,
              file: 'transfers/p2p.spec.ts',
              line: 10 + index,
              tests: [{ status, results }],
            })),
          },
        ],
      },
    ],
  };
}

describe('the failed attempts of a journey run', () => {
  it('lists the flaky first try and the final failures, not the passes', () => {
    const context = path.join(scratch, 'error-context.md');
    fs.writeFileSync(context, '# Page snapshot\n- dialog "Something went wrong"\n');
    const attempts = failedAttempts(
      report([
        { title: 'passes', status: 'expected', results: [{ status: 'passed', retry: 0, attachments: [] }] },
        {
          title: 'flakes',
          status: 'flaky',
          results: [
            { status: 'failed', retry: 0, attachments: [{ name: 'error-context', path: context }] },
            { status: 'passed', retry: 1, attachments: [] },
          ],
        },
        {
          title: 'fails',
          status: 'unexpected',
          results: [
            { status: 'timedOut', retry: 0, attachments: [] },
            { status: 'failed', retry: 1, attachments: [] },
          ],
        },
      ]),
    );
    expect(attempts.map(({ title, outcome, retry }) => [title, outcome, retry])).toEqual([
      ['person to person › flakes', 'flaky', 0],
      ['person to person › fails', 'unexpected', 0],
      ['person to person › fails', 'unexpected', 1],
    ]);
    expect(attempts[0]).toMatchObject({ where: 'transfers/p2p.spec.ts:11', context });
  });

  it('prints each with the page snapshot of its failure', () => {
    const context = path.join(scratch, 'error-context.md');
    fs.writeFileSync(context, '# Page snapshot\n- dialog "Something went wrong"\n');
    const text = describeFailedAttempts(
      report([
        {
          title: 'flakes',
          status: 'flaky',
          results: [
            { status: 'failed', retry: 0, attachments: [{ name: 'error-context', path: context }] },
            { status: 'passed', retry: 1, attachments: [] },
          ],
        },
      ]),
    );
    expect(text).toBe(
      'flaky, passed on retry: transfers/p2p.spec.ts:10 person to person › flakes (try 1)\n' +
        '# Page snapshot\n- dialog "Something went wrong"\n',
    );
  });

  it('says nothing for a run without failures', () => {
    expect(describeFailedAttempts(report([]))).toBe('');
  });
});

describe('describeJestFailures', () => {
  it('names each failed test with the head of its message, and a file that failed without tests', () => {
    const text = describeJestFailures(
      {
        testResults: [
          {
            name: '/r/a.test.tsx',
            status: 'failed',
            assertionResults: [
              { fullName: 'page / passes', status: 'passed', failureMessages: [] },
              { fullName: 'page / times out', status: 'failed', failureMessages: ['Error: one\ntwo\nthree'] },
            ],
          },
          { name: '/r/b.test.ts', status: 'failed', message: 'Cannot find module', assertionResults: [] },
          {
            name: '/r/c.test.ts',
            status: 'passed',
            assertionResults: [{ fullName: 'ok', status: 'passed' }],
          },
        ],
      },
      { lines: 2 },
    );
    expect(text).toBe(
      'failed: /r/a.test.tsx › page / times out\nError: one\ntwo\n\nfailed: /r/b.test.ts\nCannot find module',
    );
  });
});
