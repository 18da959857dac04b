import type { RatingPoint } from '@birzha/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../i18n/index.ts';
import { numberText } from '../ui/numbers.ts';
import { PriceChart, type ChartSeries } from '../ui/price-chart.tsx';
import { dateTimeText, shortDayText } from './format.ts';

/**
 * A player's rating in one game over the rated matches, oldest first: the line for the eye, its first, highest and
 * last figures in words for a screen reader, and every point in a list that opens on demand.
 */
export function RatingChart({ history, gameTitle }: { history: readonly RatingPoint[]; gameTitle: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        label: t('profiles.rating'),
        color: '#1d3b53',
        dash: [],
        pointStyle: 'circle',
        points: history.map((p) => p.points),
      },
    ],
    [history, t],
  );
  const labels = useMemo(() => history.map((p) => shortDayText(p.at, lang)), [history, lang]);
  const first = history[0]?.points ?? 0;
  const last = history[history.length - 1]?.points ?? 0;
  const max = Math.max(...history.map((p) => p.points));
  return (
    <div className="rating-chart">
      <PriceChart
        series={series}
        labels={labels}
        axis={t('profiles.chartAxis')}
        label={t('profiles.chart', {
          game: gameTitle,
          first: numberText(first, lang),
          max: numberText(max, lang),
          last: numberText(last, lang),
        })}
      />
      <details className="rating-chart__points">
        <summary>{t('profiles.chartPoints')}</summary>
        <ol>
          {history.map((p) => (
            <li key={p.tableId}>
              <Link to={`/replay/${encodeURIComponent(p.tableId)}`}>{dateTimeText(p.at, lang)}</Link>:{' '}
              <span className="num">{numberText(p.points, lang)}</span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
