import { useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  DUE_DILIGENCE_LEVELS,
  KYC_AMOUNT_PATTERN,
  VERIFICATION_DOCUMENT_TYPES,
  type DocumentCategoryId,
  type DocumentCategoryState,
  type UploadedDocument,
} from '@portal/api/catalogue';
import {
  Alert,
  Button,
  Card,
  Dialog,
  Select,
  Table,
  TextField,
  type TableColumn,
} from '@portal/ui/components';
import { Menu } from '@portal/ui/menu';
import { useDictionaryEntries } from '@portal/remote/dictionaries';
import { failureLines } from '../../../shared/failure-lines';
import { useCustomerDocuments, useVerificationState } from '../../../shared/verification';
import { useAdminDocumentActions, useKycInfo, type AdminDueDiligenceLevel } from '../api/kyc-info';
import styles from './kyc-info.module.css';

const AMOUNT_OR_EMPTY = new RegExp(`^$|${KYC_AMOUNT_PATTERN}`);

interface Row {
  document: UploadedDocument;
  categoryId: DocumentCategoryId;
}

type Editing = { kind: 'type' | 'move' | 'remove'; row: Row } | null;

/** Whether a type takes this side (a back side only goes to a two-sided type). */
const takesSide = (categoryId: DocumentCategoryId, typeId: number, side: 'front' | 'back') =>
  VERIFICATION_DOCUMENT_TYPES[categoryId].some((type) => type.id === typeId && type.sides.includes(side));

/** Change the type, move to a category (and customer), or remove one upload. */
function EditDialog({
  editing,
  categories,
  onClose,
  onDone,
}: {
  editing: NonNullable<Editing>;
  categories: readonly DocumentCategoryId[];
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const actions = useAdminDocumentActions();
  const firstRef = useRef<HTMLSelectElement>(null);
  const { document } = editing.row;
  const [categoryId, setCategoryId] = useState<DocumentCategoryId>(editing.row.categoryId);
  const typesOf = (id: DocumentCategoryId) =>
    VERIFICATION_DOCUMENT_TYPES[id].filter((type) => type.sides.includes(document.side));
  const [typeId, setTypeId] = useState<number>(
    editing.kind === 'type' ? document.documentTypeId : (typesOf(categoryId)[0]?.id ?? 0),
  );
  const [customer, setCustomer] = useState('');
  const [error, setError] = useState<string>();
  const pending = actions.reassign.isPending || actions.linkType.isPending || actions.remove.isPending;
  const file = document.fileName;

  const save = async () => {
    setError(undefined);
    const customerId = customer.trim() === '' ? undefined : Number(customer.trim());
    if (customerId !== undefined && !(Number.isInteger(customerId) && customerId > 0)) {
      setError(t('kycInfo.admin.otherCustomer'));
      return;
    }
    try {
      if (editing.kind === 'remove') {
        await actions.remove.mutateAsync(document.id);
        onDone(t('kycInfo.admin.removed', { file }));
        return;
      }
      if (editing.kind === 'type')
        await actions.linkType.mutateAsync({ documentId: document.id, documentTypeId: typeId });
      else
        await actions.reassign.mutateAsync({
          documentId: document.id,
          categoryId,
          documentTypeId: typeId,
          ...(customerId === undefined ? {} : { customerId }),
        });
      onDone(t('kycInfo.admin.changed', { file }));
    } catch (failure) {
      setError(failureLines(failure, t).join(', '));
    }
  };

  const title =
    editing.kind === 'remove'
      ? t('kycInfo.admin.removeTitle', { file })
      : editing.kind === 'type'
        ? t('kycInfo.admin.changeTypeTitle', { file })
        : t('kycInfo.admin.moveTitle', { file });
  const typeOptions = typesOf(editing.kind === 'type' ? editing.row.categoryId : categoryId).map((type) => ({
    value: String(type.id),
    label: t(`verification.documentType.${type.id}`, { defaultValue: type.name }),
  }));
  return (
    <Dialog
      open
      size="sm"
      title={title}
      closeLabel={t('kycInfo.admin.close')}
      onClose={onClose}
      closeOnBackdropClick={false}
      initialFocusRef={editing.kind === 'remove' ? undefined : firstRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('kycInfo.admin.cancel')}
          </Button>
          <Button
            variant={editing.kind === 'remove' ? 'danger' : 'primary'}
            loading={pending}
            onClick={() => void save()}
          >
            {editing.kind === 'remove' ? t('kycInfo.admin.remove') : t('kycInfo.admin.save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {editing.kind === 'remove' ? <p>{t('kycInfo.admin.removeText')}</p> : null}
        {editing.kind === 'move' ? (
          <Select
            ref={firstRef}
            label={t('kycInfo.admin.newCategory')}
            options={categories.map((id) => ({ value: String(id), label: t(`verification.category.${id}`) }))}
            value={String(categoryId)}
            onChange={(event) => {
              const next = Number(event.target.value) as DocumentCategoryId;
              setCategoryId(next);
              setTypeId(typesOf(next)[0]?.id ?? 0);
            }}
          />
        ) : null}
        {editing.kind !== 'remove' ? (
          <Select
            ref={editing.kind === 'type' ? firstRef : undefined}
            label={t('kycInfo.admin.newType')}
            options={typeOptions}
            value={String(typeId)}
            onChange={(event) => setTypeId(Number(event.target.value))}
          />
        ) : null}
        {editing.kind === 'move' ? (
          <TextField
            label={t('kycInfo.admin.otherCustomer')}
            inputMode="numeric"
            maxLength={10}
            value={customer}
            onChange={(event) => setCustomer(event.target.value)}
          />
        ) : null}
        {error ? <Alert tone="error" title={error} /> : null}
      </div>
    </Dialog>
  );
}

/** The financial detail and the due-diligence level an administrator edits (spec 03 §6). */
function FinancialPanel({ onDone }: { onDone: (text: string) => void }) {
  const { t } = useTranslation('onboarding');
  const info = useKycInfo();
  const state = useVerificationState();
  const sources = useDictionaryEntries('getSources');
  const actions = useAdminDocumentActions();
  const [refused, setRefused] = useState<string>();
  const [level, setLevel] = useState<string>();
  const amount = t('kycInfo.details.errors.amount');
  const form = useFormik({
    initialValues: {
      annualIncomeAmount: info.data?.annualIncomeAmount ?? '',
      expectedMonthlyTurnoverAmount: info.data?.expectedMonthlyTurnoverAmount ?? '',
      sourceOfFundsIds: info.data?.sourceOfFundsIds ?? [],
    },
    enableReinitialize: true,
    validationSchema: yup.object({
      annualIncomeAmount: yup.string().test('amount', amount, (value) => AMOUNT_OR_EMPTY.test(value ?? '')),
      expectedMonthlyTurnoverAmount: yup
        .string()
        .test('amount', amount, (value) => AMOUNT_OR_EMPTY.test(value ?? '')),
    }),
    onSubmit: async (values) => {
      setRefused(undefined);
      try {
        await actions.financialDetail.mutateAsync(values);
        onDone(t('kycInfo.admin.financialSaved'));
      } catch (failure) {
        setRefused(failureLines(failure, t).join(', '));
      }
    },
  });
  const shownLevel = level ?? String(state.data?.dueDiligenceLevel ?? 0);
  const saveLevel = async () => {
    setRefused(undefined);
    try {
      const answer = await actions.dueDiligence.mutateAsync(Number(shownLevel) as AdminDueDiligenceLevel);
      onDone(t('kycInfo.admin.levelSaved', { level: answer.dueDiligenceLevel }));
    } catch (failure) {
      setRefused(failureLines(failure, t).join(', '));
    }
  };
  const errorOf = (field: 'annualIncomeAmount' | 'expectedMonthlyTurnoverAmount') =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  return (
    <Card title={t('kycInfo.admin.financialTitle')} titleLevel={3}>
      <div className={styles.stack}>
        <form noValidate onSubmit={form.handleSubmit} className={styles.form}>
          <div className={styles.row}>
            <TextField
              label={t('kycInfo.admin.annualIncome')}
              inputMode="decimal"
              maxLength={16}
              {...form.getFieldProps('annualIncomeAmount')}
              error={errorOf('annualIncomeAmount')}
            />
            <TextField
              label={t('kycInfo.admin.turnover')}
              inputMode="decimal"
              maxLength={16}
              {...form.getFieldProps('expectedMonthlyTurnoverAmount')}
              error={errorOf('expectedMonthlyTurnoverAmount')}
            />
          </div>
          <fieldset className={styles.fieldset}>
            <legend>{t('kycInfo.admin.sourceOfFunds')}</legend>
            <div className={styles.checkGrid}>
              {(sources.data ?? []).map((entry) => (
                <label key={entry.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={form.values.sourceOfFundsIds.includes(entry.id)}
                    onChange={(event) =>
                      void form.setFieldValue(
                        'sourceOfFundsIds',
                        event.target.checked
                          ? [...form.values.sourceOfFundsIds, entry.id]
                          : form.values.sourceOfFundsIds.filter((id) => id !== entry.id),
                      )
                    }
                  />
                  <span>{entry.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" variant="secondary" loading={form.isSubmitting}>
              {t('kycInfo.admin.saveFinancial')}
            </Button>
          </div>
        </form>
        <div className={styles.row}>
          <Select
            label={t('kycInfo.admin.level')}
            options={DUE_DILIGENCE_LEVELS.map((value) => ({
              value: String(value),
              label: t('kycInfo.admin.levelOption', { level: value }),
            }))}
            value={shownLevel}
            onChange={(event) => setLevel(event.target.value)}
          />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              loading={actions.dueDiligence.isPending}
              onClick={() => void saveLevel()}
            >
              {t('kycInfo.admin.saveLevel')}
            </Button>
          </div>
        </div>
        {refused ? <Alert tone="error" title={refused} /> : null}
      </div>
    </Card>
  );
}

/**
 * The administrator's tools on /kyc and /company-documents (spec 03 §6 "Admin may reassign or remove uploaded
 * documents, link files to document types, edit the financial detail and due diligence"; issue 30 item 6): a menu
 * per uploaded document (change type, move to category, remove) and the financial detail with the due-diligence
 * level. Shown only to who may call the admin operations (the catalogue's declaration; the sandbox enforces it).
 */
export function AdminDocumentTools() {
  const { t } = useTranslation('onboarding');
  const documents = useCustomerDocuments();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string>();
  const categories: readonly DocumentCategoryState[] = documents.data ?? [];
  const rows: Row[] = categories.flatMap((category) =>
    category.uploadedDocuments.map((document) => ({ document, categoryId: category.categoryId })),
  );
  const columns: TableColumn<Row>[] = [
    {
      key: 'file',
      header: t('kycInfo.admin.file'),
      phone: 'primary',
      render: (row) => row.document.fileName,
    },
    {
      key: 'category',
      header: t('kycInfo.admin.category'),
      phone: 'secondary',
      render: (row) => t(`verification.category.${row.categoryId}`),
    },
    {
      key: 'type',
      header: t('kycInfo.admin.type'),
      phone: 'secondary',
      render: (row) =>
        t(`verification.documentType.${row.document.documentTypeId}`, {
          defaultValue: row.document.documentType,
        }),
    },
    {
      key: 'actions',
      header: t('kycInfo.admin.actions'),
      phone: 'actions',
      render: (row) => (
        <Menu
          label={t('kycInfo.admin.menu', { file: row.document.fileName })}
          buttonContent={t('kycInfo.admin.actions')}
          actions={[
            ...(VERIFICATION_DOCUMENT_TYPES[row.categoryId].filter(
              (type) =>
                type.id !== row.document.documentTypeId &&
                takesSide(row.categoryId, type.id, row.document.side),
            ).length > 0
              ? [
                  {
                    id: 'type',
                    label: t('kycInfo.admin.changeType'),
                    onSelect: () => setEditing({ kind: 'type', row }),
                  },
                ]
              : []),
            {
              id: 'move',
              label: t('kycInfo.admin.moveToCategory'),
              onSelect: () => setEditing({ kind: 'move', row }),
            },
            {
              id: 'remove',
              label: t('kycInfo.admin.remove'),
              onSelect: () => setEditing({ kind: 'remove', row }),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Card title={t('kycInfo.admin.title')} description={t('kycInfo.admin.description')}>
      <div className={styles.stack}>
        {notice ? <Alert tone="success" title={notice} /> : null}
        <h3>{t('kycInfo.admin.documentsTitle')}</h3>
        <Table
          caption={t('kycInfo.admin.documentsCaption')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => row.document.id}
          empty={t('kycInfo.admin.noDocuments')}
        />
        <FinancialPanel onDone={setNotice} />
      </div>
      {editing ? (
        <EditDialog
          editing={editing}
          categories={categories.map((category) => category.categoryId)}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      ) : null}
    </Card>
  );
}
