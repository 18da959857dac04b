import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { SeatBadge } from '../../table/seat-badge.tsx';
import { useAmounts } from './exchange-format.ts';
import { directedBy } from './firms-numbers.ts';
import { firmLabel } from './labels.ts';
import type { View } from './zone-props.ts';

const { FIRMS } = CheckersExchange;

/** Every seat in one line: cash, shares per firm, active or resigned, the firms it directs. */
export function PlayersTable({ view, seat, names }: { view: View; seat: number | null; names: readonly string[] }) {
  const { t } = useTranslation();
  const { cr } = useAmounts();
  return (
    <>
      <h3 id="ce-players-title">{t('checkers-exchange.status.players.title')}</h3>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="ce-players-title">
        <table className="grid ce-players" data-testid="ce-players">
          <thead>
            <tr>
              <th scope="col">{t('checkers-exchange.status.players.player')}</th>
              <th scope="col" className="num">
                {t('checkers-exchange.status.players.cash')}
              </th>
              <th scope="col">{t('checkers-exchange.status.players.shares')}</th>
              <th scope="col">{t('checkers-exchange.status.players.status')}</th>
              <th scope="col">{t('checkers-exchange.status.players.directs')}</th>
            </tr>
          </thead>
          <tbody>
            {view.seats.map((s, i) => {
              const name = names[i] ?? `#${i + 1}`;
              const held = FIRMS.filter((f) => s.holdings[f] > 0);
              const directs = directedBy(view, i);
              return (
                <tr key={i} data-seat={i} className={i === seat ? 'ce-me' : undefined}>
                  <th scope="row">
                    {i === seat ? t('checkers-exchange.status.players.me', { name }) : name}
                    <SeatBadge seat={i} />
                  </th>
                  <td className="num" data-testid={`ce-cash-${i}`}>
                    {cr(s.cash)}
                  </td>
                  <td data-testid={`ce-holdings-${i}`}>
                    {held.length === 0
                      ? t('checkers-exchange.status.players.none')
                      : held.map((f) => `${firmLabel(f)} ${s.holdings[f]}`).join(', ')}
                  </td>
                  <td>
                    {/* "playing" under "Game over" contradicted it: a seat still active then played to the end */}
                    {t(
                      `checkers-exchange.status.players.${s.status === 'active' && view.phase === 'finished' ? 'finished' : s.status}`,
                    )}
                  </td>
                  <td>
                    {directs.length === 0
                      ? t('checkers-exchange.status.players.none')
                      : directs.map(firmLabel).join(', ')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
