import { useTranslation } from 'react-i18next';
import { TextField } from '@portal/ui/components';

/** The "From" and "To" dates of a log's filter, changing them in the filter's draft. */
export function DateRangeFields<Draft extends { fromDate: string; toDate: string }>({
  draft,
  onChange,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation('merchant');
  return (
    <>
      <TextField
        label={t('shared.fromDate')}
        type="date"
        value={draft.fromDate}
        onChange={(event) => onChange({ ...draft, fromDate: event.target.value })}
      />
      <TextField
        label={t('shared.toDate')}
        type="date"
        value={draft.toDate}
        onChange={(event) => onChange({ ...draft, toDate: event.target.value })}
      />
    </>
  );
}
