/** What decides whether a queue item can be chosen for approve or decline. */
export interface SelectableItem {
  status: string;
  createdBy: number;
}

/**
 * spec 02 §6: approvers decide colleagues' requests. Only pending items can be decided, and never one the current
 * user created ('Your request'). Without a known user id nothing is selectable (better than deciding one's own).
 */
export function isSelectable(
  item: SelectableItem,
  currentUserId: number | undefined,
  approves: boolean,
): boolean {
  return (
    approves && currentUserId !== undefined && item.status === 'pending' && item.createdBy !== currentUserId
  );
}

/** Whether the item is the current user's own request. */
export function isOwnRequest(
  item: Pick<SelectableItem, 'createdBy'>,
  currentUserId: number | undefined,
): boolean {
  return currentUserId !== undefined && item.createdBy === currentUserId;
}

/** Toggles one id; ids that are not selectable are never added. */
export function toggleSelection(selected: ReadonlySet<number>, id: number, selectable: boolean): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else if (selectable) next.add(id);
  return next;
}

/** "Select all": every selectable id on the page, or none when they are all chosen already. */
export function toggleAll(selected: ReadonlySet<number>, selectableIds: readonly number[]): Set<number> {
  const allChosen = selectableIds.length > 0 && selectableIds.every((id) => selected.has(id));
  return allChosen ? new Set() : new Set(selectableIds);
}

/** Drops ids no longer selectable (after a refresh, a decided item leaves the selection). */
export function pruneSelection(selected: ReadonlySet<number>, selectableIds: readonly number[]): Set<number> {
  const allowed = new Set(selectableIds);
  return new Set([...selected].filter((id) => allowed.has(id)));
}
