import { buttonVariants } from '@/components/ui/button-variants';

/** One CSV field, quoted when it holds a comma, quote or line break. */
const field = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A link that saves the table as a CSV file, made in the browser (nothing is uploaded). */
export function CsvDownload({ fileName, rows }: { fileName: string; rows: (string | number)[][] }) {
  const csv = rows.map((row) => row.map(field).join(',')).join('\r\n');
  return (
    <a
      href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
      download={fileName}
      className={buttonVariants({ variant: 'outline' })}
    >
      Download as CSV
    </a>
  );
}
