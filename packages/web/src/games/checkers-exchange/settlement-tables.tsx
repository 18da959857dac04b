import { useTranslation } from 'react-i18next';
import { SeatBadge } from '../../table/seat-badge.tsx';
import { FirmTag } from './firms-tag.tsx';
import { piecesByFirm } from './firms-numbers.ts';
import { fractionDecimal, fractionText, type Fraction, type Settlement } from './settlement-numbers.ts';
import type { View } from './zone-props.ts';
import { useAmounts } from './exchange-format.ts';

/**
 * A liquidation value in credits with 2 decimals, written as the language writes money ("1 435,11 кр"), the exact
 * fraction in its title (spec 8.11 step 3). The decimal is rounded exactly first; 2 places of it survive a float.
 */
function Value({ value }: { value: Fraction | null }) {
  const { t } = useTranslation();
  const { num } = useAmounts();
  if (value === null) return <>—</>;
  const exact = fractionText(value);
  return (
    <span title={t('checkers-exchange.status.settlement.valueHelp', { exact })} data-exact={exact}>
      {t('checkers-exchange.game.cr', { amount: num(Number(fractionDecimal(value)), 2) })}
    </span>
  );
}

/**
 * Each firm at the end: survivors and their income split into tax, director's fee and the firm's part (spec 8.11
 * step 1), the capture income over the game, and the liquidation value in all and per voting share. On a phone each
 * row becomes a card of labelled figures (settlement.css), so the table never scrolls sideways.
 */
export function SettlementFirms({ view, settlement }: { view: View; settlement: Settlement }) {
  const { t } = useTranslation();
  const pieces = piecesByFirm(view.board.pieces);
  const { cr: money } = useAmounts();
  const cr = (amount: number | undefined) => (amount === undefined ? '—' : money(amount));
  const heads = ['survivors', 'survival', 'tax', 'fee', 'net', 'earned', 'value', 'perShare'] as const;
  const label = (h: (typeof heads)[number]) => t(`checkers-exchange.status.settlement.${h}`);
  return (
    <>
      <h3 id="ce-settlement-firms">{t('checkers-exchange.status.settlement.firmsTitle')}</h3>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="ce-settlement-firms">
        <table className="grid ce-cards ce-cards--firms" data-testid="ce-settlement-firms">
          <thead>
            <tr>
              <th scope="col">{t('checkers-exchange.status.settlement.firm')}</th>
              {heads.map((h) => (
                <th key={h} scope="col" className="num">
                  {t(`checkers-exchange.status.settlement.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settlement.firms.map((f) => {
              const s = f.survival;
              const count = s ?? pieces[f.firm];
              return (
                <tr key={f.firm} data-firm={f.firm}>
                  <th scope="row">
                    <FirmTag firm={f.firm} />
                  </th>
                  <td className="num" data-label={label('survivors')}>
                    <span
                      aria-hidden="true"
                      title={t('checkers-exchange.status.firms.piecesLabel', { men: count.men, kings: count.kings })}
                    >
                      {t('checkers-exchange.status.firms.men', { count: count.men })}
                      {count.kings > 0 && ` ${t('checkers-exchange.status.firms.kings', { count: count.kings })}`}
                    </span>
                    <span className="sr-only">
                      {t('checkers-exchange.status.firms.piecesLabel', { men: count.men, kings: count.kings })}
                    </span>
                  </td>
                  <td className="num" data-label={label('survival')}>
                    {cr(s?.gross)}
                  </td>
                  <td className="num" data-label={label('tax')}>
                    {cr(s?.tax)}
                  </td>
                  <td className="num" data-label={label('fee')}>
                    {cr(s?.fee)}
                  </td>
                  <td className="num" data-label={label('net')}>
                    {cr(s?.net)}
                  </td>
                  <td className="num" data-label={label('earned')}>
                    {cr(f.earned)}
                  </td>
                  <td className="num ce-cards__key" data-label={label('value')} data-testid={`ce-value-${f.firm}`}>
                    <Value value={f.value} />
                  </td>
                  <td className="num" data-label={label('perShare')}>
                    <Value value={f.perShare} />
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

/**
 * Each seat's cash before the settlement, its survival fees as a director, its liquidation payout, its final cash
 * (before + fees + payout = final). On a phone each row becomes a card, the final cash first among equals.
 */
export function SettlementSeats({
  settlement,
  names,
  seat,
}: {
  settlement: Settlement;
  names: readonly string[];
  seat: number | null;
}) {
  const { t } = useTranslation();
  const { cr } = useAmounts();
  const label = (h: 'before' | 'fees' | 'payout' | 'final') => t(`checkers-exchange.status.settlement.${h}`);
  return (
    <>
      <h3 id="ce-settlement-seats">{t('checkers-exchange.status.settlement.seatsTitle')}</h3>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="ce-settlement-seats">
        <table className="grid ce-cards ce-cards--seats" data-testid="ce-settlement-seats">
          <thead>
            <tr>
              <th scope="col">{t('checkers-exchange.status.settlement.player')}</th>
              {(['before', 'fees', 'payout', 'final'] as const).map((h) => (
                <th key={h} scope="col" className="num">
                  {t(`checkers-exchange.status.settlement.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settlement.seats.map((s) => {
              const name = names[s.seat] ?? `#${s.seat + 1}`;
              return (
                <tr key={s.seat} data-seat={s.seat} className={s.seat === seat ? 'ce-me' : undefined}>
                  <th scope="row">
                    {s.seat === seat ? t('checkers-exchange.status.players.me', { name }) : name}
                    <SeatBadge seat={s.seat} />
                  </th>
                  <td className="num" data-label={label('before')}>
                    {cr(s.before)}
                  </td>
                  <td className="num" data-label={label('fees')}>
                    {cr(s.fees)}
                  </td>
                  <td className="num" data-label={label('payout')}>
                    {cr(s.payout)}
                  </td>
                  <td className="num ce-cards__key" data-label={label('final')} data-testid={`ce-final-${s.seat}`}>
                    <strong>{cr(s.final)}</strong>
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
