/**
 * One seat of an online room played by a bot: joins the room (a free seat, or a saved
 * credential), waits for the game, asks the bot at each of the seat's decisions and sends its
 * answer, and ends with the game. The bot is refereed as in a local game (`askRemoteBot`: a late,
 * illegal or failing answer is a strike and the fallback action is sent); a bot program that has
 * failed for good makes the session leave its seat to the room's turn timer. A dropped connection
 * is taken up again with the seat's credential.
 *
 * Everything the server sends is read as hostile: only the fields used are read, and whatever is
 * printed is escaped and bounded.
 *
 * What depends on the room's game — how the bot is asked, which updates ask this seat, what the
 * game's end says — is the game's seat play (`seat-play.ts`), made by its entry in `games.ts`:
 * Italia's (`italia/online-seat.ts`) or that of any game on the platform's interface
 * (`game-seat.ts`). A room of another game than the one given is left at once.
 */
import { type Bot, type GameBot, quote, SeatClock, seatNumber } from "@italia/bot-sdk";
import { Client, type Room } from "colyseus.js";
import type { AnyGame, GameEntry } from "../games.js";
import { counted } from "../words.js";
import type { SeatPlay } from "./seat-play.js";

/** How a session enters its room. */
export type Entry =
  | { readonly credential: string }
  | { readonly name: string; readonly seat: number | null };

/** What a session needs. */
export interface SessionOptions {
  /** The server, `http(s)://` or `ws(s)://`. */
  readonly server: string;
  readonly room: string;
  readonly entry: Entry;
  /** The game the bot plays: a room of another game is left at once. */
  readonly game: GameEntry;
  /** The bot, made once the seat is known (Italia's `Bot`, or a bot of the game). */
  readonly bot: () => Bot | GameBot<AnyGame>;
  readonly decisionMs: number;
  readonly bankMs: number;
  readonly startupMs: number;
  /** Called with a new seat's credential (to save it). */
  readonly saveCredential: (credential: string) => void;
  /** A line for the person running the command (already safe to print). */
  readonly say: (line: string) => void;
  /** How long to keep trying to get back in after the connection dropped (default 30 s). */
  readonly reconnectMs?: number;
}

/** The part of an `update` message the session reads (the game's values as received). */
export interface Update {
  step: number;
  view: unknown;
  /** The events filtered for this seat, of the actions from `since` to `step` (its own included). */
  events: unknown[];
  /** The number of actions before the first one `events` come from (0 after a (re)join). */
  since: number;
  /** How many of `events` each action from `since` gave; `null` if the server did not say. */
  counts: number[] | null;
  /** The seat's legal moves when it may act (none: `null`). */
  legal: unknown[] | null;
  turn: { seat: number } | null;
  /** The update's `result` as received (an object) once the game is over, else `null`. */
  result: Readonly<Record<string, unknown>> | null;
  /** Every seat that may act now (several at a shared decision). */
  actors: number[];
  /**
   * Another game's outcome once over: its reason and each seat's result, read; `value`, the
   * outcome as received (what the bot's end hook is given).
   */
  outcome: { reason: string; results: string[]; value: unknown } | null;
}

/** Reads the fields of an `update` the session uses, or `null` for a malformed one. */
export function readUpdate(raw: unknown): Update | null {
  if (typeof raw !== "object" || raw === null) return null;
  const u = raw as Record<string, unknown>;
  if (typeof u.step !== "number" || typeof u.view !== "object" || u.view === null) return null;
  const legal = Array.isArray(u.legal) && u.legal.length > 0 ? (u.legal as unknown[]) : null;
  const turn =
    typeof u.turn === "object" &&
    u.turn !== null &&
    typeof (u.turn as { seat?: unknown }).seat === "number"
      ? { seat: (u.turn as { seat: number }).seat }
      : null;
  const r = u.result as Record<string, unknown> | null | undefined;
  const result = typeof r === "object" && r !== null && !Array.isArray(r) ? r : null;
  const outcome =
    typeof r === "object" && r !== null && Array.isArray(r.results)
      ? { reason: String(r.reason), results: r.results.map((x) => String(x)), value: r }
      : null;
  const actors = Array.isArray(u.actors)
    ? u.actors.filter((s): s is number => Number.isInteger(s) && s >= 0)
    : [];
  return {
    actors,
    outcome,
    step: u.step,
    view: u.view,
    events: Array.isArray(u.events) ? (u.events as unknown[]) : [],
    since: typeof u.since === "number" ? u.since : u.step,
    counts: countsOf(u.actions, Array.isArray(u.events) ? u.events.length : 0),
    legal,
    turn,
    result,
  };
}

/** Each action's event count from an update's `actions`, if they add up to its events. */
function countsOf(actions: unknown, events: number): number[] | null {
  if (!Array.isArray(actions)) return null;
  const counts = actions.map((a) => (typeof a === "object" && a !== null ? a.events : null));
  if (!counts.every((n): n is number => Number.isInteger(n) && n >= 0)) return null;
  return counts.reduce((a, b) => a + b, 0) === events ? counts : null;
}

/**
 * The events of `u` not yet taken in: after a (re)join the server sends the whole game's events
 * again (`since` 0), and those of the first `taken` actions were handed on already. Without the
 * actions' event counts, all of them.
 */
export function newEvents(u: Update, taken: number): unknown[] {
  if (u.since >= taken || u.counts === null) return u.events;
  let skip = 0;
  for (let i = 0; i < u.counts.length && u.since + i < taken; i++) skip += u.counts[i]!;
  return u.events.slice(skip);
}

/** A join refused or a server that cannot be reached, as one printable line. */
export function joinErrorText(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown };
  const message = typeof e?.message === "string" && e.message !== "" ? e.message : String(error);
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|fetch failed/i.test(message)) {
    return `cannot reach the server (${quote(message, 120)})`;
  }
  if (e?.code === 4212 || /not found/i.test(message)) return "no such room on this server";
  return quote(message, 200);
}

/** Pauses before trying a join again that a busy server refused, in milliseconds (the last repeats). */
const BUSY_RETRY_MS = [1000, 2000, 4000, 8000];

/**
 * Joins with `join`, trying again while the server answers that it is busy (503 `SERVER_BUSY`: it
 * is loading as many stored games as it may at once) for up to `withinMs`; any other refusal, or
 * a busy answer after that, is thrown.
 */
async function joinWhenFree(
  join: () => Promise<Room>,
  withinMs: number,
  say: (line: string) => void,
): Promise<Room> {
  const until = Date.now() + withinMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await join();
    } catch (error) {
      const wait = BUSY_RETRY_MS[Math.min(attempt, BUSY_RETRY_MS.length - 1)]!;
      if ((error as { code?: unknown })?.code !== 503 || Date.now() + wait > until) throw error;
      say(`the server is busy: trying again in ${wait / 1000} s`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * Plays the seat until the game ends; returns the exit code: 0 at the game's end, 1 when the room
 * cannot be joined, the connection is lost for good, or the bot program failed for good.
 */
export async function playSeat(options: SessionOptions): Promise<number> {
  const { say } = options;
  const client = new Client(options.server);
  const entry = options.entry;
  let room: Room;
  try {
    room = await joinWhenFree(
      () =>
        "credential" in entry
          ? client.joinById(options.room, { credential: entry.credential })
          : client.joinById(options.room, {
              name: entry.name,
              ...(entry.seat === null ? {} : { seat: entry.seat }),
            }),
      options.reconnectMs ?? 30_000,
      say,
    );
  } catch (error) {
    say(`cannot join room ${quote(options.room, 40)}: ${joinErrorText(error)}`);
    return 1;
  }

  let credential = "credential" in options.entry ? options.entry.credential : null;
  let seat = -1;
  let play: SeatPlay | null = null;
  let clock: SeatClock | null = null;
  let unseen: unknown[] = [];
  /** How many of the game's actions `unseen` has taken in so far. */
  let taken = 0;
  let acted = -1;
  let latest: Update | null = null;
  /** The update whose answer was sent last. */
  let sent: Update | null = null;
  let strikes = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => {
    finish = resolve;
  });
  let over = false;

  const end = async (code: number) => {
    if (over) return;
    over = true;
    try {
      await room.leave(true);
    } catch {
      // already gone
    }
    finish(code);
  };

  const decide = async (u: Update) => {
    if (!play || !clock) return;
    acted = u.step;
    const events = unseen;
    unseen = [];
    const answer = await play.decide(u, events, clock.budget());
    clock.spend(answer.elapsedMs);
    if ("waited" in answer) return; // another seat answers this shared decision
    if (answer.strike) {
      strikes++;
      say(`strike (${answer.strike.reason}): ${answer.strike.message}`);
    }
    if (play.exhausted()) {
      say(
        "the bot program failed for good (it was restarted as often as allowed); leaving the seat to the room's turn timer",
      );
      await end(1);
      return;
    }
    if (over || latest?.step !== u.step) return; // the decision moved on meanwhile (time ran out)
    sent = u;
    room.send("action", answer.message);
  };

  const onUpdate = async (raw: unknown) => {
    const u = readUpdate(raw);
    if (!u || over || !play) return;
    latest = u;
    unseen.push(...newEvents(u, taken));
    taken = Math.max(taken, u.step);
    const ended = play.ended(u);
    if (ended !== null) {
      say(`${ended}${strikes > 0 ? `; ${counted(strikes, "strike")}` : ""}`);
      await play.over(u);
      await end(0);
      return;
    }
    if (play.asks(u) && u.step !== acted) await decide(u);
  };

  const attach = (r: Room) => {
    r.onMessage("welcome", (raw: unknown) => {
      const w = (raw ?? {}) as Record<string, unknown>;
      if (typeof w.seat !== "number" || seat >= 0) return;
      const game = w.game === undefined ? "italia" : String(w.game);
      if (game !== options.game.id) {
        say(
          `room ${quote(options.room, 40)} plays ${quote(game, 40)}, not ${options.game.id}: give --game ${quote(game, 40)}`,
        );
        void end(2);
        return;
      }
      const terms = (typeof w.terms === "object" && w.terms !== null ? w.terms : {}) as Readonly<
        Record<string, unknown>
      >;
      const made = options.game.seatPlay({
        seat: w.seat,
        terms,
        makeBot: options.bot,
        decisionMs: options.decisionMs,
        bankMs: options.bankMs,
        startupMs: options.startupMs,
      });
      if (typeof made === "string") {
        say(made);
        void end(1);
        return;
      }
      seat = w.seat;
      play = made;
      clock = new SeatClock({ decisionMs: options.decisionMs, bankMs: options.bankMs });
      if (typeof w.credential === "string" && credential === null) {
        credential = w.credential;
        options.saveCredential(w.credential);
      }
      say(`seat ${seatNumber(seat)} of room ${quote(options.room, 40)}: waiting for the game`);
    });
    r.onMessage("update", (raw: unknown) => {
      chain = chain.then(() => onUpdate(raw)).catch(() => {});
    });
    r.onMessage("refused", (raw: unknown) => {
      const f = (raw ?? {}) as Record<string, unknown>;
      say(`the server refused: ${quote(String(f.code), 40)} ${quote(String(f.message), 200)}`);
      // the answer was checked against the legal moves, so the game moved on or the check
      // differed: play the safe action once for the same decision
      const s = sent;
      sent = null;
      if (!s || latest?.step !== s.step || over || !play) return;
      const again = play.afterRefusal(s);
      if (again !== null) room.send("action", again);
    });
    r.onMessage("timedOut", (raw: unknown) => {
      const t = (raw ?? {}) as Record<string, unknown>;
      if (t.seat === seat) {
        say(
          `seat ${seatNumber(seat)}'s turn time ran out: the room's bot finished the turn${t.away === true ? " and plays the seat until this bot is back" : ""}`,
        );
      }
    });
    r.onMessage("seats", (raw: unknown) => {
      const s = (raw ?? {}) as { seats?: unknown };
      const mine = Array.isArray(s.seats)
        ? (s.seats as { seat?: unknown; away?: unknown }[]).find((x) => x?.seat === seat)
        : undefined;
      if (mine?.away === true && !over) r.send("back", {});
    });
    // a bot has no use for the room's chat or the number of spectators (handled, so colyseus.js
    // does not warn about them on stderr)
    r.onMessage("chat", () => {});
    r.onMessage("spectators", () => {});
    r.onMessage("shutdown", () => say("the server is stopping; reconnecting"));
    r.onMessage("expired", () => {
      say("the room's time is up: the server deleted it");
      void end(1);
    });
    r.onLeave(() => {
      if (!over) void rejoin();
    });
  };

  const rejoin = async () => {
    if (credential === null) {
      say("lost the connection to the server (no credential to come back with)");
      return end(1);
    }
    const until = Date.now() + (options.reconnectMs ?? 30_000);
    while (!over && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 500));
      try {
        room = await client.joinById(options.room, { credential });
        attach(room);
        acted = -1;
        say("back in the room");
        return;
      } catch {
        // the server may still be starting
      }
    }
    say("lost the connection to the server");
    await end(1);
  };

  attach(room);
  return done;
}
