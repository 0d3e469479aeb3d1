import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkMassRow,
  MASS_COLUMNS,
  type MassCheckOptions,
  type MassMethod,
  type MassRow,
} from '@portal/api/mass';
import { Alert, Button, Dialog, TextField } from '@portal/ui/components';
import { massProblemText } from '../utils/mass-texts';
import styles from './mass.module.css';

/** Props of {@link MassRowEditor}. */
export interface MassRowEditorProps {
  method: MassMethod;
  /** The row to fix; the dialog is closed without one. */
  row: MassRow | undefined;
  options: MassCheckOptions;
  onSave: (line: number, values: Record<string, string>) => void;
  onClose: () => void;
}

/**
 * Fixes one row of a mass file where it is (issue 15 item 1): a field per column, checked with the same rules as
 * the file. Saving a row that still has problems keeps the dialog open, names the problems in an alert and moves
 * focus to the first field in question; Escape or Cancel leaves the row as it was.
 */
export function MassRowEditor({ row, ...props }: MassRowEditorProps) {
  const { t } = useTranslation('transfers');
  return (
    <Dialog
      open={row !== undefined}
      title={row ? t('mass.editor.title', { line: row.line }) : ''}
      onClose={props.onClose}
      closeLabel={t('close')}
      closeOnBackdropClick={false}
      size="lg"
    >
      {row ? <RowForm key={row.line} row={row} {...props} /> : null}
    </Dialog>
  );
}

function RowForm({
  method,
  row,
  options,
  onSave,
  onClose,
}: Omit<MassRowEditorProps, 'row'> & { row: MassRow }) {
  const { t } = useTranslation('transfers');
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...row.values }));
  const [tried, setTried] = useState(false);
  const problems = checkMassRow(method, values, options);
  const errorOf = (key: string) => {
    const problem = problems.find((item) => item.field === key);
    return tried && problem ? t(`mass.problems.${problem.code}`, problem.values ?? {}) : undefined;
  };
  const idOf = (key: string) => `mass-row-${row.line}-${key}`;
  return (
    <form
      noValidate
      className={styles.editor}
      aria-label={t('mass.editor.title', { line: row.line })}
      onSubmit={(event) => {
        event.preventDefault();
        if (problems.length === 0) {
          onSave(row.line, values);
          return;
        }
        setTried(true);
        const first = problems.find((problem) => problem.field)?.field;
        if (first) document.getElementById(idOf(first))?.focus();
      }}
    >
      {tried && problems.length > 0 ? (
        <Alert tone="error" title={t('mass.editor.stillWrong')}>
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={`${problem.field ?? ''}-${problem.code}`}>{massProblemText(t, problem)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <div className={styles.editorFields}>
        {MASS_COLUMNS[method].map((column) => (
          <TextField
            key={column.key}
            id={idOf(column.key)}
            name={column.key}
            label={t(`mass.columns.${column.key}`)}
            required={column.required}
            value={values[column.key] ?? ''}
            error={errorOf(column.key)}
            autoComplete="off"
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [column.key]: value }));
            }}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit">{t('mass.editor.save')}</Button>
      </div>
    </form>
  );
}
