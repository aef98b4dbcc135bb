/**
 * Radetzky online (loaded with import() when a Radetzky room opens, with colyseus.js): create a
 * room, or open an invite link and pick a seat; the lobby; the game on the same screen as at one
 * table ({@link RadetzkyTable} over {@link OnlineRadetzky}); the end with rematch and the record.
 * A spectator (a watch link) follows the game on the same screen, read-only, from the public view.
 * What is the same in every game is Italia's online code, shared: the connection with its
 * reconnection (online/connection.ts), the seat credentials kept per room and the links
 * (online/links.ts), the room's shell (online/shell.ts), the lobby and the join form.
 *
 * @module
 */
import type { RadetzkyAction } from "@italia/radetzky";
import {
  type FormEvent,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import { useI18n } from "../../i18n/context";
import { downloadRecord, fetchRoomInfoOf, recordText } from "../../online/api";
import { ChatPanel } from "../../online/ChatPanel";
import { CopyLink } from "../../online/CopyLink";
import {
  type Connection,
  connect,
  type Entry,
  endpoint,
  joinRefusal,
} from "../../online/connection";
import { clamp } from "../../online/createTerms";
import { JoinRoom } from "../../online/JoinRoom";
import { Lobby } from "../../online/Lobby";
import {
  forgetCredential,
  inviteLink,
  type KeyStore,
  type RoomLink,
  rejoinLink,
  saveCredential,
  savedCredential,
} from "../../online/links";
import { clockText } from "../../online/room";
import { connectionNote, type Refusal, type ShellSeat } from "../../online/shell";
import { LanguageToggle } from "../../ui/TopBar";
import { RzConfigFields } from "./NewGameForm";
import { OnlineRadetzky } from "./online";
import {
  initialRzRoom,
  RZ_MAX_SEATS,
  type RzRoom,
  type RzRoomTerms,
  readRzTerms,
  rzRoomReducer,
  turnSecondsLeft,
} from "./onlineRoom";
import { RadetzkyTable } from "./RadetzkyGame";
import RadetzkyReplay from "./RadetzkyReplay";
import "./radetzky.css";
import { rzRefusalLine } from "./refusals";
import type { RzConfigInput } from "./setup";
import { type RzKey, rzTexts } from "./texts";

function storage(): KeyStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Shows `?room=ROOM` in the address bar (never the credential), so a reload reopens the room. */
function showRoomInAddress(room: string | null): void {
  history.replaceState(null, "", room ? `/?room=${room}` : "/");
}

/** Shows a spectator's `?watch=WATCH` in the address bar, so a reload watches again. */
function showWatchInAddress(watch: string): void {
  history.replaceState(null, "", `/?watch=${watch}`);
}

/** A watch link's id and the name the spectator chose (on the shared watch form). */
export interface RzWatch {
  /** The watch id of the link (`?watch=WATCH`). */
  readonly watch: string;
  /** The spectator's name. */
  readonly name: string;
}

/** The room's names for bot seats. */
const BOT_NAMES = ["Cattaneo", "Manara", "Dandolo", "Cernuschi", "Correnti"];

type Phase =
  | { readonly kind: "create" }
  | { readonly kind: "loading" }
  | {
      readonly kind: "join";
      readonly room: string;
      readonly seats: readonly ShellSeat[];
      readonly terms: RzRoomTerms;
    }
  | { readonly kind: "missing" | "closed" }
  | { readonly kind: "room" };

/** The room's terms in one line. */
function TermsLine({ terms }: { readonly terms: RzRoomTerms | null }) {
  const { lang } = useI18n();
  const t = rzTexts(lang);
  if (!terms) return null;
  const level = ["very-easy", "easy", "normal", "hard", "very-hard"][terms.difficulty + 2];
  return (
    <p className="room-terms" data-testid="rz-room-terms">
      {t("roomTerms", {
        players: terms.seats,
        mode: t(`mode_${terms.mode}`),
        difficulty: level
          ? t(`difficulty_${level}` as RzKey)
          : `${t("difficulty")} ${terms.difficulty}`,
        hands: t(`handInfo_${terms.handInfo}`),
        seconds: terms.turnSeconds,
      })}
    </p>
  );
}

/** The form that creates a Radetzky room: the game's config as at one table, and the room's. */
function CreateForm({
  busy,
  onCreate,
}: {
  readonly busy: boolean;
  readonly onCreate: (options: Record<string, unknown>) => void;
}) {
  const { t: shell, lang } = useI18n();
  const t = rzTexts(lang);
  const [config, setConfig] = useState<RzConfigInput>({
    players: 3,
    mode: "basic",
    difficulty: 0,
    handInfo: "iconCount",
  });
  const [name, setName] = useState("");
  const [turnSeconds, setTurnSeconds] = useState(90);
  const [bot, setBot] = useState<"greedy" | "random">("greedy");
  // Turns spectators are behind the game (docs/server.md, Spectators): 0–3, as in Italia's rooms.
  const [watchDelay, setWatchDelay] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({
      seats: config.players,
      mode: config.mode,
      difficulty: config.difficulty,
      handInfo: config.handInfo,
      turnSeconds,
      bot,
      watchDelay,
      name: name.trim() || shell("you"),
    });
  };
  return (
    <form className="new-game panel rz-new-game" onSubmit={submit} data-testid="rz-create-room">
      <header className="panel-head">
        <h2>{t("onlineCreateTitle")}</h2>
      </header>
      <div className="panel-body">
        <p className="hint">{t("onlineHint")}</p>
        <label className="field">
          <span>{t("yourName")}</span>
          <input
            value={name}
            maxLength={24}
            onChange={(e) => setName(e.target.value)}
            data-testid="rz-online-name"
          />
        </label>
        <RzConfigFields {...config} onChange={setConfig} />
        <div className="field-row">
          <label className="field">
            <span>{t("turnSeconds")}</span>
            <input
              type="number"
              min={15}
              max={600}
              value={turnSeconds}
              onChange={(e) => setTurnSeconds(Number(e.target.value))}
              data-testid="rz-turn-seconds"
            />
          </label>
          <label className="field">
            <span>{t("botLevel")}</span>
            <select
              value={bot}
              onChange={(e) => setBot(e.target.value as "greedy" | "random")}
              data-testid="rz-online-bot"
            >
              <option value="greedy">{t("kind_greedy")}</option>
              <option value="random">{t("kind_random")}</option>
            </select>
          </label>
          <label className="field">
            <span>{shell("watchDelay")}</span>
            <select
              value={watchDelay}
              onChange={(e) => setWatchDelay(clamp(Number(e.target.value), { min: 0, max: 3 }))}
              data-testid="rz-watch-delay"
            >
              {[0, 1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? shell("watchDelayNone") : shell("watchDelayTurns", { n })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button
          type="submit"
          className="btn big primary"
          disabled={busy}
          data-testid="rz-create-submit"
        >
          {busy ? shell("connecting") : t("createRoom")}
        </button>
      </div>
    </form>
  );
}

/** The turn's time left, ticking once a second. */
function TurnTimer({ room }: { readonly room: RzRoom }) {
  const { lang } = useI18n();
  const t = rzTexts(lang);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = turnSecondsLeft(room, now);
  if (left === null) return null;
  return (
    <span className="rz-timer" data-testid="rz-turn-timer">
      {t("turnTimer", { time: clockText(left) })}
    </span>
  );
}

/**
 * Radetzky online. `link` is the room the page address named (an invite or rejoin link), `null`
 * for the create form; `watch` a watch link whose spectator chose a name: the page then watches.
 */
export default function RadetzkyOnline({
  link,
  watch = null,
  onExit,
}: {
  readonly link: RoomLink | null;
  readonly watch?: RzWatch | null;
  readonly onExit: () => void;
}) {
  const { t: shell, tn, lang } = useI18n();
  const t = useMemo(() => rzTexts(lang), [lang]);
  const [phase, setPhase] = useState<Phase>(
    link || watch ? { kind: "loading" } : { kind: "create" },
  );
  const [room, dispatch] = useReducer(rzRoomReducer, link?.room ?? "", initialRzRoom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  const [credential, setCredential] = useState<string | null>(null);
  const conn = useRef<Connection<RadetzkyAction> | null>(null);
  // The finished game's record in the replay viewer, or `null`.
  const [replay, setReplay] = useState<unknown>(null);

  /** Enters a room; resolves with `null` once in, or with the server's refusal. */
  const enter = useCallback(async (entry: Entry): Promise<Refusal | null> => {
    setBusy(true);
    setError(null);
    try {
      conn.current?.close();
      conn.current = await connect<RadetzkyAction>(endpoint(location), entry, dispatch, (id, c) => {
        saveCredential(storage(), id, c);
        setCredential(c);
      });
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
    }
  }, []);

  // An invite link: the credential of a rejoin link or of this browser takes the seat back;
  // otherwise the room's free seats are offered.
  const opened = useRef(false);
  useEffect(() => {
    if (!link || opened.current) return;
    opened.current = true;
    if (link.credential) saveCredential(storage(), link.room, link.credential);
    showRoomInAddress(link.room);
    const held = link.credential ?? savedCredential(storage(), link.room);
    const pick = async () => {
      const info = await fetchRoomInfoOf(link.room, readRzTerms, RZ_MAX_SEATS).catch(() => null);
      if (!info) setPhase({ kind: "missing" });
      else if (info.stage !== "lobby") setPhase({ kind: "closed" });
      else setPhase({ kind: "join", room: link.room, seats: info.seats, terms: info.terms });
    };
    if (!held) {
      void pick();
      return;
    }
    void enter({ kind: "rejoin", room: link.room, credential: held }).then((refused) => {
      if (!refused) return;
      if (refused.code === "JOIN_403" || refused.code === "JOIN_4212") {
        forgetCredential(storage(), link.room);
      }
      void pick();
    });
  }, [link, enter]);

  // A watch link: the spectator joins at once (the name was chosen on the watch form).
  const watched = useRef(false);
  useEffect(() => {
    if (!watch || watched.current) return;
    watched.current = true;
    void enter({ kind: "watch", watch: watch.watch, name: watch.name });
  }, [watch, enter]);

  useEffect(() => () => conn.current?.close(), []);
  useEffect(() => {
    if (room.expired) forgetCredential(storage(), room.room);
  }, [room.expired, room.room]);

  const held = credential ?? room.credential;
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

  const leave = useCallback(() => {
    conn.current?.close();
    conn.current = null;
    showRoomInAddress(null);
    onExit();
  }, [onExit]);

  const send = useCallback(
    (action: RadetzkyAction & { step: number }) => conn.current?.send("action", action),
    [],
  );
  const botName = useCallback((seat: number) => BOT_NAMES[seat] ?? `#${seat + 1}`, []);
  const update = room.update;
  const seat = room.seat;
  const table = useMemo(
    () =>
      update && (seat !== null || room.spectator) && room.stage !== "lobby"
        ? new OnlineRadetzky({ ...room, update, seat: room.spectator ? null : seat }, send, botName)
        : null,
    [room, update, seat, send, botName],
  );

  const chat = (
    <ChatPanel
      key={room.room}
      room={room.room}
      chat={room.chat}
      own={{ seat: room.seat, name: room.spectator ? (watch?.name ?? null) : null }}
      spectators={room.spectator}
      refusal={room.chatRefusal}
      onSend={(text) => {
        dispatch({ type: "dismissChatRefusal" });
        conn.current?.send("chat", { text });
      }}
    />
  );

  if (replay !== null) {
    return <RadetzkyReplay record={replay} onClose={() => setReplay(null)} />;
  }
  if (phase.kind === "room" && table) {
    const offer = room.rematch;
    const mine = room.seats.find((x) => x.seat === room.seat);
    const over = room.update?.view.stage === "over";
    const status = room.spectator ? (
      <span className="pill" data-testid="watching">
        {shell("watchingTag")} ·{" "}
        {room.delay > 0 && !over ? tn("watchBehind", room.delay) : shell("watchLive")}
      </span>
    ) : (
      <>
        <TurnTimer room={room} />
        {room.spectators > 0 && (
          <span className="pill" data-testid="spectator-count">
            {tn("spectators", room.spectators)}
          </span>
        )}
        {room.watch && (
          <details className="rz-watch-link">
            <summary>{shell("watchLink")}</summary>
            <CopyLink
              label={shell("watchLink")}
              hint={shell("watchHint")}
              url={room.watch}
              testId="watch"
            />
          </details>
        )}
        {mine?.away && !mine.resigned && (
          <button
            type="button"
            className="btn small primary"
            onClick={() => conn.current?.send("back", {})}
            data-testid="rz-take-back"
          >
            {t("takeBack")}
          </button>
        )}
        {room.connection !== "open" && (
          <span className="rz-connection" role="status" data-testid="rz-connection">
            {shell(connectionNote(room))}
          </span>
        )}
      </>
    );
    const endActions = room.spectator ? null : (
      <>
        {offer && offer.by !== room.seat ? (
          <button
            type="button"
            className="btn primary"
            onClick={() => acceptRematch(offer.room)}
            data-testid="rz-rematch-join"
          >
            {offer.by === null
              ? t("rematchJoin")
              : `${t("rematchOffered", { name: table.seats[offer.by]?.name ?? "?" })} · ${t("rematchJoin")}`}
          </button>
        ) : (
          <button
            type="button"
            className="btn primary"
            onClick={() => conn.current?.send("rematch", {})}
            data-testid="rz-rematch"
          >
            {t("rematch")}
          </button>
        )}
        {held && (
          <button
            type="button"
            className="btn"
            onClick={() =>
              void recordText(room.room, held).then(
                (text) => setReplay(JSON.parse(text) as unknown),
                (e: unknown) =>
                  dispatch({
                    type: "refusal",
                    refusal: { code: "RECORD", rule: null, message: String(e) },
                  }),
              )
            }
            data-testid="rz-replay-open"
          >
            {t("replayOpen")}
          </button>
        )}
        {held && (
          <button
            type="button"
            className="btn"
            onClick={() =>
              void downloadRecord(room.room, held, "radetzky").catch((e: unknown) =>
                dispatch({
                  type: "refusal",
                  refusal: { code: "DOWNLOAD", rule: null, message: String(e) },
                }),
              )
            }
            data-testid="rz-download"
          >
            {t("downloadRecord")}
          </button>
        )}
      </>
    );
    return (
      <RadetzkyTable
        game={table}
        t={t}
        lang={lang}
        onExit={leave}
        status={status}
        endActions={endActions}
      />
    );
  }

  const origin = location.origin;
  const shownError = error ?? room.refusal;
  return (
    <div className="home online-home" data-testid="rz-online">
      <header className="home-top">
        <button type="button" className="btn small ghost" onClick={leave} data-testid="online-back">
          ← {shell("back")}
        </button>
        <LanguageToggle />
      </header>
      <div className="online-main">
        {phase.kind === "create" && (
          <CreateForm
            busy={busy}
            onCreate={(options) => void enter({ kind: "create", game: "radetzky", options })}
          />
        )}
        {phase.kind === "join" && (
          <JoinRoom
            seats={phase.seats}
            terms={<TermsLine terms={phase.terms} />}
            busy={busy}
            onJoin={(seat, name) =>
              void enter({ kind: "join", room: phase.room, seat, name }).then((refused) => {
                if (!refused) return;
                void fetchRoomInfoOf(phase.room, readRzTerms, RZ_MAX_SEATS).then(
                  (info) =>
                    info &&
                    setPhase({
                      kind: "join",
                      room: phase.room,
                      seats: info.seats,
                      terms: info.terms,
                    }),
                );
              })
            }
            badge={(s) => <span className="rz-seat-badge">{s + 1}</span>}
          />
        )}
        {(phase.kind === "loading" || (phase.kind === "room" && !room.seats.length)) && (
          <p className="muted">{shell("connecting")}</p>
        )}
        {phase.kind === "missing" && (
          <p className="panel notice" data-testid="room-missing">
            {shell("roomMissing")}
          </p>
        )}
        {phase.kind === "closed" && (
          <p className="panel notice" data-testid="room-closed">
            {shell("roomClosed")}
          </p>
        )}
        {phase.kind === "room" && room.seats.length > 0 && !room.expired && (
          <Lobby
            room={room}
            terms={<TermsLine terms={room.terms} />}
            botLevel={t(`kind_${room.terms?.bot ?? "greedy"}`)}
            badge={(s) => <span className="rz-seat-badge">{s + 1}</span>}
            invite={room.spectator ? null : inviteLink(origin, room.room)}
            rejoin={held && !room.spectator ? rejoinLink(origin, room.room, held) : null}
            chat={chat}
            onStart={() => conn.current?.send("start", {})}
          />
        )}
        {phase.kind === "room" && room.connection !== "open" && (
          <p className="muted" role="status" data-testid="connection">
            {shell(connectionNote(room))}
          </p>
        )}
        {shownError && (
          <p className="toast" role="alert" data-testid="online-error">
            {rzRefusalLine(lang, shell, t, shownError)}
          </p>
        )}
      </div>
    </div>
  );
}
