import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Representative } from '@portal/api/catalogue';
import { representativeNeedsAction } from '@portal/api/company';
import { Button, Card, VisuallyHidden } from '@portal/ui/components';
import { QueryState } from '../../../shared/query-state';
import { useRepresentatives, type RepresentativeList } from '../api/representatives';
import { shareholderTree, type ShareholderNode } from '../utils/shareholder-tree';
import { shareText, statusName, textOf } from '../utils/company-text';
import styles from './company.module.css';

/** A representative's place on the page: the first list that shows them (the attention panel leads there). */
export const representativeAnchor = (list: RepresentativeList, representativeId: number) =>
  `company-${list}-${representativeId}`;

interface RowActions {
  onDetails: (representative: Representative) => void;
  onDelete?: (representative: Representative) => void;
}

/** One director, shareholder or owner: who, what they hold, their documents, and what may be done. */
function RepresentativeRow({
  representative,
  anchor,
  actions,
}: {
  representative: Representative;
  anchor?: string;
  actions: RowActions;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const label = (key: string, options?: Record<string, unknown>) =>
    t(`company.page.people.${key}`, options ?? {});
  const documents = [
    ['addressDocument', representative.addressDocumentStatus],
    ['identityDocument', representative.identityDocumentStatus],
    ['controlDocument', representative.controlDocumentStatus],
  ] as const;
  const shares =
    representative.share !== null && representative.share !== undefined
      ? [
          label('ownShare', { share: shareText(representative.share, i18n.language) }),
          representative.effectiveShare !== null && representative.effectiveShare !== undefined
            ? label('effectiveShare', { share: shareText(representative.effectiveShare, i18n.language) })
            : '',
        ].filter(Boolean)
      : [];
  const name = textOf(representative.name);
  return (
    <div className={styles.person} id={anchor} tabIndex={anchor ? -1 : undefined}>
      <div className={styles.personText}>
        <span className={styles.personName}>
          {name}
          {representativeNeedsAction(representative) ? (
            <span className={styles.flag}>{label('needsAction')}</span>
          ) : null}
        </span>
        <span className={styles.meta}>
          {[label(representative.kind), textOf(representative.email), ...shares].filter(Boolean).join(' · ')}
        </span>
        <span className={styles.meta}>
          {documents
            .filter(([, status]) => status !== null && status !== undefined)
            .map(([key, status]) => label(key, { status: statusName(t, status) }))
            .join(' · ')}
        </span>
      </div>
      <div className={styles.personActions}>
        <Button variant="secondary" size="sm" onClick={() => actions.onDetails(representative)}>
          {label('details')}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
        {/* Their documents, uploaded and judged beside the company's own (issue 47 item 1). */}
        <Link
          className={styles.personLink}
          to={`/company-documents#representative-${representative.representativeId}`}
        >
          {label('documents')}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Link>
        {actions.onDelete ? (
          <Button variant="ghost" size="sm" onClick={() => actions.onDelete?.(representative)}>
            {label('delete')}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The shareholders as a tree: each company with those who hold through it, nested lists a reader can follow. */
function ShareholderBranch({
  nodes,
  anchors,
  actions,
}: {
  nodes: readonly ShareholderNode[];
  anchors: ReadonlySet<number>;
  actions: RowActions;
}) {
  return (
    <ul className={styles.tree}>
      {nodes.map(({ shareholder, holders }) => (
        <li key={shareholder.representativeId} className={styles.treeItem}>
          <RepresentativeRow
            representative={shareholder}
            anchor={
              anchors.has(shareholder.representativeId)
                ? representativeAnchor('shareholders', shareholder.representativeId)
                : undefined
            }
            actions={actions}
          />
          {holders.length > 0 ? (
            <ShareholderBranch nodes={holders} anchors={anchors} actions={actions} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const EMPTY_TEXT: Record<RepresentativeList, string> = {
  directors: 'emptyDirectors',
  shareholders: 'emptyShareholders',
  owners: 'emptyOwners',
};

/**
 * One list of spec 03 §7 "Business directors, shareholders, owners"; `anchored` are the representatives whose
 * first list this is (each gets the anchor the attention panel leads to).
 */
export function RepresentativesCard({
  list,
  anchored,
  actions,
}: {
  list: RepresentativeList;
  anchored: ReadonlySet<number>;
  actions: RowActions;
}) {
  const { t } = useTranslation('onboarding');
  const representatives = useRepresentatives(list);
  const listOf = (people: Representative[]) => {
    if (people.length === 0)
      return <p className={styles.muted}>{t(`company.page.people.${EMPTY_TEXT[list]}`)}</p>;
    if (list === 'shareholders')
      return (
        <>
          <p className={styles.meta}>{t('company.page.people.shareholdersHint')}</p>
          <ShareholderBranch nodes={shareholderTree(people)} anchors={anchored} actions={actions} />
        </>
      );
    return (
      <ul className={styles.people}>
        {people.map((representative) => (
          <li key={representative.representativeId}>
            <RepresentativeRow
              representative={representative}
              anchor={
                anchored.has(representative.representativeId)
                  ? representativeAnchor(list, representative.representativeId)
                  : undefined
              }
              actions={actions}
            />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <Card title={t(`company.page.people.${list}`)}>
      <QueryState
        query={representatives}
        loadingText={t('company.page.loading')}
        skeletons={[48, 48]}
        failedTitle={t('company.page.people.loadFailed')}
        explainFailure={false}
      >
        {listOf}
      </QueryState>
    </Card>
  );
}
