import type { Representative } from '@portal/api/catalogue';
import { shareholderTree } from './shareholder-tree';

const shareholder = (representativeId: number, parentId: number | null): Representative => ({
  representativeId,
  parentId,
  positionIds: [6],
  kind: 'person',
  name: `Holder ${representativeId}`,
  email: '',
  share: '50',
  effectiveShare: '50',
  addressDocumentStatus: null,
  identityDocumentStatus: null,
  controlDocumentStatus: null,
  userId: null,
});

const shape = (nodes: ReturnType<typeof shareholderTree>): unknown =>
  nodes.map((node) => [node.shareholder.representativeId, shape(node.holders)]);

describe('shareholderTree', () => {
  it('nests shareholders under the company they hold through', () => {
    const tree = shareholderTree([shareholder(1, null), shareholder(2, null), shareholder(3, 2)]);

    expect(shape(tree)).toEqual([
      [1, []],
      [2, [[3, []]]],
    ]);
  });

  it('a shareholder whose parent is not listed stands at the top', () => {
    expect(shape(shareholderTree([shareholder(5, 99)]))).toEqual([[5, []]]);
  });

  it('a cycle is cut where it closes, and nobody is lost', () => {
    expect(shape(shareholderTree([shareholder(1, 2), shareholder(2, 1)]))).toEqual([[1, [[2, []]]]]);
  });
});
