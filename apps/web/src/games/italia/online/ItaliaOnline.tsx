/**
 * Italia's online screens (loaded on demand with colyseus.js): create a room, or open an invite link
 * and pick a seat; the room's lobby; the game; the end. A seat's credential is kept in
 * localStorage per room, so reopening the invite link (a reload, a closed tab) takes the seat back
 * with a fresh full view; the personal rejoin link carries it in the URL fragment. A finished room
 * the server no longer holds in memory shows its end screen, rebuilt from its record, and the
 * credential is kept (the record stays downloadable until the room is deleted). The rules page
 * and a finished room's replay open over them.
 *
 * @module
 */
import type { GameRecord, PlayerAction } from "@italia/engine";
import { lazy, Suspense, useCallback, useEffect, useReducer, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { downloadRecord, lookUpSeat } from "../../../online/api";
import { RoomChat } from "../../../online/ChatPanel";
import { JoinRoom } from "../../../online/JoinRoom";
import type { RoomLink } from "../../../online/links";
import { OnlinePage } from "../../../online/OnlinePage";
import { useRoomEntry } from "../../../online/useRoomEntry";
import { WatchForm } from "../../../online/WatchForm";
import type { GameId, OnlineProps } from "../../types";
import { OpenRuleContext, type RuleNumber } from "../rules/anchors";
import { SeatBadge } from "../ui/SeatBadge";
import { fetchRecord, fetchRoomInfo } from "./api";
import { type CreateOptions, CreateRoom } from "./CreateRoom";
import { type FinishedEnd, finishedEnd } from "./finished";
import { ItaliaLobby } from "./ItaliaLobby";
import { OnlineEnd } from "./OnlineEnd";
import { OnlineGame } from "./OnlineGame";
import { RoomTermsLine } from "./RoomTermsLine";
import { initialRoom, type RoomInfo, roomReducer } from "./room";

/** Italia's room type on the server (docs/server.md, Rooms per game): its game id. */
const ROOM_TYPE: GameId = "italia";

const RulesPage = lazy(() => import("../rules/RulesPage"));
const ReplayViewer = lazy(() => import("../replay/ReplayViewer"));

/** Italia's own phases besides the shared ones ({@link useRoomEntry}). */
type ItaliaPhase =
  /** A watch link: the spectator chooses a name first. */
  | { readonly kind: "watch"; readonly watch: string }
  | {
      /** A finished room no longer in the server's memory: its end, from its record. */
      readonly kind: "finished";
      readonly room: string;
      readonly credential: string;
      readonly record: GameRecord;
      readonly end: FinishedEnd;
    };

/**
 * The end of the finished room `room` from its record, fetched with `credential`, or `null` when
 * it cannot be shown.
 */
async function finishedPhase(room: string, credential: string): Promise<ItaliaPhase | null> {
  try {
    const [finished, seat] = await Promise.all([
      fetchRecord(room, credential),
      lookUpSeat(room, credential),
    ]);
    const end = seat.seat === null ? null : finishedEnd(finished.record, finished.state, seat.seat);
    return end ? { kind: "finished", room, credential, record: finished.record, end } : null;
  } catch {
    return null;
  }
}

/**
 * The online screens. `link` is the room the page address named, if any; `watch` the watch id of
 * a watch link (the page then joins as a spectator); `onReplay` opens the replay viewer on a
 * finished room's record. A watch link gives no way to ask the room's game before joining (the
 * watch id opens nothing else), so the spectator's `welcome` tells it: a game other than Italia
 * is handed, with the watch id and the spectator's name, to `onWatchGame`, and this page leaves.
 */
function OnlineScreens({
  link,
  watch = null,
  onExit,
  onRules,
  onReplay,
  onWatchGame,
}: {
  link: RoomLink | null;
  watch?: string | null;
  onExit: () => void;
  onRules: () => void;
  onReplay: (record: GameRecord) => void;
  onWatchGame?: (game: string, watch: string, name: string) => void;
}) {
  const { t } = useI18n();
  /** A spectator's name (their own lines in the chat). */
  const [spectatorName, setSpectatorName] = useState("");
  const [room, dispatch] = useReducer(roomReducer, link?.room ?? "", initialRoom);
  const { phase, busy, serverBusy, error, held, conn, enter, join, acceptRematch, leave } =
    useRoomEntry<PlayerAction, RoomInfo, ItaliaPhase>(
      {
        link,
        room,
        dispatch,
        readInfo: fetchRoomInfo,
        finished: finishedPhase,
        initial: watch ? { kind: "watch", watch } : link ? { kind: "loading" } : { kind: "create" },
      },
      onExit,
    );

  // A watch link of another game's room: its own screens watch it.
  useEffect(() => {
    if (!room.spectator || !watch || !onWatchGame) return;
    if (room.game === null || room.game === "italia") return;
    conn.current?.close();
    conn.current = null;
    onWatchGame(room.game, watch, spectatorName.trim() || t("spectatorTag"));
  }, [room.spectator, room.game, watch, onWatchGame, spectatorName, t, conn]);

  const create = (options: CreateOptions) =>
    void enter({ kind: "create", game: ROOM_TYPE, options });
  const sendAction = useCallback(
    (action: PlayerAction) => conn.current?.send("action", action),
    [conn],
  );
  const download = useCallback(
    () =>
      held
        ? downloadRecord(room.room, held, ROOM_TYPE)
        : Promise.reject(new Error("no credential")),
    [held, room.room],
  );
  const loadRecord = useCallback(
    async () =>
      held
        ? (await fetchRecord(room.room, held)).record
        : Promise.reject(new Error("no credential")),
    [held, room.room],
  );

  const finishedRecord = phase.kind === "finished" ? phase.record : null;
  const loadFinished = useCallback(
    () =>
      finishedRecord ? Promise.resolve(finishedRecord) : Promise.reject(new Error("no record")),
    [finishedRecord],
  );

  const chat = (
    <RoomChat room={room} watch={watch} name={spectatorName} dispatch={dispatch} conn={conn} />
  );

  if (phase.kind === "room" && room.update && room.stage !== "lobby") {
    return (
      <OnlineGame
        chat={chat}
        room={room}
        update={room.update}
        sendAction={sendAction}
        onBack={() => conn.current?.send("back", {})}
        onRematch={() => conn.current?.send("rematch", {})}
        onAcceptRematch={acceptRematch}
        onSeatChange={(change) => conn.current?.send(change === "takeBack" ? "back" : change, {})}
        onDismissRefusal={() => dispatch({ type: "dismissRefusal" })}
        onDownload={room.spectator ? undefined : download}
        loadRecord={loadRecord}
        onReplay={onReplay}
        onLeave={leave}
        onRules={onRules}
      />
    );
  }
  return (
    <OnlinePage
      phase={phase}
      room={room}
      serverBusy={serverBusy}
      error={error}
      onLeave={leave}
      onRules={onRules}
      testId="online"
      lobby={
        <ItaliaLobby
          room={room}
          held={held}
          chat={chat}
          onStart={() => conn.current?.send("start", {})}
        />
      }
    >
      {phase.kind === "create" && <CreateRoom busy={busy} onCreate={create} />}
      {phase.kind === "watch" && (
        <WatchForm
          value={spectatorName}
          onChange={setSpectatorName}
          busy={busy}
          onWatch={(name) => void enter({ kind: "watch", watch: phase.watch, name })}
        />
      )}
      {phase.kind === "join" && (
        <JoinRoom
          seats={phase.info.seats}
          terms={<RoomTermsLine terms={phase.info.terms} />}
          busy={busy}
          onJoin={join}
          badge={(seat) => <SeatBadge seat={seat} size="sm" />}
        />
      )}
      {phase.kind === "finished" && (
        <OnlineEnd
          view={phase.end.view}
          result={phase.end.result}
          nameOf={(seat) => phase.end.names[seat] ?? `#${seat + 1}`}
          loadRecord={loadFinished}
          onReplay={onReplay}
          onDownload={() => downloadRecord(phase.room, phase.credential, ROOM_TYPE)}
          onLeave={leave}
        />
      )}
    </OnlinePage>
  );
}

/**
 * Italia's online screens in the app shell ({@link OnlineProps}), with the rules page (at the top
 * or at a rule a «Perché?» cites) and the replay viewer on a finished room's record: the screens
 * stay mounted (hidden) while the replay is watched.
 */
export default function ItaliaOnline({ link, watchLink, onExit, onWatchGame }: OnlineProps) {
  // The rules page: closed (`null`), at the top (`at: null`) or at a rule a «Perché?» cites.
  const [rules, setRules] = useState<{ at: RuleNumber | null } | null>(null);
  const [replay, setReplay] = useState<GameRecord | null>(null);
  const openRules = useCallback(() => setRules({ at: null }), []);
  const openRule = useCallback((rule: RuleNumber) => setRules({ at: rule }), []);
  return (
    <OpenRuleContext.Provider value={openRule}>
      <div className="online-host" hidden={replay !== null}>
        <OnlineScreens
          link={link}
          watch={watchLink}
          onExit={onExit}
          onRules={openRules}
          onReplay={setReplay}
          onWatchGame={onWatchGame}
        />
      </div>
      {replay && (
        <Suspense fallback={null}>
          <ReplayViewer record={replay} onClose={() => setReplay(null)} onRules={openRules} />
        </Suspense>
      )}
      {rules && (
        <Suspense fallback={null}>
          <RulesPage at={rules.at} onClose={() => setRules(null)} />
        </Suspense>
      )}
    </OpenRuleContext.Provider>
  );
}
