/**
 * The rules of a business registration draft (spec 03 §4 "Registration wizard", §5 "Shareholders", "Directors,
 * persons and users"; issue 29). One module for the wizard, which flags each section good or bad and lets the
 * customer submit only when every check passes, and for the sandbox, which checks the same again: the browser's checks
 * are never the only ones. Shares are decimal strings and are computed exactly, never in floating point.
 */
export * from './registration-draft';
export * from './registration-shares';
export * from './registration-checks';
