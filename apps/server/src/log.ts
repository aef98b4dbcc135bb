/**
 * Structured logs: one JSON line per event on stdout. Callers pass only public facts (room ids,
 * seat numbers, counts, error codes): never a seed, a credential, a state or an action.
 *
 * @module
 */

/** Fields of a log line. */
export type LogFields = Readonly<Record<string, string | number | boolean | null>>;

/** Writes one log line: `{"time":…,"level":…,"event":…,…fields}`. */
export type Logger = (level: "info" | "warn" | "error", event: string, fields?: LogFields) => void;

/** A logger writing to `out` (stdout by default), or a silent one. */
export function createLogger(
  quiet = false,
  out: (line: string) => void = (l) => process.stdout.write(l),
): Logger {
  return (level, event, fields = {}) => {
    if (quiet && level === "info") return;
    out(`${JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })}\n`);
  };
}
