import { useTranslation } from 'react-i18next';
import { addNamespace, type Language } from '@portal/i18n/i18n';
import { Button, StatusPanel, statusPanelText } from '@portal/ui/components';
import type { Refusal } from '../app/host-check';

/** The panel's namespace; loaded with the panel, which only a refused area needs. */
export const AREA_REFUSED_NAMESPACE = 'shellAreaRefused';

export const loadAreaRefusedTexts = () =>
  addNamespace(
    AREA_REFUSED_NAMESPACE,
    (language: Language) => import(`../locales/area-refused/${language}.ts`),
  );

/**
 * In an area's place when the shell cannot host the release it points to (issue 13): the remote needs another
 * host contract or another version of a shared singleton. None of the remote's code has run; a reload brings the
 * newest shell, and the other areas keep working.
 */
export function AreaRefused({ refusal, onReload }: { refusal: Refusal; onReload: () => void }) {
  const { t } = useTranslation(AREA_REFUSED_NAMESPACE);
  return (
    <StatusPanel
      icon="!"
      role="alert"
      title={t('title')}
      text={t('text')}
      action={<Button onClick={onReload}>{t('reload')}</Button>}
    >
      <p className={statusPanelText}>
        <small>{t('detail', { ...refusal })}</small>
      </p>
    </StatusPanel>
  );
}
