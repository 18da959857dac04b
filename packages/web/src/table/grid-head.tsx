import type { ReactNode } from 'react';

/**
 * The head row of a board's table: the first column names the rows (a player, a company), the others hold numbers,
 * so their heads are right-aligned over them (`num`).
 */
export function GridHead({ first, nums }: { first: ReactNode; nums: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {nums.map((h, i) => (
          <th key={i} scope="col" className="num">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
