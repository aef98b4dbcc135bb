/**
 * Colyseus' own messages (an undecodable frame, an error in a room's handler) written as the
 * server's structured log lines: one bounded JSON line each instead of a stack trace on stderr, so
 * a client sending garbage cannot flood the host's logs with many lines per frame.
 *
 * @module
 */
import type { Logger } from "./log.js";

/** Characters of a Colyseus message kept in its log line (the rest is cut). */
export const COLYSEUS_MESSAGE_CHARS = 200;

/** The logger shape Colyseus' `Server` accepts (`console`'s methods). */
export interface ColyseusLogger {
  debug(...args: unknown[]): void;
  trace(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** The first line of what Colyseus logged (an error's message, not its stack), bounded. */
export function colyseusMessage(args: readonly unknown[]): string {
  const first = args[0];
  const text =
    first instanceof Error ? first.message : typeof first === "string" ? first : String(first);
  const line = text.split("\n", 1)[0] ?? "";
  return line.length <= COLYSEUS_MESSAGE_CHARS
    ? line
    : `${line.slice(0, COLYSEUS_MESSAGE_CHARS - 1)}…`;
}

/**
 * Routes Colyseus' warnings and errors to `log` as `colyseus` events (level `warn`: they are
 * about a client's input or a single room, not the server); its debug, trace and info chatter is
 * dropped.
 */
export function colyseusLogger(log: Logger): ColyseusLogger {
  const warn = (...args: unknown[]): void =>
    log("warn", "colyseus", { message: colyseusMessage(args) });
  const drop = (): void => {};
  return { debug: drop, trace: drop, info: drop, warn, error: warn };
}
