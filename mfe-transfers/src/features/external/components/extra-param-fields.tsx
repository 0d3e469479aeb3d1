import { useTranslation } from 'react-i18next';
import type { ExtraParam } from '@portal/api/catalogue';
import { Select, TextField } from '@portal/ui/components';
import { useEftBranchOptions } from '../api/eft-branch-options';
import styles from './external-transfer.module.css';

/** Stable id of an extra parameter's input. */
export const extraParamId = (name: string) => `external-extra-${name}`;

function ExtraParamField({
  param,
  value,
  error,
  countryCode,
  bankCode,
  onChange,
  onBlur,
}: {
  param: ExtraParam;
  value: string;
  error?: string;
  countryCode: string;
  bankCode: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation('transfers');
  // A parameter marked `eftBranch` takes its options from the branch lookup of the chosen bank (spec 02 §7).
  const branches = useEftBranchOptions(param.name, countryCode, param.lookup === 'eftBranch' ? bankCode : '');
  const options = param.lookup === 'eftBranch' ? (branches.data ?? []) : (param.options ?? []);
  const common = {
    id: extraParamId(param.name),
    name: param.name,
    label: param.label,
    required: param.required,
    error,
    value,
    onBlur,
  };
  if (options.length > 0 || param.type === 'select')
    return (
      <Select
        {...common}
        placeholder={t('external.choose')}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <TextField
      {...common}
      type={param.type === 'date' ? 'date' : 'text'}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * The extra parameters a kind needs to a country (spec 02 §5): the visible ones are those without options, the
 * choices themselves, and the parameters nested in the chosen option.
 */
export function ExtraParamFields({
  params,
  values,
  errorOf,
  countryCode,
  bankCode,
  onChange,
  onBlur,
}: {
  params: readonly ExtraParam[];
  values: Readonly<Record<string, string>>;
  errorOf: (name: string) => string | undefined;
  countryCode: string;
  bankCode: string;
  onChange: (name: string, value: string) => void;
  /** The field was left: its problem shows from then on. */
  onBlur: (name: string) => void;
}) {
  const { t } = useTranslation('transfers');
  if (params.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('external.extraParams')}</legend>
      <div className={styles.grid2}>
        {params.map((param) => (
          <ExtraParamField
            key={param.name}
            param={param}
            value={values[param.name] ?? ''}
            error={errorOf(param.name)}
            countryCode={countryCode}
            bankCode={bankCode}
            onChange={(value) => onChange(param.name, value)}
            onBlur={() => onBlur(param.name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
