// Points as points (docs/product-rules.md section 2): '43.28 points', '-25.00 points', never a '$' in front.
// Apart from format.ts, which the visitor pages load first, so they do not carry the dashboard's texts.
import { dashboard } from '#shared/messages/screens.ts';
import { formatUsdIn } from '#pwa/lib/format.ts';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';

/** The figure of a number of points, two decimals, its sign before the digits: '1,234.50', '-25.00' ('1.234,50'). */
export const pointsFigure = (points: number) => formatUsdIn(activeLocale, points, '');

/** A number of points with its unit: '1,234.50 points', '-25.00 points'. */
export const formatPoints = (points: number) => dashboard.points(pointsFigure(points));
