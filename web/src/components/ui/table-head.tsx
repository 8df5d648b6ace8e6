import { tableHeadClass, tableHeadRowGroupClass } from './table-classes';

/**
 * A data table's header row: its column names, then (with `actionsLabel`) a last column of
 * buttons named for screen readers only.
 */
export function TableHead({ columns, actionsLabel }: { columns: readonly string[]; actionsLabel?: string }) {
  return (
    <thead className={tableHeadRowGroupClass}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={tableHeadClass}>
            {column}
          </th>
        ))}
        {actionsLabel === undefined ? null : (
          <th scope="col" className={tableHeadClass}>
            <span className="sr-only">{actionsLabel}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}
