/**
 * The online screens (loaded on demand with colyseus.js): create a room, or open an invite link
 * and pick a seat; the room's lobby; the game; the end. A seat's credential is kept in
 * localStorage per room, so reopening the invite link (a reload, a closed tab) takes the seat back
 * with a fresh full view; the personal rejoin link carries it in the URL fragment. A finished room
 * the server no longer holds in memory shows its end screen, rebuilt from its record, and the
 * credential is kept (the record stays downloadable until the room is deleted).
 */
import type { GameRecord, PlayerAction } from "@italia/engine";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useI18n } from "../i18n/context";
import "../styles/online.css";
import { LanguageToggle, RulesButton } from "../ui/TopBar";
import { downloadRecord, fetchRecord, fetchRoomInfo, lookUpSeat } from "./api";
import { ChatPanel } from "./ChatPanel";
import { CreateRoom } from "./CreateRoom";
import {
  type Connection,
  type CreateOptions,
  connect,
  type Entry,
  endpoint,
  joinRefusal,
} from "./connection";
import { type FinishedEnd, finishedEnd } from "./finished";
import { JoinRoom } from "./JoinRoom";
import { ItaliaLobby } from "./Lobby";
import {
  forgetCredential,
  inviteLink,
  type KeyStore,
  type RoomLink,
  rejoinLink,
  saveCredential,
  savedCredential,
} from "./links";
import { OnlineEnd } from "./OnlineEnd";
import { OnlineGame } from "./OnlineGame";
import { RoomTermsLine } from "./RoomTermsLine";
import { credentialRejected, refusalKey, refusalText } from "./refusals";
import { connectionNote, initialRoom, type Refusal, type RoomInfo, roomReducer } from "./room";

function storage(): KeyStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Shows `?room=ROOM` in the address bar (never the credential), so a reload reopens the room. */
function showRoomInAddress(room: string | null): void {
  const url = room ? `/?room=${room}` : "/";
  history.replaceState(null, "", url);
}

/** Shows a spectator's `?watch=WATCH` in the address bar, so a reload watches again. */
function showWatchInAddress(watch: string): void {
  history.replaceState(null, "", `/?watch=${watch}`);
}

type Phase =
  | { readonly kind: "create" }
  | { readonly kind: "loading"; readonly room: string }
  | { readonly kind: "join"; readonly info: RoomInfo }
  | { readonly kind: "missing" | "closed"; readonly room: string }
  /** A watch link: the spectator chooses a name first. */
  | { readonly kind: "watch"; readonly watch: string }
  | { readonly kind: "room" }
  | {
      /** A finished room no longer in the server's memory: its end, from its record. */
      readonly kind: "finished";
      readonly room: string;
      readonly credential: string;
      readonly record: GameRecord;
      readonly end: FinishedEnd;
    };

/**
 * The online screens. `link` is the room the page address named, if any; `watch` the watch id of
 * a watch link (the page then joins as a spectator); `onReplay` opens the replay viewer on a
 * finished room's record. A watch link gives no way to ask the room's game before joining (the
 * watch id opens nothing else), so the spectator's `welcome` tells it: a game other than Italia
 * is handed, with the watch id and the spectator's name, to `onWatchGame`, and this page leaves.
 */
export default function OnlineApp({
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
  const [phase, setPhase] = useState<Phase>(
    watch
      ? { kind: "watch", watch }
      : link
        ? { kind: "loading", room: link.room }
        : { kind: "create" },
  );
  /** A spectator's name (their own lines in the chat). */
  const [spectatorName, setSpectatorName] = useState("");
  const [room, dispatch] = useReducer(roomReducer, link?.room ?? "", initialRoom);
  const [busy, setBusy] = useState(false);
  /** Whether the server answered a rejoin that it is busy, and the page is trying again. */
  const [serverBusy, setServerBusy] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  const conn = useRef<Connection | null>(null);
  const [credential, setCredential] = useState<string | null>(null);

  /** Enters a room; resolves with `null` once in, or with the server's refusal. */
  const enter = useCallback(async (entry: Entry): Promise<Refusal | null> => {
    setBusy(true);
    setError(null);
    try {
      conn.current?.close();
      conn.current = await connect(
        endpoint(location),
        entry,
        dispatch,
        (id, c) => {
          saveCredential(storage(), id, c);
          setCredential(c);
        },
        () => setServerBusy(true),
      );
      if (entry.kind === "rejoin") setCredential(entry.credential);
      if (entry.kind === "watch") showWatchInAddress(entry.watch);
      else showRoomInAddress(conn.current.room);
      setPhase({ kind: "room" });
      return null;
    } catch (e) {
      const refusal =
        "status" in (e as object) ? (e as ReturnType<typeof joinRefusal>) : joinRefusal(e);
      setError(refusal);
      return refusal;
    } finally {
      setBusy(false);
      setServerBusy(false);
    }
  }, []);

  /**
   * Shows the end of the finished room `room` from its record, fetched with `credential`; resolves
   * whether it could.
   */
  const openFinished = useCallback(async (room: string, credential: string) => {
    try {
      const [finished, seat] = await Promise.all([
        fetchRecord(room, credential),
        lookUpSeat(room, credential),
      ]);
      const end =
        seat.seat === null ? null : finishedEnd(finished.record, finished.state, seat.seat);
      if (!end) return false;
      setError(null);
      setPhase({ kind: "finished", room, credential, record: finished.record, end });
      return true;
    } catch {
      return false;
    }
  }, []);

  // Opening a link: the credential of a rejoin link or of this browser takes the seat back;
  // otherwise the room's seats are shown to pick one.
  const opened = useRef(false);
  useEffect(() => {
    if (!link || opened.current) return;
    opened.current = true;
    if (link.credential) saveCredential(storage(), link.room, link.credential);
    showRoomInAddress(link.room); // drops the fragment: the credential stays out of sight
    const held = link.credential ?? savedCredential(storage(), link.room);
    const pick = async () => {
      const info = await fetchRoomInfo(link.room).catch(() => null);
      if (!info) setPhase({ kind: "missing", room: link.room });
      else if (info.stage !== "lobby") setPhase({ kind: "closed", room: link.room });
      else setPhase({ kind: "join", info });
    };
    if (!held) {
      void pick();
      return;
    }
    void enter({ kind: "rejoin", room: link.room, credential: held }).then(async (refused) => {
      if (!refused) return;
      // a finished room that left memory: its end screen, from the record; the credential is
      // kept even when the record could not be fetched now (a reload tries again)
      const over = refusalKey(refused) === "joinRefusal_over";
      if (over && (await openFinished(link.room, held))) return;
      // kept when the server is busy or out of reach: a reload tries again
      if (!over && credentialRejected(refused)) forgetCredential(storage(), link.room);
      void pick();
    });
  }, [link, enter, openFinished]);

  useEffect(() => () => conn.current?.close(), []);
  // A watch link of another game's room: its own screens watch it.
  useEffect(() => {
    if (!room.spectator || !watch || !onWatchGame) return;
    if (room.game === null || room.game === "italia") return;
    conn.current?.close();
    conn.current = null;
    onWatchGame(room.game, watch, spectatorName.trim() || t("spectatorTag"));
  }, [room.spectator, room.game, watch, onWatchGame, spectatorName, t]);
  // A deleted room opens nothing any more: its credential is of no use.
  useEffect(() => {
    if (room.expired) forgetCredential(storage(), room.room);
  }, [room.expired, room.room]);

  const leave = useCallback(() => {
    conn.current?.close();
    conn.current = null;
    showRoomInAddress(null);
    onExit();
  }, [onExit]);
  const create = (options: CreateOptions) => void enter({ kind: "create", options });
  const join = (room: string) => (seat: number, name: string) =>
    void enter({ kind: "join", room, seat, name }).then((refused) => {
      // the seat may have been taken meanwhile: show the seats again
      if (refused)
        void fetchRoomInfo(room).then((info) => info && setPhase({ kind: "join", info }));
    });
  const sendAction = useCallback(
    (action: PlayerAction) => conn.current?.send("action", action),
    [],
  );
  const held = credential ?? room.credential;
  // a rematch's room opens with the credential this seat holds here (the server kept it there)
  const acceptRematch = useCallback(
    (next: string) => {
      const kept = held ?? savedCredential(storage(), room.room);
      if (!kept) return;
      saveCredential(storage(), next, kept);
      dispatch({ type: "reset", room: next });
      void enter({ kind: "rejoin", room: next, credential: kept });
    },
    [held, room.room, enter],
  );
  // the one who offered goes at once; the others are asked on the end screen
  useEffect(() => {
    if (room.rematch && room.rematch.by !== null && room.rematch.by === room.seat) {
      acceptRematch(room.rematch.room);
    }
  }, [room.rematch, room.seat, acceptRematch]);
  const download = useCallback(
    () => (held ? downloadRecord(room.room, held) : Promise.reject(new Error("no credential"))),
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

  const muteRoom = room.spectator ? (watch ?? "") : room.room;
  const chat = (
    <ChatPanel
      key={muteRoom}
      room={muteRoom}
      chat={room.chat}
      own={{ seat: room.seat, name: room.spectator ? spectatorName : null }}
      spectators={room.spectator}
      refusal={room.chatRefusal}
      onSend={(text) => {
        dispatch({ type: "dismissChatRefusal" });
        conn.current?.send("chat", { text });
      }}
    />
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
  const origin = location.origin;
  return (
    <div className="home online-home" data-testid="online">
      <header className="home-top">
        <button type="button" className="btn small ghost" onClick={leave} data-testid="online-back">
          ← {t("back")}
        </button>
        <LanguageToggle />
        <RulesButton onClick={onRules} />
      </header>
      <div className="online-main">
        {phase.kind === "create" && <CreateRoom busy={busy} onCreate={create} />}
        {phase.kind === "watch" && (
          <form
            className="panel online-form"
            data-testid="watch-form"
            onSubmit={(event) => {
              event.preventDefault();
              const name = spectatorName.trim() || t("spectatorTag");
              setSpectatorName(name);
              void enter({ kind: "watch", watch: phase.watch, name });
            }}
          >
            <header className="panel-head">
              <h2>{t("watchTitle")}</h2>
            </header>
            <div className="panel-body">
              <label className="field">
                <span>{t("watchName")}</span>
                <input
                  value={spectatorName}
                  maxLength={24}
                  onChange={(e) => setSpectatorName(e.target.value)}
                  data-testid="watch-name"
                />
              </label>
              <button
                type="submit"
                className="btn primary big start"
                disabled={busy}
                data-testid="watch-submit"
              >
                {busy ? t("connecting") : t("watchJoin")}
              </button>
            </div>
          </form>
        )}
        {phase.kind === "join" && (
          <JoinRoom
            seats={phase.info.seats}
            terms={<RoomTermsLine terms={phase.info.terms} />}
            busy={busy}
            onJoin={join(phase.info.room)}
          />
        )}
        {(phase.kind === "loading" || (phase.kind === "room" && !room.seats.length)) && (
          <p className="muted" data-testid={serverBusy ? "online-server-busy" : undefined}>
            {t(serverBusy ? "serverBusyRetrying" : "connecting")}
          </p>
        )}
        {phase.kind === "finished" && (
          <OnlineEnd
            view={phase.end.view}
            result={phase.end.result}
            nameOf={(seat) => phase.end.names[seat] ?? `#${seat + 1}`}
            loadRecord={loadFinished}
            onReplay={onReplay}
            onDownload={() => downloadRecord(phase.room, phase.credential)}
            onLeave={leave}
          />
        )}
        {phase.kind === "missing" && (
          <p className="panel notice" data-testid="room-missing">
            {t("roomMissing")}
          </p>
        )}
        {phase.kind === "closed" && (
          <p className="panel notice" data-testid="room-closed">
            {t("roomClosed")}
          </p>
        )}
        {phase.kind === "room" && room.seats.length > 0 && !room.expired && (
          <ItaliaLobby
            room={room}
            invite={room.spectator ? null : inviteLink(origin, room.room)}
            rejoin={held && !room.spectator ? rejoinLink(origin, room.room, held) : null}
            chat={chat}
            onStart={() => conn.current?.send("start", {})}
          />
        )}
        {phase.kind === "room" && room.connection !== "open" && (
          <p className="muted" role="status" data-testid="connection">
            {t(connectionNote(room))}
          </p>
        )}
        {error && (
          <p className="toast" role="alert" data-testid="online-error">
            {refusalText(t, error)}
          </p>
        )}
        {!error && room.refusal && (
          <p className="toast" role="alert" data-testid="online-error">
            {refusalText(t, room.refusal)}
          </p>
        )}
      </div>
    </div>
  );
}
