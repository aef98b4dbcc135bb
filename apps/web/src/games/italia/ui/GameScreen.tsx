import {
  type GameRecord,
  type RegionId,
  ranking,
  type Seat,
  sdadataThreshold,
  viewFor,
} from "@italia/engine";
import { useCallback, useMemo, useReducer, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { TopBar } from "../../../ui/TopBar";
import { handOverTo, initModel, localControls, update } from "../game/localTable";
import { visibleLog } from "../game/log";
import { targetOdds } from "../game/odds";
import { visibleScores } from "../game/scores";
import { humanSeats } from "../game/seats";
import { withHeldPlacements } from "../game/selection";
import type { Session } from "../game/session";
import { ItalyMap } from "../map/ItalyMap";
import { ActionPanel } from "./actions/ActionPanel";
import { actionInputs } from "./actions/props";
import { DiceTray } from "./DiceTray";
import { EndScreen } from "./EndScreen";
import { EventLog } from "./EventLog";
import { downloadRecord } from "./effects/download";
import { useGameKeys } from "./effects/keys";
import { useAutosave, useOpenAtTop } from "./effects/page";
import { useBots } from "./effects/useBots";
import { GameMenu } from "./GameMenu";
import { HandOver } from "./HandOver";
import { HandPanel } from "./HandPanel";
import { HostNotice } from "./HostNotice";
import { ObjectivePanel } from "./ObjectivePanel";
import { PlayersPanel } from "./PlayersPanel";
import { RoundInfo } from "./RoundInfo";

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
  const [showEnd, setShowEnd] = useState(true);
  const { session } = model;
  const { state, seats } = session;
  const humans = humanSeats(seats);
  const hasBots = seats.some((s) => s.kind === "bot");
  const handOver = handOverTo(model);
  const viewer = handOver === null ? model.viewer : null;
  const view = useMemo(() => viewFor(state, viewer), [state, viewer]);
  // The map shows reinforcements held on this device (not yet sent) as already placed.
  const mapView = useMemo(() => withHeldPlacements(view, model.staged), [view, model.staged]);
  const scores = useMemo(() => visibleScores(state, view), [state, view]);
  // The log as the viewer may see it (R12): the log panel never gets the raw events.
  const logShown = useMemo(() => visibleLog(session.log, viewer), [session.log, viewer]);
  const controls = localControls(model);
  const { decision, highlights: hl } = controls;
  const names = useMemo(() => seats.map((s) => s.name), [seats]);
  const seatNumbers = useMemo(() => seats.map((_, s) => s), [seats]);
  const nameOf = useCallback((seat: Seat) => names[seat] ?? `#${seat + 1}`, [names]);

  const bots = useBots(session, dispatch);
  useAutosave(saveId, session);
  useOpenAtTop();
  useGameKeys(controls, dispatch);

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
  // Public once the game is over (R11): the end screen gets the ranking, not the state.
  const ranks = useMemo(() => (over ? ranking(state) : []), [over, state]);
  // Bots' rolls tumble only at watchable speeds; a person's own roll always does.
  const rollSeat = model.lastRoll?.event.seat ?? -1;
  const animateDice = !(bots.speed === "instant" || bots.skipping) || humans.includes(rollSeat);

  return (
    <div
      className="game"
      data-testid="game"
      data-stage={state.stage}
      data-seat={state.currentSeat}
      data-human-turn={decision ? "yes" : "no"}
    >
      <TopBar
        status={
          <RoundInfo
            view={view}
            sdadata={sdadataThreshold(state)}
            fortifying={decision !== null && model.sel.mode === "fortify"}
          />
        }
        over={view.stage === "over"}
        hasBots={hasBots}
        hasHumans={humans.length > 0}
        speed={bots.speed}
        onSpeed={bots.setSpeed}
        paused={bots.paused}
        onPause={bots.togglePause}
        onSkip={bots.toggleSkip}
        skipping={bots.skipping}
        onMenu={onExit}
        onRules={onRules}
        extra={
          <>
            {over && !showEnd && (
              <button type="button" className="btn small" onClick={() => setShowEnd(true)}>
                {t("showResults")}
              </button>
            )}
            <GameMenu
              seats={seats}
              over={over}
              onSeat={(seat, change) => dispatch({ type: "seat", seat, change })}
              onExit={onExit}
            />
          </>
        }
      />
      <div className="board">
        <aside className="col left">
          <PlayersPanel view={view} seats={seats} viewer={viewer} />
          <ObjectivePanel view={view} scores={scores} />
        </aside>
        <main className="map-wrap">
          {humans.length === 0 && !over && <p className="map-banner">{t("watching")}</p>}
          {bots.paused && <p className="map-banner paused">{t("paused")}</p>}
          <ItalyMap
            view={mapView}
            highlights={hl}
            nameOf={nameOf}
            onRegion={onRegion}
            arrow={arrow}
            enterConfirms={controls.pending !== null}
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
          {model.notice && (
            <HostNotice
              notice={model.notice}
              nameOf={nameOf}
              onClose={() => dispatch({ type: "dismissNotice" })}
            />
          )}
        </main>
        <aside className="col right">
          {!over && (
            <ActionPanel
              input={actionInputs(controls, view, session.log)}
              dispatch={dispatch}
              nameOf={nameOf}
              thinking={bots.thinking}
            />
          )}
          <DiceTray roll={model.lastRoll} nameOf={nameOf} animate={animateDice} />
          <HandPanel view={view} decision={decision} dispatch={dispatch} />
          <EventLog entries={logShown} seats={seatNumbers} nameOf={nameOf} />
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
          view={view}
          ranks={ranks}
          record={session.record}
          nameOf={nameOf}
          onNewGame={onExit}
          onClose={() => setShowEnd(false)}
          onReplay={onReplay && (() => onReplay(session.record))}
          onDownload={() => downloadRecord(session.record, session.state)}
        />
      )}
    </div>
  );
}
