import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { directedBy } from './firms-numbers.ts';
import { firmLabel } from './labels.ts';
import type { View } from './zone-props.ts';

const { FIRMS } = CheckersExchange;

/** Every seat in one line: cash, shares per firm, active or resigned, the firms it directs. */
export function PlayersTable({ view, seat, names }: { view: View; seat: number | null; names: readonly string[] }) {
  const { t } = useTranslation();
  const w = 'checkers-exchange.status.players';
  return (
    <>
      <h3 id="ce-players-title">{t(`${w}.title`)}</h3>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="ce-players-title">
        <table className="grid ce-players" data-testid="ce-players">
          <thead>
            <tr>
              <th scope="col">{t(`${w}.player`)}</th>
              <th scope="col" className="num">
                {t(`${w}.cash`)}
              </th>
              <th scope="col">{t(`${w}.shares`)}</th>
              <th scope="col">{t(`${w}.status`)}</th>
              <th scope="col">{t(`${w}.directs`)}</th>
            </tr>
          </thead>
          <tbody>
            {view.seats.map((s, i) => {
              const name = names[i] ?? `#${i + 1}`;
              const held = FIRMS.filter((f) => s.holdings[f] > 0);
              const directs = directedBy(view, i);
              return (
                <tr key={i} data-seat={i} className={i === seat ? 'ce-me' : undefined}>
                  <th scope="row">{i === seat ? t(`${w}.me`, { name }) : name}</th>
                  <td className="num" data-testid={`ce-cash-${i}`}>
                    {t('checkers-exchange.game.cr', { amount: s.cash })}
                  </td>
                  <td data-testid={`ce-holdings-${i}`}>
                    {held.length === 0
                      ? t(`${w}.none`)
                      : held.map((f) => `${firmLabel(f)} ${s.holdings[f]}`).join(', ')}
                  </td>
                  <td>{t(`${w}.${s.status}`)}</td>
                  <td>{directs.length === 0 ? t(`${w}.none`) : directs.map(firmLabel).join(', ')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
