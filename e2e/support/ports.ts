/**
 * Ports of the e2e servers, apart from `npm start`'s 8080/4000 so both can run. `E2E_PORT_OFFSET` moves them all,
 * so two runs (two checkouts, or a focused run beside the suite) never meet on one port.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const PORTS = {
  portal: 8180 + OFFSET,
  sandbox: 4180 + OFFSET,
  brokenPortal: 8181 + OFFSET,
  brokenSandbox: 4181 + OFFSET,
  /** A portal and a sandbox of their own, which a journey stops and starts (support/own-portal.ts). */
  restartPortal: 8182 + OFFSET,
  restartSandbox: 4182 + OFFSET,
  /** A portal of its own whose deploy folder a journey releases into and rolls back (e2e/tests/release). */
  releasePortal: 8183 + OFFSET,
  releaseSandbox: 4183 + OFFSET,
} as const;
