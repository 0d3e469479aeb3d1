/**
 * Ports of the e2e servers, apart from `npm start`'s 8080/4000 so both can run. `E2E_PORT_OFFSET` moves them all,
 * so two runs (two checkouts, or a focused run beside the suite) never meet on one port. Each Playwright worker has
 * servers of its own, 100 ports further per worker (`TEST_PARALLEL_INDEX`, set in a worker's process): journeys in
 * different workers never share a sandbox's data.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

/**
 * Ports between one worker's servers and the next one's. Not 10: worker 1's sandbox would be on 4190, a port the
 * Fetch standard blocks (ManageSieve), so neither Node's fetch nor Chromium would reach it.
 */
export const WORKER_PORT_STRIDE = 100;

/** The ports of the servers of worker `parallelIndex`. */
export function portsFor(parallelIndex: number) {
  const offset = OFFSET + WORKER_PORT_STRIDE * parallelIndex;
  return {
    portal: 8180 + offset,
    sandbox: 4180 + offset,
    brokenPortal: 8181 + offset,
    brokenSandbox: 4181 + offset,
    /** The help-desk providers beside `sandbox` and `brokenSandbox` (issue 31; scripts/serve.mjs HELPDESK_PORT). */
    helpdesk: 4184 + offset,
    /**
     * The demo webhook receiver `sandbox` starts beside it (issue 33; its port + 1000 by MERCHANT_RECEIVER_PORT's
     * default); the other sandboxes' receivers are on theirs + 1000 likewise (5181-5183), clear of every port here.
     */
    merchantReceiver: 5180 + offset,
    brokenHelpdesk: 4185 + offset,
    /** A portal and a sandbox of their own, which a journey stops and starts (support/own-portal.ts). */
    restartPortal: 8182 + offset,
    restartSandbox: 4182 + offset,
    /** A portal of its own whose deploy folder a journey releases into and rolls back (e2e/tests/release). */
    releasePortal: 8183 + offset,
    releaseSandbox: 4183 + offset,
  } as const;
}

/** This process's ports: a worker's own, or worker 0's in the runner (which starts every worker's servers). */
export const PORTS = portsFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
