import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COLORS, COLOR_HEX } from './colors.ts';
import type { PricePoint } from './price-history.ts';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

/** Dashes and point shapes per colour, so the lines differ without colour too. */
const DASH: Record<string, number[]> = { yellow: [], red: [6, 3], blue: [2, 2], green: [8, 3, 2, 3] };
const POINT: Record<string, 'circle' | 'rect' | 'triangle' | 'rectRot'> = {
  yellow: 'circle',
  red: 'rect',
  blue: 'triangle',
  green: 'rectRot',
};

/** The four prices after every card of the match so far (Chart.js). */
export function PriceChart({ points }: { points: readonly PricePoint[] }) {
  const { t, i18n } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'line'> | null>(null);

  useEffect(() => {
    if (canvas.current === null) return;
    // jsdom has no canvas: charts are a picture for people, the bars beside them carry the numbers.
    if (canvas.current.getContext('2d') === null) return;
    chart.current = new Chart(canvas.current, {
      type: 'line',
      data: { labels: [], datasets: [] },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { y: { min: 0, max: 260, ticks: { stepSize: 50 } }, x: { title: { display: true, text: '' } } },
        plugins: { legend: { labels: { usePointStyle: true, boxWidth: 8 } } },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (c === null) return;
    c.data.labels = points.map((_, i) => String(i));
    c.data.datasets = COLORS.map((col) => ({
      label: t(`color.${col}`),
      data: points.map((p) => p[col]),
      borderColor: COLOR_HEX[col],
      backgroundColor: COLOR_HEX[col],
      borderDash: DASH[col] ?? [],
      pointStyle: POINT[col] ?? 'circle',
      pointRadius: points.length > 40 ? 0 : 3,
      borderWidth: 2,
      tension: 0,
    }));
    const x = c.options.scales?.['x'];
    if (x !== undefined && 'title' in x && x.title !== undefined) x.title.text = t('prices.axis');
    c.update();
  }, [points, t, i18n.language]);

  const last = points[points.length - 1];
  return (
    <div className="price-chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('prices.chartLabel', {
          count: points.length - 1,
          prices: last === undefined ? '' : COLORS.map((c) => `${t(`color.${c}`)} ${last[c]}`).join(', '),
        })}
      />
    </div>
  );
}
