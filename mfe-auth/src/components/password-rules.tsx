import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE } from '@portal/api/catalogue';
import { VisuallyHidden } from '@portal/ui/components';
import { PASSWORD_CHECKS } from '@portal/api/validation';
import styles from './password-rules.module.css';

/** The password rules as a checklist that ticks off while the user types; `id` lets the field reference it. */
export function PasswordRules({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation('auth');
  return (
    <div id={id} className={styles.rules}>
      <p className={styles.title}>{t('passwordRules.title')}</p>
      <ul className={styles.list}>
        {PASSWORD_CHECKS.map((check) => {
          const met = check.test(value);
          return (
            <li key={check.key} className={met ? styles.met : styles.unmet}>
              <span aria-hidden="true" className={styles.mark}>
                {met ? '✓' : '•'}
              </span>
              {t(`passwordRules.${check.key}`, {
                min: PASSWORD_RULE.minLength,
                max: PASSWORD_RULE.maxLength,
                count: PASSWORD_RULE.maxLength,
              })}
              {met ? <VisuallyHidden> {t('passwordRules.met')}</VisuallyHidden> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
