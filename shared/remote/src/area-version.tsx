import { useTranslation } from 'react-i18next';
import { i18n, type Language } from '@portal/i18n/i18n';

/** The marker's one text, in every language (DESIGN §4): small enough to ship with each area, no extra request. */
const TEXTS: Record<Language, { version: string }> = {
  en: { version: 'Version {{version}}' },
  es: { version: 'Versión {{version}}' },
  ro: { version: 'Versiunea {{version}}' },
  ru: { version: 'Версия {{version}}' },
  ua: { version: 'Версія {{version}}' },
  pt: { version: 'Versão {{version}}' },
};

export const AREA_VERSION_NAMESPACE = 'remoteArea';

/** Adds the marker's texts to the shell's i18n instance (once per area; adding again changes nothing). */
export function addAreaVersionTexts(): void {
  for (const [language, texts] of Object.entries(TEXTS))
    i18n.addResourceBundle(language, AREA_VERSION_NAMESPACE, texts, true, false);
}

/**
 * The version of the area's code that runs, at the end of the area (issue 13): after a release, or a rollback, the
 * page says which one it shows. `data-area` names the area for support and the journeys.
 */
export function AreaVersion({ area, version }: { area: string; version: string }) {
  const { t } = useTranslation(AREA_VERSION_NAMESPACE);
  return (
    <p
      data-area={area}
      data-version={version}
      style={{
        margin: 'var(--portal-space-6) 0 0',
        textAlign: 'end',
        fontSize: 'var(--portal-font-size-sm)',
        color: 'var(--portal-color-text-muted)',
      }}
    >
      {t('version', { version })}
    </p>
  );
}
