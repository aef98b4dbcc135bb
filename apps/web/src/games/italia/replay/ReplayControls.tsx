import type { ReactNode } from "react";
import { useI18n } from "../../../i18n/context";
import { nextTurn, previousTurn, type Timeline } from "./timeline";

/** A bar and a triangle (to the start or the end): drawn, since few fonts have ⏮ and ⏭. */
function EdgeIcon({ end }: { end: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d={end ? "M17 4h2.5v16H17zM4.5 4l11 8-11 8z" : "M4.5 4H7v16H4.5zM19.5 4l-11 8 11 8z"} />
    </svg>
  );
}

/** The positions where a round begins (the slider's tick marks). */
export function roundStarts(timeline: Timeline): number[] {
  const out: number[] = [];
  for (let p = 1; p <= timeline.length; p++) {
    if (timeline.rounds[p]! > timeline.rounds[p - 1]!) out.push(p);
  }
  return out;
}

/** Where to go from `position` for a key of the viewer's keyboard, or `null` for other keys. */
export function keyTarget(timeline: Timeline, position: number, key: string): number | null {
  switch (key) {
    case "ArrowLeft":
      return Math.max(0, position - 1);
    case "ArrowRight":
      return Math.min(timeline.length, position + 1);
    case "PageUp":
      return previousTurn(timeline, position);
    case "PageDown":
      return nextTurn(timeline, position);
    case "Home":
      return 0;
    case "End":
      return timeline.length;
    default:
      return null;
  }
}

/**
 * Stepping through a replay: by action, by turn, to either end, playing by itself, and a slider
 * over the game.
 */
export function ReplayControls({
  timeline,
  position,
  label,
  onSeek,
  playing,
  onPlay,
}: {
  timeline: Timeline;
  position: number;
  /** Where the position is in words (round, whose turn). */
  label: string;
  onSeek: (position: number) => void;
  /** Whether the replay plays by itself, one action at a time. */
  playing: boolean;
  onPlay: (play: boolean) => void;
}) {
  const { t } = useI18n();
  const atStart = position === 0;
  const atEnd = position === timeline.length;
  const button = (
    testId: string,
    title: string,
    text: ReactNode,
    target: number,
    disabled: boolean,
  ) => (
    <button
      type="button"
      className="btn small"
      data-testid={testId}
      title={title}
      aria-label={title}
      disabled={disabled}
      onClick={() => onSeek(target)}
    >
      {text}
    </button>
  );
  return (
    <div className="replay-controls panel" data-testid="replay-controls">
      <div className="replay-buttons">
        {button("replay-start", t("replayStart"), <EdgeIcon end={false} />, 0, atStart)}
        {button(
          "replay-prev-turn",
          t("replayPrevTurn"),
          "«",
          previousTurn(timeline, position),
          atStart,
        )}
        {button("replay-prev", t("replayPrev"), "‹", position - 1, atStart)}
        <output
          className="replay-position"
          data-testid="replay-position"
          data-position={position}
          aria-live="polite"
        >
          {t("replayPosition", { n: position, total: timeline.length })}
          <span className="replay-where">{label}</span>
        </output>
        <button
          type="button"
          className="btn small replay-play"
          data-testid="replay-play"
          aria-pressed={playing}
          title={playing ? t("pause") : t("replayPlay")}
          aria-label={playing ? t("pause") : t("replayPlay")}
          onClick={() => onPlay(!playing)}
        >
          {playing ? "❚❚" : "▶"}
        </button>
        {button("replay-next", t("replayNext"), "›", position + 1, atEnd)}
        {button("replay-next-turn", t("replayNextTurn"), "»", nextTurn(timeline, position), atEnd)}
        {button("replay-end", t("replayEnd"), <EdgeIcon end />, timeline.length, atEnd)}
      </div>
      <input
        type="range"
        className="replay-slider"
        min={0}
        max={timeline.length}
        value={position}
        aria-label={t("replaySlider")}
        aria-valuetext={`${t("replayPosition", { n: position, total: timeline.length })} · ${label}`}
        data-testid="replay-slider"
        list="replay-rounds"
        onChange={(e) => onSeek(Number(e.target.value))}
      />
      {/* Tick marks on the slider where each round begins. */}
      <datalist id="replay-rounds">
        {roundStarts(timeline).map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
    </div>
  );
}
