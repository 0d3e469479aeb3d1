import fs from 'node:fs';

/**
 * Every journey attempt that failed in a Playwright JSON report: the final failures and the first tries of the
 * flaky ones (failed, then passed on the retry), each with its error context, the page's accessibility snapshot at
 * the failure.
 */
export function failedAttempts(report) {
  const attempts = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const run of spec.tests ?? [])
        for (const result of run.results ?? [])
          if (result.status !== 'passed' && result.status !== 'skipped')
            attempts.push({
              title: [...titles, spec.title].filter(Boolean).join(' › '),
              where: `${spec.file}:${spec.line}`,
              outcome: run.status,
              retry: result.retry ?? 0,
              context: result.attachments?.find((item) => item.name === 'error-context')?.path,
            });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return attempts;
}

/**
 * The failed attempts as text for the run's log, each with the first `lines` lines of its error context: a CI log
 * then shows what the page looked like, which a run elsewhere cannot get from its artifacts.
 */
export function describeFailedAttempts(report, { lines = 120 } = {}) {
  return failedAttempts(report)
    .map((attempt) => {
      const label = attempt.outcome === 'flaky' ? 'flaky, passed on retry' : 'failed';
      const head = `${label}: ${attempt.where} ${attempt.title} (try ${attempt.retry + 1})`;
      if (!attempt.context || !fs.existsSync(attempt.context)) return head;
      const context = fs.readFileSync(attempt.context, 'utf8').split('\n').slice(0, lines).join('\n');
      return `${head}\n${context}`;
    })
    .join('\n\n');
}

/**
 * The failed tests of a jest JSON report as text for the end of the run's log: the file, the test's full name and
 * the first `lines` lines of its message (jest's own output scrolls far above the summary, and a CI log keeps only
 * its tail).
 */
export function describeJestFailures(report, { lines = 12 } = {}) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      const message = (test.failureMessages ?? []).join('\n').split('\n').slice(0, lines).join('\n');
      out.push(`failed: ${file.name} › ${test.fullName}\n${message}`);
    }
    if (!failed.length && file.status === 'failed')
      out.push(
        `failed: ${file.name}\n${String(file.message ?? '')
          .split('\n')
          .slice(0, lines)
          .join('\n')}`,
      );
  }
  return out.join('\n\n');
}
