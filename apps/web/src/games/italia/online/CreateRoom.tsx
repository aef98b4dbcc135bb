import { type FormEvent, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { clamp } from "../../../online/createTerms";
import {
  EnterButton,
  NameField,
  TurnSecondsField,
  TurnSecondsHint,
  useTurnSeconds,
  WatchDelayField,
} from "../../../online/RoomFields";
import { BOT_LEVELS, type BotLevel } from "../game/seats";

/** Rounds of a game by rounds (R11.4), as the server bounds them. */
const ROUNDS = { min: 1, max: 100 } as const;
/** Minutes of a timed game (R11.4), as the server bounds them. */
const MINUTES = { min: 1, max: 240 } as const;

/** What a room's creator chooses (R13.2), in the server's create options. */
export type CreateOptions = {
  readonly seats: 3 | 4;
  readonly rounds?: number;
  readonly minutes?: number;
  readonly turnSeconds: number;
  readonly bot: "random" | "greedy" | "strong";
  /** Turns spectators are behind the game (0–3). */
  readonly watchDelay?: number;
  readonly name: string;
};

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
  const turn = useTurnSeconds(90);
  const turnSeconds = turn.seconds;
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
        <NameField value={name} onChange={setName} testId="online-name" />
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
          <TurnSecondsField turn={turn} testId="online-turn-seconds" hintId="online-turn-hint" />
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
          <WatchDelayField
            value={watchDelay}
            onChange={setWatchDelay}
            testId="online-watch-delay"
          />
        </div>
        <TurnSecondsHint turn={turn} id="online-turn-hint" testId="online-turn-hint" />
        <RoomSummary
          seats={seats}
          length={kind === "rounds" ? { rounds } : { minutes }}
          turnSeconds={turnSeconds}
          bot={bot}
        />
        <EnterButton
          busy={busy}
          disabled={turnSeconds === null}
          label={t("createRoom")}
          testId="create-room-submit"
        />
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
