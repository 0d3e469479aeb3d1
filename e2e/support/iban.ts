/** A German IBAN with correct check digits (ISO 13616 mod-97) for an account number: the mass journeys' payees. */
export function germanIban(account: number): string {
  const bban = `37040044${String(account).padStart(10, '0')}`;
  // D=13, E=14, check digits 00 at the end, as the mod-97 check reads it.
  let remainder = 0;
  for (const digit of `${bban}131400`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `DE${String(98 - remainder).padStart(2, '0')}${bban}`;
}
