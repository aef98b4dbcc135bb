/**
 * A small SVG line chart (no chart library): one line per series over shared x labels, a zero
 * based y axis with round ticks, each point marked. Series are told apart by colour and by the
 * seat's symbol at the line's end, so colour is never the only cue.
 */

/** One line of the chart. */
export interface ChartSeries {
  readonly label: string;
  readonly color: string;
  /** A short mark drawn at the end of the line (the seat's symbol). */
  readonly mark: string;
  readonly values: readonly number[];
}

const WIDTH = 560;
const HEIGHT = 220;
const PAD = { left: 36, right: 22, top: 12, bottom: 26 };

/** Whole ticks from 0 to at least `max`: steps of 1, 2 or 5 × 10^k, about four of them. */
export function ticks(max: number): number[] {
  const top = Math.max(1, max);
  const rough = top / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 1);
  const out: number[] = [];
  for (let v = 0; v < top + step; v += step) out.push(v);
  return out;
}

/** The chart. `xLabels[i]` names point i of every series. */
export function LineChart({
  title,
  ariaLabel,
  series,
  xLabels,
  testId,
}: {
  title: string;
  ariaLabel: string;
  series: readonly ChartSeries[];
  xLabels: readonly string[];
  testId?: string;
}) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const yTicks = ticks(max);
  const yMax = yTicks[yTicks.length - 1]!;
  const n = Math.max(1, xLabels.length - 1);
  const x = (i: number) => PAD.left + (i / n) * (WIDTH - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - v / yMax) * (HEIGHT - PAD.top - PAD.bottom);
  // About eight x labels at most, always the first and the last.
  const every = Math.max(1, Math.ceil(xLabels.length / 8));
  return (
    <figure className="chart" data-testid={testId}>
      <figcaption className="chart-title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={ariaLabel}
        className="chart-svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <g className="chart-grid">
          {yTicks.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} />
              <text x={PAD.left - 6} y={y(v)} className="chart-y">
                {v}
              </text>
            </g>
          ))}
          {xLabels.map((label, i) =>
            i % every === 0 || i === xLabels.length - 1 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: points are positional
              <text key={i} x={x(i)} y={HEIGHT - 8} className="chart-x">
                {label}
              </text>
            ) : null,
          )}
        </g>
        {series.map((s) => (
          <g
            key={s.label}
            className="chart-series"
            data-testid="chart-series"
            data-points={s.values.length}
          >
            <title>{s.label}</title>
            <polyline
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(" ")}
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeLinejoin="round"
            />
            {s.values.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: points are positional
              <circle key={i} cx={x(i)} cy={y(v)} r={2.6} fill={s.color} data-point="">
                <title>{`${s.label} · ${xLabels[i] ?? ""}: ${v}`}</title>
              </circle>
            ))}
            {s.values.length > 0 && (
              <text
                x={x(s.values.length - 1) + 5}
                y={y(s.values[s.values.length - 1]!)}
                className="chart-mark"
                fill={s.color}
              >
                {s.mark}
              </text>
            )}
          </g>
        ))}
      </svg>
    </figure>
  );
}
