/**
 * The bots' thinking, run in a Web Worker (or on the page where there is none). The bots are
 * `@italia/bot-sdk`'s reference bots, run on the SDK's game host — the same host as the terminal
 * game and the arena: it hands each bot its seat's view (never the state) and the events since its
 * previous decision, checks the answer with the engine, falls back to a safe legal action on a bad
 * one, bounds each turn (R7.3) and seeds each decision the same way, so a seed and a lineup give
 * the same game here as in `italia play`.
 */
import { type Bot, botSeedFor, createBot, GameHost } from "@italia/bot-sdk";
import type { GameEvent, GameState, PlayerAction, Seat } from "@italia/engine";
import { HOST_OPTIONS } from "./host";
import type { BotLevel } from "./seats";

/** What happened since each seat's previous decision. */
export interface RecentEntry {
  readonly seat: Seat;
  readonly events: readonly GameEvent[];
}

/** A request for bot actions: the bots play from `state` while the current seat is theirs. */
export interface BotRequest {
  readonly state: GameState;
  /** The level of each seat's bot; `null` for seats played by people. */
  readonly levels: readonly (BotLevel | null)[];
  /** Identifies the game: each game gets fresh bots. */
  readonly gameId: string;
  /** The game's seed: the bots' own seeds are derived from it (one way) by the host. */
  readonly seed: string;
  /** The number of actions played before `state` (the game record's length). */
  readonly step: number;
  /** The latest log entries (unfiltered), so each bot hears what happened since its last move. */
  readonly recent: readonly RecentEntry[];
  /** Actions already taken in the current turn (`turnActionsOf` in `host.ts`), so its bound holds (R7.3). */
  readonly turnActions: number;
  /** Most actions to return (at least one is returned while a bot is to act). */
  readonly maxActions: number;
  /** Stop thinking about further actions after this many milliseconds. */
  readonly maxMs: number;
}

/** Time a bot may think per decision (the strong bot stops early on its own). */
const THINK_MS = 1500;

const bots = new Map<string, Bot>();

function botFor(gameId: string, seat: Seat, level: BotLevel): Bot {
  const key = `${gameId}\u0000${seat}\u0000${level}`;
  let bot = bots.get(key);
  if (!bot) {
    if (bots.size > 32) bots.clear();
    bot = createBot(level);
    bots.set(key, bot);
  }
  return bot;
}

/**
 * The events since `seat`'s previous decision, from the log: that decision's own events (its dice,
 * its conquest) and everything after them, as the game host shows a bot.
 */
export function eventsSince(recent: readonly RecentEntry[], seat: Seat): GameEvent[] {
  let from = recent.length;
  while (from > 0 && recent[from - 1]!.seat !== seat) from--;
  if (from > 0) from--; // the seat's own latest entry
  return recent.slice(from).flatMap((entry) => entry.events);
}

/**
 * Plays bot decisions from `req.state` while the current seat is a bot's, up to the limits;
 * returns the actions in order (the page applies them again with the engine).
 */
export async function playBots(req: BotRequest): Promise<PlayerAction[]> {
  const players = req.levels.map((level, seat) => (level ? botFor(req.gameId, seat, level) : null));
  const host = new GameHost(
    {
      state: req.state,
      step: req.step,
      unseen: req.levels.map((_, seat) => eventsSince(req.recent, seat)),
      turnActions: req.turnActions,
    },
    players,
    { ...HOST_OPTIONS, botSeed: botSeedFor(req.seed), timeControl: { decisionMs: THINK_MS } },
  );
  const steps = await host.runBots({ maxActions: Math.max(1, req.maxActions), maxMs: req.maxMs });
  return steps.map((s) => s.action);
}
