import { eventsFor, type Seat } from "@italia/engine";
import { useEffect, useMemo, useRef } from "react";
import { describeEvent, type LogLine } from "../game/describe";
import { SEAT_COLORS } from "../game/seats";
import type { LogEntry } from "../game/session";
import { useI18n } from "../i18n/context";
import { Panel } from "./controls";

const SHOWN = 160;

/**
 * A readable log of what happened, as the viewer may see it (R12); `revealed` shows the events
 * whole (a replay with everything revealed).
 */
export function EventLog({
  log,
  viewer,
  nameOf,
  revealed = false,
}: {
  log: readonly LogEntry[];
  viewer: Seat | null;
  nameOf: (seat: Seat) => string;
  revealed?: boolean;
}) {
  const tr = useI18n();
  const list = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => {
    const out: (LogLine & { key: string })[] = [];
    for (const entry of log) {
      (revealed ? entry.events : eventsFor(entry.events, viewer)).forEach((event, i) => {
        const line = describeEvent(tr, event, nameOf);
        if (line) out.push({ ...line, key: `${entry.id}-${i}` });
      });
    }
    return out.slice(-SHOWN);
  }, [log, viewer, nameOf, tr, revealed]);

  const last = lines[lines.length - 1]?.key;
  useEffect(() => {
    if (last && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [last]);

  return (
    <Panel title={tr.t("logTitle")} className="log" testId="log">
      <ol className="log-lines" ref={list} aria-live="polite">
        {lines.length === 0 && <li className="muted">{tr.t("logEmpty")}</li>}
        {lines.map((line) => (
          <li
            key={line.key}
            className={`log-line ${line.tone}`}
            style={
              line.seat !== null ? { borderLeftColor: SEAT_COLORS[line.seat]?.strong } : undefined
            }
          >
            {line.text}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
