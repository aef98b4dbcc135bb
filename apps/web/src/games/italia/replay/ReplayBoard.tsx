import type { RegionId, Seat } from "@italia/engine";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { modalShown } from "../../../ui/modal";
import type { VisibleEntry } from "../game/log";
import { visibleScores } from "../game/scores";
import type { SeatSetup } from "../game/seats";
import type { Highlights } from "../game/selection";
import { ItalyMap } from "../map/ItalyMap";
import { DiceTray } from "../ui/DiceTray";
import { EventLog } from "../ui/EventLog";
import { HandPanel } from "../ui/HandPanel";
import { ObjectivePanel } from "../ui/ObjectivePanel";
import { PlayersPanel } from "../ui/PlayersPanel";
import { SdadataDice } from "../ui/SdadataDice";
import { keyTarget, ReplayControls } from "./ReplayControls";
import { type ReplayMode, replayEvents, replayView, viewerOf } from "./replayView";
import { SecretsPanel } from "./SecretsPanel";
import { StatsDialog } from "./StatsDialog";
import { clampPosition, lastRollIn, StateCursor, sdadataAt, type Timeline } from "./timeline";

/** Milliseconds between two actions when the replay plays by itself. */
const PLAY_MS = 450;

/** The log keeps this many actions before the position (the log panel shows the latest lines). */
const LOG_ACTIONS = 240;

/** Nothing to pick on a replay's map. */
const NO_HIGHLIGHTS: Highlights = {
  selectable: new Set(),
  targets: new Set(),
  from: null,
  to: null,
  kind: "none",
};
const ignore = () => {};

/** A loaded replay: the map, dice, log and panels at one position, with the controls. */
export function ReplayBoard({
  timeline,
  seats,
  initialPosition,
  toolbar,
}: {
  timeline: Timeline;
  seats: readonly SeatSetup[];
  initialPosition: number;
  /** Buttons the viewer adds to the bar (another file, language, rules). */
  toolbar: ReactNode;
}) {
  const { t } = useI18n();
  const [position, setPosition] = useState(() => clampPosition(timeline, initialPosition));
  const [mode, setMode] = useState<ReplayMode>({ kind: "revealed" });
  const [showStats, setShowStats] = useState(false);
  const [playing, setPlaying] = useState(false);
  const closeStats = useCallback(() => setShowStats(false), []);
  const cursor = useMemo(() => new StateCursor(timeline), [timeline]);
  const state = useMemo(() => cursor.stateAt(position), [cursor, position]);
  const view = useMemo(() => replayView(state, mode), [state, mode]);
  const scores = useMemo(() => visibleScores(state, view), [state, view]);
  const names = useMemo(() => seats.map((s) => s.name), [seats]);
  const nameOf = useCallback((seat: Seat) => names[seat] ?? `#${seat + 1}`, [names]);
  const seek = useCallback(
    (p: number) => {
      setPlaying(false);
      setPosition(clampPosition(timeline, p));
    },
    [timeline],
  );
  // Playing by itself: one action every PLAY_MS, stopping at the end.
  useEffect(() => {
    if (!playing) return;
    if (position >= timeline.length) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setPosition((p) => Math.min(timeline.length, p + 1)), PLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, position, timeline]);
  const finished = timeline.stages[timeline.length] === "over";

  // The log's entries as this point of view shows them (R12), or whole when everything is revealed.
  const log = useMemo(() => {
    const entries: VisibleEntry[] = [];
    const steps = timeline.record.steps;
    const visibleTo = mode.kind === "seat" ? mode.seat : "all";
    for (let i = Math.max(0, position - LOG_ACTIONS); i < position; i++) {
      const action = steps[i]!.action;
      entries.push({
        id: i + 1,
        seat: "seat" in action ? action.seat : 0,
        action: action.type,
        byHost: false,
        events: replayEvents(timeline.events[i]!, mode),
        sdadataSkip: null,
        visibleTo,
      });
    }
    return entries;
  }, [timeline, position, mode]);
  const seatNumbers = useMemo(() => seats.map((_, s) => s), [seats]);

  const roll = useMemo(() => {
    const last = lastRollIn(timeline, position);
    return last ? { n: last.step + 1, event: last.event } : null;
  }, [timeline, position]);
  const sdadata = useMemo(() => sdadataAt(timeline, position), [timeline, position]);
  const arrow = useMemo(
    () => (roll ? { from: roll.event.from, to: roll.event.to, seat: roll.event.seat } : null),
    [roll],
  );

  // ←/→ one action, PgUp/PgDn one turn, Home/End: unless a form control has the key or a dialog
  // (the statistics, the rules) is open — one shown, not the game's end dialog hidden behind.
  const where = useRef({ position, timeline });
  where.current = { position, timeline };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      // The slider and the point-of-view list use the arrows themselves; a file button does not.
      const ownKeys =
        target?.tagName === "SELECT" ||
        target?.tagName === "TEXTAREA" ||
        (target instanceof HTMLInputElement && target.type !== "file");
      if (ownKeys) return;
      if (modalShown()) return;
      if (event.key === " " && !target?.closest("button, a, [role=button]")) {
        event.preventDefault();
        setPlaying((p) => !p);
        return;
      }
      const next = keyTarget(where.current.timeline, where.current.position, event.key);
      if (next === null) return;
      event.preventDefault();
      setPlaying(false);
      setPosition(next);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const seat = timeline.seats[position]!;
  const stage = timeline.stages[position]!;
  const label =
    stage === "over"
      ? t("replayOver")
      : stage === "setup"
        ? t("replaySetupOf", { name: nameOf(seat) })
        : t("replayTurnOf", { round: timeline.rounds[position]!, name: nameOf(seat) });
  const viewer = viewerOf(mode);

  return (
    <div
      className="game replay"
      data-testid="replay"
      data-stage={stage}
      data-seat={seat}
      data-round={timeline.rounds[position]}
      data-length={timeline.length}
    >
      <header className="topbar replay-bar">
        {toolbar}
        <label className="replay-mode">
          <span>{t("replayAs")}</span>
          <select
            data-testid="replay-mode"
            value={mode.kind === "seat" ? String(mode.seat) : "revealed"}
            onChange={(e) => {
              setMode(
                e.target.value === "revealed"
                  ? { kind: "revealed" }
                  : { kind: "seat", seat: Number(e.target.value) },
              );
              // Hands ←/→ back to stepping through the game, rather than to the list.
              e.currentTarget.blur();
            }}
          >
            <option value="revealed">{t("replayRevealed")}</option>
            {seats.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              <option key={i} value={i}>
                {t("replayAsSeat", { name: s.name })}
              </option>
            ))}
          </select>
        </label>
        {finished && (
          <button
            type="button"
            className="btn small ghost"
            data-testid="replay-stats"
            onClick={() => setShowStats(true)}
          >
            {t("statsShow")}
          </button>
        )}
      </header>
      <div className="board">
        <aside className="col left">
          <PlayersPanel view={view} seats={seats} viewer={viewer} />
          {mode.kind === "revealed" ? (
            <SecretsPanel state={state} nameOf={nameOf} />
          ) : (
            <>
              <ObjectivePanel view={view} scores={scores} />
              <HandPanel view={view} decision={null} dispatch={ignore} />
            </>
          )}
        </aside>
        <main className="map-wrap">
          <ItalyMap
            view={view}
            highlights={NO_HIGHLIGHTS}
            nameOf={nameOf}
            onRegion={ignore as (id: RegionId) => void}
            arrow={arrow}
          />
          <ReplayControls
            timeline={timeline}
            position={position}
            label={label}
            onSeek={seek}
            playing={playing}
            onPlay={(play) => {
              if (play && position >= timeline.length) setPosition(0);
              setPlaying(play);
            }}
          />
        </main>
        <aside className="col right">
          {sdadata ? (
            <SdadataDice event={sdadata} nameOf={nameOf} />
          ) : (
            <DiceTray roll={roll} nameOf={nameOf} animate={false} />
          )}
          <EventLog entries={log} seats={seatNumbers} nameOf={nameOf} />
        </aside>
      </div>
      <p className="keys-hint">
        {t("replayKeys")} · {t("mapCredit")}
      </p>
      {showStats && <StatsDialog record={timeline.record} nameOf={nameOf} onClose={closeStats} />}
    </div>
  );
}
