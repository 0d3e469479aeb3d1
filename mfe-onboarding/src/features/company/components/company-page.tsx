import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInfo, Representative } from '@portal/api/catalogue';
import { companyActionReasons, type CompanyActionReason } from '@portal/api/company';
import { countryName } from '@portal/i18n/i18n';
import { Alert, Card, PageLayout } from '@portal/ui/components';
import { QueryState } from '../../../shared/query-state';
import { useBusinessInfo } from '../api/business-info';
import { useRepresentatives, type RepresentativeList } from '../api/representatives';
import { addressLine, statusName, textOf } from '../utils/company-text';
import { useMayDeleteRepresentatives } from '../hooks/use-may-delete-representatives';
import { CompanyFacts, anchorOf } from './company-facts';
import { DeleteRepresentativeDialog } from './delete-representative-dialog';
import { RepresentativeInfoDialog } from './representative-info-dialog';
import { RepresentativesCard, representativeAnchor } from './representatives';
import { ResolutionSection } from './resolution-section';
import { StatementSection } from './statement-section';
import styles from './company.module.css';

const LISTS: readonly RepresentativeList[] = ['directors', 'shareholders', 'owners'];

/** Moves the focus to the part of the page a line of the attention panel concerns (it scrolls there too). */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * "What needs your attention" (spec 03 §5 "Company action is required"): each reason of the rule as a line that
 * leads to what it concerns; the same rule highlights the company item of the menu.
 */
function AttentionPanel({
  info,
  people,
  placeOf,
}: {
  info: CompanyInfo;
  people: readonly Representative[];
  placeOf: ReadonlyMap<number, RepresentativeList>;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const reasons = companyActionReasons(info, people);
  const documents = [
    ...info.corporateDocuments,
    ...info.additionalDocuments,
    ...info.sourceOfWealthDocuments,
  ];
  const line = (reason: CompanyActionReason): { text: string; anchor: string } => {
    switch (reason.kind) {
      case 'document': {
        const document = documents.find((item) => item.id === reason.documentId);
        return {
          text: t('company.page.attention.document', {
            document: textOf(document?.documentType),
            status: statusName(t, document?.statusId),
          }),
          anchor: anchorOf.document(reason.documentId),
        };
      }
      case 'address': {
        const address = info.addresses.find((item) => item.addressId === reason.addressId);
        return {
          text: t('company.page.attention.address', {
            address: address
              ? addressLine({
                  ...address,
                  countryCode: address.countryCode ? countryName(address.countryCode, i18n.language) : '',
                })
              : '',
          }),
          anchor: anchorOf.address(reason.addressId),
        };
      }
      case 'representative': {
        const person = people.find((item) => item.representativeId === reason.representativeId);
        return {
          text: t('company.page.attention.representative', { name: textOf(person?.name) }),
          anchor: representativeAnchor(
            placeOf.get(reason.representativeId) ?? 'directors',
            reason.representativeId,
          ),
        };
      }
      case 'field':
        return {
          text: t('company.page.attention.field', { field: t(`company.page.details.${reason.field}`) }),
          anchor: anchorOf.field(reason.field),
        };
    }
  };
  return (
    <Card
      title={t('company.page.attention.title')}
      className={reasons.length > 0 ? styles.attention : undefined}
    >
      {reasons.length === 0 ? (
        <p className={styles.muted}>{t('company.page.attention.none')}</p>
      ) : (
        <ul className={styles.reasons}>
          {reasons.map((reason) => {
            const { text, anchor } = line(reason);
            return (
              <li key={anchor}>
                <a href={`#${anchor}`} onClick={(event) => jumpTo(event, anchor)}>
                  {text}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/**
 * `company` (spec 03 §2 company menu "company details"; issue 29 item 6): every field of the company's info, its
 * addresses and documents, what needs attention (spec 03 §5), the directors, shareholders (a tree with own and
 * effective shares) and owners with their details and delete, and the resolution, declaration and escort statement.
 */
export function CompanyPage() {
  const { t } = useTranslation('onboarding');
  const info = useBusinessInfo();
  const directors = useRepresentatives('directors');
  const shareholders = useRepresentatives('shareholders');
  const owners = useRepresentatives('owners');
  const mayDelete = useMayDeleteRepresentatives();
  const [shown, setShown] = useState<Representative | null>(null);
  const [deleting, setDeleting] = useState<Representative | null>(null);
  const [deleted, setDeleted] = useState('');
  const deletedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The deleted row took the focus with it: the message that says so takes it.
    if (deleted) deletedRef.current?.focus();
  }, [deleted]);

  const lists = { directors: directors.data, shareholders: shareholders.data, owners: owners.data };
  // Each person once, in the order of the lists; the first list showing them is where the panel leads.
  const placeOf = new Map<number, RepresentativeList>();
  const people: Representative[] = [];
  for (const list of LISTS)
    for (const representative of lists[list] ?? [])
      if (!placeOf.has(representative.representativeId)) {
        placeOf.set(representative.representativeId, list);
        people.push(representative);
      }
  const anchoredIn = (list: RepresentativeList) =>
    new Set([...placeOf].filter(([, place]) => place === list).map(([id]) => id));
  const actions = {
    onDetails: setShown,
    onDelete: mayDelete
      ? (representative: Representative) => {
          setDeleted('');
          setDeleting(representative);
        }
      : undefined,
  };

  const body = (
    <QueryState query={info} loadingText={t('company.page.loading')} skeletons={[120, 240, 160]}>
      {(data) => (
        <>
          <AttentionPanel info={data} people={people} placeOf={placeOf} />
          <CompanyFacts info={data} />
          <div ref={deletedRef} tabIndex={-1} className={styles.feedback}>
            {deleted ? (
              <Alert tone="success" title={t('company.page.people.deleted', { name: deleted })} />
            ) : null}
          </div>
          {LISTS.map((list) => (
            <RepresentativesCard key={list} list={list} anchored={anchoredIn(list)} actions={actions} />
          ))}
          <ResolutionSection people={people} />
          <StatementSection kind="declaration" />
          <StatementSection kind="escortStatement" />
        </>
      )}
    </QueryState>
  );

  return (
    <PageLayout title={t('company.page.title')} description={t('company.page.description')}>
      <div className={styles.sections}>{body}</div>
      {shown ? <RepresentativeInfoDialog representative={shown} onClose={() => setShown(null)} /> : null}
      {deleting ? (
        <DeleteRepresentativeDialog
          representative={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(name) => {
            setDeleting(null);
            setDeleted(name);
          }}
        />
      ) : null}
    </PageLayout>
  );
}
