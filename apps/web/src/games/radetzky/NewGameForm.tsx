/**
 * Radetzky's new-game form (RZ3): players 1–5, basic or advanced, difficulty, hand information,
 * and who sits in each seat (a person or one of the package's bots). It imports no rules: the
 * rules package loads only when the game starts, and checks the config then.
 *
 * @module
 */
import { type FormEvent, useState } from "react";
import { useI18n } from "../../i18n/context";
import type { RzSave } from "./saves";
import {
  RZ_DIFFICULTIES,
  RZ_PLAYERS,
  type RzConfigInput,
  type RzHandInfo,
  type RzSeat,
  type RzSeatKind,
  type RzSetup,
} from "./setup";
import { rzTexts } from "./texts";

const KINDS: readonly RzSeatKind[] = ["person", "strong", "greedy", "random"];
const HAND_INFO: readonly RzHandInfo[] = ["iconCount", "closed", "open"];
const BOT_NAMES = ["Cattaneo", "Manara", "Dandolo", "Cernuschi", "Correnti"];

/** A seed from the clock when the player gave none. */
function freshSeed(): string {
  return `rz-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/**
 * The new-game form of Radetzky; `onStart` gets the setup; `onOnline` opens the form of an
 * online room instead.
 */
export function RadetzkyNewGame({
  onStart,
  onOnline,
  saved,
  onResume,
}: {
  onStart: (setup: RzSetup) => void;
  onOnline?: () => void;
  /** The saved local game, offered to resume. */
  saved?: RzSave | null;
  onResume?: (save: RzSave) => void;
}) {
  const { lang } = useI18n();
  const t = rzTexts(lang);
  const [players, setPlayers] = useState(1);
  const [mode, setMode] = useState<"basic" | "advanced">("basic");
  const [difficulty, setDifficulty] = useState(0);
  const [handInfo, setHandInfo] = useState<RzHandInfo>("iconCount");
  const [seed, setSeed] = useState("");
  const [seats, setSeats] = useState<RzSeat[]>(() =>
    [0, 1, 2, 3, 4].map((i) =>
      i === 0 ? { kind: "person", name: "" } : { kind: "greedy", name: "" },
    ),
  );
  const setSeat = (i: number, patch: Partial<RzSeat>) =>
    setSeats((all) => all.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = seats.slice(0, players).map((s, i) => ({
      kind: s.kind,
      name:
        s.name.trim() || (s.kind === "person" ? t("defaultPerson", { n: i + 1 }) : BOT_NAMES[i]!),
    }));
    onStart({
      config: { players, mode, difficulty, handInfo },
      seats: chosen,
      seed: seed.trim() || freshSeed(),
    });
  };

  return (
    <form className="new-game panel rz-new-game" onSubmit={submit} data-testid="rz-new-game">
      <header className="panel-head">
        <h2>{t("setupTitle")}</h2>
      </header>
      <div className="panel-body">
        {saved && onResume && (
          <button
            type="button"
            className="btn big"
            onClick={() => onResume(saved)}
            data-testid="rz-resume"
          >
            {t("resumeSaved", {
              round: saved.round,
              names: saved.setup.seats.map((s) => s.name).join(", "),
            })}
          </button>
        )}
        <RzConfigFields
          players={players}
          mode={mode}
          difficulty={difficulty}
          handInfo={handInfo}
          onChange={(c) => {
            setPlayers(c.players);
            setMode(c.mode);
            setDifficulty(c.difficulty);
            setHandInfo(c.handInfo);
          }}
        />
        <ol className="seat-setup">
          {seats.slice(0, players).map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
            <li key={i} data-testid={`rz-seat-${i}`}>
              <input
                className="name"
                value={s.name}
                placeholder={s.kind === "person" ? t("defaultPerson", { n: i + 1 }) : BOT_NAMES[i]}
                aria-label={`${t("seat", { n: i + 1 })}: ${t("name")}`}
                maxLength={20}
                onChange={(e) => setSeat(i, { name: e.target.value })}
                data-testid={`rz-seat-${i}-name`}
              />
              <select
                value={s.kind}
                aria-label={t("seat", { n: i + 1 })}
                onChange={(e) => setSeat(i, { kind: e.target.value as RzSeatKind })}
                data-testid={`rz-seat-${i}-kind`}
              >
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind_${k}`)}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
        <label className="field">
          <span>{t("seed")}</span>
          <input
            value={seed}
            placeholder={t("seedHint")}
            onChange={(e) => setSeed(e.target.value)}
            data-testid="rz-seed"
          />
        </label>
        <button type="submit" className="btn big primary" data-testid="rz-start">
          {t("start")}
        </button>
        {onOnline && (
          <button
            type="button"
            className="btn big online-entry"
            onClick={onOnline}
            data-testid="rz-online-entry"
          >
            {t("playOnline")}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The game's config fields (RZ3): players 1–5, basic or advanced, difficulty, hand information —
 * the same at one table and for an online room.
 */
export function RzConfigFields({
  players,
  mode,
  difficulty,
  handInfo,
  onChange,
}: RzConfigInput & { readonly onChange: (config: RzConfigInput) => void }) {
  const { lang } = useI18n();
  const t = rzTexts(lang);
  const set = (patch: Partial<RzConfigInput>) =>
    onChange({ players, mode, difficulty, handInfo, ...patch });
  return (
    <>
      <fieldset className="segmented">
        <legend>{t("players")}</legend>
        {RZ_PLAYERS.map((n) => (
          <label key={n} className={players === n ? "on" : ""}>
            <input
              type="radio"
              name="rz-players"
              value={n}
              checked={players === n}
              onChange={() => set({ players: n })}
              data-testid={`rz-players-${n}`}
            />
            {n}
          </label>
        ))}
      </fieldset>
      <fieldset className="segmented">
        <legend>{t("mode")}</legend>
        {(["basic", "advanced"] as const).map((m) => (
          <label key={m} className={mode === m ? "on" : ""}>
            <input
              type="radio"
              name="rz-mode"
              value={m}
              checked={mode === m}
              onChange={() => set({ mode: m })}
              data-testid={`rz-mode-${m}`}
            />
            {t(`mode_${m}`)}
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        <label className="field">
          <span>{t("difficulty")}</span>
          <select
            value={difficulty}
            onChange={(e) => set({ difficulty: Number(e.target.value) })}
            data-testid="rz-difficulty"
          >
            {RZ_DIFFICULTIES.map((d) => (
              <option key={d.id} value={d.delta}>
                {t(`difficulty_${d.id}` as Parameters<typeof t>[0])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t("handInfo")}</span>
          <select
            value={handInfo}
            onChange={(e) => set({ handInfo: e.target.value as RzHandInfo })}
            data-testid="rz-hand-info"
          >
            {HAND_INFO.map((h) => (
              <option key={h} value={h}>
                {t(`handInfo_${h}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  );
}
