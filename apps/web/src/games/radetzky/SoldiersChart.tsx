/**
 * The Austrian soldiers that arrived each round, as a bar chart on Radetzky's end screen (the
 * team's statistics, stats.ts): one bar per round, its height the soldiers placed that round,
 * labelled with the round under it and the number over it. Plain SVG, scaled to the largest round.
 *
 * @module
 */

/** The chart's drawing size, in SVG units (it scales to its box). */
const WIDTH = 240;
const HEIGHT = 90;
/** Room under the bars for the round numbers, and over them for the counts. */
const FOOT = 14;
const HEAD = 12;

/**
 * A bar per round of `rounds`; nothing when no soldiers arrived. `label` names the chart for
 * screen readers (the text line beside it says the same numbers).
 */
export function SoldiersChart({
  rounds,
  label,
}: {
  readonly rounds: readonly { readonly round: number; readonly placed: number }[];
  readonly label: string;
}) {
  const most = Math.max(0, ...rounds.map((r) => r.placed));
  if (rounds.length === 0 || most === 0) return null;
  const slot = WIDTH / rounds.length;
  const bar = Math.max(2, slot * 0.6);
  const room = HEIGHT - FOOT - HEAD;
  return (
    <svg
      className="rz-stats-chart"
      data-testid="rz-stats-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      {rounds.map((r, i) => {
        const h = (r.placed / most) * room;
        const x = i * slot + (slot - bar) / 2;
        const y = HEAD + room - h;
        return (
          <g key={r.round} data-round={r.round} data-placed={r.placed}>
            <rect x={x} y={y} width={bar} height={h} />
            <text x={x + bar / 2} y={y - 2} textAnchor="middle">
              {r.placed}
            </text>
            <text x={x + bar / 2} y={HEIGHT - 2} textAnchor="middle">
              {r.round}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
