import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractIdentificationMessage, ContractSignMessage } from '@portal/api/catalogue';
import { Button, Dialog } from '@portal/ui/components';
import styles from './contracts.module.css';

/** The origin of a URL, or undefined when it is not one. */
const originOf = (url: string): string | undefined => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether a window message is the e-signature page's answer for this signing: posted by the embedded page's own
 * origin (the back end's) and carrying the `clientId` that `signUrl` gave. Anything else is ignored (issue 32 item 4).
 */
export function signMessageOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  pageUrl: string,
  clientId: string,
): ContractSignMessage | undefined {
  const origin = originOf(pageUrl);
  if (!origin || event.origin !== origin) return undefined;
  const data = event.data as Partial<ContractSignMessage> | null;
  if (!data || typeof data !== 'object' || data.type !== 'contract-sign') return undefined;
  if (data.clientId !== clientId) return undefined;
  if (data.outcome !== 'signed' && data.outcome !== 'declined') return undefined;
  return data as ContractSignMessage;
}

/** Whether a window message is the identity check page's answer for this contract, from the embedded page's origin. */
export function identificationMessageOf(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  pageUrl: string,
  contractId: number,
): ContractIdentificationMessage | undefined {
  const origin = originOf(pageUrl);
  if (!origin || event.origin !== origin) return undefined;
  const data = event.data as Partial<ContractIdentificationMessage> | null;
  if (!data || typeof data !== 'object' || data.type !== 'contract-identification') return undefined;
  if (data.contractId !== contractId) return undefined;
  if (data.identificationStatus !== 'SUCCESS' && data.identificationStatus !== 'FAILED') return undefined;
  return data as ContractIdentificationMessage;
}

/**
 * The back end's e-signature page or the payer's identity check, embedded in a dialog (spec 03 §7 `signUrl` with
 * `clientId`, `split-pay-signer-identification`). The portal's CSP allows framing the back end's origin (frame-src);
 * the page tells its parent by `postMessage` when done. Closing it reloads the contract either way.
 */
export function EmbeddedPage({
  url,
  clientId,
  contractId,
  title,
  onDone,
  onClose,
}: {
  url: string;
  /** The signing's client id (the e-signature page); without it, the identity check page of `contractId`. */
  clientId?: string;
  contractId: number;
  title: string;
  onDone: (message: ContractSignMessage | ContractIdentificationMessage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message =
        clientId === undefined
          ? identificationMessageOf(event, url, contractId)
          : signMessageOf(event, url, clientId);
      if (message) onDone(message);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url, clientId, contractId, onDone]);

  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      size="lg"
      closeLabel={t('actions.close')}
      closeOnBackdropClick={false}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      <iframe className={styles.frame} src={url} title={title} />
    </Dialog>
  );
}
