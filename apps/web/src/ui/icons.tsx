/**
 * Small hand-drawn SVG icons any game uses (no icon font, no emoji: they render the same
 * everywhere).
 *
 * @module
 */

interface IconProps {
  readonly size?: number;
  readonly className?: string;
}

const PIPS: Record<number, readonly [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};

/** A die face. */
export function DieFace({
  value,
  color,
  pip = "#fff",
  size = 40,
  className,
}: IconProps & { value: number; color: string; pip?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={className}
      role="img"
      aria-label={String(value)}
    >
      <rect
        x="4"
        y="4"
        width="92"
        height="92"
        rx="18"
        fill={color}
        stroke="rgba(0,0,0,0.35)"
        strokeWidth="4"
      />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill={pip} />
      ))}
    </svg>
  );
}

/** A loudspeaker, with sound waves when `on`, crossed out when off. */
export function SoundIcon({ on, size = 16 }: { on: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 6 H5 L9 2.5 V13.5 L5 10 H2 Z" fill="currentColor" />
      {on ? (
        <path
          d="M11 5.5 Q12.6 8 11 10.5 M12.8 3.8 Q15.6 8 12.8 12.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M11 5.5 L15 10.5 M15 5.5 L11 10.5"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
