import { render, screen, within } from '../test-utils';
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
});
