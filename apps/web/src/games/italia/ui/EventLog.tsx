import type { Seat } from "@italia/engine";
import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { Panel } from "../../../ui/controls";
import { describeEntry, LOG_KINDS, type LogKind, type LogLine } from "../game/describe";
import type { VisibleEntry } from "../game/log";
import { SEAT_COLORS } from "../game/seats";
import { Why } from "./Why";

/** Lines shown at first; earlier ones come on demand, as many again each time. */
const PAGE = 200;

/**
 * The whole log of the game, as the viewer may see it (R12): it gets the entries already filtered
 * for the viewer ({@link visibleLog}), never the game state. Every entry has its lines — passes,
 * turn ends, fortify moves and Sdadata skips included — filterable by kind and by seat; lines
 * that a rule explains have a «Perché?» to open, which leads on to that rule on the rules page.
 */
export function EventLog({
  entries,
  seats,
  nameOf,
}: {
  entries: readonly VisibleEntry[];
  /** The game's seats, for the filter. */
  seats: readonly Seat[];
  nameOf: (seat: Seat) => string;
}) {
  const tr = useI18n();
  const { t, tk } = tr;
  const list = useRef<HTMLOListElement>(null);
  const [kind, setKind] = useState<LogKind | "all">("all");
  const [seat, setSeat] = useState<Seat | "all">("all");
  const [pages, setPages] = useState(1);
  const all = useMemo(() => {
    const out: (LogLine & { key: string })[] = [];
    for (const entry of entries) {
      describeEntry(tr, entry, nameOf).forEach((line, i) => {
        out.push({ ...line, key: `${entry.id}-${i}` });
      });
    }
    return out;
  }, [entries, nameOf, tr]);
  const shown = useMemo(
    () =>
      all.filter((l) => (kind === "all" || l.kind === kind) && (seat === "all" || l.seat === seat)),
    [all, kind, seat],
  );
  const earlier = Math.max(0, shown.length - pages * PAGE);
  const lines = shown.slice(earlier);

  const last = lines[lines.length - 1]?.key;
  useEffect(() => {
    if (last && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [last]);

  return (
    <Panel title={t("logTitle")} className="log" testId="log">
      <div className="log-filters">
        <label>
          <span>{t("logShow")}</span>
          <select
            value={kind}
            onChange={(e) => setKind(e.target.value as LogKind | "all")}
            data-testid="log-kind"
          >
            {(["all", ...LOG_KINDS] as const).map((k) => (
              <option key={k} value={k}>
                {tk(`logKind_${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t("logSeat")}</span>
          <select
            value={seat}
            onChange={(e) => setSeat(e.target.value === "all" ? "all" : Number(e.target.value))}
            data-testid="log-seat"
          >
            <option value="all">{t("logSeatAll")}</option>
            {seats.map((s) => (
              <option key={s} value={s}>
                {nameOf(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ol className="log-lines" ref={list} aria-live="polite">
        {earlier > 0 && (
          <li>
            <button
              type="button"
              className="btn small ghost"
              onClick={() => setPages((p) => p + 1)}
              data-testid="log-earlier"
            >
              {t("logEarlier", { n: Math.min(PAGE, earlier) })}
            </button>
          </li>
        )}
        {lines.length === 0 && <li className="muted">{t("logEmpty")}</li>}
        {lines.map((line) => (
          <li
            key={line.key}
            className={`log-line ${line.tone}`}
            data-kind={line.kind}
            style={
              line.seat !== null ? { borderLeftColor: SEAT_COLORS[line.seat]?.strong } : undefined
            }
          >
            {line.text}
            {line.why && line.rule && <Why text={line.why} rule={line.rule} testId="log-why" />}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
