/**
 * The fields every game's room forms share (create, join, watch): the player's name, the seconds
 * per turn with why not fewer (R13.2), the spectators' delay, and the button that enters the room.
 *
 * @module
 */
import { useState } from "react";
import { useI18n } from "../i18n/context";
import { clamp, readTurnSeconds, TURN_SECONDS } from "./createTerms";

/** A person's name in a room: at most 24 characters (the server cuts longer ones). */
export function NameField({
  value,
  onChange,
  testId,
  label,
}: {
  readonly value: string;
  readonly onChange: (name: string) => void;
  /** The input's `data-testid`. */
  readonly testId: string;
  /** The label (by default «Il tuo nome»). */
  readonly label?: string;
}) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{label ?? t("yourName")}</span>
      <input
        value={value}
        maxLength={24}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}

/**
 * The seconds per turn as typed (kept as typed: the form says what is wrong with them rather than
 * changing them under the fingers), and the seconds they read as, `null` when out of bounds.
 */
export function useTurnSeconds(initial: number): {
  readonly text: string;
  readonly setText: (text: string) => void;
  readonly seconds: number | null;
} {
  const [text, setText] = useState(String(initial));
  return { text, setText, seconds: readTurnSeconds(text) };
}

/** The seconds per turn (see {@link useTurnSeconds}); its hint is {@link TurnSecondsHint}. */
export function TurnSecondsField({
  turn,
  testId,
  hintId,
}: {
  readonly turn: ReturnType<typeof useTurnSeconds>;
  /** The input's `data-testid`. */
  readonly testId: string;
  /** The id of the hint that describes the field. */
  readonly hintId: string;
}) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{t("turnSeconds")}</span>
      <input
        type="number"
        min={TURN_SECONDS.min}
        max={TURN_SECONDS.max}
        value={turn.text}
        onChange={(e) => turn.setText(e.target.value)}
        aria-invalid={turn.seconds === null}
        aria-describedby={hintId}
        data-testid={testId}
      />
    </label>
  );
}

/** Why a turn has at least 15 seconds; an alert while the typed seconds are out of bounds. */
export function TurnSecondsHint({
  turn,
  id,
  testId,
}: {
  readonly turn: ReturnType<typeof useTurnSeconds>;
  /** The hint's id (the field's `aria-describedby`). */
  readonly id: string;
  /** The hint's `data-testid`. */
  readonly testId: string;
}) {
  const { t } = useI18n();
  const wrong = turn.seconds === null;
  return (
    <p
      id={id}
      className={wrong ? "hint field-error" : "hint"}
      role={wrong ? "alert" : undefined}
      data-testid={testId}
    >
      {t("turnSecondsHint", TURN_SECONDS)}
    </p>
  );
}

/** Turns spectators are behind the game (docs/server.md, Spectators): 0–3. */
export function WatchDelayField({
  value,
  onChange,
  testId,
}: {
  readonly value: number;
  readonly onChange: (turns: number) => void;
  /** The select's `data-testid`. */
  readonly testId: string;
}) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{t("watchDelay")}</span>
      <select
        value={value}
        onChange={(e) => onChange(clamp(Number(e.target.value), { min: 0, max: 3 }))}
        data-testid={testId}
      >
        {[0, 1, 2, 3].map((n) => (
          <option key={n} value={n}>
            {n === 0 ? t("watchDelayNone") : t("watchDelayTurns", { n })}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The button that enters the room; «Connessione…» while an entry is on its way. */
export function EnterButton({
  busy,
  disabled = false,
  label,
  testId,
}: {
  readonly busy: boolean;
  /** Disabled for another reason (a field out of bounds, no seat picked). */
  readonly disabled?: boolean;
  readonly label: string;
  /** The button's `data-testid`. */
  readonly testId: string;
}) {
  const { t } = useI18n();
  return (
    <button
      type="submit"
      className="btn primary big start"
      disabled={busy || disabled}
      data-testid={testId}
    >
      {busy ? t("connecting") : label}
    </button>
  );
}
