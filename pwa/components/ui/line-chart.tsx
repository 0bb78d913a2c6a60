import { useId } from 'react';

export type ChartSeries = {
  name: string;
  values: readonly number[];
  /** Literal Tailwind classes, so the build keeps them: a stroke for the line, a background for the legend. */
  strokeClass: string;
  swatchClass: string;
  dashed?: boolean;
};

type LineChartProps = {
  /** Read as the chart's name and the hidden table's caption. */
  title: string;
  /** One label per point (dates), shared by every series. */
  labels: readonly string[];
  /** The hidden table's first column header. */
  labelHeader: string;
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  /** Shown instead of the chart when there are no points. */
  emptyText: string;
};

const W = 300;
const H = 120;
const PAD = 4;

/** The SVG path of one series, x evenly spaced, y scaled to [min, max]; one point draws a level line. */
export function linePath(values: readonly number[], min: number, max: number): string {
  const y = (v: number) => +(H - PAD - ((v - min) / (max - min)) * (H - 2 * PAD)).toFixed(2);
  if (values.length === 1) return `M0 ${y(values[0]!)} H${W}`;
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${+((i / (values.length - 1)) * W).toFixed(2)} ${y(v)}`).join(' ');
}

/**
 * A small line chart without a chart library. The SVG stretches to its box (viewBox with no aspect ratio,
 * strokes that do not scale), the labels are HTML so they stay crisp, and a visually hidden table gives
 * screen readers every point.
 */
export function LineChart({ title, labels, labelHeader, series, formatValue, emptyText }: LineChartProps) {
  const titleId = useId();
  if (labels.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  const all = series.flatMap((s) => s.values);
  // Money charts start at zero unless a value goes below it; a flat series still gets a range.
  const min = Math.min(0, ...all);
  const top = Math.max(...all);
  const max = top > min ? top : min + 1;
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div
          className="flex h-40 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
          aria-hidden
        >
          <span>{formatValue(max)}</span>
          <span>{formatValue(min)}</span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={titleId}
          className="h-40 w-full overflow-visible"
        >
          <title id={titleId}>{title}</title>
          <line
            x1="0"
            x2={W}
            y1={PAD}
            y2={PAD}
            className="stroke-border"
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          <line x1="0" x2={W} y1={H - PAD} y2={H - PAD} className="stroke-border" vectorEffect="non-scaling-stroke" />
          {series.map((s) => (
            <path
              key={s.name}
              data-series={s.name}
              d={linePath(s.values, min, max)}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
              strokeDasharray={s.dashed ? '6 4' : undefined}
              vectorEffect="non-scaling-stroke"
              className={s.strokeClass}
            />
          ))}
        </svg>
        <span />
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden>
          <span>{labels[0]}</span>
          {labels.length > 1 && <span>{labels[labels.length - 1]}</span>}
        </div>
      </div>
      <div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden>
          {series.map((s) => (
            <li key={s.name} className="flex items-center gap-1.5">
              <span className={`inline-block h-0.5 w-4 rounded ${s.swatchClass}`} /> {s.name}
            </li>
          ))}
        </ul>
      </div>
      {/* Wrapped: a table ignores the 1 px box of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={`${label}-${i}`}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.name}>{s.values[i] === undefined ? '' : formatValue(s.values[i]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
