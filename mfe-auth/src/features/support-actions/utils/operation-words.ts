/**
 * An operation's name in words when the texts have none for it ("cardSetAliasName" → "Card set alias name"): an
 * operation added after the texts still reads as words, never as an identifier.
 */
export function operationWords(operation: string): string {
  const words = operation
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
