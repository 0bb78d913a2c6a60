// The fill in the bar's color, over no track of its own (Chromium and Safari, then Firefox).
const FILL = [
  'block h-full w-full appearance-none border-0 bg-transparent',
  '[&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:rounded-full',
  '[&::-webkit-progress-value]:bg-accent [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-accent',
].join(' ');

/**
 * A determinate progress bar: the value is clamped for the bar and the ARIA value, `valueText` says it in words.
 * The fill is a native <progress>, drawn by CSS alone: a width in a style attribute would be refused by the CSP in
 * a page the server drew (pwa/app/prerender.tsx), and the bar would show full until the app took it over.
 */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
}: {
  value: number;
  max: number;
  label: string;
  valueText: string;
}) {
  const now = Math.min(Math.max(value, 0), max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now}
      aria-valuetext={valueText}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <progress value={now} max={max > 0 ? max : 1} aria-hidden className={FILL} />
    </div>
  );
}
