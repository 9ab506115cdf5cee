// A table's row of column headings; a heading given as { hidden } is read to screen readers only.

export type ColumnHeading = string | { hidden: string };

export function HeadingRow({ columns, cellClassName }: { columns: ColumnHeading[]; cellClassName: string }) {
  return (
    <tr>
      {columns.map((column) => (
        <th key={typeof column === "string" ? column : column.hidden} scope="col" className={cellClassName}>
          {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
        </th>
      ))}
    </tr>
  );
}
