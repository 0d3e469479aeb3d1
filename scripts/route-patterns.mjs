// Route patterns as the portal's routers declare them (the shell's route table, an area's own routes), matched by
// the portal's server against a request's path.

/** Whether `pathname` matches a route pattern: `:name` one segment, a trailing `*` one or more. */
export function matchesPattern(pattern, pathname) {
  const parts = (pathname.replace(/\/+$/, '') || '/').split('/');
  const want = pattern.split('/');
  if (want[want.length - 1] === '*') {
    const base = want.slice(0, -1);
    return parts.length > base.length && base.every((part, i) => part.startsWith(':') || part === parts[i]);
  }
  return (
    want.length === parts.length &&
    want.every((part, i) => (part.startsWith(':') ? parts[i] !== '' : part === parts[i]))
  );
}

/**
 * The pattern among `patterns` that a router picks for `pathname`, as React Router ranks them: of those that match,
 * the one with the most fixed segments (`/cards/physical` before `/cards/:accountId`), a `*` last.
 */
export function bestPattern(patterns, pathname) {
  const rank = (pattern) => {
    const parts = pattern.split('/');
    const fixed = parts.filter((part) => part !== '*' && !part.startsWith(':')).length;
    return fixed * 2 - (parts.at(-1) === '*' ? 1 : 0);
  };
  return patterns.filter((pattern) => matchesPattern(pattern, pathname)).sort((a, b) => rank(b) - rank(a))[0];
}
