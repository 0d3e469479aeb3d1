import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_NOTE_MAX,
  type ContractAction,
  type ContractIdentificationMessage,
  type ContractSignMessage,
  type SmartContract,
} from '@portal/api/catalogue';
import { Alert, Button, Dialog, TextArea } from '@portal/ui/components';
import { useContractClient } from '../api/contract-client';
import { useCheckSigner, useContractMove, useReloadContracts } from '../api/contracts';
import { EmbeddedPage } from './embedded-page';
import styles from './contracts.module.css';

/** The moves confirmed in a dialog: what each posts. */
type Confirmed = 'cancel' | 'reject' | 'terminate' | 'terminateCancel' | 'terminateNow';
/** The order the buttons show in; the first is the main one. */
const ORDER: readonly ContractAction[] = [
  'sign',
  'identify',
  'terminateCancel',
  'terminate',
  'terminateNow',
  'reject',
  'cancel',
];
const DANGER: ReadonlySet<ContractAction> = new Set(['cancel', 'reject', 'terminateNow']);

interface Embedded {
  url: string;
  clientId?: string;
  kind: 'sign' | 'identify';
}

/**
 * The moves the viewer may make now (the contract's `actions`, from the one state machine), each confirmed, the
 * termination with a note; signing in the embedded e-signature page after `checkSigner`; the payer's identity check
 * in the embedded identification page, told to the service by `identificationStarted` (spec 03 §7, issue 32 item 4).
 * A refusal is the service's message in the shell's popup (spec 03 §8); the contract reloads either way.
 */
export function ContractActions({ contract }: { contract: SmartContract }) {
  const { t } = useTranslation('contracts');
  const client = useContractClient();
  const move = useContractMove(contract.id);
  const reload = useReloadContracts();
  const maySign = contract.actions.includes('sign');
  const signer = useCheckSigner(contract.id, maySign);
  const [confirming, setConfirming] = useState<Confirmed | null>(null);
  const [note, setNote] = useState('');
  const [opening, setOpening] = useState<'sign' | 'identify' | null>(null);
  const [embedded, setEmbedded] = useState<Embedded | null>(null);
  const [outcome, setOutcome] = useState<'signed' | 'declined' | 'identified' | 'notIdentified' | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const sign = async () => {
    setOpening('sign');
    setOutcome(null);
    try {
      const { signUrl, clientId } = await client.signUrl(contract.id);
      setEmbedded({ url: signUrl, clientId, kind: 'sign' });
    } catch {
      void reload(); // the popup says why; the contract may have moved on
    } finally {
      setOpening(null);
    }
  };
  const identify = async () => {
    setOpening('identify');
    try {
      const { url } = await client.signerIdentification(contract.id);
      setEmbedded({ url, kind: 'identify' });
      await move.mutateAsync({ action: 'identificationStarted' }).catch(() => undefined);
    } catch {
      void reload();
    } finally {
      setOpening(null);
    }
  };
  const closeEmbedded = useCallback(() => {
    setEmbedded(null);
    void reload();
  }, [reload]);
  const done = useCallback(
    (message: ContractSignMessage | ContractIdentificationMessage) => {
      setOutcome(
        message.type === 'contract-sign'
          ? message.outcome
          : message.identificationStatus === 'SUCCESS'
            ? 'identified'
            : 'notIdentified',
      );
      setEmbedded(null);
      void reload();
    },
    [reload],
  );

  const confirm = async () => {
    if (!confirming) return;
    const action = confirming;
    const trimmed = note.trim();
    setConfirming(null);
    setNote('');
    await move
      .mutateAsync(
        action === 'terminate' ? { action, request: trimmed ? { note: trimmed } : {} } : { action },
      )
      .catch(() => undefined);
  };

  const actions = ORDER.filter((action) => contract.actions.includes(action));
  const cannotSign = maySign && signer.data?.canSign === false;

  return (
    <section aria-labelledby="contract-actions" className={styles.stack}>
      <h2 id="contract-actions" className={styles.sectionTitle}>
        {t('actions.title')}
      </h2>
      {maySign && signer.data ? (
        <p className={styles.hint}>
          {signer.data.canSign
            ? t('actions.signAs', { name: signer.data.signerName ?? '—' })
            : (signer.data.message ?? t('actions.cannotSign'))}
        </p>
      ) : null}
      {outcome ? (
        <Alert tone={outcome === 'signed' || outcome === 'identified' ? 'success' : 'info'}>
          <p>{t(`actions.outcome.${outcome}`)}</p>
        </Alert>
      ) : null}
      {actions.length === 0 ? (
        <p className={styles.hint}>{t('actions.none')}</p>
      ) : (
        <div className={styles.actions}>
          {actions.map((action, index) => {
            if (action === 'sign')
              return (
                <Button
                  key={action}
                  loading={opening === 'sign'}
                  disabled={cannotSign}
                  onClick={() => void sign()}
                >
                  {t('actions.sign')}
                </Button>
              );
            if (action === 'identify')
              return (
                <Button key={action} loading={opening === 'identify'} onClick={() => void identify()}>
                  {t('actions.identify')}
                </Button>
              );
            return (
              <Button
                key={action}
                variant={DANGER.has(action) ? 'danger' : index === 0 ? 'primary' : 'secondary'}
                loading={move.isPending && move.variables?.action === action}
                onClick={() => setConfirming(action)}
              >
                {t(`actions.${action}`)}
              </Button>
            );
          })}
        </div>
      )}
      <Dialog
        open={confirming !== null}
        title={confirming ? t(`confirm.${confirming}.title`) : ''}
        onClose={() => setConfirming(null)}
        closeLabel={t('actions.close')}
        initialFocusRef={confirming === 'terminate' ? noteRef : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('actions.back')}
            </Button>
            <Button
              variant={confirming && DANGER.has(confirming) ? 'danger' : 'primary'}
              onClick={() => void confirm()}
            >
              {confirming ? t(`confirm.${confirming}.confirm`) : ''}
            </Button>
          </>
        }
      >
        {confirming ? <p>{t(`confirm.${confirming}.text`, { company: contract.company.title })}</p> : null}
        {confirming === 'terminate' ? (
          <TextArea
            ref={noteRef}
            label={t('confirm.terminate.note')}
            hint={t('confirm.terminate.noteHint')}
            name="note"
            rows={4}
            maxLength={CONTRACT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
      </Dialog>
      {embedded ? (
        <EmbeddedPage
          url={embedded.url}
          clientId={embedded.clientId}
          contractId={contract.id}
          title={t(embedded.kind === 'sign' ? 'actions.signTitle' : 'actions.identifyTitle')}
          onDone={done}
          onClose={closeEmbedded}
        />
      ) : null}
    </section>
  );
}
