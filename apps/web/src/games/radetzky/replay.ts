/**
 * A Radetzky record (`game-record/1`, as `italia simulate --game radetzky --record`, the CLI's
 * play and the server's rooms write it) in the replay viewer: checked and replayed by the rules,
 * then shown on the game screen through {@link ReplayRadetzky}, an {@link RzTable} at one step,
 * from one seat's point of view (RZ24: that seat's view and the events as it saw them).
 *
 * @module
 */

import { checkGameRecord, type PlatformRecord, type PlatformStep } from "@italia/game-kit";
import {
  controllerOf,
  type RadetzkyAction,
  type RadetzkyEvent,
  type RadetzkyState,
  type RadetzkyView,
  radetzky,
} from "@italia/radetzky";
import { EMPTY_JOURNAL, fileAction, type RzJournal } from "./journal";
import type { RzRefusal, RzResult, RzTable, RzWaiting } from "./local";
import type { RzSeat } from "./setup";

/** Most steps a record may have. */
export const RZ_RECORD_MAX_STEPS = 20_000;

/** A replayed record: every state, each step's seat and events, the seats' names. */
export interface RzReplay {
  readonly states: readonly RadetzkyState[];
  readonly steps: readonly { readonly seat: number; readonly events: readonly RadetzkyEvent[] }[];
  readonly seats: readonly RzSeat[];
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

/** Whether `x` looks like a Radetzky record (to pick the viewer; {@link replayRecord} checks it). */
export function isRadetzkyRecord(x: unknown): boolean {
  return isRecord(x) && x.format === "game-record/1" && x.game === "radetzky";
}

/**
 * Why a record does not replay: `why` says what is wrong (for the page's words), `step` which
 * step (from 1), `refusal` the rules' refusal (of the config or of that step), `path` the field at
 * fault, `message` all of it in English.
 */
export interface RzReplayError {
  readonly why:
    | "notRecord"
    | "noSeed"
    | "steps"
    | "config"
    | "notAction"
    | "refused"
    | "chance"
    | "outcome"
    | "invalid";
  readonly step?: number;
  readonly refusal?: RzRefusal;
  readonly path?: string;
  readonly message: string;
}

/**
 * Replays a Radetzky record through the rules, with the game kit's reader of every game's records
 * (`checkGameRecord`): its config checked (RZ3), its game dealt from its seed, every step applied
 * in order with the randomness it recorded compared (RZ26), and its outcome. A record the rules
 * do not accept is refused, saying where.
 */
export function replayRecord(
  x: unknown,
):
  | { readonly ok: true; readonly replay: RzReplay }
  | { readonly ok: false; readonly error: RzReplayError } {
  const no = (error: RzReplayError) => ({ ok: false as const, error });
  if (!isRadetzkyRecord(x)) {
    return no({ why: "notRecord", message: "not a Radetzky record (game-record/1)" });
  }
  const given = (x as { steps?: unknown }).steps;
  if (Array.isArray(given) && given.length > RZ_RECORD_MAX_STEPS) {
    return no({ why: "steps", message: `steps must be a list of at most ${RZ_RECORD_MAX_STEPS}` });
  }
  // every state as the check replays it: the game is replayed once
  const after: RadetzkyState[] = [];
  const checked = checkGameRecord(radetzky, x, { onStep: (_, state) => after.push(state) });
  if (!checked.ok) return no(replayError(checked));
  const config = checked.config;
  const states: RadetzkyState[] = [radetzky.newGame(config, checked.record.seed), ...after];
  // the record as checked: every step is an action the rules applied, with these events
  const steps = checked.record.steps.map((step, i) => ({
    seat: (step as { action: RadetzkyAction }).action.seat,
    events: checked.events[i]!,
  }));
  const record = checked.record;
  const named = record.seats ?? [];
  const seats = Array.from({ length: config.players }, (_, i): RzSeat => {
    const s = named[i];
    const name = isRecord(s) && typeof s.name === "string" ? s.name.slice(0, 40) : `#${i + 1}`;
    return { kind: isRecord(s) && typeof s.bot === "string" ? "greedy" : "person", name };
  });
  return { ok: true, replay: { states, steps, seats } };
}

/**
 * The `game-record/1` of a local game so far (for the replay at its end), as every writer of the
 * platform writes one: each action with the randomness it drew, and the outcome once it is over.
 */
export function localRecord(game: {
  readonly config: unknown;
  readonly setup: { readonly seed: string };
  readonly seats: readonly RzSeat[];
  readonly actions: readonly RadetzkyAction[];
}): PlatformRecord {
  const config = radetzky.checkConfig(game.config);
  if (!config.ok) throw new Error(`a local game's config was refused: ${config.error.message}`);
  let state = radetzky.newGame(config.value, game.setup.seed);
  const steps = game.actions.map((action): PlatformStep => {
    const played = radetzky.apply(state, action);
    if (!played.ok) throw new Error(`a local game's action was refused: ${played.error.message}`);
    state = played.value.state;
    const chance = radetzky.chanceOf?.(played.value.events);
    return chance === undefined ? { action } : { action, chance };
  });
  return {
    format: "game-record/1",
    game: "radetzky",
    version: radetzky.info.version,
    config: config.value,
    seed: game.setup.seed,
    seats: game.seats.map((s) =>
      s.kind === "person" ? { name: s.name } : { name: s.name, bot: s.kind },
    ),
    steps,
    outcome: radetzky.outcome(state),
  };
}

/** The journal of the record's first `at` steps. */
export function journalAt(replay: RzReplay, at: number): RzJournal {
  let journal = EMPTY_JOURNAL;
  for (let i = 0; i < at; i++) {
    const before = replay.states[i]!;
    const after = replay.states[i + 1]!;
    const started = before.fight === null && after.fight !== null ? after.fight.zone : null;
    journal = fileAction(
      journal,
      replay.steps[i]!.seat,
      before.round,
      replay.steps[i]!.events,
      started,
    );
  }
  return journal;
}

/** A record at step `at`, seen by seat `seat`, as the game screen's table (nothing to play). */
export class ReplayRadetzky implements RzTable {
  readonly seats: readonly RzSeat[];
  private readonly state: RadetzkyState;
  private readonly journal: RzJournal;

  constructor(
    replay: RzReplay,
    at: number,
    readonly me: number,
  ) {
    this.seats = replay.seats;
    this.state = replay.states[at]!;
    this.journal = journalAt(replay, at);
  }

  get log() {
    return this.journal.log;
  }

  get fightEvents() {
    return this.journal.fightEvents;
  }

  get fightZone() {
    return this.journal.fightZone;
  }

  get austrianTurn() {
    return this.journal.austrianTurn;
  }

  /** Over at the end; otherwise who acted next (the viewer plays nothing here). */
  waiting(): RzWaiting {
    const actors = radetzky.actors(this.state);
    return actors.length === 0 ? { kind: "over" } : { kind: "others", seats: actors };
  }

  hiddenHands(): boolean {
    return false;
  }

  /** The point of view's seat's view (RZ24). */
  view(_viewer: number | null): RadetzkyView {
    return radetzky.view(this.state, this.me);
  }

  moves(): readonly RadetzkyAction[] {
    return [];
  }

  controllerOf(patriot: number): number {
    return controllerOf(this.state, patriot);
  }

  play(): RzRefusal | null {
    return null;
  }

  refusal(): RzRefusal | null {
    return null;
  }

  stepBots(): boolean {
    return false;
  }

  result(): RzResult | null {
    const s = this.state;
    if (s.stage !== "over" || s.winner === null || s.endReason === null) return null;
    return { winner: s.winner, reason: s.endReason, round: s.round };
  }
}

/** The page's reason for a record the game kit's reader refused. */
function replayError(
  failed: Extract<ReturnType<typeof checkGameRecord>, { ok: false }>,
): RzReplayError {
  const { code, path = "$", message } = failed.error;
  const step = failed.step === null ? undefined : failed.step + 1;
  const at = step === undefined ? {} : { step };
  switch (code) {
    case "INVALID_CONFIG":
      return failed.refusal
        ? { why: "config", refusal: failed.refusal, message }
        : { why: "invalid", path, message };
    case "RECORD_STEP_REFUSED":
      return failed.refusal
        ? { why: "refused", ...at, refusal: failed.refusal, message }
        : { why: "invalid", path, message };
    case "RECORD_CHANCE_DIFFERS":
      return { why: "chance", ...at, message };
    case "RECORD_OUTCOME_DIFFERS":
      return { why: "outcome", message };
    default:
      if (path === "$.seed") return { why: "noSeed", message };
      if (path === "$.steps") return { why: "steps", message };
      if (step !== undefined) return { why: "notAction", ...at, message };
      return { why: "invalid", path, message };
  }
}
