import { fireEvent, render, screen, within } from '../test-utils';
import { Table, type TableColumn } from './table';

interface Payment {
  id: string;
  payee: string;
  amount: number;
}

const COLUMNS: Array<TableColumn<Payment>> = [
  { key: 'payee', header: 'Payee' },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => `€${row.amount.toFixed(2)}` },
];

describe('Table', () => {
  it('renders a header row and one row per item, with rendered and plain cells', () => {
    const rows: Payment[] = [
      { id: 'p1', payee: 'Northwind Ltd', amount: 120 },
      { id: 'p2', payee: 'Contoso GmbH', amount: 9.5 },
    ];
    render(
      <Table caption="Recent payments" columns={COLUMNS} rows={rows} rowKey="id" empty="No payments yet" />,
    );

    const table = screen.getByRole('table', { name: 'Recent payments' });
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Payee', 'Amount']);
    expect(bodyRows).toHaveLength(2);
    expect(
      within(bodyRows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Northwind Ltd', '€120.00']);
    expect(screen.queryByText('No payments yet')).not.toBeInTheDocument();
  });

  it('with no rows: shows the empty content in one cell spanning every column', () => {
    render(
      <Table caption="Recent payments" columns={COLUMNS} rows={[]} rowKey="id" empty="No payments yet" />,
    );

    const table = screen.getByRole('table', { name: 'Recent payments' });
    const cells = within(table).getAllByRole('cell');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveTextContent('No payments yet');
    expect(cells[0]).toHaveAttribute('colspan', '2');
  });

  it('sits in a focusable group named by the caption, so keyboard users can scroll it', () => {
    render(
      <Table caption="Recent payments" hideCaption columns={COLUMNS} rows={[]} rowKey="id" empty="None" />,
    );

    expect(screen.getByRole('group', { name: 'Recent payments' })).toHaveAttribute('tabindex', '0');
  });

  describe('on a phone (a list of rows)', () => {
    interface Transfer {
      id: string;
      day: string;
      payee: string;
      type: string;
      amount: string;
      status: string;
    }
    const transfers: Transfer[] = [
      {
        id: 't1',
        day: '2026-11-26',
        payee: 'Northwind Ltd',
        type: 'Card',
        amount: '-€12.00',
        status: 'Done',
      },
      {
        id: 't2',
        day: '2026-11-26',
        payee: 'Contoso GmbH',
        type: 'SEPA',
        amount: '+€9.50',
        status: 'Pending',
      },
      { id: 't3', day: '2026-11-25', payee: 'Fabrikam', type: 'Card', amount: '-€1.00', status: 'Done' },
    ];
    const opened: string[] = [];
    const columns: Array<TableColumn<Transfer>> = [
      { key: 'day', header: 'Date', phone: 'hidden' },
      { key: 'type', header: 'Type', phone: 'secondary' },
      {
        key: 'payee',
        header: 'Payee',
        phone: 'primary',
        render: (row) => (
          <button type="button" onClick={() => opened.push(row.id)}>
            {row.payee}
          </button>
        ),
      },
      { key: 'status', header: 'Status', phone: 'status' },
      { key: 'amount', header: 'Amount', align: 'end', phone: 'amount' },
    ];
    const stubPhone = (matches: boolean) => {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({
          matches,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }),
      });
    };
    afterEach(() => {
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    it('below the tablet breakpoint: a list named by the caption, each row one item laid out by the column roles', () => {
      stubPhone(true);
      render(<Table caption="Transfers" columns={columns} rows={transfers} rowKey="id" empty="None" />);

      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Transfers' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      // Primary first, then the secondary line, then the amount and status at the end, each with its header read.
      expect(items[0]).toHaveTextContent(/^Northwind LtdType: CardAmount: -€12\.00Status: Done$/);
      // A hidden column stays out of the row.
      expect(items[0]).not.toHaveTextContent('2026-11-26');
      expect(within(items[1]!).getByText('+€9.50')).toHaveClass('amount');
    });

    it('on a wide screen: the table as before', () => {
      stubPhone(false);
      render(<Table caption="Transfers" columns={columns} rows={transfers} rowKey="id" empty="None" />);

      expect(screen.getByRole('table', { name: 'Transfers' })).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('groups consecutive rows under a header naming their list', () => {
      render(
        <Table
          layout="list"
          caption="Transfers"
          columns={columns}
          rows={transfers}
          rowKey="id"
          empty="None"
          phoneGroup={(row) => ({ key: row.day, label: row.day === '2026-11-26' ? 'Today' : 'Yesterday' })}
        />,
      );

      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Today',
        'Yesterday',
      ]);
      expect(within(screen.getByRole('list', { name: 'Today' })).getAllByRole('listitem')).toHaveLength(2);
      expect(within(screen.getByRole('list', { name: 'Yesterday' })).getByRole('listitem')).toHaveTextContent(
        'Fabrikam',
      );
    });

    it('keeps the buttons of a row reachable and working', () => {
      opened.length = 0;
      render(
        <Table
          layout="list"
          caption="Transfers"
          columns={columns}
          rows={transfers}
          rowKey="id"
          empty="None"
        />,
      );

      const button = screen.getByRole('button', { name: 'Contoso GmbH' });
      button.focus();
      expect(button).toHaveFocus();
      fireEvent.click(button);
      expect(opened).toEqual(['t2']);
    });

    it('puts selection controls before the row, their header above the list, and actions under the row', () => {
      const withControls: Array<TableColumn<Transfer>> = [
        {
          key: 'select',
          header: <input type="checkbox" aria-label="Select all" />,
          phone: 'select',
          render: (row) => <input type="checkbox" aria-label={`Select ${row.payee}`} />,
        },
        ...columns,
        {
          key: 'actions',
          header: 'Actions',
          phone: 'actions',
          render: (row) => <button type="button">Approve {row.payee}</button>,
        },
      ];
      render(
        <Table
          layout="list"
          caption="Transfers"
          columns={withControls}
          rows={transfers}
          rowKey="id"
          empty="None"
        />,
      );

      const selectAll = screen.getByRole('checkbox', { name: 'Select all' });
      const list = screen.getByRole('list', { name: 'Transfers' });
      expect(list).not.toContainElement(selectAll);
      const first = within(list).getAllByRole('listitem')[0]!;
      const controls = within(first).getAllByRole('checkbox').concat(within(first).getAllByRole('button'));
      expect(controls.map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual([
        'Select Northwind Ltd',
        'Northwind Ltd',
        'Approve Northwind Ltd',
      ]);
      // Document order is the keyboard order: the checkbox, the row's own button, then its actions.
      expect(first.lastElementChild).toHaveTextContent('Approve Northwind Ltd');
    });

    it('without roles: the first column leads and the others make the second line', () => {
      render(
        <Table
          layout="list"
          caption="Recent payments"
          columns={COLUMNS}
          rows={[{ id: 'p1', payee: 'Northwind Ltd', amount: 120 }]}
          rowKey="id"
          empty="None"
        />,
      );

      expect(screen.getByRole('listitem')).toHaveTextContent(/^Northwind LtdAmount: €120\.00$/);
    });

    it('a column may say less on a phone (phoneRender) and show its header as a visible label', () => {
      render(
        <Table
          layout="list"
          caption="Transfers"
          columns={[
            { key: 'payee', header: 'Payee', phone: 'primary' },
            {
              key: 'day',
              header: 'Date',
              phone: 'secondary',
              render: () => 'long date',
              phoneRender: () => 'short',
            },
            { key: 'type', header: 'Type', phone: 'secondary', phoneLabel: true },
          ]}
          rows={transfers.slice(0, 1)}
          rowKey="id"
          empty="None"
        />,
      );

      expect(screen.getByRole('listitem')).toHaveTextContent(/^Northwind LtdDate: shortType: Card$/);
      expect(screen.getByText('Type:')).toHaveClass('label');
      expect(screen.getByText('Date:')).not.toHaveClass('label');
    });

    it('a select column may put another control above the list (phoneHeader), e.g. one with a visible label', () => {
      render(
        <Table
          layout="list"
          caption="Transfers"
          columns={[
            {
              key: 'select',
              phone: 'select',
              header: <input type="checkbox" aria-label="Select every transfer on this page" />,
              phoneHeader: (
                <label>
                  <input type="checkbox" /> Select all
                </label>
              ),
              render: (row) => <input type="checkbox" aria-label={`Select ${row.payee}`} />,
            },
            ...columns,
          ]}
          rows={transfers}
          rowKey="id"
          empty="None"
        />,
      );

      expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
      expect(
        screen.queryByRole('checkbox', { name: 'Select every transfer on this page' }),
      ).not.toBeInTheDocument();
    });

    it('with no rows: shows the empty content in place of the list', () => {
      render(
        <Table
          layout="list"
          caption="Transfers"
          columns={columns}
          rows={[]}
          rowKey="id"
          empty="No transfers"
        />,
      );

      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Transfers' })).toHaveTextContent('No transfers');
    });
  });
});
