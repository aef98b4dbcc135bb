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
import { type FormEvent, useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { useI18n } from "../../i18n/context";
import { downloadRecord, fetchRoomInfoOf, recordText, saveJsonFile } from "../../online/api";
import { RoomChat } from "../../online/ChatPanel";
import { CopyLink } from "../../online/CopyLink";
import { clockText } from "../../online/clock";
import { JoinRoom } from "../../online/JoinRoom";
import { Lobby } from "../../online/Lobby";
import { OnlinePage } from "../../online/OnlinePage";
import {
  EnterButton,
  NameField,
  TurnSecondsField,
  TurnSecondsHint,
  useTurnSeconds,
  WatchDelayField,
} from "../../online/RoomFields";
import { connectionNote } from "../../online/shell";
import { useRoomEntry } from "../../online/useRoomEntry";
import { WatchForm } from "../../online/WatchForm";
import type { OnlineProps } from "../types";
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

/** A Radetzky room as its invite link shows it. */
function fetchRzRoomInfo(room: string) {
  return fetchRoomInfoOf(room, readRzTerms, RZ_MAX_SEATS);
}

/** The room's names for bot seats. */
const BOT_NAMES = ["Cattaneo", "Manara", "Dandolo", "Cernuschi", "Correnti"];

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
  const turn = useTurnSeconds(90);
  const [bot, setBot] = useState<"greedy" | "random">("greedy");
  // Turns spectators are behind the game (docs/server.md, Spectators): 0–3, as in Italia's rooms.
  const [watchDelay, setWatchDelay] = useState(0);
  // The seats the room's bot plays from the start (`botSeats`; seat 0 is the creator's).
  const [botSeats, setBotSeats] = useState<readonly number[]>([]);
  const others = Array.from({ length: config.players - 1 }, (_, i) => i + 1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (turn.seconds === null) return;
    const bots = botSeats.filter((s) => s < config.players);
    onCreate({
      ...(bots.length > 0 ? { botSeats: bots } : {}),
      seats: config.players,
      mode: config.mode,
      difficulty: config.difficulty,
      handInfo: config.handInfo,
      turnSeconds: turn.seconds,
      bot,
      watchDelay,
      name: name.trim() || shell("you"),
    });
  };
  return (
    <form
      className="new-game panel rz-new-game"
      onSubmit={submit}
      noValidate
      data-testid="rz-create-room"
    >
      <header className="panel-head">
        <h2>{t("onlineCreateTitle")}</h2>
      </header>
      <div className="panel-body">
        <p className="hint">{t("onlineHint")}</p>
        <NameField value={name} onChange={setName} testId="rz-online-name" />
        <RzConfigFields {...config} onChange={setConfig} />
        {others.length > 0 && (
          <fieldset className="field rz-bot-seats" data-testid="rz-bot-seats">
            <legend>{t("botSeatsLegend")}</legend>
            {others.map((s) => (
              <label key={s} className="check">
                <input
                  type="checkbox"
                  checked={botSeats.includes(s)}
                  onChange={(e) =>
                    setBotSeats(
                      e.target.checked
                        ? [...botSeats, s].sort((a, b) => a - b)
                        : botSeats.filter((x) => x !== s),
                    )
                  }
                  data-testid={`rz-bot-seat-${s}`}
                />
                {t("seat", { n: s + 1 })}
              </label>
            ))}
            <p className="hint">{t("botSeatsHint")}</p>
          </fieldset>
        )}
        <div className="field-row">
          <TurnSecondsField turn={turn} testId="rz-turn-seconds" hintId="rz-turn-hint" />
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
          <WatchDelayField value={watchDelay} onChange={setWatchDelay} testId="rz-watch-delay" />
        </div>
        <TurnSecondsHint turn={turn} id="rz-turn-hint" testId="rz-turn-hint" />
        <EnterButton
          busy={busy}
          disabled={turn.seconds === null}
          label={t("createRoom")}
          testId="rz-create-submit"
        />
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
 * Radetzky online ({@link OnlineProps}). `link` is the room the page address named (an invite or
 * rejoin link), `null` for the create form; `watch` a watch link whose spectator chose a name:
 * the page then watches; `watchLink` one whose spectator has not: the watch form first.
 */
export default function RadetzkyOnline({ link, watch, watchLink, onExit }: OnlineProps) {
  const { t: shell, tn, lang } = useI18n();
  const t = useMemo(() => rzTexts(lang), [lang]);
  const [room, dispatch] = useReducer(rzRoomReducer, link?.room ?? "", initialRzRoom);
  const { phase, busy, serverBusy, error, held, conn, enter, join, acceptRematch, leave } =
    useRoomEntry<
      RadetzkyAction,
      NonNullable<Awaited<ReturnType<typeof fetchRzRoomInfo>>>,
      { readonly kind: "watch"; readonly watch: string }
    >(
      {
        link,
        watch,
        game: "radetzky",
        room,
        dispatch,
        readInfo: fetchRzRoomInfo,
        initial: watchLink
          ? { kind: "watch", watch: watchLink }
          : link || watch
            ? { kind: "loading" }
            : { kind: "create" },
      },
      onExit,
    );
  // A spectator's name (their own lines in the spectators' chat).
  const [spectatorName, setSpectatorName] = useState(watch?.name ?? "");
  // The finished game's record in the replay viewer, or `null`.
  const [replay, setReplay] = useState<unknown>(null);
  // What a spectator asked the record for (it comes as the watch room's `record` message).
  const [wanted, setWanted] = useState<"replay" | "download" | null>(null);
  useEffect(() => {
    if (wanted === null || room.record === null) return;
    setWanted(null);
    if (wanted === "replay") setReplay(room.record);
    else saveJsonFile(JSON.stringify(room.record, null, 2), "radetzky-watched.json");
  }, [wanted, room.record]);
  const askRecord = (what: "replay" | "download") => {
    setWanted(what);
    if (room.record === null) conn.current?.send("record", {});
  };

  const send = useCallback(
    (action: RadetzkyAction & { step: number }) => conn.current?.send("action", action),
    [conn],
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
    <RoomChat
      room={room}
      watch={watch?.watch ?? watchLink}
      name={watch?.name ?? spectatorName}
      dispatch={dispatch}
      conn={conn}
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
    const endActions = room.spectator ? (
      // the record, once the game is over (the watch room gives it then, never earlier)
      <>
        <button
          type="button"
          className="btn primary"
          onClick={() => askRecord("replay")}
          data-testid="rz-watch-replay"
        >
          {t("replayOpen")}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => askRecord("download")}
          data-testid="rz-watch-download"
        >
          {t("downloadRecord")}
        </button>
      </>
    ) : (
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
        chat={chat}
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
      refusalLine={(refusal) => rzRefusalLine(lang, shell, t, refusal)}
      testId="rz-online"
      lobby={
        <Lobby
          room={room}
          terms={<TermsLine terms={room.terms} />}
          botLevel={t(`kind_${room.terms?.bot ?? "greedy"}`)}
          badge={(s) => <span className="rz-seat-badge">{s + 1}</span>}
          held={held}
          chat={chat}
          onStart={() => conn.current?.send("start", {})}
        />
      }
    >
      {phase.kind === "create" && (
        <CreateForm
          busy={busy}
          onCreate={(options) => void enter({ kind: "create", game: "radetzky", options })}
        />
      )}
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
          terms={<TermsLine terms={phase.info.terms} />}
          busy={busy}
          onJoin={join}
          badge={(s) => <span className="rz-seat-badge">{s + 1}</span>}
        />
      )}
    </OnlinePage>
  );
}
