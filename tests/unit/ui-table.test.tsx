import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Table, type TableColumn } from '@/components/ui/table';

interface Score {
  name: string;
  value: number;
}

const columns: TableColumn<Score>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Value', cell: (row) => row.value, cellClassName: 'tabular-nums' },
  { header: 'Bar', cell: (row) => `${row.value}%`, decorative: true },
];
const rows: Score[] = [
  { name: 'Calm', value: 4 },
  { name: 'Energy', value: 2 },
];

describe('Table', () => {
  test('is named by its caption, with column headers and a header for each row', () => {
    render(<Table caption="Scores this week" columns={columns} rows={rows} rowKey={(row) => row.name} rowHeader />);
    const table = screen.getByRole('table', { name: 'Scores this week' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Value', 'Bar']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Calm', 'Energy']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
  });

  test('stacked: keeps its table roles when drawn as cards on a phone, each cell under its column’s name', () => {
    render(<Table caption="Scores this week" columns={columns} rows={rows} rowKey={(row) => row.name} rowHeader stacked />);
    const table = screen.getByRole('table', { name: 'Scores this week' });
    expect(table).toHaveAttribute('role', 'table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const calm = within(table).getAllByRole('row')[1]!;
    expect(within(calm).getByRole('rowheader')).toHaveTextContent('Calm');
    // The name shown over a cell on a phone is hidden from assistive tech, which has the header.
    const value = within(calm).getAllByRole('cell')[0]!;
    expect(value).toHaveAccessibleName('4');
    expect(value.querySelector('[aria-hidden="true"]')).toHaveTextContent('Value');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Value', 'Bar']);
  });

  test('hides decorative cells from assistive tech and leaves the first cell a plain cell without rowHeader', () => {
    render(<Table caption="Scores" columns={columns} rows={rows} rowKey={(row) => row.name} />);
    expect(screen.queryAllByRole('rowheader')).toHaveLength(0);
    expect(screen.getByText('4%')).toHaveAttribute('aria-hidden', 'true');
  });

  test('shows the empty message instead of an empty table', () => {
    render(<Table caption="Scores" columns={columns} rows={[]} rowKey={(row) => row.name} empty="No scores yet." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No scores yet.')).toBeVisible();
  });

  test('marks each total with its column', () => {
    render(
      <Table caption="Scores" columns={columns} rows={rows} rowKey={(row) => row.name} rowHeader footer={{ name: 'Total', value: 6 }} />,
    );
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.querySelector('[data-total="Value"]')).toHaveTextContent('6');
  });

  test('passes row attributes through for the row it describes', () => {
    render(
      <Table caption="Scores" columns={columns} rows={rows} rowKey={(row) => row.name} rowProps={(row) => ({ 'data-name': row.name })} />,
    );
    expect(document.querySelector('[data-name="Energy"]')).toHaveTextContent('Energy2');
  });
});
