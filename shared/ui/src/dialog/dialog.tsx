import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../utils/class-names';
import { tabbableElements } from '../utils/tabbable';
import styles from './dialog.module.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. The dialog is controlled: close it by setting this to false in `onClose`. */
  open: boolean;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Called on Escape, on the close button and on a click outside the panel (unless `closeOnBackdropClick` is false). */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom, main action last (it sits on the right, and first under the thumb on phones). */
  actions?: ReactNode;
  /** Width of the panel: 400, 520 (default) or 720 px. On phones the dialog is a full-width bottom sheet. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button; pass a translated text. Defaults to "Close". */
  closeLabel?: string;
  /**
   * Element to focus on open (a stable `useRef`); by default the first focusable element of the content, then of
   * the actions, then the close button.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Set false for dialogs that must not be dismissed by a stray click, such as a half-filled form. */
  closeOnBackdropClick?: boolean;
  className?: string;
}

/**
 * A modal dialog rendered in a portal on `document.body`: `role="dialog"`, `aria-modal`, named by its title.
 * Focus moves in when it opens, Tab and Shift+Tab stay inside, Escape and the close button call `onClose`, and
 * focus goes back to the element that opened it when it closes.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  title,
  onClose,
  children,
  actions,
  size = 'md',
  closeLabel = 'Close',
  initialFocusRef,
  closeOnBackdropClick = true,
  className,
}: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest onClose without re-running the focus effect when the parent passes a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      initialFocusRef?.current ??
      (panelRef.current &&
        tabbableElements(panelRef.current).find((element) => element !== closeRef.current)) ??
      closeRef.current ??
      panelRef.current;
    target?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the panel mounts when the dialog opens and unmounts when it closes.
  }, [initialFocusRef]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the innermost dialog closes.
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = tabbableElements(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    // Keep focus inside the dialog instead of letting it fall to <body>.
    event.preventDefault();
    if (closeOnBackdropClick) onCloseRef.current();
  };

  return (
    <div className={styles.overlay} onMouseDown={handleBackdropMouseDown} onKeyDown={handleKeyDown}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.panel, styles[size], className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {actions != null && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
