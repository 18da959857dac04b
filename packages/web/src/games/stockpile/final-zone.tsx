import type { Stockpile } from '@birzha/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GridHead } from '../../table/grid-head.tsx';
import type { LogItem } from '../../table/use-table.ts';
import { joinWords } from './card-text.ts';
import { COMPANIES } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { money } from './money.ts';

/** The final scoring's parts per seat (spec 11.1), from the log's bonus and liquidation events. */
export function finalParts(log: readonly LogItem[], players: number) {
  const bonus = new Array<number>(players).fill(0);
  const liquidation = new Array<number>(players).fill(0);
  const majorities: { company: Stockpile.CompanyId; seats: readonly number[]; each: number }[] = [];
  for (const l of log) {
    const e = l.event as Stockpile.Event;
    if (e.type === 'majorityBonus') {
      majorities.push(e);
      for (const s of e.seats) bonus[s] = (bonus[s] ?? 0) + e.each;
    } else if (e.type === 'liquidated') liquidation[e.seat] = e.amount;
  }
  return { bonus, liquidation, majorities };
}

/**
 * The end of the game (spec 11): each company's majority bonus, and per player the bonuses, the liquidation at the
 * final prices, the fees still owed and the final money.
 */
export function FinalZone({
  view,
  names,
  log,
}: {
  view: Stockpile.View;
  names: readonly string[];
  log: readonly LogItem[];
}) {
  const { t } = useTranslation();
  const parts = useMemo(() => finalParts(log, view.players), [log, view.players]);
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  return (
    <section className="zone sp-zone sp-final panel" aria-labelledby="sp-final-title" data-testid="final">
      <h2 id="sp-final-title">{t('stockpile.final.title')}</h2>
      <ul className="sp-final__majorities">
        {COMPANIES.map((c) => {
          const m = parts.majorities.find((x) => x.company === c);
          return (
            <li key={c}>
              <CompanyChip company={c} /> {t(`stockpile.company.${c}`)}:{' '}
              {m === undefined
                ? t('stockpile.final.noMajority')
                : t('stockpile.final.majority', { names: joinWords(m.seats.map(name), t), each: money(m.each, t) })}
            </li>
          );
        })}
      </ul>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="sp-final-title">
        <table className="grid sp-final__table">
          <GridHead
            first={t('stockpile.final.player')}
            nums={[
              t('stockpile.final.bonus'),
              t('stockpile.final.liquidation'),
              t('stockpile.final.debt'),
              t('stockpile.final.score'),
            ]}
          />
          <tbody>
            {view.seats.map((s, i) => {
              const debt = s.feeDebt.reduce((a, b) => a + b, 0);
              return (
                <tr key={i} data-seat={i}>
                  <th scope="row">{name(i)}</th>
                  <td className="num">{money(parts.bonus[i] ?? 0, t)}</td>
                  <td className="num">{money(parts.liquidation[i] ?? 0, t)}</td>
                  <td className="num">{debt > 0 ? money(-debt, t) : '—'}</td>
                  <td className="num" data-testid={`final-${i}`}>
                    <strong>{money(view.final?.scores[i] ?? s.cash - debt, t)}</strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
