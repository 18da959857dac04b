import { Stockpile } from '@birzha/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceChart } from '../../ui/price-chart.tsx';
import { COMPANIES, COMPANY_DASH, COMPANY_HEX, COMPANY_POINT, priceOf, trackOf } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { majorityBonusText, majorityText } from './majority-text.ts';
import { money } from './money.ts';
import type { Prices } from './price-history.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/**
 * The six price tracks (spec 2, 8.3): every position with its price, the ticker on the current one, the split space
 * past the top and the bankruptcy space below the bottom; where a split and a bankruptcy reset to. While the
 * Movement is played out, the prices are those of the step on screen and the companies it moves are marked. The price chart below, one point a round.
 */
export function PricesZone({
  options,
  prices,
  moved = [],
  history,
  caption = null,
  majorities = null,
}: {
  options: Stockpile.Options;
  prices: Prices;
  /** The companies the step of the Movement on screen moves. */
  moved?: readonly Stockpile.CompanyId[];
  history: readonly { round: number | null; prices: Prices }[];
  caption?: string | null;
  /** Each company's majority as the viewer can tell it (spec 11.1), with whose view it is; null: not shown. */
  majorities?: {
    readonly of: Stockpile.ByCompany<Stockpile.KnownMajority>;
    readonly viewer: number | 'spectator';
    readonly names: readonly string[];
  } | null;
}) {
  const { t } = useTranslation();
  const at = prices;
  const series = useMemo(
    () =>
      COMPANIES.map((c) => ({
        label: t(`stockpile.company.${c}`),
        color: COMPANY_HEX[c],
        dash: COMPANY_DASH[c],
        pointStyle: COMPANY_POINT[c],
        points: history.map((h) => priceOf(options, c, h.prices[c]) / 1000),
      })),
    [history, options, t],
  );
  return (
    <section className="zone sp-zone sp-prices panel" aria-labelledby="sp-prices-title">
      <div className="sp-zone__head">
        <HelpHead>
          <h2 id="sp-prices-title">{t('stockpile.prices.title')}</h2>
          <ZoneHelp zone="prices" />
        </HelpHead>
        {caption !== null && (
          <p className="sp-caption" data-testid="movement-caption">
            {caption}
          </p>
        )}
      </div>
      <ul className="sp-tracks">
        {COMPANIES.map((c) => {
          const track = trackOf(options, c);
          const pos = at[c];
          const moving = moved.includes(c);
          return (
            <li key={c} className={`sp-track${moving ? ' is-moving' : ''}`} data-company={c}>
              <div className="sp-track__head">
                <CompanyChip company={c} />
                <span className="sp-track__name">{t(`stockpile.company.${c}`)}</span>
                <strong className="sp-track__price" data-testid={`price-${c}`}>
                  {money(priceOf(options, c, pos), t)}
                </strong>
                {moving && <span className="sp-track__moving">{t('stockpile.prices.playing')}</span>}
              </div>
              {majorities !== null && (
                <p className="sp-track__majority" data-testid={`majority-${c}`}>
                  <span className="muted">{t('stockpile.majority.title')}:</span>{' '}
                  {majorityText(majorities.of[c], majorities.viewer, majorities.names, t)}
                  {majorities.of[c].leaders.length > 0 && (
                    <span className="muted"> · {majorityBonusText(majorities.of[c], t)}</span>
                  )}
                </p>
              )}
              <ol
                className="sp-track__cells"
                aria-label={t('stockpile.prices.trackLabel', {
                  company: t(`stockpile.company.${c}`),
                  price: money(priceOf(options, c, pos), t),
                  pos,
                  n: track.values.length,
                })}
              >
                <li className="sp-cell sp-cell--bankrupt" title={t('stockpile.prices.bankrupt')}>
                  <span aria-hidden="true">✕</span>
                  <span className="sr-only">{t('stockpile.prices.bankrupt')}</span>
                </li>
                {track.values.map((v, i) => {
                  const p = i + 1;
                  const here = p === pos;
                  const marks = [
                    p === track.start ? t('stockpile.prices.startMark') : '',
                    p === track.splitReset ? t('stockpile.prices.resetMark') : '',
                    track.stepDividend.includes(p) ? t('stockpile.prices.stepDividendMark') : '',
                  ].filter((m) => m !== '');
                  return (
                    <li
                      key={p}
                      className={`sp-cell${here ? ' is-here' : ''}${p === track.start ? ' is-start' : ''}${p === track.splitReset ? ' is-reset' : ''}${track.stepDividend.includes(p) ? ' is-dividend' : ''}`}
                      aria-current={here ? 'step' : undefined}
                      title={marks.join('; ') || undefined}
                    >
                      {v}
                    </li>
                  );
                })}
                <li className="sp-cell sp-cell--split" title={t('stockpile.prices.split')}>
                  <span aria-hidden="true">✂</span>
                  <span className="sr-only">{t('stockpile.prices.split')}</span>
                </li>
              </ol>
            </li>
          );
        })}
      </ul>
      <p className="muted sp-legend">{t('stockpile.prices.legend')}</p>
      {majorities !== null && (
        <p className="muted sp-legend">
          {t('stockpile.majority.note', {
            sole: money(Stockpile.MAJORITY_BONUS.sole, t),
            tied: money(Stockpile.MAJORITY_BONUS.tiedEach, t),
          })}
        </p>
      )}
      <PriceChart
        series={series}
        axis={t('stockpile.prices.axis')}
        label={t('stockpile.prices.chartLabel', {
          count: history.length,
          prices: COMPANIES.map(
            (c) => `${t(`stockpile.company.${c}`)} ${money(priceOf(options, c, prices[c]), t)}`,
          ).join(', '),
        })}
      />
    </section>
  );
}
