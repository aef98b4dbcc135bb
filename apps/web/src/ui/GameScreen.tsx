import {
  type GameRecord,
  type PlayerView,
  type RegionId,
  type Seat,
  sdadataThreshold,
  viewFor,
} from "@italia/engine";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { turnActionsOf } from "../game/botBrain";
import { askBots } from "../game/bots";
import {
  handOverTo,
  highlights,
  humanDecision,
  initModel,
  type Model,
  type Msg,
  mergedPlacements,
  type Placement,
  pendingMove,
  placesLeft,
  update,
} from "../game/controller";
import { targetOdds } from "../game/odds";
import { attackMove } from "../game/options";
import { visibleScores } from "../game/scores";
import { humanSeats } from "../game/seats";
import type { Session } from "../game/session";
import { saveSession } from "../game/storage";
import { useI18n } from "../i18n/context";
import { ItalyMap } from "../map/ItalyMap";
import { ActionPanel } from "./actions/ActionPanel";
import { actionInputs } from "./actions/props";
import { DiceTray } from "./DiceTray";
import { EndScreen } from "./EndScreen";
import { EventLog } from "./EventLog";
import { HandOver } from "./HandOver";
import { HandPanel } from "./HandPanel";
import { ObjectivePanel } from "./ObjectivePanel";
import { PlayersPanel } from "./PlayersPanel";
import { SPEEDS, type Speed, TopBar } from "./TopBar";

const SPEED_KEY = "italia.botSpeed";

function initialSpeed(): Speed {
  try {
    const saved = localStorage.getItem(SPEED_KEY);
    if (saved && saved in SPEEDS) return saved as Speed;
  } catch {
    // storage unavailable
  }
  return "normal";
}

/** A copy of the view with held placements added to their regions' armies. */
function withPlacements(view: PlayerView, staged: readonly Placement[]): PlayerView {
  if (staged.length === 0) return view;
  const regions = { ...view.regions };
  for (const p of mergedPlacements(staged)) {
    regions[p.region] = { ...regions[p.region], armies: regions[p.region].armies + p.count };
  }
  return { ...view, regions };
}

function onKeys(model: Model, dispatch: (msg: Msg) => void, event: KeyboardEvent) {
  const target = event.target as HTMLElement | null;
  if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const d = humanDecision(model);
  if (!d) return;
  const sel = model.sel;
  const seat = d.seat;
  if (event.key === "Escape") {
    dispatch({ type: "cancel" });
  } else if (event.key === "p" || event.key === "P") {
    dispatch({ type: "pass" });
  } else if (/^[1-3]$/.test(event.key) && sel.from && sel.to && sel.mode === "main") {
    const move = attackMove(d, sel.from, sel.to);
    const dice = Number(event.key);
    if (move && dice >= move.minDice && dice <= move.maxDice) {
      dispatch({
        type: "act",
        action: { type: "attack", seat, from: move.from, to: move.to, dice },
      });
    }
  } else if (event.key === "Backspace" && model.staged.length > 0) {
    dispatch({ type: "undoPlace" });
  } else if (event.key === "Enter" && model.staged.length > 0 && placesLeft(model) === 0) {
    const onControl = target?.closest("button, [role=button], a");
    if (!onControl || onControl.hasAttribute("data-region")) dispatch({ type: "confirmPlaces" });
  } else if (event.key === "Enter") {
    // A button or link answers Enter itself; a map region leaves it here when a move is waiting.
    if (event.defaultPrevented) return;
    const onControl = target?.closest("button, [role=button], a");
    if (onControl && !onControl.hasAttribute("data-region")) return;
    const action = pendingMove(model);
    if (action) dispatch({ type: "act", action });
  }
}

/** The game: map, panels, bots, hot-seat hand-over and the end screen. */
export function GameScreen({
  session: initialSession,
  saveId,
  onExit,
  onRules,
  onReplay,
}: {
  session: Session;
  /** The save slot this game writes to after every action. */
  saveId: string;
  onExit: () => void;
  onRules: () => void;
  /** Opens the replay viewer on this game's record («Rivedi la partita» on the end screen). */
  onReplay?: (record: GameRecord) => void;
}) {
  const { t } = useI18n();
  const [model, dispatch] = useReducer(update, initialSession, initModel);
  const [speed, setSpeedState] = useState<Speed>(initialSpeed);
  const [paused, setPaused] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [thinking, setThinking] = useState(false);
  const [showEnd, setShowEnd] = useState(true);
  const { session } = model;
  const { state, seats } = session;
  const humans = humanSeats(seats);
  const hasBots = seats.some((s) => s.kind === "bot");
  const handOver = handOverTo(model);
  const viewer = handOver === null ? model.viewer : null;
  const view = useMemo(() => viewFor(state, viewer), [state, viewer]);
  // The map shows reinforcements held on this device (not yet sent) as already placed.
  const mapView = useMemo(() => withPlacements(view, model.staged), [view, model.staged]);
  const scores = useMemo(() => visibleScores(state, view), [state, view]);
  const decision = humanDecision(model);
  const hl = highlights(model);
  const names = useMemo(() => seats.map((s) => s.name), [seats]);
  const nameOf = useCallback((seat: Seat) => names[seat] ?? `#${seat + 1}`, [names]);

  const setSpeed = (s: Speed) => {
    setSpeedState(s);
    try {
      localStorage.setItem(SPEED_KEY, s);
    } catch {
      // storage unavailable
    }
  };

  // Save after every action, so a reload resumes the game.
  useEffect(() => saveSession(saveId, session), [saveId, session]);
  // A game opens at the top of the page, with the map (on a phone the home page was scrolled).
  // A block body: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // Bots: play with a small delay so people can follow; in batches when instant or skipping.
  const seed = String(session.record.config.seed);
  const steps = session.record.steps.length;
  const turnActions = useMemo(
    () =>
      turnActionsOf(
        session.record.steps.map((s) => s.action),
        state.currentSeat,
      ),
    [session.record.steps, state.currentSeat],
  );
  const gameId = useMemo(() => `${seed}:${Math.random().toString(36).slice(2)}`, [seed]);
  const logRef = useRef(session.log);
  logRef.current = session.log;
  useEffect(() => {
    if (state.stage === "over" || paused) return;
    const current = seats[state.currentSeat];
    if (current?.kind !== "bot") {
      if (skipping) setSkipping(false);
      return;
    }
    const batch = speed === "instant" || skipping;
    const delay = batch ? 0 : SPEEDS[speed];
    let cancelled = false;
    const timer = setTimeout(() => {
      setThinking(true);
      askBots({
        state,
        levels: seats.map((s) => (s.kind === "bot" ? s.level : null)),
        gameId,
        seed,
        step: steps,
        recent: logRef.current.slice(-80).map((e) => ({ seat: e.seat, events: e.events })),
        turnActions,
        maxActions: batch ? 400 : 1,
        maxMs: batch ? 60 : 0,
      }).then(
        (actions) => {
          if (cancelled) return;
          setThinking(false);
          dispatch({ type: "bots", actions });
        },
        () => setThinking(false),
      );
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state, seats, paused, speed, skipping, seed, steps, gameId, turnActions]);

  const modelRef = useRef(model);
  modelRef.current = model;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeys(modelRef.current, dispatch, event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  // The latest attack of the player whose turn it is, drawn on the map so people can follow.
  const roll = model.lastRoll?.event;
  const arrow = useMemo(
    () =>
      roll && roll.seat === state.currentSeat && state.stage !== "over" && state.stage !== "setup"
        ? { from: roll.from, to: roll.to, seat: roll.seat }
        : null,
    [roll, state.currentSeat, state.stage],
  );
  // Before attacking: each target's chance of falling, on the map (the SDK's exact odds).
  const odds = useMemo(
    () =>
      hl.kind === "target" && hl.from && decision ? targetOdds(view, hl.from, hl.targets) : null,
    [hl.kind, hl.from, hl.targets, decision, view],
  );
  const onRegion = useCallback((id: RegionId) => dispatch({ type: "region", id }), []);
  const over = state.stage === "over";
  // Bots' rolls tumble only at watchable speeds; a person's own roll always does.
  const rollSeat = model.lastRoll?.event.seat ?? -1;
  const animateDice = !(speed === "instant" || skipping) || humans.includes(rollSeat);

  return (
    <div
      className="game"
      data-testid="game"
      data-stage={state.stage}
      data-seat={state.currentSeat}
      data-human-turn={decision ? "yes" : "no"}
    >
      <TopBar
        view={view}
        sdadata={sdadataThreshold(state)}
        hasBots={hasBots}
        hasHumans={humans.length > 0}
        speed={speed}
        onSpeed={setSpeed}
        paused={paused}
        onPause={() => setPaused((p) => !p)}
        onSkip={() => setSkipping((s) => !s)}
        skipping={skipping}
        onMenu={onExit}
        onRules={onRules}
        extra={
          over && !showEnd ? (
            <button type="button" className="btn small" onClick={() => setShowEnd(true)}>
              {t("showResults")}
            </button>
          ) : null
        }
      />
      <div className="board">
        <aside className="col left">
          <PlayersPanel view={view} seats={seats} viewer={viewer} />
          <ObjectivePanel view={view} scores={scores} />
        </aside>
        <main className="map-wrap">
          {humans.length === 0 && !over && <p className="map-banner">{t("watching")}</p>}
          {paused && <p className="map-banner paused">{t("paused")}</p>}
          <ItalyMap
            view={mapView}
            highlights={hl}
            nameOf={nameOf}
            onRegion={onRegion}
            arrow={arrow}
            enterConfirms={pendingMove(model) !== null}
            odds={odds}
          />
          <p className="legend">{t("legend")}</p>
          {model.error && (
            <div className="toast" role="alert" data-testid="error">
              {t("refused", { message: model.error })}
              <button
                type="button"
                className="btn small ghost"
                onClick={() => dispatch({ type: "dismissError" })}
              >
                {t("close")}
              </button>
            </div>
          )}
        </main>
        <aside className="col right">
          {!over && (
            <ActionPanel
              input={actionInputs(model, view)}
              dispatch={dispatch}
              nameOf={nameOf}
              thinking={thinking}
            />
          )}
          <DiceTray roll={model.lastRoll} nameOf={nameOf} animate={animateDice} />
          <HandPanel view={view} decision={decision} dispatch={dispatch} />
          <EventLog log={session.log} viewer={viewer} nameOf={nameOf} />
        </aside>
      </div>
      <p className="keys-hint">
        {t("keysHint")} · {t("mapCredit")}
      </p>
      {handOver !== null && (
        <HandOver
          seat={handOver}
          name={nameOf(handOver)}
          onReveal={() => dispatch({ type: "reveal" })}
        />
      )}
      {over && showEnd && (
        <EndScreen
          state={state}
          view={view}
          session={session}
          nameOf={nameOf}
          onNewGame={onExit}
          onClose={() => setShowEnd(false)}
          onReplay={onReplay && (() => onReplay(session.record))}
        />
      )}
    </div>
  );
}
