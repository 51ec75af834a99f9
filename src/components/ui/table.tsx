import { useCallback, useId, useState, type ComponentProps, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

/** Padding between columns; the last column has none so the table lines up with the text around it. */
const cellVariants = cva('py-2 last:pr-0', {
  variants: {
    spacing: { snug: 'pr-3', roomy: 'pr-4', fluid: 'pr-3 sm:pr-4' },
  },
  defaultVariants: { spacing: 'snug' },
});

export interface TableColumn<Row> {
  /** The column header; a string header is also the column's key. */
  header: ReactNode;
  /** Needed when `header` is not a string. */
  key?: string | undefined;
  cell: (row: Row) => ReactNode;
  /** Classes for the header cell only (a width). */
  headClassName?: string | undefined;
  /** Classes for the body and footer cells only (tabular-nums, whitespace-nowrap). */
  cellClassName?: string | undefined;
  /** The cells repeat what the row already says (a bar), so assistive tech skips them. */
  decorative?: boolean | undefined;
}

type DataAttributes = { [name: `data-${string}`]: string | undefined };

interface TableProps<Row> extends Omit<ComponentProps<'table'>, 'children'>, VariantProps<typeof cellVariants> {
  /** Names the table (and its scroll region); hidden unless `captionVisible`. */
  caption: ReactNode;
  captionVisible?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The first column names each row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Attributes for a body row, such as `data-*` hooks. */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & DataAttributes;
  /** Top-align the cells of rows that run to several lines. */
  alignTop?: boolean;
  /** A totals row, in bold, drawn with the same columns; its cells carry `data-total` = the column's key. */
  footer?: Row;
  /** Shown (muted) instead of the table when there are no rows. */
  empty?: ReactNode;
  /**
   * On phones (below `sm`), each row is drawn as a card, its cells stacked under their column's
   * name, instead of a table to scroll sideways. The table's roles are set explicitly, since a
   * table drawn as blocks loses them in some browsers.
   */
  stacked?: boolean;
}

const columnKey = <Row,>(column: TableColumn<Row>) => column.key ?? (typeof column.header === 'string' ? column.header : '');

/** A ref for a scroll container, and whether its content is wider than it (it scrolls sideways). */
function useOverflows() {
  const [overflows, setOverflows] = useState(false);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A data table: a caption, column headers with `scope`, an optional row header and footer, and a
 * sideways-scrolling container. While the table is wider than its container, the container is a
 * labelled region in the tab order, so keyboard users can scroll it too (WCAG 2.1.1).
 */
export function Table<Row>({
  caption,
  captionVisible = false,
  columns,
  rows,
  rowKey,
  rowHeader = false,
  rowProps,
  alignTop = false,
  footer,
  empty,
  spacing,
  stacked = false,
  className,
  ...props
}: TableProps<Row>) {
  const captionId = useId();
  const [containerRef, overflows] = useOverflows();
  if (rows.length === 0 && empty !== undefined) {
    return (
      <p data-slot="table-empty" className="text-muted-foreground">
        {empty}
      </p>
    );
  }
  const cellClass = cn(cellVariants({ spacing }), stacked && 'max-sm:block max-sm:py-1 max-sm:pr-0');
  const role = (name: string) => (stacked ? { role: name } : {});
  const renderCells = (row: Row, part: 'body' | 'total') =>
    columns.map((column, index) => {
      const Cell = rowHeader && index === 0 ? 'th' : 'td';
      return (
        <Cell
          key={columnKey(column)}
          scope={Cell === 'th' ? 'row' : undefined}
          aria-hidden={column.decorative || undefined}
          data-total={part === 'total' && Cell === 'td' ? columnKey(column) : undefined}
          className={cn(cellClass, Cell === 'th' && part === 'body' && 'font-normal', column.cellClassName)}
          {...role(Cell === 'th' ? 'rowheader' : 'cell')}
        >
          {stacked && index > 0 && (
            // The column's name over the cell on a phone; assistive tech has the column header.
            <span aria-hidden="true" className="text-muted-foreground block text-sm font-semibold sm:hidden">
              {column.header}
            </span>
          )}
          {column.cell(row)}
        </Cell>
      );
    });
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      className="overflow-x-auto"
      {...(overflows ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table data-slot="table" className={cn('w-full text-left', stacked && 'max-sm:block', className)} {...role('table')} {...props}>
        <caption id={captionId} className={captionVisible ? 'text-muted-foreground pb-2 text-left' : 'sr-only'}>
          {caption}
        </caption>
        <thead className={cn(stacked && 'max-sm:sr-only')} {...role('rowgroup')}>
          <tr className="border-border border-b" {...role('row')}>
            {columns.map((column) => (
              <th key={columnKey(column)} scope="col" className={cn(cellClass, column.headClassName)} {...role('columnheader')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={cn(stacked && 'max-sm:block')} {...role('rowgroup')}>
          {rows.map((row) => {
            const { className: rowClass, ...attributes } = rowProps?.(row) ?? {};
            return (
              <tr
                key={rowKey(row)}
                className={cn('border-border border-b', alignTop && 'align-top', stacked && 'max-sm:block max-sm:py-2', rowClass)}
                {...role('row')}
                {...attributes}
              >
                {renderCells(row, 'body')}
              </tr>
            );
          })}
        </tbody>
        {footer !== undefined && (
          <tfoot className={cn(stacked && 'max-sm:block')} {...role('rowgroup')}>
            <tr className={cn('font-semibold', stacked && 'max-sm:block')} {...role('row')}>
              {renderCells(footer, 'total')}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
