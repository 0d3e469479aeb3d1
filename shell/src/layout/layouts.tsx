import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import type { BrandConfig } from '@portal/brands/brands';
import { LANGUAGE_NAMES, changeLanguage, normaliseLanguage, type Language } from '@portal/i18n/i18n';
import type { UserState } from '@portal/session/session';
import { VisuallyHidden } from '@portal/ui/components';
import styles from './layouts.module.css';

/** A counter after a menu label; `labelKey` (namespace common, with `count`) is what a screen reader hears. */
export interface MenuBadge {
  count: number;
  labelKey: string;
}

export interface MenuItem {
  path: string;
  labelKey: string;
  icon: ReactNode;
  /** Counters shown after the label, each hidden at 0. */
  badges?: readonly MenuBadge[];
}

/** The visible counters are for the eye; the link's name carries their text ("payments awaiting approval: 3"). */
function MenuBadges({ badges }: { badges: readonly MenuBadge[] }) {
  const { t } = useTranslation('common');
  const shown = badges.filter((badge) => badge.count > 0);
  if (shown.length === 0) return null;
  return (
    <span className={styles.badges}>
      {shown.map((badge, index) => (
        <span
          key={badge.labelKey}
          className={index === 0 ? styles.badge : styles.badgeSecondary}
          title={t(badge.labelKey, { count: badge.count })}
          aria-hidden="true"
        >
          {badge.count > 99 ? '99+' : badge.count}
        </span>
      ))}
      <VisuallyHidden>
        {` (${shown.map((badge) => t(badge.labelKey, { count: badge.count })).join(', ')})`}
      </VisuallyHidden>
    </span>
  );
}

function LanguageSwitch({ brand, id }: { brand: BrandConfig; id: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <label className={styles.language} htmlFor={id}>
      <VisuallyHidden>{t('layout.language')}</VisuallyHidden>
      <select
        id={id}
        className={styles.languageSelect}
        value={normaliseLanguage(i18n.language, brand.availableLangs)}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {brand.availableLangs.map((language) => (
          <option key={language} value={language} lang={language === 'ua' ? 'uk' : language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** spec 01 §2: the footer is hidden while a text input or editable area has focus. */
function useEditingFocus(): boolean {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const isEditable = (node: EventTarget | null) =>
      node instanceof HTMLElement &&
      (node.isContentEditable ||
        node.tagName === 'TEXTAREA' ||
        (node.tagName === 'INPUT' &&
          !['checkbox', 'radio', 'button', 'submit'].includes((node as HTMLInputElement).type)));
    const onFocusIn = (event: FocusEvent) => setEditing(isEditable(event.target));
    const onFocusOut = () => setEditing(false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return editing;
}

function Footer({ brand, compact = false }: { brand: BrandConfig; compact?: boolean }) {
  const { t } = useTranslation('common');
  const editing = useEditingFocus();
  return (
    <footer className={compact ? styles.footerCompact : styles.footer} hidden={editing}>
      <nav aria-label={t('layout.terms')} className={styles.footerLinks}>
        <a href={brand.terms.privacyPolicy} target="_blank" rel="noreferrer">
          {t('layout.privacy')}
        </a>
        <a href={brand.terms.termsAndConditions} target="_blank" rel="noreferrer">
          {t('layout.terms')}
        </a>
        <a href={brand.feeLinks.personal} target="_blank" rel="noreferrer">
          {t('layout.fees')}
        </a>
        <a href={`mailto:${brand.supports.email}`}>{t('layout.support', { email: brand.supports.email })}</a>
      </nav>
      <p className={styles.legal}>
        {t('layout.footerRights', {
          year: new Date().getFullYear(),
          company: brand.accountConfirmation.legalEntityName,
        })}
        <br />
        {brand.accountConfirmation.regulatorFooter}
      </p>
    </footer>
  );
}

function Logo({ brand }: { brand: BrandConfig }) {
  return (
    <a
      href="/"
      className={styles.logoLink}
      onClick={(event) => {
        event.preventDefault();
        navigateToUrl('/');
      }}
    >
      <img src={brand.logo} alt={brand.projectName} className={styles.logo} />
    </a>
  );
}

/** Sign-in and other pages before a session: brand, a centred content column, a short footer. */
export function ExternalLayout({ brand, children }: { brand: BrandConfig; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.external}>
      <header className={styles.externalHeader}>
        <Logo brand={brand} />
        <LanguageSwitch brand={brand} id="language-external" />
      </header>
      <main id="content" className={styles.externalMain}>
        {children}
      </main>
      <p className={styles.secure}>
        <svg
          aria-hidden="true"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        {t('layout.secureConnection')}
      </p>
      <Footer brand={brand} compact />
    </div>
  );
}

/** Signed-in pages: header with the user and language, the menu, the content and the footer. */
export function MainLayout({
  brand,
  user,
  menu,
  currentPath,
  onSignOut,
  children,
}: {
  brand: BrandConfig;
  user: UserState | null;
  menu: MenuItem[];
  currentPath: string;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const name = user
    ? user.customerType === 1 && user.businessName
      ? user.businessName
      : `${user.firstName} ${user.lastName}`
    : '';
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}` : '';
  useEffect(() => setMenuOpen(false), [currentPath]);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <div className={styles.main}>
      <a href="#content" className={styles.skip}>
        {t('layout.skipToContent')}
      </a>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <VisuallyHidden>{menuOpen ? t('layout.closeMenu') : t('layout.openMenu')}</VisuallyHidden>
          <span className={styles.burger} aria-hidden="true" />
        </button>
        <Logo brand={brand} />
        <div className={styles.headerEnd}>
          <LanguageSwitch brand={brand} id="language-main" />
          {user ? (
            <div className={styles.user} title={t('layout.signedInAs', { name })}>
              <span className={styles.avatar} aria-hidden="true">
                {initials}
              </span>
              <span className={styles.userName}>{name}</span>
            </div>
          ) : null}
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            {t('layout.signOut')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav
          id="main-menu"
          aria-label={t('layout.mainMenu')}
          className={menuOpen ? styles.menuOpen : styles.menu}
        >
          <ul>
            {menu.map((item) => {
              const active = currentPath === item.path || currentPath.startsWith(`${item.path}/`);
              return (
                <li key={item.path}>
                  <a
                    href={item.path}
                    aria-current={active ? 'page' : undefined}
                    className={active ? styles.menuItemActive : styles.menuItem}
                    onClick={(event) => {
                      event.preventDefault();
                      navigateToUrl(item.path);
                    }}
                  >
                    <span className={styles.menuIcon} aria-hidden="true">
                      {item.icon}
                    </span>
                    <span className={styles.menuLabel}>{t(item.labelKey)}</span>
                    {item.badges ? <MenuBadges badges={item.badges} /> : null}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.content}>
          <main id="content" className={styles.contentMain}>
            {children}
          </main>
          <Footer brand={brand} />
        </div>
      </div>
    </div>
  );
}
