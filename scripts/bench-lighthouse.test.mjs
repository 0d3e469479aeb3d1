/* global describe, it, expect -- jest's globals */
import { figuresOf } from './bench-lighthouse.mjs';

/** The parts of a Lighthouse report (lhr) that the bench reads. */
function report({ runtimeError, failed = [] } = {}) {
  const audit = (numericValue) => ({ numericValue });
  return {
    runtimeError,
    finalDisplayedUrl: 'http://localhost:8390/home',
    runWarnings: [],
    environment: { benchmarkIndex: 1290 },
    categories: { performance: { score: 0.71 } },
    audits: {
      'first-contentful-paint': audit(2239.4),
      'largest-contentful-paint': audit(2862.1),
      'total-blocking-time': audit(1034),
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 900 },
            { resourceType: 'Script', transferSize: 1200 },
            { resourceType: 'Script', transferSize: 0 },
            {
              resourceType: 'XHR',
              statusCode: 200,
              url: 'http://localhost:8390/api/v1/?method=getCustomerInfo',
            },
            ...failed,
          ],
        },
      },
      'cumulative-layout-shift': audit(0.0052),
      'largest-contentful-paint-element': {
        details: { items: [{ items: [{ node: { nodeLabel: '© 2026 Aurora\n  Payments UAB.' } }] }] },
      },
    },
  };
}

describe('figuresOf', () => {
  it('a report / score, FCP, LCP, TBT, CLS and the LCP element on one line', () => {
    expect(figuresOf(report())).toEqual({
      score: 0.71,
      FCP: 2239.4,
      LCP: 2862.1,
      TBT: 1034,
      CLS: 0.0052,
      lcpElement: '© 2026 Aurora Payments UAB.',
      benchmarkIndex: 1290,
      finalUrl: 'http://localhost:8390/home',
      scriptBytes: 1200,
      scriptsCached: 1,
      failedRequests: [],
      warnings: [],
    });
  });

  it('a report with a refused request / named, so the bench refuses a run that measured an error state', () => {
    const failed = [
      { resourceType: 'Fetch', statusCode: 502, url: 'http://localhost:8390/helpdesk/api/v1/tickets/1' },
    ];
    expect(figuresOf(report({ failed })).failedRequests).toEqual(['502 /helpdesk/api/v1/tickets/1']);
  });

  it('a report with a runtime error / throws it instead of figures of an error page', () => {
    const runtimeError = { code: 'NO_FCP', message: 'The page did not paint any content.' };
    expect(() => figuresOf(report({ runtimeError }))).toThrow(/NO_FCP The page did not paint/);
  });
});
