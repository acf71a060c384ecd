import { TableScroll } from '../../../components/ui/TableScroll';
import { saveCsv } from '../../../lib/download';
import { type CellKind, cellText, type ReportTable, tableCsv, tableCsvFileName } from '../report-tables';
import { reportsMessages } from '../reports-messages';

const NUMBER_KINDS: readonly CellKind[] = ['count', 'money', 'days', 'percent'];

/** Figures line up on the right, a missing one (a dash) too. */
const numberClass = (kind: CellKind) => (NUMBER_KINDS.includes(kind) ? 'reports__number' : undefined);

export interface ReportTableViewProps {
  table: ReportTable;
}

/**
 * A chart's figures as a real table (captioned, the first column heading each row) with a
 * "Download CSV" button that saves the same rows.
 */
export function ReportTableView({ table }: ReportTableViewProps) {
  const download = () => saveCsv(tableCsv(table), tableCsvFileName(table, new Date()));
  return (
    <div className="reports__table-block">
      <TableScroll label={`Table: ${table.caption}`}>
        <table className="reports__table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.label} scope="col" className={numberClass(column.kind)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => {
                  const column = table.columns[index]!;
                  const text = cellText(cell, column.kind);
                  return index === 0 ? (
                    <th key={column.label} scope="row">
                      {text}
                    </th>
                  ) : (
                    <td key={column.label} className={numberClass(column.kind)}>
                      {text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <button
        type="button"
        className="button reports__csv"
        aria-label={`${reportsMessages.downloadCsv}: ${table.caption}`}
        onClick={download}
      >
        {reportsMessages.downloadCsv}
      </button>
    </div>
  );
}
