import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isValidBic, normalizeIban } from '@portal/api/transfers';
import { TextField } from '@portal/ui/components';
import { countryLabel } from '../api/countries';
import { useLookupIban } from '../api/lookup-iban';
import { useLookupSwift } from '../api/lookup-swift';
import { ibanFieldProblem, payeeUsesIban } from '../utils/payee-rules';
import { payeeFieldId, type PayeeFieldsProps } from './payee-field-props';
import styles from './external-transfer.module.css';

/**
 * Wire payee (ExternalTransferRequest: `iban` or `accountNumber`, `swift`, `beneficiaryName`, `beneficiaryAddress`).
 * The IBAN and the BIC are checked in the browser first; only a valid one is looked up (spec 02 §3 "Bank lookup by
 * IBAN / SWIFT"), and the IBAN's bank fills an empty BIC.
 */
export function WireFields({ values, errorOf, onChange, onBlur }: PayeeFieldsProps) {
  const { t, i18n } = useTranslation('transfers');
  const { payee } = values;
  // The country decides: IBAN countries are paid to an IBAN, the others to an account number.
  const byIban = payeeUsesIban('wire', values.countryCode);
  const validIban =
    byIban && ibanFieldProblem(payee.iban, values.countryCode) === undefined
      ? normalizeIban(payee.iban)
      : undefined;
  const bic = payee.swift.replace(/\s+/g, '').toUpperCase();
  const ibanBank = useLookupIban(validIban);
  const swiftBank = useLookupSwift(isValidBic(bic) ? bic : undefined);

  // The IBAN's bank gives the BIC once per IBAN, and only into an empty field: what the user typed wins.
  const prefilledFor = useRef<string | undefined>(undefined);
  const ibanSwift = ibanBank.data?.SWIFT ? String(ibanBank.data.SWIFT) : undefined;
  useEffect(() => {
    if (!validIban || !ibanSwift || prefilledFor.current === validIban) return;
    prefilledFor.current = validIban;
    if (payee.swift.trim() === '') onChange('swift', ibanSwift);
  }, [validIban, ibanSwift, payee.swift, onChange]);

  const field = (name: 'iban' | 'accountNumber' | 'swift' | 'beneficiaryName' | 'beneficiaryAddress') => ({
    id: payeeFieldId(name),
    name,
    value: payee[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });

  return (
    <>
      {byIban ? (
        <div className={styles.stack}>
          <TextField
            {...field('iban')}
            label={t('external.wire.iban')}
            hint={t('external.wire.ibanHint')}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            required
          />
          <BankLine
            loading={ibanBank.isFetching && !ibanBank.data}
            failed={ibanBank.isError}
            text={
              ibanBank.data
                ? bankLine(
                    t,
                    [ibanBank.data.bankName, ibanBank.data.city],
                    ibanSwift ? t('external.wire.bankFromBic', { bic: ibanSwift }) : undefined,
                  )
                : undefined
            }
            testId="iban-bank"
          />
        </div>
      ) : (
        <TextField
          {...field('accountNumber')}
          label={t('external.wire.accountNumber')}
          autoComplete="off"
          required
        />
      )}
      <div className={styles.stack}>
        <TextField
          {...field('swift')}
          label={t('external.wire.swift')}
          hint={t('external.wire.swiftHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          maxLength={14}
          required
        />
        <BankLine
          loading={swiftBank.isFetching && !swiftBank.data}
          failed={swiftBank.isError}
          text={
            swiftBank.data
              ? bankLine(t, [
                  swiftBank.data.bankName,
                  swiftBank.data.city,
                  swiftBank.data.address,
                  swiftBank.data.countryIsoCode && countryLabel(swiftBank.data.countryIsoCode, i18n.language),
                ])
              : undefined
          }
          testId="swift-bank"
        />
      </div>
      <div className={styles.grid2}>
        <TextField
          {...field('beneficiaryName')}
          label={t('external.wire.beneficiaryName')}
          autoComplete="off"
          required
        />
        <TextField
          {...field('beneficiaryAddress')}
          label={t('external.wire.beneficiaryAddress')}
          autoComplete="off"
          required
        />
      </div>
    </>
  );
}

/** The bank a lookup found, announced politely; a miss is a warning, not a block (the directory may lag). */
/**
 * What a bank lookup found, naming only what it knows (name, city, address; then the BIC or the country): a
 * directory without the bank's details says so rather than print "Bank: ," (issue 12).
 */
export function bankLine(t: TFunction, details: readonly unknown[], extra?: string): string {
  const known = details.map((part) => (part == null ? '' : String(part).trim())).filter(Boolean);
  if (known.length === 0) return extra ?? t('external.wire.bankNoDetails');
  return [t('external.wire.bankFound', { bank: known.join(', ') }), extra].filter(Boolean).join(' · ');
}

function BankLine({
  loading,
  failed,
  text,
  testId,
}: {
  loading: boolean;
  failed: boolean;
  text?: string;
  testId: string;
}) {
  const { t } = useTranslation('transfers');
  let content: string | undefined;
  if (loading) content = t('external.wire.lookingUp');
  else if (failed) content = t('external.wire.bankNotFound');
  else content = text;
  return (
    <p role="status" aria-live="polite" className={content ? styles.bank : styles.note} data-testid={testId}>
      {content}
    </p>
  );
}
