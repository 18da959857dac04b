import type { ReactNode } from 'react';

/**
 * A table of a rules page (every game's): column headers, a row header in each row's first cell, an optional caption,
 * inside a wrapper that scrolls sideways on a narrow screen.
 */
export function RulesTable({
  head,
  rows,
  caption,
}: {
  head: readonly ReactNode[];
  rows: readonly ReactNode[][];
  caption?: ReactNode;
}) {
  return (
    <div className="rules-table-wrap">
      <table className="grid">
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {c}
                  </th>
                ) : (
                  <td key={j}>{c}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
