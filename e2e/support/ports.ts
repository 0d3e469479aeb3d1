/** Ports of the e2e servers, apart from `npm start`'s 8080/4000 so both can run. */
export const PORTS = {
  portal: 8180,
  sandbox: 4180,
  brokenPortal: 8181,
  brokenSandbox: 4181,
  /** A portal and a sandbox of their own, which a journey stops and starts (support/own-portal.ts). */
  restartPortal: 8182,
  restartSandbox: 4182,
  /** A portal of its own whose deploy folder a journey releases into and rolls back (e2e/tests/release). */
  releasePortal: 8183,
  releaseSandbox: 4183,
} as const;
