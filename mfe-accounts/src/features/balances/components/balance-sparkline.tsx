import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { line } from 'd3-shape';
import type { BalancePoint } from '@portal/api/catalogue';
import {
  addDecimal,
  divideDecimal,
  formatMoney,
  isNonZeroDecimal,
  isPositiveDecimal,
  multiplyDecimal,
} from '@portal/api/money';
import { VisuallyHidden } from '@portal/ui/components';
import styles from './home-page.module.css';

const WIDTH = 120;
const HEIGHT = 32;
const PAD = 2;

/**
 * The trend's words (the chart's text alternative), exact in decimals: "Balance rose 12% in 30 days", or from and
 * to amounts when the start was zero or below.
 */
export function trendText(
  t: TFunction<'accounts'>,
  points: readonly BalancePoint[],
  currencyCode: string,
  language: string,
): string {
  const first = points[0]?.balance ?? '0';
  const last = points.at(-1)?.balance ?? '0';
  const change = addDecimal(last, multiplyDecimal(first, '-1'));
  if (!isNonZeroDecimal(change)) return t('home.trend.flat');
  if (!isPositiveDecimal(first))
    return t('home.trend.fromTo', {
      from: formatMoney(first, currencyCode, language),
      to: formatMoney(last, currencyCode, language),
    });
  const rose = isPositiveDecimal(change);
  const percent = divideDecimal(
    multiplyDecimal(rose ? change : multiplyDecimal(change, '-1'), '100'),
    first,
    0,
  );
  return t(rose ? 'home.trend.rose' : 'home.trend.fell', {
    percent: percent === '0' ? '<1' : percent,
  });
}

/**
 * A small balance-over-time line (d3-shape's `line` only, tree-shaken): decorative, its words beside it for
 * assistive technology. Pixel positions are drawing, not money: the balances become numbers only here.
 */
export function BalanceSparkline({ points, currencyCode }: { points: BalancePoint[]; currencyCode: string }) {
  const { t, i18n } = useTranslation('accounts');
  const values = points.map((point) => Number(point.balance));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(points.length - 1, 1);
  const y = (value: number) =>
    max === min ? HEIGHT / 2 : HEIGHT - PAD - ((value - min) * (HEIGHT - 2 * PAD)) / span;
  const path = line<number>()
    .x((_, index) => x(index))
    .y((value) => y(value))(values);
  const text = trendText(t, points, currencyCode, i18n.language);
  const falling = values.length > 1 && values.at(-1)! < values[0]!;
  return (
    <div className={styles.sparkline} data-testid="balance-trend">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        className={falling ? styles.sparklineDown : styles.sparklineUp}
      >
        {path ? <path d={path} vectorEffect="non-scaling-stroke" /> : null}
      </svg>
      <VisuallyHidden>{text}</VisuallyHidden>
    </div>
  );
}
