import { SHARE_RULES, type BusinessRegistrationDraft, type ShareholderNode } from './catalogue/registration';
import { parseDecimal, plus, sign, times, toPlainString, type ExactDecimal } from './decimal';

const HUNDRED = parseDecimal('100');
const ZERO = parseDecimal('0');

export function decimalOrNull(text: string): ExactDecimal | null {
  if (!/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  return parseDecimal(text);
}

function compare(a: ExactDecimal, b: ExactDecimal): number {
  return sign(plus(a, { units: -b.units, scale: b.scale }));
}

/** x % of a share: exact, the scale grows by two digits. */
function percentOf(share: ExactDecimal, parent: ExactDecimal): ExactDecimal {
  const product = times(share, parent);
  return { units: product.units, scale: product.scale + 2 };
}

/** A share above 0 and at most 100 (spec 03 §5). */
export function isValidShare(text: string): boolean {
  const share = decimalOrNull(text);
  return share !== null && sign(share) > 0 && compare(share, HUNDRED) <= 0;
}

/** The total of one level of the tree; unreadable shares count as 0. */
export function levelTotal(level: readonly ShareholderNode[]): string {
  return toPlainString(level.reduce((total, node) => plus(total, decimalOrNull(node.share) ?? ZERO), ZERO));
}

/** A level totals 10 to 100 inclusive (spec 03 §5). */
export function isValidLevelTotal(level: readonly ShareholderNode[]): boolean {
  const total = parseDecimal(levelTotal(level));
  return (
    compare(total, parseDecimal(SHARE_RULES.levelTotalMin)) >= 0 &&
    compare(total, parseDecimal(SHARE_RULES.levelTotalMax)) <= 0
  );
}

export interface EffectiveShare {
  path: string;
  node: ShareholderNode;
  depth: number;
  /** The node's share of the registering company: its share multiplied through its parents (spec 03 §5). */
  effective: string;
}

/** Every node of the tree, depth first, with its effective share of the company. */
export function effectiveShares(tree: readonly ShareholderNode[]): EffectiveShare[] {
  const rows: EffectiveShare[] = [];
  const walk = (level: readonly ShareholderNode[], parent: ExactDecimal, prefix: string, depth: number) =>
    level.forEach((node, index) => {
      const path = `${prefix}${index}`;
      const effective = percentOf(decimalOrNull(node.share) ?? ZERO, parent);
      rows.push({ path, node, depth, effective: toPlainString(effective) });
      walk(node.children, effective, `${path}.children.`, depth + 1);
    });
  walk(tree, HUNDRED, 'shareholders.', 0);
  return rows;
}

/** Each person's total share of the company, summed over every place they hold shares, by person id. */
export function personTotals(tree: readonly ShareholderNode[]): Map<string, string> {
  const totals = new Map<string, ExactDecimal>();
  for (const row of effectiveShares(tree))
    if (row.node.kind === 'person')
      totals.set(row.node.refId, plus(totals.get(row.node.refId) ?? ZERO, parseDecimal(row.effective)));
  return new Map([...totals].map(([id, total]) => [id, toPlainString(total)]));
}

const atLeastThreshold = (total: string) =>
  compare(parseDecimal(total), parseDecimal(SHARE_RULES.fundsDetailThreshold)) >= 0;

/** A person with 25 % or more gives details for every chosen source of funds (spec 03 §5). */
export function needsSourceDetails(total: string | undefined): boolean {
  return total !== undefined && atLeastThreshold(total);
}

/**
 * The draft after a share changed: a person whose total is 25 % or less has their source details cleared (spec 03
 * §5, in its words; a holder of exactly 25 % gives them again). `changedSince`, the draft before the change, limits
 * this to the persons whose total the change moved: details typed before the share are kept.
 */
export function clearSourceDetailsAtOrBelowThreshold(
  draft: BusinessRegistrationDraft,
  changedSince?: BusinessRegistrationDraft,
): BusinessRegistrationDraft {
  const totals = personTotals(draft.shareholders);
  const before = changedSince ? personTotals(changedSince.shareholders) : undefined;
  const threshold = parseDecimal(SHARE_RULES.fundsDetailThreshold);
  let changed = false;
  const persons = draft.persons.map((person) => {
    if (before && before.get(person.id) === totals.get(person.id)) return person;
    const total = parseDecimal(totals.get(person.id) ?? '0');
    if (compare(total, threshold) > 0 || Object.keys(person.sourceDetails).length === 0) return person;
    changed = true;
    return { ...person, sourceDetails: {} };
  });
  return changed ? { ...draft, persons } : draft;
}
