import type { ExternalFormValues } from './form-values';

/** The payee as the success panel names it: the name and the account, card, address, key or e-mail of the kind. */
export function payeeLabelOf(
  values: ExternalFormValues,
  type: string,
  savedCard: { cardNumber: string } | undefined,
): string {
  const { payee } = values;
  const name = payee.beneficiaryName.trim();
  const id =
    type === 'wire' || type === 'eft'
      ? payee.iban || payee.accountNumber
      : type === 'oct'
        ? (savedCard?.cardNumber ?? `•••• ${payee.cardNumber.replace(/\s+/g, '').slice(-4)}`)
        : type === 'crypto_eft'
          ? payee.address
          : type === 'instant_payment'
            ? payee.instantKey
            : payee.toEmail;
  return [name, id.trim()].filter(Boolean).join(' · ');
}
