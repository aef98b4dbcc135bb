/**
 * `apply` (RZ25.7): checks an action in the order RZ25.7 fixes — the game over, the type, the
 * seat, the stage, who may send it, the mode, the Help card, the Radetzky lock, the action's own
 * conditions — citing the rule of the first check that fails; then performs it on a copy, drawing
 * randomness from the state's generator (or a scripted {@link Chance}), and returns the new
 * deeply frozen state and its events. Never throws on bad input.
 *
 * @module
 */
import {
  deepFreeze,
  isArraySafe,
  isUnreadable,
  ok,
  type Played,
  Prng,
  plainKeys,
  type Result,
  readArray,
  readOwn,
  type Unreadable,
} from "@italia/game-kit";
import { ACTION_TYPES, type ActionType, type RadetzkyAction } from "./actions.js";
import { beginRound, isOpen } from "./austria.js";
import { type Chance, type Ctx, generatorChance, italyLeft, refill } from "./chance.js";
import { adjacent, cleanAdjacent, helpOf, isZone, RULES } from "./data.js";
import { type RadetzkyError, refusal } from "./errors.js";
import type { RadetzkyEvent } from "./events.js";
import {
  checkFightRadetzky,
  checkFightSoldiers,
  chooseAvailable,
  continueFight,
  playCard,
  poolCard,
  startFight,
  stopFight,
} from "./fight.js";
import {
  activeHand,
  checkStrengthen,
  checkUseHelp,
  type RawAction,
  strengthen,
  useHelp,
} from "./helps.js";
import { controllerOf, handKey, nextToPlace, patriotCount } from "./seats.js";
import { draftOf, type RadetzkyState } from "./state.js";
import { endTurn, resume } from "./turn.js";

/** The four actions that resolve a pending fight or choice, and the stage each belongs to (RZ8.4). */
const RESOLVING: Partial<Record<ActionType, string>> = {
  playCard: "respond",
  continueFight: "decide",
  stopFight: "decide",
  chooseAvailable: "choose",
};

const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

/** The fields an action of RZ25.3 may have. */
const FIELDS = ["type", "seat", "patriot", "zone", "card", "path", "from", "to", "help", "cards"];
/** The most fields an action may have, and the longest list in one (`path`, `cards`). */
const MAX_FIELDS = 16;
const MAX_LIST = 64;

/**
 * A plain copy of an action's fields, each read once (never through a getter or the prototype
 * chain; lists copied, a list longer than 64 kept as its length only), or what makes it no
 * plain object: an array, a class instance, a getter, a proxy that throws… Unknown fields are
 * not read.
 */
export function readAction(input: unknown): RawAction | Unreadable {
  if (input === null) return { unreadable: "null" };
  if (typeof input !== "object") return { unreadable: `a ${typeof input}` };
  const keys = plainKeys(input, MAX_FIELDS);
  if (isUnreadable(keys) || !Array.isArray(keys)) return keys as Unreadable;
  const out: Record<string, unknown> = {};
  for (const key of FIELDS) {
    if (!keys.includes(key)) continue;
    const v = readOwn(input, key);
    if (isUnreadable(v)) return v;
    if (typeof v === "object" && v !== null && isArraySafe(v) !== false) {
      const list = readArray(v, MAX_LIST);
      if (list.ok === false) return { unreadable: `an object whose ${key} is ${list.why}` };
      out[key] = list.ok === true ? list.value : `a list of ${list.length}`;
    } else out[key] = v;
  }
  return out;
}

/**
 * Why `input` is refused in `state`, in RZ25.7's order, or `null` if it is legal. Pure: reads
 * only.
 */
export function checkAction(state: RadetzkyState, input: unknown): RadetzkyError | null {
  return checkRead(state, readAction(input));
}

/** {@link checkAction} on an action already read once by {@link readAction}. */
export function checkRead(state: RadetzkyState, a: RawAction | Unreadable): RadetzkyError | null {
  // (1) the game is over
  if (state.stage === "over") return refusal("GAME_OVER", "RZ16.3", "the game is over");
  // (2) the type
  if ("unreadable" in a) {
    const what = (a as Unreadable).unreadable;
    return refusal(
      "UNKNOWN_ACTION",
      "RZ25.3",
      `an action must be a plain JSON object (no getters, proxies or class instances); it is ${what}`,
    );
  }
  if (!(ACTION_TYPES as readonly unknown[]).includes(a.type)) {
    return refusal("UNKNOWN_ACTION", "RZ25.3", "not an action of this game");
  }
  const type = a.type as ActionType;
  // (3) the seat
  if (!isInt(a.seat) || a.seat < 0 || a.seat >= state.config.players) {
    return refusal("NOT_A_SEAT", "RZ4.5", "seat is not a seat of this game");
  }
  const seat = a.seat;
  // (4) the stage
  const stage = state.stage;
  if (stage === "place" && type !== "placePatriot") {
    return refusal("WRONG_STAGE", "RZ6.7", "the Patriots are being placed");
  }
  if (stage === "activate" && type !== "activate") {
    return refusal("WRONG_STAGE", "RZ7.2", "seat 0 first chooses the Patriot whose turn it is");
  }
  if (stage === "respond" || stage === "decide" || stage === "choose") {
    if (RESOLVING[type] !== stage) {
      return refusal(
        "WRONG_STAGE",
        "RZ8.4",
        `only the action resolving the pending ${stage} is accepted`,
      );
    }
  }
  if (stage === "action") {
    if (type === "placePatriot")
      return refusal("WRONG_STAGE", "RZ6.7", "the Patriots are all placed");
    if (type === "activate") return refusal("WRONG_STAGE", "RZ7.2", "a turn is under way");
    if (RESOLVING[type] !== undefined) {
      return refusal("WRONG_STAGE", "RZ8.4", "no fight or choice is pending");
    }
  }
  // (5) who may send it
  if (type === "placePatriot") return checkPlace(state, a, seat);
  if (type === "playCard") {
    const entry = poolCard(state, a.card);
    if (entry === undefined)
      return refusal("NOT_IN_POOL", "RZ11.2", "that card is not in the fight pool");
    if (entry.seat !== seat) {
      return refusal(
        "NOT_YOUR_DECISION",
        "RZ4.5",
        "that card is played by the seat controlling its hand",
      );
    }
    return null;
  }
  if (type === "activate") {
    if (state.config.players > 1)
      return refusal("NOT_ALLOWED", "RZ7.2", "only solitaire chooses turns");
    if (!isInt(a.patriot) || a.patriot < 0 || a.patriot >= patriotCount(state.config.players)) {
      return refusal("NOT_ALLOWED", "RZ7.2", "no such Patriot");
    }
    if (state.done.includes(a.patriot)) {
      return refusal("NOT_ALLOWED", "RZ7.2", "that Patriot has had its turn this round");
    }
    return null;
  }
  if (state.active === null || controllerOf(state, state.active) !== seat) {
    return refusal("NOT_YOUR_DECISION", "RZ4.5", "the active Patriot's controller decides this");
  }
  // (6) the mode
  if ((type === "useHelp" || type === "strengthen") && state.config.mode !== "advanced") {
    return refusal("ADVANCED_ONLY", "RZ8.1", "Helps are part of the advanced game");
  }
  // (7) the Help card
  if (type === "useHelp" && !(typeof a.card === "string" && activeHand(state).includes(a.card))) {
    return refusal("CARD_NOT_IN_HAND", "RZ18.1", "the Help card comes from the active hand");
  }
  // (8) the Radetzky lock
  const here = state.patriots[state.active] ?? -1;
  if (here === state.radetzky) {
    const help = type === "useHelp" ? helpOf(a.card as string) : null;
    if (type === "move" || type === "fightSoldiers" || help === "balloon" || help === "rifle") {
      return refusal("RADETZKY_LOCK", "RZ8.3", "the active Patriot is locked in Radetzky's Zone");
    }
  }
  // (9) the action's own conditions
  return checkConditions(state, a, type, here);
}

function checkPlace(state: RadetzkyState, a: RawAction, seat: number): RadetzkyError | null {
  const next = nextToPlace(state);
  const no = (message: string) => refusal("NOT_ALLOWED", "RZ6.7", message);
  if (next === null || a.patriot !== next) return no("that Patriot is not the next to be placed");
  if (controllerOf(state, next) !== seat) return no("that Patriot is placed by another seat");
  if (!isZone(a.zone) || (state.zones[String(a.zone)]?.soldiers ?? 0) > 0) {
    return no("a Patriot is placed on a Zone with no Soldier");
  }
  return null;
}

function checkConditions(
  state: RadetzkyState,
  a: RawAction,
  type: ActionType,
  here: number,
): RadetzkyError | null {
  switch (type) {
    case "move":
      if (!isInt(a.zone) || !adjacent(here).includes(a.zone as never)) {
        return refusal("NOT_ALLOWED", "RZ9.1", "the Patriot moves to an adjacent Zone");
      }
      if (state.config.mode === "advanced" && !cleanAdjacent(here).includes(a.zone as never)) {
        return refusal("NOT_ALLOWED", "RZ17.3", "in the advanced game a Barrier blocks the move");
      }
      return null;
    case "conquer": {
      const zone = state.zones[String(here)];
      if (
        zone === undefined ||
        !isOpen(state, here) ||
        !state.available.includes(here) ||
        zone.soldiers > 0 ||
        state.radetzky === here
      ) {
        return refusal(
          "NOT_ALLOWED",
          "RZ10.1",
          "a Zone is conquered when open, Available, without Soldiers and without Radetzky",
        );
      }
      return null;
    }
    case "fightSoldiers":
      return checkFightSoldiers(state, "RZ11.1", null);
    case "fightRadetzky":
      return checkFightRadetzky(state);
    case "refresh":
      if (activeHand(state).length >= RULES.handSize || italyLeft(state) < 1) {
        return refusal(
          "NOT_ALLOWED",
          "RZ13.1",
          "the hand holds 4 cards, or no card is left to draw",
        );
      }
      return null;
    case "chooseAvailable":
      if (!isInt(a.zone) || !state.notAvailable.includes(a.zone)) {
        return refusal("NOT_ALLOWED", "RZ17.4", "the choice names a not-Available card");
      }
      return null;
    case "useHelp":
      return checkUseHelp(state, a);
    case "strengthen":
      return checkStrengthen(state, a);
    default:
      return null;
  }
}

/**
 * Performs a checked action on `ctx` (the draft changes in place). Internal: `apply` and the
 * simulator call it once the action is known to be legal.
 */
export function perform(ctx: Ctx, a: RawAction): void {
  const { d } = ctx;
  const state = d as RadetzkyState;
  switch (a.type as ActionType) {
    case "placePatriot": {
      const patriot = a.patriot as number;
      d.patriots[patriot] = a.zone as number;
      ctx.events.push({ type: "patriotPlaced", patriot, zone: a.zone as number });
      if (nextToPlace(state) === null) {
        beginRound(d);
        ctx.events.push({ type: "roundStarted", round: d.round, firstSeat: d.firstSeat });
      }
      return;
    }
    case "activate":
      d.active = a.patriot as number;
      d.stage = "action";
      d.actionsLeft = RULES.actionsPerTurn;
      ctx.events.push({ type: "patriotActivated", patriot: d.active });
      return;
    case "move": {
      const patriot = d.active!;
      d.actionsLeft--;
      ctx.events.push({
        type: "patriotMoved",
        patriot,
        from: d.patriots[patriot]!,
        to: a.zone as number,
      });
      d.patriots[patriot] = a.zone as number;
      resume(ctx);
      return;
    }
    case "conquer": {
      const zone = d.patriots[d.active!]!;
      d.actionsLeft--;
      d.zones[String(zone)]!.owner = "italy";
      d.available = d.available.filter((z) => z !== zone);
      d.zoneRemoved = [...d.zoneRemoved, zone].sort((x, y) => x - y);
      ctx.events.push({ type: "zoneConquered", zone, by: "italy" });
      resume(ctx);
      return;
    }
    case "fightSoldiers":
      d.actionsLeft--;
      startFight(ctx, "soldiers", 1, null);
      return;
    case "fightRadetzky":
      d.actionsLeft--;
      startFight(ctx, "radetzky", RULES.radetzkyFightCards, null);
      return;
    case "refresh":
      d.actionsLeft--;
      refill(ctx, handKey(d, d.active!), RULES.handSize);
      resume(ctx);
      return;
    case "playCard":
      playCard(ctx, poolCard(state, a.card)!);
      return;
    case "continueFight":
      continueFight(ctx);
      return;
    case "stopFight":
      stopFight(ctx);
      return;
    case "chooseAvailable":
      chooseAvailable(ctx, a.zone as number);
      return;
    case "useHelp":
      useHelp(ctx, a);
      return;
    case "strengthen":
      strengthen(ctx, a);
      return;
    case "endTurn":
      endTurn(ctx);
      return;
  }
}

/**
 * Applies `action` with randomness from `chance` (a scripted source, for conformance vectors);
 * the state's generator is left as it was. See {@link apply}.
 */
export function applyWith(
  state: RadetzkyState,
  action: unknown,
  chance: Chance,
): Result<Played<RadetzkyState, RadetzkyEvent, RadetzkyAction>> {
  const read = readAction(action);
  const error = checkRead(state, read);
  if (error !== null) return { ok: false, error };
  const a = read as RawAction;
  const ctx: Ctx = { d: draftOf(state), events: [], chance };
  perform(ctx, a);
  return ok({
    state: deepFreeze(ctx.d as RadetzkyState),
    events: deepFreeze(ctx.events),
    action: a as unknown as RadetzkyAction,
  });
}

/**
 * Applies `action` (RZ25.3) to `state`: pure, never throws on bad input. A refusal cites the
 * rule of RZ25.7's first failing check. Randomness comes from the state's own generator (RZ26):
 * the Austrian turn and the new round run inside the action that ends the last Patriot's turn.
 *
 * @example
 * ```ts
 * const r = apply(state, { type: "move", seat: 0, zone: 6 });
 * if (!r.ok) console.log(r.error.rule); // e.g. "RZ9.1"
 * ```
 */
export function apply(
  state: RadetzkyState,
  action: unknown,
): Result<Played<RadetzkyState, RadetzkyEvent, RadetzkyAction>> {
  const read = readAction(action);
  const error = checkRead(state, read);
  if (error !== null) return { ok: false, error };
  const a = read as RawAction;
  const rng = new Prng(state.rng);
  const ctx: Ctx = { d: draftOf(state), events: [], chance: generatorChance(rng) };
  perform(ctx, a);
  ctx.d.rng = rng.state();
  return ok({
    state: deepFreeze(ctx.d as RadetzkyState),
    events: deepFreeze(ctx.events),
    action: a as unknown as RadetzkyAction,
  });
}
