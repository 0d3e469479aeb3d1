import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { addNamespace, type Language } from '@portal/i18n/i18n';

/** The namespace of the access line and the acting-as banner (issue 22). */
export const ACCESS_NAMESPACE = 'shellAccess';

const loadAccessTexts = (language: Language) => import(`../locales/access/${language}.ts`);

/**
 * The access texts, loaded the first time something `wanted` them: neither the sign-in page nor a user with full
 * access downloads them (the byte budgets, e2e/tests/shell/budget.spec.ts). `t` is null until they are there. The
 * namespace is registered before anything reads it, so that it is never taken as loaded while empty.
 */
export function useAccessTexts(wanted: boolean): TFunction | null {
  const { i18n } = useTranslation('common');
  const [loaded, setLoaded] = useState(() => i18n.hasLoadedNamespace(ACCESS_NAMESPACE));
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let current = true;
    void addNamespace(ACCESS_NAMESPACE, loadAccessTexts).then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [wanted, loaded]);
  return wanted && loaded ? i18n.getFixedT(null, ACCESS_NAMESPACE) : null;
}
