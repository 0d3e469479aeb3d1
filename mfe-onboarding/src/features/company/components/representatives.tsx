import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Representative, RepresentativeInfo } from '@portal/api/catalogue';
import { representativeNeedsAction } from '@portal/api/company';
import { countryName } from '@portal/i18n/i18n';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import {
  Alert,
  Button,
  Card,
  Dialog,
  Select,
  Skeleton,
  TextField,
  VisuallyHidden,
} from '@portal/ui/components';
import { useCountries } from '@portal/remote/dictionaries';
import { formatDay } from '../../../shared/dates';
import { QueryState } from '../../../shared/query-state';
import { failureLines } from '../../../shared/failure-lines';
import { useDeleteRepresentative } from '../api/delete-representative';
import { useRepresentativeInfo } from '../api/representative-info';
import { useRepresentativeAddress } from '../api/representative-address';
import { useRepresentativeTaxNumber } from '../api/representative-tax-number';
import { useRepresentatives, type RepresentativeList } from '../api/representatives';
import { shareholderTree, type ShareholderNode } from '../utils/shareholder-tree';
import { addressLine, rolesOf, shareText, statusName, textOf } from '../utils/company-text';
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

/**
 * A person representative's address (spec 03 §7 "Representative address create and confirm"; issue 47 item 1):
 * whether the customer confirmed it, the confirmation, and a new address, which waits for its own confirmation.
 */
function AddressActions({ info }: { info: RepresentativeInfo }) {
  const { t, i18n } = useTranslation('onboarding');
  const { create, confirm } = useRepresentativeAddress();
  const countries = useCountries();
  const [editing, setEditing] = useState(false);
  // The whole address goes back, so the lines not shown here (the state) are kept as they are.
  const [fields, setFields] = useState({
    address1: textOf(info.address.address1),
    address2: textOf(info.address.address2),
    city: textOf(info.address.city),
    postalCode: textOf(info.address.postalCode),
    countryCode: textOf(info.address.countryCode),
    stateCode: textOf(info.address.stateCode),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<'created' | 'confirmed' | null>(null);
  const label = (key: string) => t(`company.page.addressForm.${key}`);
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  return (
    <div className={styles.taxForm}>
      <p>{info.addressConfirmed ? label('confirmed') : label('unconfirmed')}</p>
      {!info.addressConfirmed && textOf(info.address.address1) ? (
        <Button
          variant="secondary"
          size="sm"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(info.representativeId, {
              onSuccess: () => setDone('confirmed'),
              onError: (failure) => setErrors(failureLines(failure, t)),
            })
          }
        >
          {label('confirm')}
        </Button>
      ) : null}
      {editing ? (
        <form
          className={styles.taxForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const missing = (['address1', 'city', 'postalCode', 'countryCode'] as const).filter(
              (name) => !fields[name].trim(),
            );
            if (missing.length > 0) return setErrors([label('required')]);
            setErrors([]);
            create.mutate(
              { representativeId: info.representativeId, ...fields },
              {
                onSuccess: () => {
                  setEditing(false);
                  setDone('created');
                },
                onError: (failure) => setErrors(failureLines(failure, t)),
              },
            );
          }}
        >
          <TextField label={label('address1')} autoComplete="off" {...field('address1')} />
          <TextField label={label('address2')} autoComplete="off" {...field('address2')} />
          <TextField label={label('city')} autoComplete="off" {...field('city')} />
          <TextField label={label('postalCode')} autoComplete="off" {...field('postalCode')} />
          <Select
            label={label('country')}
            placeholder={label('chooseCountry')}
            options={(countries.data ?? []).map((country) => ({
              value: country.code,
              label: countryName(country.code, i18n.language) || country.name,
            }))}
            {...field('countryCode')}
          />
          <Button type="submit" variant="secondary" size="sm" loading={create.isPending}>
            {label('save')}
          </Button>
        </form>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          {label('change')}
        </Button>
      )}
      {errors.length > 0 ? <p role="alert">{errors.join(', ')}</p> : null}
      <p role="status">{done ? label(done === 'created' ? 'created' : 'confirmed') : ''}</p>
    </div>
  );
}

/** A representative's tax number, changed from their details (spec 03 §7, positionId; issue 47 item 1). */
function TaxNumberForm({ representativeId, current }: { representativeId: number; current: string }) {
  const { t } = useTranslation('onboarding');
  const save = useRepresentativeTaxNumber(representativeId);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const label = (key: string) => t(`company.page.taxForm.${key}`);
  return (
    <form
      className={styles.taxForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        if (!value.trim()) return setError(label('required'));
        setError(undefined);
        save.mutate(value.trim(), {
          onSuccess: () => setSaved(true),
          onError: (failure) => setError(failureLines(failure, t).join(', ')),
        });
      }}
    >
      <TextField
        label={label('label')}
        value={value}
        autoComplete="off"
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
        {label('save')}
      </Button>
      <p role="status">{saved ? label('saved') : ''}</p>
    </form>
  );
}

/** Representative info (spec 03 §7) in a dialog: the person's or company's details in full. */
export function RepresentativeInfoDialog({
  representative,
  onClose,
}: {
  representative: Representative;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const info = useRepresentativeInfo(representative.representativeId);
  const user = useSubject(user$);
  const mayChangeTaxNumber = user !== null && mayCall(user, 'updateTaxNumber') && !user.supportActing;
  const label = (key: string) => t(`company.page.info.${key}`);
  const given = (value: unknown) => textOf(value) || t('company.notGiven');
  let body;
  if (info.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{label('loading')}</VisuallyHidden>
        <Skeleton height={24} />
        <Skeleton height={24} />
        <Skeleton height={24} />
      </div>
    );
  else if (info.isError)
    body = (
      <Alert tone="error" title={label('failed')}>
        <Button variant="secondary" size="sm" onClick={() => void info.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else {
    const data = info.data;
    const address = data.address
      ? addressLine({
          ...data.address,
          countryCode: textOf(data.address.countryCode)
            ? countryName(textOf(data.address.countryCode), i18n.language)
            : '',
        })
      : '';
    const rows: [string, string][] = [
      ...(data.kind === 'person'
        ? ([
            [label('firstName'), given(data.firstName)],
            [label('lastName'), given(data.lastName)],
            [
              label('birthday'),
              textOf(data.birthday) ? formatDay(textOf(data.birthday), i18n.language) : given(''),
            ],
          ] as [string, string][])
        : [[label('name'), given(data.name)] as [string, string]]),
      [label('kind'), t(`company.page.people.${data.kind}`)],
      [
        label('roles'),
        rolesOf(data.positionIds)
          .map((role) => t(`company.page.people.roles.${role}`))
          .join(', '),
      ],
      [label('email'), given(data.email)],
      [label('phone'), given(data.phone)],
      [label('taxId'), given(data.taxId)],
      [label('address'), given(address)],
    ];
    if (data.share !== null && data.share !== undefined)
      rows.push([
        label('share'),
        [
          t('company.page.people.ownShare', { share: shareText(data.share, i18n.language) }),
          data.effectiveShare !== null && data.effectiveShare !== undefined
            ? t('company.page.people.effectiveShare', {
                share: shareText(data.effectiveShare, i18n.language),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' · '),
      ]);
    body = (
      <>
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {data.kind === 'person' && mayChangeTaxNumber ? (
          <>
            <AddressActions info={data} />
            <TaxNumberForm representativeId={representative.representativeId} current={textOf(data.taxId)} />
          </>
        ) : null}
      </>
    );
  }
  return (
    <Dialog
      open
      title={textOf(representative.name)}
      closeLabel={t('company.close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('company.close')}</Button>}
    >
      {body}
    </Dialog>
  );
}

/**
 * Asks before deleting a representative. The sandbox removes them while the company keeps its rules (spec 03 §5),
 * else answers why, which the client shows as the error popup; an administrator acting for the customer may force
 * it past those rules (spec 03 §6).
 */
export function DeleteRepresentativeDialog({
  representative,
  onClose,
  onDeleted,
}: {
  representative: Representative;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const user = useSubject(user$);
  const remove = useDeleteRepresentative();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [forcing, setForcing] = useState(false);
  const name = textOf(representative.name);
  // Only an administrator acting for the customer may force it (spec 03 §6); the sandbox checks it again.
  const mayForce = Boolean(user?.isAdmin && user.supportActing);
  const run = (force: boolean) => {
    setForcing(force);
    remove.mutate(
      { representativeId: representative.representativeId, ...(force ? { force: true } : {}) },
      {
        onSuccess: () => onDeleted(name),
        // The error popup says why (spec 03 §8); the dialog gives way to it.
        onError: onClose,
      },
    );
  };
  return (
    <Dialog
      open
      size="sm"
      title={t('company.page.remove.title', { name })}
      closeLabel={t('company.close')}
      onClose={onClose}
      initialFocusRef={cancelRef}
      closeOnBackdropClick={!remove.isPending}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t('company.cancel')}
          </Button>
          {mayForce ? (
            <Button variant="danger" loading={remove.isPending && forcing} onClick={() => run(true)}>
              {t('company.page.remove.force')}
            </Button>
          ) : null}
          <Button
            variant={mayForce ? 'secondary' : 'danger'}
            loading={remove.isPending && !forcing}
            onClick={() => run(false)}
          >
            {t('company.page.remove.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('company.page.remove.text', { name })}</p>
      {mayForce ? <p className={styles.dialogText}>{t('company.page.remove.forceHint')}</p> : null}
    </Dialog>
  );
}

/** Whether the user may delete representatives at all (the catalogue's declaration, issue 22). */
export function useMayDeleteRepresentatives(): boolean {
  const user = useSubject(user$);
  return user === null || mayCall(user, 'deleteRepresentative');
}
