import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { visibleSections } from './sections';
import { useFullAccess } from './may-call';
import styles from './merchant-nav.module.css';

/**
 * The merchant area's section navigation (spec 03 §2): every page of the area, grouped, as plain links (keyboard:
 * Tab and Enter), the current one marked with `aria-current="page"`. Internal pages are left out for users without
 * full access (spec 03 §6). A row that scrolls sideways on a phone.
 */
export function MerchantNav() {
  const { t } = useTranslation('merchant');
  const fullAccess = useFullAccess();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <ul className={styles.groups}>
        {visibleSections(fullAccess).map((section) => (
          <li key={section.id} className={styles.group}>
            <span className={styles.groupName} id={`merchant-nav-${section.id}`}>
              {t(`nav.${section.id}`)}
            </span>
            <ul className={styles.links} aria-labelledby={`merchant-nav-${section.id}`}>
              {section.links.map((link) => (
                <li key={link.path}>
                  <NavLink
                    to={link.path}
                    end
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  >
                    {t(`nav.${link.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
