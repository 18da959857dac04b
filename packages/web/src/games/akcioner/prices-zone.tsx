import { Akcioner } from '@birzha/engine';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { numberText } from '../../ui/numbers.ts';
import { PriceChart, type ChartSeries } from '../../ui/price-chart.tsx';
import { ColorChip } from './color-chip.tsx';
import { COLORS, COLOR_HEX, type Color } from './colors.ts';
import type { PricePoint } from './price-history.ts';
import './playback.css';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/** Another player's turn being played out: the prices it started from and ended at, and whose it is in words. */
export interface PricesPlaying {
  readonly before: PricePoint;
  readonly after: PricePoint;
  readonly label: string;
}

const { min, max } = Akcioner.PRICE;
/** The chart's scale: the prices' own (the chart draws a point at the top whole, above the plot's edge). */
const RANGE = { min: 0, max, step: 50 } as const;

/** Dashes and point shapes per colour, so the lines differ without colour too. */
const DASH: Readonly<Record<Color, readonly number[]>> = { yellow: [], red: [6, 3], blue: [2, 2], green: [8, 3, 2, 3] };
const POINT: Readonly<Record<Color, ChartSeries['pointStyle']>> = {
  yellow: 'circle',
  red: 'rect',
  blue: 'triangle',
  green: 'rectRot',
};

/**
 * Zone 1: four bars on the 10..250 scale with their values, and the chart. My card's preview shows old → new; so does
 * another player's turn while it is played out (the bar grows or shrinks from the old price to the new one).
 */
export function PricesZone({
  prices,
  preview,
  history,
  playing = null,
}: {
  prices: PricePoint;
  preview: PricePoint | null;
  history: readonly PricePoint[];
  /** Shown only when I preview no card of mine: my own move comes first. */
  playing?: PricesPlaying | null;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const num = (n: number) => numberText(n, lang);
  const pct = (p: number) => `${((p - 0) / max) * 100}%`;
  const series = useMemo(
    () =>
      COLORS.map((c) => ({
        label: t(`akcioner.color.${c}`),
        color: COLOR_HEX[c],
        dash: DASH[c],
        pointStyle: POINT[c],
        points: history.map((p) => p[c]),
      })),
    [history, t],
  );
  const last = history[history.length - 1];
  const shown = preview === null ? playing : null;
  return (
    <section className="zone zone--prices panel" aria-labelledby="prices-title">
      {/* The caption shares the heading's line, so showing it never moves the board under the player's hand. */}
      <div className="zone__head">
        <HelpHead>
          <h2 id="prices-title">{t('akcioner.prices.title')}</h2>
          <ZoneHelp zone="prices" />
        </HelpHead>
        {shown !== null && (
          <p className="playback__caption" data-testid="playback">
            {shown.label}
          </p>
        )}
      </div>
      <ul className="bars">
        {COLORS.map((c) => {
          const p = shown === null ? prices[c] : shown.before[c];
          const next = shown === null ? (preview?.[c] ?? p) : shown.after[c];
          const moved = next !== p;
          return (
            <li key={c} className="bar" data-color={c}>
              <ColorChip color={c} />
              <span
                className="bar__track"
                role="meter"
                aria-valuemin={min}
                aria-valuemax={max}
                aria-valuenow={next}
                aria-label={t(`akcioner.color.${c}`)}
              >
                <span
                  className={`bar__fill swatch swatch--${c}${moved ? ' bar__fill--ghost' : ''}`}
                  style={{ width: pct(p) }}
                />
                {moved && (
                  <span
                    className={`bar__fill bar__fill--next swatch swatch--${c}${shown === null ? '' : ' bar__fill--played'}`}
                    // The played-out bar starts at the old width (playback.css animates it to the new one).
                    style={{ width: pct(next), '--from': pct(p) } as CSSProperties}
                  />
                )}
                <span className="bar__tick" style={{ left: pct(min) }} aria-hidden="true" />
              </span>
              <span className="bar__value" data-testid={`price-${c}`}>
                {moved ? (
                  <>
                    <s className="muted">{num(p)}</s> →{' '}
                    <strong data-testid={shown === null ? `preview-${c}` : `played-${c}`}>{num(next)}</strong>
                  </>
                ) : (
                  num(p)
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <PriceChart
        series={series}
        axis={t('akcioner.prices.axis')}
        range={RANGE}
        label={t('akcioner.prices.chartLabel', {
          count: history.length - 1,
          prices: last === undefined ? '' : COLORS.map((c) => `${t(`akcioner.color.${c}`)} ${num(last[c])}`).join(', '),
        })}
      />
    </section>
  );
}
