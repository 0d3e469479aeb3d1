import { isOwnRequest, isSelectable, pruneSelection, toggleAll, toggleSelection } from './selection';

const ME = 7;
const pending = { status: 'pending', createdBy: 8 };

describe('isSelectable', () => {
  it.each([
    ['a colleague’s pending request, approver', pending, ME, true, true],
    ['own pending request', { status: 'pending', createdBy: ME }, ME, true, false],
    ['a decided request', { status: 'approved', createdBy: 8 }, ME, true, false],
    ['an initiator (not approver)', pending, ME, false, false],
    ['unknown current user', pending, undefined, true, false],
  ])('%s / %s', (_name, item, me, approves, expected) => {
    expect(isSelectable(item, me, approves)).toBe(expected);
  });
});

describe('selection', () => {
  it('toggleSelection / not selectable never added, removal always allowed', () => {
    expect([...toggleSelection(new Set(), 1, false)]).toEqual([]);
    expect([...toggleSelection(new Set(), 1, true)]).toEqual([1]);
    expect([...toggleSelection(new Set([1]), 1, false)]).toEqual([]);
  });
  it('toggleAll / selects every selectable, then clears', () => {
    expect([...toggleAll(new Set([1]), [1, 2])]).toEqual([1, 2]);
    expect([...toggleAll(new Set([1, 2]), [1, 2])]).toEqual([]);
  });
  it('pruneSelection / drops ids no longer selectable', () => {
    expect([...pruneSelection(new Set([1, 2, 3]), [2])]).toEqual([2]);
  });
  it('isOwnRequest / by creator id', () => {
    expect(isOwnRequest({ createdBy: ME }, ME)).toBe(true);
    expect(isOwnRequest({ createdBy: 8 }, ME)).toBe(false);
  });
});
