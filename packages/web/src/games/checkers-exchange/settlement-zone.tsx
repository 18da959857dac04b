import type { Outcome } from '@birzha/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Results } from '../../table/results.tsx';
import { PriceChart } from '../../ui/price-chart.tsx';
import { chartSeries, priceHistory } from './price-history.ts';
import { settlementNumbers } from './settlement-numbers.ts';
import { SettlementFirms, SettlementSeats } from './settlement-tables.tsx';
import type { View, ZoneProps } from './zone-props.ts';
import './status.css';
import { useAmounts } from './exchange-format.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/**
 * The end of the game (spec 8.11, 11): the ranking by capital, then the settlement: the board result, each firm's
 * survival income and liquidation value, each seat's payout and final cash, the State's budget, and the closing
 * prices of the whole game.
 */
export function SettlementZone({
  view,
  seat,
  names,
  log,
  outcome,
  tableId,
  onPlayAgain,
}: ZoneProps & {
  readonly outcome: Outcome | null;
  readonly tableId: string | null;
  readonly onPlayAgain: (() => void) | null;
}) {
  const { t } = useTranslation();
  const settlement = useMemo(() => settlementNumbers(view, log), [view, log]);
  const history = useMemo(() => priceHistory(view), [view]);
  const series = useMemo(() => chartSeries(history), [history]);
  const { cr, num } = useAmounts();
  return (
    <>
      <Results
        names={names}
        outcome={outcome ?? view.final}
        scoreLabel={t('checkers-exchange.status.settlement.capital')}
        // a score is the seat's cash after the settlement (spec 8.11): money, with its unit as everywhere at the table
        scoreText={cr}
        {...(view.final === null ? {} : { fallbackScores: view.final.scores })}
        statusOf={(s) => (view.seats[s]?.status === 'resigned' ? t('checkers-exchange.game.resigned') : null)}
        tableId={tableId}
        onPlayAgain={onPlayAgain}
        help={<ZoneHelp zone="results" />}
      />
      <section className="zone panel ce-settlement" aria-labelledby="ce-settlement-title" data-testid="ce-settlement">
        <HelpHead>
          <h2 id="ce-settlement-title">{t('checkers-exchange.status.settlement.title')}</h2>
          <ZoneHelp zone="settlement" />
        </HelpHead>
        <p data-testid="ce-board-result">{boardResult(view, t)}</p>
        {!settlement.complete && <p className="notice">{t('checkers-exchange.status.settlement.loading')}</p>}
        <SettlementFirms view={view} settlement={settlement} />
        <SettlementSeats settlement={settlement} names={names} seat={seat} />
        <p data-testid="ce-gov-budget">
          {t('checkers-exchange.status.settlement.gov', {
            taxes: cr(settlement.gov.taxes),
            liquidation: settlement.gov.liquidation === null ? '—' : cr(settlement.gov.liquidation),
            budget: cr(settlement.gov.budget),
          })}
        </p>
        <h3>{t('checkers-exchange.status.settlement.chartTitle')}</h3>
        <PriceChart
          series={series}
          axis={t('checkers-exchange.status.settlement.axis')}
          label={t('checkers-exchange.status.settlement.chartLabel', {
            prices: series.map((s) => `${s.label} ${s.points.map((p) => num(p)).join(', ')}`).join('; '),
          })}
        />
      </section>
    </>
  );
}

/** The board game's end in words (spec 8.4, 8.11: the losing colour's survivors earn nothing). */
function boardResult(view: View, t: ReturnType<typeof useTranslation>['t']): string {
  const r = view.board.result;
  if (r === null) return t('checkers-exchange.status.settlement.board.open');
  const reason = t(`checkers-exchange.status.settlement.reason.${r.reason}`);
  if (r.winner === null) return t('checkers-exchange.status.settlement.board.draw', { reason });
  return t('checkers-exchange.status.settlement.board.won', {
    color: t(`checkers-exchange.game.color.${r.winner}`),
    reason,
  });
}
