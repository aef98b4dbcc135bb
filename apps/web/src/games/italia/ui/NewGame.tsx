import { RULES } from "@italia/engine";
import { type FormEvent, useEffect, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { LANGS, translator } from "../../../i18n/i18n";
import { BOT_LEVELS, BOT_NAMES, type BotLevel, type SeatSetup } from "../game/seats";
import { gameSeed } from "../game/seed";
import type { NewGameOptions } from "../game/session";
import { SeatBadge } from "./SeatBadge";

/** Whether a seat still has a default human name ("Player 2", "Giocatore 2") in any language. */
function hasDefaultName(seat: SeatSetup, i: number): boolean {
  return LANGS.some((lang) => translator(lang).t("defaultHuman", { n: i + 1 }) === seat.name);
}

function botSeat(i: number, level: BotLevel = "greedy"): SeatSetup {
  return { kind: "bot", level, name: BOT_NAMES[i]! };
}

/** The new-game form: 3 or 4 seats, each human or a bot of a level; round limit; seed. */
export function NewGame({ onStart }: { onStart: (options: NewGameOptions) => void }) {
  const { t, tk, lang } = useI18n();
  const [players, setPlayers] = useState<3 | 4>(4);
  const [seats, setSeats] = useState<SeatSetup[]>(() => [
    { kind: "human", level: "greedy", name: t("defaultHuman", { n: 1 }) },
    botSeat(1),
    botSeat(2),
    botSeat(3),
  ]);
  // Default names follow the language; names the player typed stay.
  useEffect(() => {
    const name = (n: number) => translator(lang).t("defaultHuman", { n });
    setSeats((all) =>
      all.map((s, i) =>
        s.kind === "human" && hasDefaultName(s, i) ? { ...s, name: name(i + 1) } : s,
      ),
    );
  }, [lang]);
  const [rounds, setRounds] = useState<number>(RULES.defaultRounds);
  const [seed, setSeed] = useState("");

  const setSeat = (i: number, patch: Partial<SeatSetup>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const setKind = (i: number, kind: "human" | "bot") => {
    const current = seats[i]!;
    if (current.kind === kind) return;
    setSeat(i, {
      kind,
      name: kind === "bot" ? BOT_NAMES[i]! : t("defaultHuman", { n: i + 1 }),
    });
  };

  const preset = (kind: "bots" | "hotseat" | "watch") => {
    if (kind === "bots") {
      setPlayers(4);
      setSeats([
        { kind: "human", level: "greedy", name: t("defaultHuman", { n: 1 }) },
        botSeat(1),
        botSeat(2),
        botSeat(3),
      ]);
    } else if (kind === "hotseat") {
      setSeats(
        [0, 1, 2, 3].map((i) => ({
          kind: "human",
          level: "greedy",
          name: t("defaultHuman", { n: i + 1 }),
        })),
      );
    } else {
      setPlayers(4);
      setSeats([botSeat(0, "strong"), botSeat(1), botSeat(2, "random"), botSeat(3, "strong")]);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = seats.slice(0, players).map((s, i) => ({
      ...s,
      name: s.name.trim() || (s.kind === "bot" ? BOT_NAMES[i]! : t("defaultHuman", { n: i + 1 })),
    }));
    onStart({ seats: chosen, rounds, seed: gameSeed(seed) });
  };

  const humanCount = seats.slice(0, players).filter((s) => s.kind === "human").length;

  return (
    <form className="new-game panel" onSubmit={submit} data-testid="new-game">
      <header className="panel-head">
        <h2>{t("setupTitle")}</h2>
      </header>
      <div className="panel-body">
        <div className="presets">
          <button
            type="button"
            className="btn small"
            onClick={() => preset("bots")}
            data-testid="preset-bots"
          >
            {t("presetBots")}
          </button>
          <button type="button" className="btn small" onClick={() => preset("hotseat")}>
            {t("presetHotseat")}
          </button>
          <button
            type="button"
            className="btn small"
            onClick={() => preset("watch")}
            data-testid="preset-watch"
          >
            {t("presetWatch")}
          </button>
        </div>

        <fieldset className="segmented">
          <legend>{t("players")}</legend>
          {([3, 4] as const).map((n) => (
            <label key={n} className={players === n ? "on" : ""}>
              <input
                type="radio"
                name="players"
                value={n}
                checked={players === n}
                onChange={() => setPlayers(n)}
                data-testid={`players-${n}`}
              />
              {t("playersCount", { n })}
            </label>
          ))}
        </fieldset>

        <ol className="seat-setup">
          {seats.slice(0, players).map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            <li key={i} data-testid={`seat-${i}`}>
              <SeatBadge seat={i} />
              <input
                className="name"
                value={s.name}
                aria-label={`${t("seat", { n: i + 1 })}: ${t("name")}`}
                maxLength={20}
                onChange={(e) => setSeat(i, { name: e.target.value })}
              />
              <fieldset className="segmented mini">
                <legend className="visually-hidden">{t("seat", { n: i + 1 })}</legend>
                {(["human", "bot"] as const).map((k) => (
                  <label key={k} className={s.kind === k ? "on" : ""}>
                    <input
                      type="radio"
                      name={`seat-${i}-kind`}
                      value={k}
                      checked={s.kind === k}
                      onChange={() => setKind(i, k)}
                      data-testid={`seat-${i}-${k}`}
                    />
                    {t(k)}
                  </label>
                ))}
              </fieldset>
              <select
                value={s.level}
                disabled={s.kind !== "bot"}
                aria-label={`${t("seat", { n: i + 1 })}: ${t("level")}`}
                onChange={(e) => setSeat(i, { level: e.target.value as BotLevel })}
                data-testid={`seat-${i}-level`}
              >
                {BOT_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {tk(`level_${level}`)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
        {humanCount > 1 && <p className="hint">{t("hotseatNote")}</p>}

        <div className="field-row">
          <label className="field">
            <span>{t("roundLimit")}</span>
            <input
              type="number"
              min={1}
              max={200}
              value={rounds}
              onChange={(e) => setRounds(Math.max(1, Math.min(200, Number(e.target.value) || 1)))}
              data-testid="rounds"
            />
          </label>
          <label className="field">
            <span>{t("seed")}</span>
            <input
              value={seed}
              placeholder={t("seedHint")}
              onChange={(e) => setSeed(e.target.value)}
              data-testid="seed"
            />
          </label>
        </div>
        <p className="hint">{t("roundLimitHint")}</p>

        <button type="submit" className="btn primary big start" data-testid="start">
          {t("start")}
        </button>
      </div>
    </form>
  );
}
