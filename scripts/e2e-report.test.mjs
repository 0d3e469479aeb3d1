/* global describe, it, expect, beforeEach, afterEach -- jest's globals */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFailedAttempts, failedAttempts } from './e2e-report.mjs';

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
