import { Akcioner } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { ColorChip } from './color-chip.tsx';
import { COLORS } from './colors.ts';
import { PriceChart } from './price-chart.tsx';
import type { PricePoint } from './price-history.ts';

const { min, max } = Akcioner.PRICE;

/** Zone 1: four bars on the 10..250 scale with their values (and the previewed price of my card), and the chart. */
export function PricesZone({
  prices,
  preview,
  history,
}: {
  prices: PricePoint;
  preview: PricePoint | null;
  history: readonly PricePoint[];
}) {
  const { t } = useTranslation();
  const pct = (p: number) => `${((p - 0) / max) * 100}%`;
  return (
    <section className="zone zone--prices panel" aria-labelledby="prices-title">
      <h2 id="prices-title">{t('prices.title')}</h2>
      <ul className="bars">
        {COLORS.map((c) => {
          const p = prices[c];
          const next = preview?.[c] ?? p;
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
                aria-label={t(`color.${c}`)}
              >
                <span
                  className={`bar__fill swatch swatch--${c}${moved ? ' bar__fill--ghost' : ''}`}
                  style={{ width: pct(p) }}
                />
                {moved && (
                  <span className={`bar__fill bar__fill--next swatch swatch--${c}`} style={{ width: pct(next) }} />
                )}
                <span className="bar__tick" style={{ left: pct(min) }} aria-hidden="true" />
              </span>
              <span className="bar__value" data-testid={`price-${c}`}>
                {moved ? (
                  <>
                    <s className="muted">{p}</s> → <strong data-testid={`preview-${c}`}>{next}</strong>
                  </>
                ) : (
                  p
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <PriceChart points={history} />
    </section>
  );
}
