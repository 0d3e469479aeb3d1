import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import type { BrandConfig } from '@portal/brands/brands';
import type { UserState } from '@portal/session/session';
import { VisuallyHidden } from '@portal/ui/components';
import { useAccessNotice } from './access-notice';
import { Footer, LanguageSwitch, Logo } from './layouts';
import { useFirstPaintTakenOver } from './first-paint-frame';
import styles from './layouts.module.css';

/** A counter after a menu label; `labelKey` (namespace common, with `count`) is what a screen reader hears. */
export interface MenuBadge {
  count: number;
  labelKey: string;
  /** A colour of its own: red for something waiting for the customer, blue for a plain count (spec 03 §2). */
  tone?: 'danger' | 'info';
}

export interface MenuItem {
  path: string;
  labelKey: string;
  icon: ReactNode;
  /** Counters shown after the label, each hidden at 0. */
  badges?: readonly MenuBadge[];
  /** Pages listed beneath this one (batch transfers under History, login history under Security). */
  children?: readonly MenuItem[];
  /** The item is highlighted: something here needs the customer (spec 03 §2); the key names what, for the link's name. */
  attentionKey?: string;
}

/**
 * Who is signed in and for whom (issue 14): the person's name and initials always; for a business user the
 * company acted for and the user's right there ("Bianca Studio Ltd · Full access"), never the company's name
 * beside the person's initials.
 */
export function identityOf(user: UserState): {
  person: string;
  initials: string;
  company?: string;
  accessRight: number;
} {
  const person = `${user.firstName} ${user.lastName}`.trim();
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return {
    person: person || user.login,
    initials: initials || (user.login[0] ?? '').toUpperCase(),
    company: user.customerType === 1 ? user.businessName : undefined,
    accessRight: user.accessRight,
  };
}

/**
 * One menu entry. The page shown is marked current; a parent entry is not, while one of its own sub-pages is (the
 * sub-page's entry is), so exactly one link says "current page".
 */
function MenuLink({
  item,
  currentPath,
  nested = false,
}: {
  item: MenuItem;
  currentPath: string;
  nested?: boolean;
}) {
  const { t } = useTranslation('common');
  const inChild = item.children?.some(
    (child) => currentPath === child.path || currentPath.startsWith(`${child.path}/`),
  );
  const active = !inChild && (currentPath === item.path || currentPath.startsWith(`${item.path}/`));
  const className = nested
    ? active
      ? styles.subMenuItemActive
      : styles.subMenuItem
    : active
      ? styles.menuItemActive
      : styles.menuItem;
  return (
    <a
      href={item.path}
      aria-current={active ? 'page' : undefined}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        navigateToUrl(item.path);
      }}
    >
      {nested ? null : (
        <span className={styles.menuIcon} aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span className={styles.menuLabel}>{t(item.labelKey)}</span>
      {item.attentionKey ? (
        <span className={styles.attention} data-testid="menu-attention">
          <span aria-hidden="true">!</span>
          <VisuallyHidden>{` (${t(item.attentionKey)})`}</VisuallyHidden>
        </span>
      ) : null}
      {item.badges ? <MenuBadges badges={item.badges} /> : null}
    </a>
  );
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
          className={
            badge.tone === 'danger'
              ? styles.badgeDanger
              : badge.tone === 'info'
                ? styles.badgeInfo
                : index === 0
                  ? styles.badge
                  : styles.badgeSecondary
          }
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

/**
 * Signed-in pages: header with the user and language, the mode the user works in (support acting as a customer)
 * right under it, the menu, the line saying what the user's access leaves out, the content and the footer.
 */
export function MainLayout({
  brand,
  user,
  menu,
  currentPath,
  onSignOut,
  onSwitchCompany,
  banner,
  headerActions,
  children,
}: {
  brand: BrandConfig;
  user: UserState | null;
  menu: MenuItem[];
  currentPath: string;
  onSignOut: () => void;
  /** Offers the choice of company again (business users with several, spec 01 §4 rule 4; issue 14). */
  onSwitchCompany?: () => void;
  /** Shown across the page under the header (the acting-as mode, issue 22). */
  banner?: ReactNode;
  /** In the header before sign-out: the notifications button (issue 31). */
  headerActions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  useFirstPaintTakenOver();
  const [menuOpen, setMenuOpen] = useState(false);
  const notice = useAccessNotice(user);
  const identity = user ? identityOf(user) : undefined;
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
          <div className={styles.headerLanguage}>
            <LanguageSwitch brand={brand} id="language-main" />
          </div>
          {identity ? (
            <div className={styles.user} title={t('layout.signedInAs', { name: identity.person })}>
              <span className={styles.avatar} aria-hidden="true">
                {identity.initials}
              </span>
              <span className={styles.userText}>
                <span className={styles.userName}>{identity.person}</span>
                {identity.company ? (
                  <span className={styles.userCompany}>
                    {t('layout.forCompany', {
                      company: identity.company,
                      role: t(`companyChoice.rights.${identity.accessRight}`),
                    })}
                  </span>
                ) : null}
              </span>
              {onSwitchCompany && user?.customerType === 1 && user.isHaveRelatedAccounts ? (
                <button type="button" className={styles.switchCompany} onClick={onSwitchCompany}>
                  {t('layout.switchCompany')}
                </button>
              ) : null}
            </div>
          ) : null}
          {headerActions}
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            {t('layout.signOut')}
          </button>
        </div>
      </header>
      {banner}
      <div className={styles.body}>
        <nav
          id="main-menu"
          aria-label={t('layout.mainMenu')}
          className={menuOpen ? styles.menuOpen : styles.menu}
        >
          {onSwitchCompany && user?.customerType === 1 && user.isHaveRelatedAccounts ? (
            // On a phone the header has no room for it: the menu carries it.
            <button type="button" className={styles.menuSwitchCompany} onClick={onSwitchCompany}>
              {t('layout.switchCompany')}
            </button>
          ) : null}
          {/* On a phone the header has no room for the language's whole name: the menu carries it. */}
          <div className={styles.menuLanguage}>
            <LanguageSwitch brand={brand} id="language-menu" />
          </div>
          <ul>
            {menu.map((item) => (
              <li key={item.path}>
                <MenuLink item={item} currentPath={currentPath} />
                {item.children ? (
                  <ul className={styles.subMenu}>
                    {item.children.map((child) => (
                      <li key={child.path}>
                        <MenuLink item={child} currentPath={currentPath} nested />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <main
            id="content"
            className={notice.pending ? `${styles.contentMain} ${styles.noticePending}` : styles.contentMain}
            aria-busy={notice.pending || undefined}
          >
            {notice.line}
            {children}
          </main>
          <Footer brand={brand} />
        </div>
      </div>
    </div>
  );
}
