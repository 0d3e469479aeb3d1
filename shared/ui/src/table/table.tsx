import { Fragment, useId, type Key, type ReactNode } from 'react';
import { maxWidth } from '../breakpoints';
import { cx } from '../utils/class-names';
import { useMediaQuery } from '../utils/use-media-query';
import hidden from '../utils/visually-hidden.module.css';
import styles from './table.module.css';

/**
 * Where a column's cell goes when the table is a list of rows on a phone (below the `tablet` breakpoint):
 * - `primary`: the row's first line, in bold (a counterparty, a name). Several primary cells share the line.
 * - `secondary`: the muted second line, cells joined by a dot (a date, a type).
 * - `amount`: at the end of the first line, right-aligned and never cut.
 * - `status`: at the end of the second line, under the amount.
 * - `select`: a selection control before the row's lines; the column's header (a select-all control) sits above
 *   the list.
 * - `actions`: the row's buttons, on a line of their own under the row.
 * - `hidden`: left out on phones (what the other cells or a group header already say).
 *
 * Cells other than `primary`, `select` and `actions` are read with their column's header as a label, so each row's
 * text stands on its own for a screen reader.
 */
export type TablePhoneRole = 'primary' | 'secondary' | 'amount' | 'status' | 'select' | 'actions' | 'hidden';

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
  /**
   * Where the cell goes on a phone; see {@link TablePhoneRole}. Without it the first column is `primary` and the
   * others are `secondary`.
   */
  phone?: TablePhoneRole;
  /** On a phone, show the header before the cell as a visible label ("Verified: yes"); otherwise it is only read. */
  phoneLabel?: boolean;
  /** The cell on a phone when it should say less or other than `render` (a time under a day's header). */
  phoneRender?: (row: Row, index: number) => ReactNode;
  /** A `select` column's header above the list on a phone, e.g. the select-all control with a visible label. */
  phoneHeader?: ReactNode;
}

/** A group of consecutive rows under a header on a phone, e.g. the day of a transaction. */
export interface TableRowGroup {
  /** The same for every row of the group. */
  key: string;
  label: ReactNode;
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
  /**
   * `auto` (default): a table on wide screens and a list of rows below the `tablet` breakpoint. `table` or `list`
   * forces one.
   */
  layout?: 'auto' | 'table' | 'list';
  /** On a phone, rows whose group (by key) changes start under a header of the group; rows come in group order. */
  phoneGroup?: (row: Row, index: number) => TableRowGroup;
}

/**
 * A semantic data table (`<table>`, `<caption>`, column headers) in a keyboard-focusable region that scrolls
 * sideways when it is still too wide. Below the `tablet` breakpoint it becomes a list of rows (`<ul>` named by the
 * caption, one `<li>` a row) laid out by each column's {@link TableColumn.phone} role, so a phone never scrolls
 * sideways and the amount stays in sight (issue 14).
 */
export function Table<Row>(props: TableProps<Row>) {
  const phone = useMediaQuery(maxWidth('tablet'));
  const layout = props.layout ?? 'auto';
  return layout === 'list' || (layout === 'auto' && phone) ? (
    <RowList {...props} />
  ) : (
    <WideTable {...props} />
  );
}

function keyOf<Row>(rowKey: TableProps<Row>['rowKey'], row: Row, index: number): Key {
  return typeof rowKey === 'function' ? rowKey(row, index) : String(row[rowKey]);
}

function WideTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  className,
}: TableProps<Row>) {
  const captionId = useId();

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
              <tr key={keyOf(rowKey, row, index)} className={styles.row}>
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

/** The phone role of each column: declared, else `primary` for the first and `secondary` for the rest. */
function phoneRole<Row>(column: TableColumn<Row>, index: number): TablePhoneRole {
  return column.phone ?? (index === 0 ? 'primary' : 'secondary');
}

function RowList<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  className,
  phoneGroup,
}: TableProps<Row>) {
  const captionId = useId();
  const groupId = useId();
  const roles = columns.map(phoneRole);
  const of = (role: TablePhoneRole) => columns.filter((_column, index) => roles[index] === role);
  const primary = of('primary');
  const secondary = of('secondary');
  const ends = [...of('amount'), ...of('status')];
  const select = of('select');
  const actions = of('actions');

  const content = (column: TableColumn<Row>, row: Row, index: number) => {
    const render = column.phoneRender ?? column.render;
    return render ? render(row, index) : cellText(row, column.key);
  };
  const labelled = (column: TableColumn<Row>, row: Row, index: number, className: string) => (
    <span key={column.key} className={className}>
      <span className={column.phoneLabel ? styles.label : hidden.visuallyHidden}>{column.header}: </span>
      {content(column, row, index)}
    </span>
  );

  const item = (row: Row, index: number) => (
    <li key={keyOf(rowKey, row, index)} className={styles.item}>
      {select.length > 0 ? (
        <div className={styles.select}>{select.map((column) => content(column, row, index))}</div>
      ) : null}
      <div className={styles.lines}>
        <div className={styles.primary}>
          {primary.map((column) => (
            <Fragment key={column.key}>{content(column, row, index)}</Fragment>
          ))}
        </div>
        {secondary.length > 0 ? (
          <div className={styles.secondary}>
            {secondary.map((column) => labelled(column, row, index, styles.part ?? ''))}
          </div>
        ) : null}
      </div>
      {ends.length > 0 ? (
        <div className={styles.ends}>
          {ends.map((column) =>
            labelled(
              column,
              row,
              index,
              column.phone === 'amount' ? (styles.amount ?? '') : (styles.status ?? ''),
            ),
          )}
        </div>
      ) : null}
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((column) => (
            <Fragment key={column.key}>{content(column, row, index)}</Fragment>
          ))}
        </div>
      ) : null}
    </li>
  );

  // Consecutive rows of one group share a header and a list named by it.
  const groups: Array<{ group?: TableRowGroup; items: ReactNode[] }> = [];
  rows.forEach((row, index) => {
    const group = phoneGroup?.(row, index);
    const last = groups[groups.length - 1];
    if (last && last.group?.key === group?.key) last.items.push(item(row, index));
    else groups.push({ group, items: [item(row, index)] });
  });

  return (
    <div className={cx(styles.list, className)} role="group" aria-labelledby={captionId}>
      <p id={captionId} className={hideCaption ? hidden.visuallyHidden : styles.caption}>
        {caption}
      </p>
      {select.some((column) => column.phoneHeader ?? column.header) ? (
        <div className={styles.listHeader}>
          {select.map((column) => (
            <Fragment key={column.key}>{column.phoneHeader ?? column.header}</Fragment>
          ))}
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        groups.map(({ group, items }, index) =>
          group ? (
            <Fragment key={group.key}>
              <h3 id={`${groupId}-${index}`} className={styles.groupHeader}>
                {group.label}
              </h3>
              <ul className={styles.items} aria-labelledby={`${groupId}-${index}`}>
                {items}
              </ul>
            </Fragment>
          ) : (
            <ul key={index} className={styles.items} aria-labelledby={captionId}>
              {items}
            </ul>
          ),
        )
      )}
    </div>
  );
}

function cellText(row: unknown, key: string): string {
  const value = row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
