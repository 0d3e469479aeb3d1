import { useId, type Key, type ReactNode } from 'react';
import { cx } from '../utils/class-names';
import hidden from '../utils/visually-hidden.module.css';
import styles from './table.module.css';

/** One column of a {@link Table}. */
export interface TableColumn<Row> {
  /** Unique within the table; also the field of `Row` shown when there is no `render`. */
  key: string;
  /** Column header text (a `<th scope="col">`). */
  header: ReactNode;
  /** `end` right-aligns the column (amounts, dates) with tabular digits. Defaults to `start`. */
  align?: 'start' | 'end';
  /** Cell content; without it the cell shows `row[key]` as text. */
  render?: (row: Row, index: number) => ReactNode;
}

/** Props of {@link Table}. */
export interface TableProps<Row> {
  /** What the table lists; its accessible name. */
  caption: ReactNode;
  /** Hides the caption visually (it stays the accessible name), for a table under a card title that says the same. */
  hideCaption?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  /** The field that identifies a row, or a function returning its key. */
  rowKey: (keyof Row & string) | ((row: Row, index: number) => Key);
  /** Shown in place of the rows when there are none, e.g. "No transactions yet". */
  empty: ReactNode;
  className?: string;
}

/**
 * A semantic data table (`<table>`, `<caption>`, column headers) in a keyboard-focusable region that scrolls
 * sideways on narrow screens.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const keyOf = (row: Row, index: number): Key =>
    typeof rowKey === 'function' ? rowKey(row, index) : String(row[rowKey]);

  return (
    <div className={cx(styles.scroller, className)} role="group" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={hideCaption ? hidden.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.th, column.align === 'end' && styles.end)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={keyOf(row, index)} className={styles.row}>
                {columns.map((column) => (
                  <td key={column.key} className={cx(styles.td, column.align === 'end' && styles.end)}>
                    {column.render ? column.render(row, index) : cellText(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function cellText(row: unknown, key: string): string {
  const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
