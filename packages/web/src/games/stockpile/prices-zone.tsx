import type { Stockpile } from '@birzha/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceChart } from '../../ui/price-chart.tsx';
import { COMPANIES, COMPANY_DASH, COMPANY_HEX, COMPANY_POINT, priceOf, trackOf } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { money } from './money.ts';
import type { Prices } from './price-history.ts';

/**
 * The six price tracks (spec 2, 8.3): every position with its price, the ticker on the current one, the split space
 * past the top and the bankruptcy space below the bottom; where a split and a bankruptcy reset to. While the
 * Movement is played out, `shown` holds the positions of the step on screen. The price chart below, one point a round.
 */
export function PricesZone({
  options,
  prices,
  shown = null,
  history,
  caption = null,
}: {
  options: Stockpile.Options;
  prices: Prices;
  /** Positions to show instead of `prices` (the Movement being played out). */
  shown?: Prices | null;
  history: readonly { round: number | null; prices: Prices }[];
  caption?: string | null;
}) {
  const { t } = useTranslation();
  const at = shown ?? prices;
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
        <h2 id="sp-prices-title">{t('stockpile.prices.title')}</h2>
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
          const moved = shown !== null && shown[c] !== prices[c];
          return (
            <li key={c} className="sp-track" data-company={c}>
              <div className="sp-track__head">
                <CompanyChip company={c} />
                <span className="sp-track__name">{t(`stockpile.company.${c}`)}</span>
                <strong className="sp-track__price" data-testid={`price-${c}`}>
                  {money(priceOf(options, c, pos), t)}
                </strong>
                {moved && <span className="sp-track__moving">{t('stockpile.prices.playing')}</span>}
              </div>
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
