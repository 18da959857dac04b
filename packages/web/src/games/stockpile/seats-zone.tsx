import { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { SeatBadge } from '../../table/seat-badge.tsx';
import { Countdown } from '../../ui/countdown.tsx';
import { COMPANIES } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { money } from './money.ts';
import { SeatMark } from './seat-mark.tsx';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/** What the viewer knows a seat holds of each company: regular cards (a lower bound for others) and split cards. */
function holdingsOf(s: Stockpile.SeatView): { company: Stockpile.CompanyId; regular: number; split: number }[] {
  return COMPANIES.flatMap((c) => {
    const regular = s.full ? s.portfolio[c].regular : s.known[c];
    const split = s.full ? s.portfolio[c].split : s.split[c];
    return regular + split > 0 ? [{ company: c, regular, split }] : [];
  });
}

/**
 * Every player in turn order (spec 10.1): cash, unpaid fees, the holdings everyone can see (split cards, the regular
 * cards known to me, how many more are hidden), cards in hand and action cards, investors; who decides now and the
 * clock.
 */
export function SeatsZone({
  view,
  names,
  deciding,
  deadline,
}: {
  view: Stockpile.View;
  names: readonly string[];
  deciding: readonly number[];
  deadline: number | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="zone sp-zone sp-seats panel" aria-labelledby="sp-seats-title">
      <HelpHead>
        <h2 id="sp-seats-title">{t('stockpile.seats.title')}</h2>
        <ZoneHelp zone="seats" />
      </HelpHead>
      <ol className="sp-seats__list">
        {Stockpile.turnOrder(view).map((s, k) => {
          const seat = view.seats[s];
          if (seat === undefined) return null;
          const me = view.viewer === s;
          const moving = deciding.includes(s);
          const debt = seat.feeDebt.reduce((a, b) => a + b, 0);
          const investors = seat.full ? seat.investors : seat.investors;
          const hidden = seat.full ? 0 : seat.hiddenCount;
          const hand = seat.full ? seat.hand.length : seat.handCount;
          const actions = seat.full ? seat.actions.length : seat.actionsCount;
          return (
            <li
              key={s}
              className={`sp-seat${moving ? ' is-moving' : ''}${me ? ' is-me' : ''}${seat.resigned ? ' is-out' : ''}`}
              data-seat={s}
              aria-current={moving ? 'step' : undefined}
            >
              <div className="sp-seat__name">
                <span className="sr-only">{k + 1}.</span>
                <SeatMark seat={s} /> <strong>{names[s] ?? `#${s + 1}`}</strong>
                <SeatBadge seat={s} />
                {me && <span className="tag">{t('stockpile.seats.you')}</span>}
                {k === 0 && <span className="tag">{t('stockpile.seats.first')}</span>}
                {moving && (
                  <span className="tag sp-tag--moving">
                    {t('stockpile.seats.deciding')}
                    {deadline !== null && (
                      <>
                        {' '}
                        · <Countdown deadline={deadline} />
                      </>
                    )}
                  </span>
                )}
                {seat.resigned && <span className="tag sp-tag--out">{t('stockpile.seats.resigned')}</span>}
              </div>
              <dl className="sp-seat__numbers">
                <div>
                  <dt>{t('stockpile.seats.cash')}</dt>
                  <dd data-testid={`cash-${s}`}>{money(seat.cash, t)}</dd>
                </div>
                {debt > 0 && (
                  <div className="sp-seat__debt">
                    <dt>{t('stockpile.seats.debt')}</dt>
                    <dd data-testid={`debt-${s}`}>{money(debt, t)}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('stockpile.seats.hand')}</dt>
                  <dd>{hand}</dd>
                </div>
                {actions > 0 && (
                  <div>
                    <dt>{t('stockpile.seats.actions')}</dt>
                    <dd>{actions}</dd>
                  </div>
                )}
                {investors !== null && investors.length > 0 && (
                  <div>
                    <dt>{t('stockpile.seats.investors', { count: investors.length })}</dt>
                    <dd>{investors.map((i) => t(`stockpile.investor.${i}`)).join(', ')}</dd>
                  </div>
                )}
              </dl>
              <ul
                className="sp-seat__holdings"
                aria-label={t('stockpile.seats.holdings')}
                data-testid={`holdings-${s}`}
              >
                {holdingsOf(seat).map((h) => (
                  <li key={h.company} className="sp-holding">
                    <CompanyChip company={h.company} />
                    <span className="sr-only">{t(`stockpile.company.${h.company}`)}</span>
                    {h.regular > 0 && <span>{t('stockpile.seats.regular', { count: h.regular })}</span>}
                    {h.split > 0 && (
                      <span className="sp-holding__split">{t('stockpile.seats.split', { count: h.split })}</span>
                    )}
                  </li>
                ))}
                {hidden > 0 && (
                  <li className="sp-holding sp-holding--hidden">{t('stockpile.seats.hidden', { count: hidden })}</li>
                )}
                {holdingsOf(seat).length === 0 && hidden === 0 && (
                  <li className="muted">{t('stockpile.seats.nothing')}</li>
                )}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
