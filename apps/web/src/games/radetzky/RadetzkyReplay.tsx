/**
 * A Radetzky record in the replay viewer (loaded with import() when one is opened): the game
 * screen at any step, from any seat's point of view, with the step's controls in the top bar.
 *
 * @module
 */
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/context";
import { RadetzkyTable } from "./RadetzkyGame";
import "./radetzky.css";
import { rzReplayErrorText } from "./refusals";
import { ReplayRadetzky, replayRecord } from "./replay";
import { rzTexts } from "./texts";

/** The replay of `record` (already parsed JSON); `onClose` leaves the viewer. */
export default function RadetzkyReplay({
  record,
  onClose,
}: {
  readonly record: unknown;
  readonly onClose: () => void;
}) {
  const { lang } = useI18n();
  const t = useMemo(() => rzTexts(lang), [lang]);
  const replayed = useMemo(() => replayRecord(record), [record]);
  const last = replayed.ok ? replayed.replay.steps.length : 0;
  const [at, setAt] = useState(last);
  const [seat, setSeat] = useState(0);
  const table = useMemo(
    () => (replayed.ok ? new ReplayRadetzky(replayed.replay, Math.min(at, last), seat) : null),
    [replayed, at, last, seat],
  );
  if (!replayed.ok || !table) {
    return (
      <div className="rz-game" data-testid="rz-replay-error">
        <p role="alert" className="rz-refusal">
          {t("replayRefused", {
            message: replayed.ok ? "" : rzReplayErrorText(lang, t, replayed.error),
          })}
        </p>
        <button type="button" className="btn" onClick={onClose}>
          {t("close")}
        </button>
      </div>
    );
  }
  const controls = (
    <span className="rz-replay-controls" data-testid="rz-replay">
      <button
        type="button"
        className="btn small"
        disabled={at <= 0}
        onClick={() => setAt(at - 1)}
        data-testid="rz-replay-back"
        aria-label={t("replayBack")}
      >
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={at}
        onChange={(e) => setAt(Number(e.target.value))}
        aria-label={t("replayStep", { n: at, of: last })}
        data-testid="rz-replay-step"
      />
      <button
        type="button"
        className="btn small"
        disabled={at >= last}
        onClick={() => setAt(at + 1)}
        data-testid="rz-replay-forward"
        aria-label={t("replayForward")}
      >
        ▶
      </button>
      <span data-testid="rz-replay-at">{t("replayStep", { n: at, of: last })}</span>
      <select
        value={seat}
        onChange={(e) => setSeat(Number(e.target.value))}
        aria-label={t("replaySeat")}
        data-testid="rz-replay-seat"
      >
        {table.seats.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
          <option key={i} value={i}>
            {s.name}
          </option>
        ))}
      </select>
    </span>
  );
  return <RadetzkyTable game={table} t={t} lang={lang} onExit={onClose} status={controls} />;
}
