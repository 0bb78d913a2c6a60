// Points as points (docs/product-rules.md section 2): '43.28 points', '-25.00 points', never a '$' in front.
// Apart from format.ts, which the visitor pages load first, so they do not carry the dashboard's texts.
import { dashboard } from '#shared/messages/screens.ts';
import { formatUsd } from '#pwa/lib/format.ts';

/** The figure of a number of points, en-US, two decimals, its sign before the digits: '1,234.50', '-25.00'. */
export const pointsFigure = (points: number) => formatUsd(points).replace(/(US)?\$/, '');

/** A number of points with its unit: '1,234.50 points', '-25.00 points'. */
export const formatPoints = (points: number) => dashboard.points(pointsFigure(points));
