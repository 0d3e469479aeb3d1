import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import styles from './menu.module.css';

/** One entry of a {@link Menu}. */
export interface MenuAction {
  id: string;
  label: ReactNode;
  /** What choosing it does (open a dialog, navigate); the menu closes first. */
  onSelect: () => void;
}

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The button's accessible name, e.g. "Actions for EUR account". */
  label: string;
  /** What the button shows; the label, visually, when absent. */
  buttonContent?: ReactNode;
  actions: readonly MenuAction[];
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu button (WAI-ARIA menu button pattern): the button has `aria-haspopup` and `aria-expanded`; opened by
 * click, Enter, Space or the arrow keys, the list takes focus on its first item (the last with Arrow Up). Arrow
 * keys move and wrap, Home and End jump, Escape closes and gives the focus back to the button, Tab closes and
 * moves on, a click outside closes. Choosing an item closes the menu, returns focus to the button and runs it.
 */
export function Menu({ label, buttonContent, actions, align = 'end', className }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const choose = (action: MenuAction) => {
    close(true);
    action.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : actions.length - 1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  if (actions.length === 0) return null;
  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-label={buttonContent === undefined ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent ?? label}
      </button>
      {open ? (
        <ul
          id={listId}
          role="menu"
          aria-labelledby={buttonId}
          className={cx(styles.list, align === 'start' ? styles.start : styles.end)}
          onKeyDown={onListKeyDown}
        >
          {actions.map((action, index) => (
            <li key={action.id} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                className={styles.item}
                onClick={() => choose(action)}
                onMouseEnter={() => setActive(index)}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
