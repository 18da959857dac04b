import { Stockpile } from '@birzha/engine';
import { placesOf } from '@birzha/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SeatBadge } from '../../table/seat-badge.tsx';
import type { LogItem } from '../../table/use-table.ts';
import { joinWords } from './card-text.ts';
import { COMPANIES } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { money } from './money.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/**
 * The end of the game (spec 11): who had each company's majority, and each player's scoring as a receipt that adds
 * up on screen: cash before the scoring, the majority bonuses, every company sold at its final price (shares ×
 * price, a split card counting 2), Golden Graham's extra, the fees owed, the final money. One receipt per player, side
 * by side as far as the screen allows and one under the other on a phone: nothing to scroll sideways.
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
  const events = useMemo(() => log.map((l) => l.event as Stockpile.Event), [log]);
  const sheets = useMemo(() => Stockpile.scoreSheets(view, events), [view, events]);
  const majorities = useMemo(() => events.filter((e) => e.type === 'majorityBonus'), [events]);
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const ranking = view.final?.ranking ?? [];
  const order = ranking.length > 0 ? ranking.flat() : view.seats.map((_, i) => i);
  // Competition places, as the results banner and the ratings count them (two 1sts, then a 3rd)
  const places = placesOf(ranking);
  const scored = majorities.length > 0 || events.some((e) => e.type === 'liquidated');
  return (
    <section className="zone sp-zone sp-final panel" aria-labelledby="sp-final-title" data-testid="final">
      <HelpHead>
        <h2 id="sp-final-title">{t('stockpile.final.title')}</h2>
        <ZoneHelp zone="final" />
      </HelpHead>
      {scored && <h3 className="sp-final__sub">{t('stockpile.final.majorities')}</h3>}
      {scored && (
        <ul className="sp-final__majorities">
          {COMPANIES.map((c) => {
            const m = majorities.find((x) => x.company === c);
            return (
              <li key={c}>
                <CompanyChip company={c} /> {t(`stockpile.company.${c}`)}:{' '}
                {m === undefined
                  ? t('stockpile.final.noMajority')
                  : t(m.seats.length > 1 ? 'stockpile.final.majorityTied' : 'stockpile.final.majority', {
                      names: joinWords(m.seats.map(name), t),
                      each: money(m.each, t),
                    })}
              </li>
            );
          })}
        </ul>
      )}
      <p className="muted">{t(scored ? 'stockpile.final.how' : 'stockpile.final.howEarly')}</p>
      <ol className="sp-sheets">
        {order.map((seat) => {
          const sheet = sheets[seat];
          if (sheet === undefined) return null;
          const place = places.get(seat)?.place ?? 0;
          return (
            <li key={seat} className="sp-sheet" data-seat={seat} data-testid={`sheet-${seat}`}>
              <h3 className="sp-sheet__who">
                {place > 0 && <span className="tag">{t('stockpile.final.place', { place })}</span>} {name(seat)}
                <SeatBadge seat={seat} />
              </h3>
              <table className="sp-sheet__table">
                <tbody>
                  <tr>
                    <th scope="row">{t(scored ? 'stockpile.final.cash' : 'stockpile.final.cashEarly')}</th>
                    <td className="num" data-testid={`sheet-cash-${seat}`}>
                      {money(sheet.cash, t)}
                    </td>
                  </tr>
                  {sheet.bonuses.map((b) => (
                    <tr key={`bonus-${b.company}`} data-testid="sheet-bonus">
                      <th scope="row">
                        {t(b.tied ? 'stockpile.final.bonusTied' : 'stockpile.final.bonus')}:{' '}
                        <CompanyChip company={b.company} /> {t(`stockpile.company.${b.company}`)}
                      </th>
                      <td className="num">+{money(b.amount, t)}</td>
                    </tr>
                  ))}
                  {sheet.lines.map((l) => (
                    <tr key={`line-${l.company}`} data-testid="sheet-line" data-company={l.company}>
                      <th scope="row">
                        <CompanyChip company={l.company} /> {t(`stockpile.company.${l.company}`)}:{' '}
                        {t('stockpile.final.shares', { count: l.shares, price: money(l.price, t) })}
                        {l.split > 0 && (
                          <span className="muted"> {t('stockpile.final.splitNote', { count: l.split })}</span>
                        )}
                      </th>
                      <td className="num">+{money(l.value, t)}</td>
                    </tr>
                  ))}
                  {sheet.graham > 0 && (
                    <tr>
                      <th scope="row">
                        {t('stockpile.final.graham', { amount: money(Stockpile.GRAHAM_PER_SHARE, t) })}
                      </th>
                      <td className="num">+{money(sheet.graham, t)}</td>
                    </tr>
                  )}
                  {sheet.debt > 0 && (
                    <tr className="sp-sheet__debt">
                      <th scope="row">{t('stockpile.final.debt')}</th>
                      <td className="num">{money(-sheet.debt, t)}</td>
                    </tr>
                  )}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('stockpile.final.score')}</th>
                    <td className="num" data-testid={`final-${seat}`}>
                      <strong>{money(view.final?.scores[seat] ?? sheet.score, t)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </table>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
