import { operationWords } from './operation-words';

describe('operationWords', () => {
  it.each([
    ['cardPause', 'Card pause'],
    ['cardSetAliasName', 'Card set alias name'],
    ['getP2pFee', 'Get p2p fee'],
    ['lookupIBAN', 'Lookup iban'],
    ['balance', 'Balance'],
  ])('%s / %s', (operation, words) => {
    expect(operationWords(operation)).toBe(words);
  });
});
