import type { Representative } from '@portal/api/catalogue';

/** A shareholder with those who hold through it (spec 03 §3: shareholders form a tree of persons and companies). */
export interface ShareholderNode {
  shareholder: Representative;
  holders: ShareholderNode[];
}

/**
 * The shareholders as the tree their `parentId`s draw: the company's own shareholders at the top, each company
 * shareholder with its own below it. One whose parent is not in the list stands at the top, so nobody is lost; a
 * cycle (which the data should never hold) is cut where it closes.
 */
export function shareholderTree(shareholders: readonly Representative[]): ShareholderNode[] {
  const ids = new Set(shareholders.map((shareholder) => shareholder.representativeId));
  const byParent = new Map<number | null, Representative[]>();
  for (const shareholder of shareholders) {
    const parent =
      shareholder.parentId !== null && ids.has(shareholder.parentId) ? shareholder.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), shareholder]);
  }
  const placed = new Set<number>();
  const grow = (parent: number | null): ShareholderNode[] =>
    (byParent.get(parent) ?? []).flatMap((shareholder) => {
      if (placed.has(shareholder.representativeId)) return [];
      placed.add(shareholder.representativeId);
      return [{ shareholder, holders: grow(shareholder.representativeId) }];
    });
  const tree = grow(null);
  // Members of a cycle have no way up to the top: they start branches of their own.
  for (const shareholder of shareholders)
    if (!placed.has(shareholder.representativeId)) {
      placed.add(shareholder.representativeId);
      tree.push({ shareholder, holders: grow(shareholder.representativeId) });
    }
  return tree;
}
