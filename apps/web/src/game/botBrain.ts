/**
 * The bots' thinking, run in a Web Worker (or on the page where there is none). The bots are
 * `@italia/bot-sdk`'s reference bots; the SDK's referee hands each bot its seat's view (never the
 * state), checks the answer with the engine, and falls back to a safe legal action on a bad one.
 */
import { askBot, type Bot, createBot } from "@italia/bot-sdk";
import {
  apply,
  type GameEvent,
  type GameState,
  type PlayerAction,
  Prng,
  type Seat,
  seedRng,
} from "@italia/engine";
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
  /** Seed for the bots' own choices (each decision's generator is seeded from it and `step`). */
  readonly seed: string;
  /** The number of actions played before `state` (the game record's length). */
  readonly step: number;
  /** The latest log entries (unfiltered), so each bot hears what happened since its last move. */
  readonly recent: readonly RecentEntry[];
  /** Most actions to return (at least one is returned while a bot is to act). */
  readonly maxActions: number;
  /** Stop thinking about further actions after this many milliseconds. */
  readonly maxMs: number;
}

/** Time each level may think per decision. */
const THINK_MS: Record<BotLevel, number> = { random: 1000, greedy: 1000, strong: 1500 };

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

/** The events since `seat`'s previous action, from the log. */
export function eventsSince(recent: readonly RecentEntry[], seat: Seat): GameEvent[] {
  const out: GameEvent[] = [];
  for (let i = recent.length - 1; i >= 0 && recent[i]!.seat !== seat; i--) {
    out.unshift(...recent[i]!.events);
  }
  return out;
}

/**
 * Plays bot decisions from `req.state` while the current seat is a bot's, up to the limits;
 * returns the actions in order (the host applies them again with the engine).
 */
export async function playBots(req: BotRequest): Promise<PlayerAction[]> {
  const started = Date.now();
  const actions: PlayerAction[] = [];
  const recent: RecentEntry[] = [...req.recent];
  let state = req.state;
  while (state.stage !== "over" && actions.length < req.maxActions) {
    const seat = state.currentSeat;
    const level = req.levels[seat];
    if (!level) break;
    const { action } = await askBot(botFor(req.gameId, seat, level), state, {
      timeLimitMs: THINK_MS[level],
      rng: new Prng(seedRng(`${req.seed}:${req.step + actions.length}`)),
      events: eventsSince(recent, seat),
    });
    const result = apply(state, action);
    if (!result.ok) break;
    actions.push(action);
    recent.push({ seat, events: result.events });
    state = result.state;
    if (Date.now() - started >= req.maxMs) break;
  }
  return actions;
}
