import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import { nameBeforeFullStop, type BrandConfig } from '@portal/brands/brands';
import { LANGUAGE_NAMES, changeLanguage, normaliseLanguage, type Language } from '@portal/i18n/i18n';
import { VisuallyHidden } from '@portal/ui/components';
import { useFirstPaintTakenOver } from './first-paint-frame';
import styles from './layouts.module.css';

export function LanguageSwitch({ brand, id }: { brand: BrandConfig; id: string }) {
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

/**
 * spec 01 §2: the footer is hidden while a text input or editable area has focus.
 *
 * When a press moves the focus out of a field (a click on the form's button), the footer comes back only once the
 * press has ended and its click has run: showing it between mouse down and up moved the button from under the
 * pointer, so the click landed beside it and the form was never sent.
 */
function useEditingFocus(): boolean {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const isEditable = (node: EventTarget | null) =>
      node instanceof HTMLElement &&
      (node.isContentEditable ||
        node.tagName === 'TEXTAREA' ||
        (node.tagName === 'INPUT' &&
          !['checkbox', 'radio', 'button', 'submit'].includes((node as HTMLInputElement).type)));
    let pressed = false;
    let revealAfterPress = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = () => {
      pressed = true;
    };
    const onPointerEnd = () => {
      pressed = false;
      if (!revealAfterPress) return;
      revealAfterPress = false;
      // After the click that follows this pointer up, in the same task.
      timer = setTimeout(() => setEditing(isEditable(document.activeElement)), 0);
    };
    const leaveEditing = () => {
      if (pressed) revealAfterPress = true;
      else setEditing(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isEditable(event.target)) return leaveEditing();
      revealAfterPress = false;
      setEditing(true);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerEnd, true);
    document.addEventListener('pointercancel', onPointerEnd, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', leaveEditing);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('pointerup', onPointerEnd, true);
      document.removeEventListener('pointercancel', onPointerEnd, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', leaveEditing);
    };
  }, []);
  return editing;
}

export function Footer({
  brand,
  compact = false,
  lead,
}: {
  brand: BrandConfig;
  compact?: boolean;
  /** A line above the links that stays while they hide (the signed-out pages' "Secure connection"). */
  lead?: ReactNode;
}) {
  const editing = useEditingFocus();
  const className = compact ? styles.footerCompact : styles.footer;
  return (
    <footer className={lead ? `${className} ${styles.footerWithLead}` : className} hidden={editing && !lead}>
      {lead}
      <div className={styles.footerBody} hidden={editing}>
        <FooterLinks brand={brand} />
      </div>
    </footer>
  );
}

function FooterLinks({ brand }: { brand: BrandConfig }) {
  const { t } = useTranslation('common');
  return (
    <>
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
          company: nameBeforeFullStop(brand.accountConfirmation.legalEntityName),
        })}
        <br />
        {brand.accountConfirmation.regulatorFooter}
      </p>
    </>
  );
}

export function Logo({ brand }: { brand: BrandConfig }) {
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

/**
 * Sign-in and other pages before a session: brand, a centred content column, a short footer. A `tall` page (the
 * route table's) has the screen's height reserved, its footer below the fold while it loads (as the server's frame).
 */
export function ExternalLayout({
  brand,
  tall = false,
  children,
}: {
  brand: BrandConfig;
  tall?: boolean;
  children: ReactNode;
}) {
  useFirstPaintTakenOver();
  return (
    <div className={styles.external}>
      <header className={styles.externalHeader}>
        <Logo brand={brand} />
        <LanguageSwitch brand={brand} id="language-external" />
      </header>
      <main id="content" className={tall ? `${styles.externalMain} ${styles.tall}` : styles.externalMain}>
        {children}
      </main>
      {/* In the footer: every line of a page sits in a landmark (axe region), and it stays while the links hide. */}
      <Footer brand={brand} compact lead={<SecureConnection />} />
    </div>
  );
}

function SecureConnection() {
  const { t } = useTranslation('common');
  return (
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
  );
}
