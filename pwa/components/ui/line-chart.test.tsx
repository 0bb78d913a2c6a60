import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUsd } from '#pwa/lib/format.ts';
import { LineChart, linePath } from './line-chart.tsx';

const series = [
  { name: 'Value', values: [0, 5.1, 10.25], strokeClass: 'stroke-primary', swatchClass: 'bg-primary' },
  { name: 'Invested', values: [0, 5, 10], strokeClass: 'stroke-accent', swatchClass: 'bg-accent', dashed: true },
];

const renderChart = (labels: string[], s = series) =>
  render(
    <LineChart
      title="Portfolio over time"
      labels={labels}
      labelHeader="Date"
      series={s}
      formatValue={formatUsd}
      emptyText="Nothing yet"
    />,
  );

afterEach(cleanup);

describe('linePath', () => {
  it('spreads the points across the width and puts the minimum at the bottom, the maximum at the top', () => {
    expect(linePath([0, 5, 10], 0, 10)).toBe('M0 116 L150 60 L300 4');
  });

  it('draws one point as a level line', () => {
    expect(linePath([5], 0, 10)).toBe('M0 60 H300');
  });
});

describe('LineChart', () => {
  it('draws one path per series in a named SVG', () => {
    const { container } = renderChart(['Mar 1', 'Mar 2', 'Mar 3']);
    const svg = screen.getByRole('img', { name: 'Portfolio over time' });
    expect(svg.getAttribute('viewBox')).toBe('0 0 300 120');
    expect(svg.querySelector('title')?.textContent).toBe('Portfolio over time');
    const paths = container.querySelectorAll('path[data-series]');
    expect([...paths].map((p) => p.getAttribute('data-series'))).toEqual(['Value', 'Invested']);
    expect(paths[0]!.getAttribute('d')).toMatch(/^M0 116 L150 [\d.]+ L300 4$/);
    expect(paths[1]!.getAttribute('stroke-dasharray')).toBe('6 4');
  });

  it('labels the y-axis with the minimum and maximum and the x-axis with the first and last dates', () => {
    const { container } = renderChart(['Mar 1', 'Mar 2', 'Mar 3']);
    const hidden = [...container.querySelectorAll('[aria-hidden="true"]')].map((e) => e.textContent).join('|');
    expect(hidden).toContain('$10.25$0.00');
    expect(hidden).toContain('Mar 1Mar 3');
    expect(hidden).not.toContain('Mar 2');
  });

  it('gives screen readers every point in a hidden table', () => {
    renderChart(['Mar 1', 'Mar 2', 'Mar 3']);
    const table = screen.getByRole('table', { name: 'Portfolio over time' });
    expect(table.parentElement!.className).toContain('sr-only');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Value', 'Invested']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Mar 1$0.00$0.00', 'Mar 2$5.10$5.00', 'Mar 3$10.25$10.00']);
  });

  it('shows the empty text instead of a chart when there are no points', () => {
    renderChart(
      [],
      series.map((s) => ({ ...s, values: [] })),
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives a flat series a range instead of dividing by zero', () => {
    const { container } = renderChart(['Mar 1', 'Mar 2'], [{ ...series[0]!, values: [0, 0] }]);
    expect(container.querySelector('path')!.getAttribute('d')).toBe('M0 116 L300 116');
  });
});
