/**
 * Small shared controls: a number chooser, a panel.
 *
 * @module
 */
import type { KeyboardEvent, ReactNode } from "react";

/**
 * A number chooser from `min` to `max`: − / slider / +. Enter on any of its parts calls
 * `onConfirm` (the panel's main button), so the ⏎ hint holds after −, + or the slider.
 */
export function Stepper({
  value,
  min,
  max,
  onChange,
  onConfirm,
  label,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
  onConfirm?: () => void;
  label: string;
}) {
  const clamp = (n: number) => Math.max(min, Math.min(max, n));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !onConfirm) return;
    // Not the focused button's own click: the move the panel offers.
    event.preventDefault();
    event.stopPropagation();
    onConfirm();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter from the controls inside.
    <div className="stepper" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="btn small"
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= min}
        aria-label="−1"
      >
        −
      </button>
      <input
        type="range"
        min={min}
        max={max}
        value={value}
        aria-label={label}
        disabled={min === max}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
      />
      <button
        type="button"
        className="btn small"
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        aria-label="+1"
      >
        +
      </button>
      <output className="stepper-value">{value}</output>
    </div>
  );
}

/** A panel with a title. */
export function Panel({
  title,
  extra,
  children,
  className,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`panel ${className ?? ""}`} data-testid={testId}>
      <header className="panel-head">
        <h2>{title}</h2>
        {extra}
      </header>
      <div className="panel-body">{children}</div>
    </section>
  );
}
