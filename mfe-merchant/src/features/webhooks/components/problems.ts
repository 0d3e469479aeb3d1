import type { TFunction } from 'i18next';

/**
 * The shared rules' problems (`webhookUrlProblems`, `ipRangeProblems` of `@portal/api/merchant-webhooks`) are English
 * sentences `field: rule`; the form shows them in the user's language by the rule they name.
 */
const RULES: ReadonlyArray<[RegExp, string]> = [
  [/required/i, 'required'],
  [/at most/i, 'urlTooLong'],
  [/not a valid url/i, 'urlInvalid'],
  [/only http/i, 'urlScheme'],
  [/user or password/i, 'urlCredentials'],
  [/name a host/i, 'urlHost'],
  [/not an ipv4 or ipv6/i, 'ipInvalid'],
  [/same family/i, 'ipFamily'],
  [/lower than/i, 'ipOrder'],
];

export function problemText(problem: string, t: TFunction<'merchant'>): string {
  const rule = RULES.find(([pattern]) => pattern.test(problem));
  return rule ? t(`webhooks.problems.${rule[1]}`) : problem.replace(/^\w+:\s*/, '');
}
