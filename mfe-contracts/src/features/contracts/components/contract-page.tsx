import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@portal/api/errors';
import type { ContractEvent, SmartContract } from '@portal/api/catalogue';
import { Alert, Button, Card, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useContractClient } from '../api/contract-client';
import { useContract } from '../api/contracts';
import { ContractActions } from './contract-actions';
import { formatDate, formatPercentage, formatTime } from './format';
import { counterpartyOf, viewerIdOf } from './list-filters';
import { StateDiagram } from './state-diagram';
import { StatusPill } from './status-pill';
import styles from './contracts.module.css';

/** Who did it, as the viewer reads it: you, the other company, or the system. */
function useActor(contract: SmartContract) {
  const { t } = useTranslation('contracts');
  const me = viewerIdOf(contract);
  return (by: number | null) => {
    if (by === null) return t('timeline.system');
    if (by === me) return t('timeline.you');
    if (by === contract.sender.id) return contract.sender.name;
    if (by === contract.beneficiary.id) return contract.beneficiary.name;
    return t('timeline.other');
  };
}

/**
 * What each side must do next (issue 32 item 4), by status and by the viewer's side: the viewer's own step first.
 */
export function nextSteps(
  contract: SmartContract,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const other = counterpartyOf(contract).name;
  const payer = contract.sender.name;
  const mySignature = contract.direction === 'PAY' ? contract.senderSignedAt : contract.beneficiarySignedAt;
  const options = {
    other,
    payer,
    beneficiary: contract.beneficiary.name,
    percentage: contract.percentage ?? '—',
    from: contract.activeFrom,
    to: contract.terminateInfo?.terminatedAt.slice(0, 10) ?? contract.activeTo ?? '—',
  };
  switch (contract.status) {
    case 'UNSIGNED':
      return [t('next.UNSIGNED', options)];
    case 'WAITING':
      return [t(mySignature ? 'next.WAITING.other' : 'next.WAITING.you', options)];
    case 'NEED_IDENTIFICATION':
      return [
        t(
          contract.direction === 'PAY' ? 'next.NEED_IDENTIFICATION.you' : 'next.NEED_IDENTIFICATION.other',
          options,
        ),
      ];
    case 'TERMINATING':
      return [
        t(
          contract.terminateInfo?.terminatedBy === viewerIdOf(contract)
            ? 'next.TERMINATING.you'
            : 'next.TERMINATING.other',
          options,
        ),
      ];
    default:
      return [t(`next.${contract.status}`, options)];
  }
}

function Timeline({ contract }: { contract: SmartContract }) {
  const { t, i18n } = useTranslation('contracts');
  const actor = useActor(contract);
  const events: ContractEvent[] = [...contract.events].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <section aria-labelledby="contract-timeline" className={styles.stack}>
      <h2 id="contract-timeline" className={styles.sectionTitle}>
        {t('timeline.title')}
      </h2>
      {events.length === 0 ? (
        <p className={styles.hint}>{t('timeline.empty')}</p>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event, index) => (
            <li key={`${event.type}-${event.at}-${index}`} className={styles.event}>
              <span className={styles.eventDot} aria-hidden="true" />
              <div>
                <p className={styles.eventNote}>
                  <strong>{t(`event.${event.type}`)}</strong>
                  {' · '}
                  {actor(event.by)}
                </p>
                <p className={styles.meta}>
                  <time dateTime={event.at}>{formatTime(event.at, i18n.language)}</time>
                </p>
                {event.note ? (
                  <p className={styles.eventNote}>{t('timeline.note', { note: event.note })}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Party({ contract, side }: { contract: SmartContract; side: 'sender' | 'beneficiary' }) {
  const { t, i18n } = useTranslation('contracts');
  const customer = contract[side];
  const signer = side === 'sender' ? contract.senderSignerName : contract.beneficiarySignerName;
  const signedAt = side === 'sender' ? contract.senderSignedAt : contract.beneficiarySignedAt;
  const obligations = side === 'sender' ? contract.senderObligations : contract.beneficiaryObligations;
  const mine = (contract.direction === 'PAY') === (side === 'sender');
  const headingId = `party-${side}`;
  return (
    <section aria-labelledby={headingId} className={styles.stack}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t(side === 'sender' ? 'detail.payer' : 'detail.beneficiary')}: {customer.name}
        {mine ? ` (${t('detail.yourSide')})` : ''}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('detail.signer')}</dt>
        <dd>{signer ?? '—'}</dd>
        <dt>{t('detail.signedAt')}</dt>
        <dd>{signedAt ? formatTime(signedAt, i18n.language) : t('detail.notSigned')}</dd>
      </dl>
      <h4 className={styles.label}>{t('detail.obligations')}</h4>
      <ul className={styles.obligations}>
        {obligations.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function PdfLink({ contract }: { contract: SmartContract }) {
  const { t, i18n } = useTranslation('contracts');
  const client = useContractClient();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const { pdfUrl } = await client.pdfUrl(contract.id, i18n.language);
      setUrl(pdfUrl);
      const link = document.createElement('a');
      link.href = pdfUrl;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.click();
    } catch {
      // the popup says why
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.actions}>
      <Button variant="secondary" loading={busy} onClick={() => void open()}>
        {t('detail.pdf')}
      </Button>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('detail.pdfLink')}
        </a>
      ) : null}
    </div>
  );
}

function ContractDetail({ contract }: { contract: SmartContract }) {
  const { t, i18n } = useTranslation('contracts');
  const actor = useActor(contract);
  const language = i18n.language;
  return (
    <>
      <Card>
        <div className={styles.stack}>
          <div className={styles.rowHead}>
            <StatusPill status={contract.status} />
            <span className={styles.meta}>{t(`statusText.${contract.status}`)}</span>
          </div>
          <section aria-labelledby="contract-next" className={styles.next}>
            <h2 id="contract-next" className={styles.sectionTitle}>
              {t('next.title')}
            </h2>
            <ul className={styles.nextList}>
              {nextSteps(contract, (key, options) => String(t(key, options ?? {}))).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <dl className={styles.facts}>
            <dt>{t('detail.direction')}</dt>
            <dd>{t(contract.direction === 'PAY' ? 'detail.youPay' : 'detail.youReceive')}</dd>
            <dt>{t('detail.percentage')}</dt>
            <dd>{formatPercentage(contract.percentage, language)}</dd>
            <dt>{t('detail.activeFrom')}</dt>
            <dd>{formatDate(contract.activeFrom, language)}</dd>
            <dt>{t('detail.activeTo')}</dt>
            <dd>{contract.activeTo ? formatDate(contract.activeTo, language) : t('detail.openEnded')}</dd>
            <dt>{t('detail.initiator')}</dt>
            <dd>{actor(contract.initiatorId)}</dd>
            <dt>{t('detail.createdAt')}</dt>
            <dd>{formatTime(contract.createdAt, language)}</dd>
            {contract.identificationStatus ? (
              <>
                <dt>{t('detail.identification')}</dt>
                <dd>{t(`identification.${contract.identificationStatus}`)}</dd>
              </>
            ) : null}
            {contract.terminateInfo ? (
              <>
                <dt>{t('detail.termination')}</dt>
                <dd>
                  {t('detail.terminationText', {
                    who: actor(contract.terminateInfo.terminatedBy),
                    date: formatTime(contract.terminateInfo.terminatedAt, language),
                  })}
                  {contract.terminateInfo.note ? ` — ${contract.terminateInfo.note}` : ''}
                </dd>
              </>
            ) : null}
            {contract.note ? (
              <>
                <dt>{t('detail.note')}</dt>
                <dd>{contract.note}</dd>
              </>
            ) : null}
          </dl>
          <PdfLink contract={contract} />
        </div>
      </Card>
      <Card>
        <ContractActions contract={contract} />
      </Card>
      <Card>
        <section aria-labelledby="contract-parties" className={styles.stack}>
          <h2 id="contract-parties" className={styles.sectionTitle}>
            {t('detail.parties')}
          </h2>
          <div className={styles.parties}>
            <Party contract={contract} side="sender" />
            <Party contract={contract} side="beneficiary" />
          </div>
        </section>
      </Card>
      <Card>
        <Timeline contract={contract} />
      </Card>
      <Card>
        <section aria-labelledby="contract-diagram" className={styles.stack}>
          <h2 id="contract-diagram" className={styles.sectionTitle}>
            {t('diagram.title')}
          </h2>
          <p className={styles.hint}>{t('diagram.description')}</p>
          <StateDiagram current={contract.status} />
        </section>
      </Card>
    </>
  );
}

/**
 * `/revenue-split/{contractId}` (spec 03 §2, §3 "Contract", §4, §7; issue 32 item 4): one contract in any status,
 * what happened (the timeline), what each side must do next, the moves the viewer may make, the PDF, and the state
 * machine drawn with the current status highlighted. A contract the service does not know for this customer (404)
 * shows as not found.
 */
export function ContractPage() {
  const { t } = useTranslation('contracts');
  const { contractId = '' } = useParams();
  const id = /^\d{1,10}$/.test(contractId) ? Number(contractId) : 0;
  const contract = useContract(id);
  const back = (
    <Link to="/revenue-split" className={styles.hint}>
      {t('detail.back')}
    </Link>
  );

  if (id === 0 || (contract.isError && contract.error instanceof ApiError && contract.error.status === 404))
    return (
      <PageLayout title={t('detail.notFound')} actions={back}>
        <Card>
          <EmptyState title={t('detail.notFoundText')} headingLevel={2} />
        </Card>
      </PageLayout>
    );
  if (contract.isPending)
    return (
      <PageLayout title={t('detail.loadingTitle')} description={t('detail.description')} actions={back}>
        <div role="status" className={styles.loading}>
          <VisuallyHidden>{t('detail.loading')}</VisuallyHidden>
          <Skeleton height={120} />
          <Skeleton height={200} />
        </div>
      </PageLayout>
    );
  if (contract.isError)
    return (
      <PageLayout title={t('detail.loadingTitle')} description={t('detail.description')} actions={back}>
        <Alert tone="error" title={t('loadFailed')}>
          <p>{contract.error.message || t('loadFailedText')}</p>
          <Button variant="secondary" size="sm" onClick={() => void contract.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      </PageLayout>
    );
  return (
    <PageLayout
      title={t('detail.title', { id: contract.data.id, company: contract.data.company.title })}
      // Plain text from the first render on, so the portal's server paints it before the scripts (app/first-paint.ts).
      description={t('detail.description')}
      actions={back}
    >
      <ContractDetail contract={contract.data} />
    </PageLayout>
  );
}
