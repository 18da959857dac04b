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
import { currentLang, type Lang } from '../i18n/index.ts';
import { numberText } from './numbers.ts';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend);

/** One line of the chart: its name, its colour and a pattern (so lines differ without colour too), its values. */
export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  /** Dash lengths of the line; [] for a solid one. */
  readonly dash: readonly number[];
  readonly pointStyle: 'circle' | 'rect' | 'triangle' | 'rectRot' | 'star' | 'cross';
  readonly points: readonly number[];
}

/** An axis tick as the page writes numbers: whole for whole values ("1 000"), else with one decimal. */
export function tickText(value: number, whole: boolean, lang: Lang): string {
  return numberText(value, lang, whole || Number.isInteger(value) ? 0 : 1);
}

/** Prices (or any values) over the match, one line per series, drawn with Chart.js. */
export function PriceChart({
  series,
  axis,
  label,
  range,
  labels,
}: {
  series: readonly ChartSeries[];
  /** The x axis' title ("cards played"). */
  axis: string;
  /** What the chart shows, in words, for screen readers (the canvas is only a picture). */
  label: string;
  readonly range?: { readonly min: number; readonly max: number; readonly step: number };
  /** The x axis' labels, one per point (dates); absent: the points' indexes. */
  readonly labels?: readonly string[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'line'> | null>(null);
  const min = range?.min;
  const max = range?.max;
  const step = range?.step;
  // The axis writes numbers as the page does ("1 000"); whole values get whole ticks ("10", not "10.50" on a flat line).
  const lang = currentLang();
  const whole = series.every((s) => s.points.every((p) => Number.isInteger(p)));

  useEffect(() => {
    if (canvas.current === null) return;
    // jsdom has no canvas: charts are a picture for people, the numbers beside them carry the facts.
    if (canvas.current.getContext('2d') === null) return;
    chart.current = new Chart(canvas.current, {
      type: 'line',
      data: { labels: [], datasets: [] },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        // a point at the scale's top (a price at its maximum) is drawn whole, not cut by the plot's edge on a phone
        layout: { padding: { top: 6 } },
        scales: {
          y: {
            ...(min === undefined ? {} : { min }),
            ...(max === undefined ? {} : { max }),
            ticks: {
              stepSize: step,
              ...(whole ? { precision: 0 } : {}),
              callback: (value) => tickText(Number(value), whole, lang),
            },
          },
          // level labels, thinned to fit, leave the plot its height on a phone (rotated ones took half of it)
          x: { title: { display: true, text: '' }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
        },
        plugins: { legend: { labels: { usePointStyle: true, boxWidth: 8 } } },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [min, max, step, lang, whole]);

  useEffect(() => {
    const c = chart.current;
    if (c === null) return;
    const length = Math.max(0, ...series.map((s) => s.points.length));
    c.data.labels = Array.from({ length }, (_, i) => labels?.[i] ?? String(i));
    c.data.datasets = series.map((s) => ({
      label: s.label,
      data: [...s.points],
      borderColor: s.color,
      backgroundColor: s.color,
      borderDash: [...s.dash],
      pointStyle: s.pointStyle,
      pointRadius: length > 40 ? 0 : 3,
      borderWidth: 2,
      tension: 0,
      clip: 6,
    }));
    const x = c.options.scales?.['x'];
    if (x !== undefined && 'title' in x && x.title !== undefined) x.title.text = axis;
    c.update();
    // After the chart is made anew (its scale changed) it is filled again: hence the first effect's inputs here too.
  }, [series, axis, labels, min, max, step, lang, whole]);

  return (
    <div className="price-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
