import { useTranslation } from 'react-i18next';
import { useAmounts } from './exchange-format.ts';
import { firmLabel, FIRM_HUES } from './labels.ts';
import { lastChange, sparklinePoints } from './price-history.ts';
import type { FirmId } from './zone-props.ts';

const W = 48;
const H = 16;

/**
 * A firm's closing price with its history as a sparkline and the last change as an arrow; the history in words
 * for screen readers (the line is only a picture).
 */
export function FirmPrice({ firm, points }: { firm: FirmId; points: readonly number[] }) {
  const { t } = useTranslation();
  const { cr, num } = useAmounts();
  const close = points[points.length - 1] ?? 0;
  const change = lastChange(points);
  return (
    <span className="ce-price" data-testid={`ce-close-${firm}`}>
      {points.length > 1 && (
        <svg className="ce-sparkline" viewBox={`-1 -1 ${W + 2} ${H + 2}`} aria-hidden="true" focusable="false">
          <polyline
            points={sparklinePoints(points, W, H)}
            fill="none"
            stroke={FIRM_HUES[firm]}
            strokeWidth="1.5"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      <strong>{num(close)}</strong>
      {change !== 0 && (
        <span
          className={change > 0 ? 'ce-price__up' : 'ce-price__down'}
          title={t(`checkers-exchange.status.firms.${change > 0 ? 'changeUp' : 'changeDown'}`, {
            amount: cr(Math.abs(change)),
          })}
        >
          <span aria-hidden="true">{change > 0 ? '▲' : '▼'}</span>
        </span>
      )}
      <span className="sr-only">
        {t('checkers-exchange.status.firms.history', {
          firm: firmLabel(firm),
          prices: points.map((p) => num(p)).join(', '),
        })}
      </span>
    </span>
  );
}
