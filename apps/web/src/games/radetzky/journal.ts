/**
 * What the screen tells of a game's past, kept the same way at one table and online: the log
 * (each event with its round and the seat that caused it), the events of the current or last
 * fight (RZ10–RZ12, shown as an exchange) and of the last Austrian turn (RZ14, shown step by
 * step). A local game files the events the rules give it; an online room files those the server
 * sent the seat (already filtered for it).
 *
 * @module
 */
import type { RadetzkyEvent } from "@italia/radetzky";

/** One line of the log: an event of the rules, the round it happened in, who caused it. */
export interface RzLogEntry {
  /** Increasing from 0. */
  readonly seq: number;
  /** The round of the state the event came from. */
  readonly round: number;
  /** The seat whose action produced it (`null`: setup, or the server). */
  readonly seat: number | null;
  /** The event as the rules gave it; show it through `eventFor` for the viewer. */
  readonly event: RadetzkyEvent;
}

/** The log, the fight and the Austrian turn (see the module). */
export interface RzJournal {
  /** Every event so far, oldest first (at most {@link JOURNAL_LIMIT} kept). */
  readonly log: readonly RzLogEntry[];
  /** The events of the current or last fight. */
  readonly fightEvents: readonly RadetzkyEvent[];
  /** The zone of the current or last fight. */
  readonly fightZone: number | null;
  /** The last Austrian turn's events. */
  readonly austrianTurn: {
    readonly round: number;
    readonly events: readonly RadetzkyEvent[];
  } | null;
}

/** How many log entries a journal keeps (the oldest go first). */
export const JOURNAL_LIMIT = 2000;

/** A journal with nothing in it. */
export const EMPTY_JOURNAL: RzJournal = {
  log: [],
  fightEvents: [],
  fightZone: null,
  austrianTurn: null,
};

/** The events that belong to a fight's exchange (RZ11–RZ12). */
const FIGHT_EVENTS: ReadonlySet<RadetzkyEvent["type"]> = new Set([
  "austriaRevealed",
  "italyPlayed",
  "exchangeResolved",
  "fightEnded",
  "radetzkyDefeated",
]);

/**
 * The journal with one action's `events` filed: taken by `seat` in `round`; `fightStarted` is the
 * zone of a fight this action began (its exchange starts afresh), else `null`.
 */
export function fileAction(
  journal: RzJournal,
  seat: number | null,
  round: number,
  events: readonly RadetzkyEvent[],
  fightStarted: number | null,
): RzJournal {
  const log = [...journal.log];
  let fightEvents = fightStarted === null ? [...journal.fightEvents] : ([] as RadetzkyEvent[]);
  const fightZone = fightStarted ?? journal.fightZone;
  let austrianTurn = journal.austrianTurn
    ? { round: journal.austrianTurn.round, events: [...journal.austrianTurn.events] }
    : null;
  // an Austrian turn goes on until the next round starts (it may span several actions' events)
  let austrian = austrianTurn !== null && inAustrianTurn(journal);
  let seq = (journal.log[journal.log.length - 1]?.seq ?? -1) + 1;
  for (const event of events) {
    log.push({ seq: seq++, round, seat, event });
    if (event.type === "austrianTurn") {
      austrianTurn = { round: event.round, events: [] };
      austrian = true;
      continue;
    }
    if (event.type === "roundStarted") austrian = false;
    if (austrian) austrianTurn?.events.push(event);
    if (FIGHT_EVENTS.has(event.type)) fightEvents = [...fightEvents, event];
  }
  return {
    log: log.length > JOURNAL_LIMIT ? log.slice(-JOURNAL_LIMIT) : log,
    fightEvents,
    fightZone,
    austrianTurn,
  };
}

/** Whether the journal's last Austrian turn is still going on (no round started since). */
function inAustrianTurn(journal: RzJournal): boolean {
  for (let i = journal.log.length - 1; i >= 0; i--) {
    const type = journal.log[i]!.event.type;
    if (type === "roundStarted") return false;
    if (type === "austrianTurn") return true;
  }
  return false;
}
