import type { GameRecord, PlayerAction, RegionId, Seat } from "@italia/engine";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { CopyLink } from "../../../online/CopyLink";
import { refusalText } from "../../../online/refusals";
import { SeatStatus } from "../../../online/SeatStatus";
import { TopBar } from "../../../ui/TopBar";
import { visibleLog } from "../game/log";
import { targetOdds } from "../game/odds";
import { BOT_NAMES, type SeatChange, type SeatSetup } from "../game/seats";
import { withHeldPlacements } from "../game/selection";
import type { Msg } from "../game/table";
import { ItalyMap } from "../map/ItalyMap";
import { ActionPanel } from "../ui/actions/ActionPanel";
import { actionInputs } from "../ui/actions/props";
import { DiceTray } from "../ui/DiceTray";
import { EventLog } from "../ui/EventLog";
import { GameMenu } from "../ui/GameMenu";
import { HandPanel } from "../ui/HandPanel";
import { ObjectivePanel } from "../ui/ObjectivePanel";
import { PlayersPanel } from "../ui/PlayersPanel";
import { RoundInfo } from "../ui/RoundInfo";
import { keyMsg } from "./keys";
import { OnlineEnd } from "./OnlineEnd";
import {
  initTable,
  onlineControls,
  type Table,
  tableReceive,
  tableRefused,
  tableUpdate,
} from "./onlineTable";
import { clockText, connectionNote, type RoomState, type RoomUpdate, timeLeft } from "./room";
import { viewScores, viewSdadata } from "./standing";

/** The current time, every half second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The online game: the local game's map and panels, fed by the seat's own view, events and legal
 * moves from the server. Actions go to the server; its refusals show as the engine's message (the
 * server's own refusals in the page's words).
 */
export function OnlineGame({
  room,
  update,
  sendAction,
  onBack,
  onSeatChange,
  onRematch,
  onAcceptRematch,
  onDismissRefusal,
  onDownload,
  loadRecord,
  onReplay,
  onLeave,
  onRules,
  chat,
}: {
  room: RoomState;
  update: RoomUpdate;
  sendAction: (action: PlayerAction) => void;
  onBack: () => void;
  /** The in-game menu's choice for this seat: hand it to the bot, take it back, or resign. */
  onSeatChange: (change: SeatChange) => void;
  /** Offers a rematch, once the game is over. */
  onRematch: () => void;
  /** Goes to the rematch's room, with this seat's credential. */
  onAcceptRematch: (room: string) => void;
  onDismissRefusal: () => void;
  /** Downloads the record (a seat holder's); absent for a spectator. */
  onDownload?: () => Promise<void>;
  /** The room's record, once the game is over (for the end screen's replay and statistics). */
  loadRecord: () => Promise<GameRecord>;
  /** Opens the replay viewer on the room's record. */
  onReplay: (record: GameRecord) => void;
  onLeave: () => void;
  onRules: () => void;
  /** The room's chat panel. */
  chat?: ReactNode;
}) {
  const { t, tn } = useI18n();
  const spectator = room.spectator;
  const now = useNow();
  const [table, setTable] = useState<Table>(() =>
    initTable(update.view, update.legal, update.step),
  );
  const tableRef = useRef(table);
  tableRef.current = table;
  const [showEnd, setShowEnd] = useState(true);

  const apply = useCallback(
    (step: { table: Table; send: readonly PlayerAction[] }) => {
      tableRef.current = step.table;
      setTable(step.table);
      for (const action of step.send) sendAction(action);
    },
    [sendAction],
  );
  const dispatch = useCallback((msg: Msg) => apply(tableUpdate(tableRef.current, msg)), [apply]);

  // Each update from the server: the new view and legal moves (a blitz sends its next roll).
  const lastUpdate = useRef(update);
  useEffect(() => {
    if (lastUpdate.current === update) return;
    lastUpdate.current = update;
    apply(tableReceive(tableRef.current, update.view, update.legal, update.step));
  }, [update, apply]);
  // A refusal: what was in flight is over; the player may act again.
  useEffect(() => {
    if (room.refusal) setTable((tb) => (tableRef.current = tableRefused(tb)));
  }, [room.refusal]);

  // The keyboard, as in the local game (P, Esc, 1–3, Backspace, Enter).
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const onControl = target?.closest("button, [role=button], a") ?? null;
      const msg = keyMsg(onlineControls(tableRef.current, null), {
        key: event.key,
        modified: event.ctrlKey || event.metaKey || event.altKey,
        inField: target?.tagName === "INPUT" || target?.tagName === "SELECT",
        onControl:
          event.defaultPrevented || (onControl !== null && !onControl.hasAttribute("data-region")),
      });
      if (msg) dispatch(msg);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [dispatch]);

  const { view } = table;
  const seat = room.seat;
  const controls = onlineControls(table, room.lastRoll);
  const { decision, highlights: hl } = controls;
  const names = useMemo(
    () => view.seats.map((s) => room.seats[s.seat]?.name ?? BOT_NAMES[s.seat] ?? `#${s.seat + 1}`),
    [view.seats, room.seats],
  );
  const nameOf = useCallback((s: Seat) => names[s] ?? `#${s + 1}`, [names]);
  const setups: SeatSetup[] = useMemo(
    () =>
      view.seats.map((s) => {
        const info = room.seats[s.seat];
        const bot = !info || info.name === null;
        return {
          kind: bot ? "bot" : "human",
          level: room.terms?.bot ?? "greedy",
          name: names[s.seat]!,
        };
      }),
    [view.seats, room.seats, room.terms, names],
  );
  const status = useCallback(
    (s: Seat) => {
      const info = room.seats[s];
      return (
        <>
          {info && info.name !== null && <SeatStatus seat={info} />}
          {room.timedOut[s] !== undefined && (
            <span className="tag timed-out" data-testid={`timed-out-${s}`}>
              {t("timedOutTag")}
            </span>
          )}
        </>
      );
    },
    [room.seats, room.timedOut, t],
  );
  // The server already filtered the events for this seat (R12); filtering again changes nothing.
  const entries = useMemo(() => visibleLog(room.log, seat), [room.log, seat]);
  const seatList = useMemo(() => view.seats.map((s) => s.seat), [view.seats]);
  const mapView = useMemo(() => withHeldPlacements(view, table.staged), [view, table.staged]);
  const scores = useMemo(() => viewScores(view), [view]);
  const odds = useMemo(
    () =>
      hl.kind === "target" && hl.from && decision ? targetOdds(view, hl.from, hl.targets) : null,
    [hl.kind, hl.from, hl.targets, decision, view],
  );
  const roll = room.lastRoll?.event;
  const over = view.stage === "over";
  const arrow = useMemo(
    () =>
      roll && roll.seat === view.currentSeat && !over && view.stage !== "setup"
        ? { from: roll.from, to: roll.to, seat: roll.seat }
        : null,
    [roll, view.currentSeat, view.stage, over],
  );
  const onRegion = useCallback((id: RegionId) => dispatch({ type: "region", id }), [dispatch]);
  const input = actionInputs(controls, view, room.log);

  // the server's deadlines against the server's time, whatever this device's clock says
  const { turn: turnLeft, clock: clockLeft } = timeLeft(room, now);
  const me = seat !== null ? room.seats[seat] : undefined;
  // the menu offers this seat only: to the bot while it is the person's, back while a bot plays
  // it for now, nothing once resigned
  const menuSeats: SeatSetup[] = setups.map((s, i) =>
    i !== seat || !me || me.resigned
      ? { ...s, kind: "bot" }
      : me.away
        ? { ...s, kind: "bot", standIn: "away" }
        : { ...s, kind: "human" },
  );
  const timers = (
    <span className="online-timers">
      {!over && update.turn && turnLeft !== null && (
        <span
          className={`pill turn-timer${turnLeft <= 10 ? " urgent" : ""}`}
          data-testid="turn-timer"
          data-seat={update.turn.seat}
        >
          {t("turnTimer", { name: nameOf(update.turn.seat), time: clockText(turnLeft) })}
        </span>
      )}
      {!over && view.clockExpired && <span className="pill">{t("clockOver")}</span>}
      {!over && !view.clockExpired && clockLeft !== null && (
        <span className="pill" data-testid="game-clock">
          {t("gameClock", { time: clockText(clockLeft) })}
        </span>
      )}
      {over && !showEnd && (
        <button type="button" className="btn small" onClick={() => setShowEnd(true)}>
          {t("showResults")}
        </button>
      )}
      {spectator && (
        <span className="pill" data-testid="watching">
          {t("watchingTag")} ·{" "}
          {room.delay > 0 && !over ? tn("watchBehind", room.delay) : t("watchLive")}
        </span>
      )}
      {!spectator && room.spectators > 0 && (
        <span className="pill" data-testid="spectator-count">
          {tn("spectators", room.spectators)}
        </span>
      )}
      <GameMenu
        seats={menuSeats}
        over={over}
        onSeat={(_, change) => onSeatChange(change)}
        onExit={onLeave}
        standInLevel={room.terms?.bot ?? "greedy"}
        exitLabel={t("leaveRoomKeep")}
      />
    </span>
  );

  return (
    <div
      className="game online"
      data-testid="game"
      data-stage={view.stage}
      data-seat={view.currentSeat}
      data-human-turn={decision ? "yes" : "no"}
      data-viewer={seat ?? ""}
    >
      <TopBar
        status={
          <RoundInfo
            view={view}
            sdadata={viewSdadata(view)}
            fortifying={decision !== null && table.sel.mode === "fortify"}
          />
        }
        over={view.stage === "over"}
        hasBots={false}
        hasHumans
        speed="normal"
        onSpeed={() => {}}
        paused={false}
        onPause={() => {}}
        onSkip={() => {}}
        skipping={false}
        onMenu={onLeave}
        onRules={onRules}
        extra={timers}
      />
      <div className="board">
        <aside className="col left">
          <PlayersPanel view={view} seats={setups} viewer={seat} status={status} />
          <ObjectivePanel view={view} scores={scores} />
        </aside>
        <main className="map-wrap">
          {/* on the map, as the local game's banners, below the top bar */}
          {room.connection !== "open" && (
            <p className="map-banner paused" role="status" data-testid="connection">
              {t(connectionNote(room))}
            </p>
          )}
          {me?.away && !over && (
            <p className="map-banner with-action" role="status" data-testid="away-banner">
              {t("youAreAway")}{" "}
              <button type="button" className="btn small" onClick={onBack} data-testid="im-back">
                {t("imBack")}
              </button>
            </p>
          )}
          <ItalyMap
            view={mapView}
            highlights={hl}
            nameOf={nameOf}
            onRegion={onRegion}
            arrow={arrow}
            enterConfirms={input.pending !== null}
            odds={odds}
          />
          <p className="legend">{t("legend")}</p>
          {room.refusal && (
            <div className="toast" role="alert" data-testid="error">
              {refusalText(t, room.refusal)}
              <button type="button" className="btn small ghost" onClick={onDismissRefusal}>
                {t("close")}
              </button>
            </div>
          )}
        </main>
        <aside className="col right">
          {!over && !spectator && (
            <ActionPanel input={input} dispatch={dispatch} nameOf={nameOf} thinking={false} />
          )}
          <DiceTray roll={room.lastRoll} nameOf={nameOf} animate />
          <HandPanel view={view} decision={decision} dispatch={dispatch} />
          <EventLog entries={entries} seats={seatList} nameOf={nameOf} />
          {!spectator && room.watch && (
            <CopyLink
              label={t("watchLink")}
              hint={t("watchHint")}
              url={room.watch}
              testId="watch"
            />
          )}
          {chat}
        </aside>
      </div>
      <p className="keys-hint">
        {t("keysHint")} · {t("mapCredit")}
      </p>
      {over && showEnd && (
        <OnlineEnd
          view={view}
          result={update.result}
          nameOf={nameOf}
          onDownload={onDownload}
          loadRecord={loadRecord}
          onReplay={onReplay}
          onClose={() => setShowEnd(false)}
          onLeave={onLeave}
          rematch={room.rematch}
          onRematch={me && me.name !== null ? onRematch : null}
          onAcceptRematch={onAcceptRematch}
        />
      )}
    </div>
  );
}
