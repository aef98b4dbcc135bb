import { type FormEvent, useState } from "react";
import { BOT_LEVELS, type BotLevel } from "../game/seats";
import { useI18n } from "../i18n/context";
import type { CreateOptions } from "./connection";
import { clamp, MINUTES, ROUNDS, readTurnSeconds, TURN_SECONDS } from "./createTerms";

/**
 * The room's terms (R13.2): seats, rounds or minutes, seconds per turn (at least 15: the form says
 * why), bot level; and a name. A summary of the terms is shown before the room is created.
 */
export function CreateRoom({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (options: CreateOptions) => void;
}) {
  const { t, tk } = useI18n();
  const [name, setName] = useState("");
  const [seats, setSeats] = useState<3 | 4>(4);
  const [kind, setKind] = useState<"rounds" | "minutes">("rounds");
  const [rounds, setRounds] = useState(10);
  const [minutes, setMinutes] = useState(30);
  // kept as typed: the form says what is wrong with it rather than changing it under the fingers
  const [turnText, setTurnText] = useState("90");
  const turnSeconds = readTurnSeconds(turnText);
  const [bot, setBot] = useState<BotLevel>("greedy");
  const [watchDelay, setWatchDelay] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (turnSeconds === null) return;
    const length = kind === "rounds" ? { rounds } : { minutes };
    onCreate({
      seats,
      turnSeconds,
      bot,
      watchDelay,
      name: name.trim() || t("you"),
      ...length,
    });
  };
  return (
    <form className="panel online-form" onSubmit={submit} noValidate data-testid="create-room">
      <header className="panel-head">
        <h2>{t("onlineTitle")}</h2>
      </header>
      <div className="panel-body">
        <p className="hint">{t("onlineIntro")}</p>
        <label className="field">
          <span>{t("yourName")}</span>
          <input
            value={name}
            maxLength={24}
            onChange={(e) => setName(e.target.value)}
            data-testid="online-name"
          />
        </label>
        <fieldset className="segmented">
          <legend>{t("players")}</legend>
          {([3, 4] as const).map((n) => (
            <label key={n} className={seats === n ? "on" : ""}>
              <input
                type="radio"
                name="online-seats"
                checked={seats === n}
                onChange={() => setSeats(n)}
                data-testid={`online-seats-${n}`}
              />
              {t("playersCount", { n })}
            </label>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend>{t("lengthKind")}</legend>
          {(["rounds", "minutes"] as const).map((k) => (
            <label key={k} className={kind === k ? "on" : ""}>
              <input
                type="radio"
                name="online-length"
                checked={kind === k}
                onChange={() => setKind(k)}
                data-testid={`online-by-${k}`}
              />
              {t(k === "rounds" ? "byRounds" : "byMinutes")}
            </label>
          ))}
        </fieldset>
        <div className="field-row">
          <label className="field">
            <span>{t(kind === "rounds" ? "byRounds" : "byMinutes")}</span>
            <input
              type="number"
              min={kind === "rounds" ? ROUNDS.min : MINUTES.min}
              max={kind === "rounds" ? ROUNDS.max : MINUTES.max}
              value={kind === "rounds" ? rounds : minutes}
              onChange={(e) =>
                kind === "rounds"
                  ? setRounds(clamp(Number(e.target.value), ROUNDS))
                  : setMinutes(clamp(Number(e.target.value), MINUTES))
              }
              data-testid="online-length"
            />
          </label>
          <label className="field">
            <span>{t("turnSeconds")}</span>
            <input
              type="number"
              min={TURN_SECONDS.min}
              max={TURN_SECONDS.max}
              value={turnText}
              onChange={(e) => setTurnText(e.target.value)}
              aria-invalid={turnSeconds === null}
              aria-describedby="online-turn-hint"
              data-testid="online-turn-seconds"
            />
          </label>
          <label className="field">
            <span>{t("emptySeatBots")}</span>
            <select
              value={bot}
              onChange={(e) => setBot(e.target.value as BotLevel)}
              data-testid="online-bot"
            >
              {BOT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {tk(`level_${level}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t("watchDelay")}</span>
            <select
              value={watchDelay}
              onChange={(e) => setWatchDelay(clamp(Number(e.target.value), { min: 0, max: 3 }))}
              data-testid="online-watch-delay"
            >
              {[0, 1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? t("watchDelayNone") : t("watchDelayTurns", { n })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p
          id="online-turn-hint"
          className={turnSeconds === null ? "hint field-error" : "hint"}
          role={turnSeconds === null ? "alert" : undefined}
          data-testid="online-turn-hint"
        >
          {t("turnSecondsHint", TURN_SECONDS)}
        </p>
        <RoomSummary
          seats={seats}
          length={kind === "rounds" ? { rounds } : { minutes }}
          turnSeconds={turnSeconds}
          bot={bot}
        />
        <button
          type="submit"
          className="btn primary big start"
          disabled={busy || turnSeconds === null}
          data-testid="create-room-submit"
        >
          {busy ? t("connecting") : t("createRoom")}
        </button>
      </div>
    </form>
  );
}

/** The terms of the room about to be created, as its people will play it (R13.2). */
function RoomSummary({
  seats,
  length,
  turnSeconds,
  bot,
}: {
  seats: 3 | 4;
  length: { readonly rounds: number } | { readonly minutes: number };
  turnSeconds: number | null;
  bot: BotLevel;
}) {
  const { t, tn, tk } = useI18n();
  return (
    <section className="room-summary" aria-label={t("summaryTitle")} data-testid="create-summary">
      <h3>{t("summaryTitle")}</h3>
      <dl>
        <dt>{t("players")}</dt>
        <dd data-testid="summary-players">{t("summaryPlayers", { n: seats, free: seats - 1 })}</dd>
        <dt>{t("lengthKind")}</dt>
        <dd data-testid="summary-length">
          {"rounds" in length
            ? tn("summaryRounds", length.rounds)
            : tn("summaryMinutes", length.minutes)}
        </dd>
        <dt>{t("summaryTurn")}</dt>
        <dd data-testid="summary-turn">
          {turnSeconds === null ? "—" : t("summaryTurnValue", { s: turnSeconds })}
        </dd>
        <dt>{t("emptySeatBots")}</dt>
        <dd data-testid="summary-bots">{tk(`level_${bot}`)}</dd>
      </dl>
    </section>
  );
}
