/**
 * Fights (RZ11 against the Soldiers, RZ12 against Radetzky): the pool and its conditions, the
 * solitaire table cards (RZ22.3), reveals, exchanges, the end of a fight, and in the advanced
 * game the Combat cube and the Rising (RZ17.4).
 *
 * @module
 */
import { makeAvailable, moveRadetzky } from "./austria.js";
import { type Ctx, italyLeft, takeAustria, takeItaly } from "./chance.js";
import { beater, beats, iconOf, RULES, startingSpace, TRACK_SPACES } from "./data.js";
import { type RadetzkyError, refusal } from "./errors.js";
import { removeFrom } from "./piles.js";
import { isSolo, type PoolCard, poolOf } from "./seats.js";
import { type RadetzkyState, zoneOf } from "./state.js";
import { resume } from "./turn.js";

/** Patriots in `zone`, other than the active one, still to give table cards this turn (RZ22.3). */
function tableGivers(state: RadetzkyState, zone: number): number[] {
  if (!isSolo(state)) return [];
  return state.patriots.flatMap((z, q) =>
    z === zone && q !== state.active && !state.tableGiven.includes(q) ? [q] : [],
  );
}

/**
 * The size of the pool a fight in the active Zone would have (RZ11.2), counting in solitaire the
 * table cards still to be drawn (RZ22.3, D32), and leaving out `without` (a Rifle card, RZ18.5).
 */
export function poolSizeForFight(state: RadetzkyState, without: string | null = null): number {
  const zone = state.patriots[state.active ?? -1] ?? -1;
  const pool = poolOf(state, zone).filter((c) => c.card !== without).length;
  const givers = tableGivers(state, zone).length;
  return pool + Math.min(givers * RULES.soloTableCardsPerPatriot, italyLeft(state));
}

/** RZ11.1: Soldiers in the active Zone and a card in the pool (the lock, RZ8.3, comes first). */
export function checkFightSoldiers(
  state: RadetzkyState,
  rule: "RZ11.1" | "RZ18.5",
  rifleCard: string | null,
): RadetzkyError | null {
  const zone = state.patriots[state.active ?? -1] ?? -1;
  if ((state.zones[String(zone)]?.soldiers ?? 0) < 1) {
    return refusal("NOT_ALLOWED", rule, "there is no Soldier in the active Zone to fight");
  }
  if (poolSizeForFight(state, rifleCard) < 1) {
    return refusal("NOT_ALLOWED", rule, "the fight pool holds no card to answer with (D12)");
  }
  return null;
}

/** RZ12.1: Radetzky in the active Zone and 3 cards in the pool. */
export function checkFightRadetzky(state: RadetzkyState): RadetzkyError | null {
  const zone = state.patriots[state.active ?? -1];
  if (zone !== state.radetzky) {
    return refusal("NOT_ALLOWED", "RZ12.1", "Radetzky is not in the active Zone");
  }
  if (poolSizeForFight(state) < RULES.radetzkyFightCards) {
    return refusal("NOT_ALLOWED", "RZ12.1", "the fight pool holds fewer than 3 cards (D12)");
  }
  return null;
}

/** Starts a fight in the active Zone: table cards (solitaire), then the first reveal. */
export function startFight(
  ctx: Ctx,
  kind: "soldiers" | "radetzky",
  reveal: number,
  rifleCard: string | null,
): void {
  const { d } = ctx;
  const zone = d.patriots[d.active!]!;
  d.fight = {
    kind,
    zone,
    reveal,
    rifleCard,
    current: [],
    austriaUsed: [],
    italyPlayed: [],
    owed: kind === "radetzky" ? RULES.radetzkyFightCards : 1,
  };
  for (const q of tableGivers(d as RadetzkyState, zone)) {
    const cards: string[] = [];
    for (let i = 0; i < RULES.soloTableCardsPerPatriot; i++) {
      const card = takeItaly(ctx);
      if (card === null) break;
      cards.push(card);
    }
    d.table[String(q)] = cards;
    d.tableGiven = [...d.tableGiven, q].sort((a, b) => a - b);
    ctx.events.push({ type: "tableCardsDrawn", patriot: q, cards: [...cards] });
  }
  revealExchange(ctx);
  d.stage = "respond";
}

/** A new exchange: the last one's cards join `austriaUsed`, then k cards are revealed (RZ11.3a). */
function revealExchange(ctx: Ctx): void {
  const f = ctx.d.fight!;
  f.austriaUsed.push(...f.current);
  f.current = [];
  for (let i = 0; i < f.reveal; i++) {
    const card = takeAustria(ctx);
    if (card === null) break;
    f.current.push(card);
  }
  f.owed = f.kind === "radetzky" ? RULES.radetzkyFightCards : 1;
  ctx.events.push({ type: "austriaRevealed", cards: [...f.current] });
}

/** The pool card `card` of the current fight, if it is one (RZ11.2). */
export function poolCard(state: RadetzkyState, card: unknown): PoolCard | undefined {
  if (state.fight === null) return undefined;
  return poolOf(state, state.fight.zone).find((c) => c.card === card);
}

/** Plays `entry` from the pool (RZ11.3b, RZ12.2) and resolves what it completes. */
export function playCard(ctx: Ctx, entry: PoolCard): void {
  const { d } = ctx;
  const f = d.fight!;
  if (entry.from.startsWith("table:")) removeFrom(d.table[entry.from.slice(6)] ?? [], entry.card);
  else removeFrom(d.hands[entry.from] ?? [], entry.card);
  f.italyPlayed.push(entry.card);
  f.owed--;
  ctx.events.push({ type: "italyPlayed", card: entry.card, seat: entry.seat, from: entry.from });
  if (f.kind === "radetzky") {
    if (f.owed === 0) endRadetzkyFight(ctx);
    return;
  }
  const icon = iconOf(entry.card);
  const revealed = f.current.map(iconOf);
  const result = revealed.some((a) => beats(icon, a))
    ? "win"
    : revealed.includes(icon)
      ? "tie"
      : "loss";
  ctx.events.push({ type: "exchangeResolved", result });
  const poolEmpty = poolOf(d as RadetzkyState, f.zone).length === 0;
  if (result === "win") {
    const zone = zoneOf(d, f.zone);
    zone.soldiers--;
    d.lens++;
    if (zone.soldiers === 0 || poolEmpty) endSoldiersFight(ctx, "stopped");
    else d.stage = "decide";
  } else if (result === "tie" && !poolEmpty) {
    revealExchange(ctx);
    d.stage = "respond";
  } else {
    endSoldiersFight(ctx, "lost");
  }
}

/** `continueFight` (RZ11.4): a new exchange. */
export function continueFight(ctx: Ctx): void {
  revealExchange(ctx);
  ctx.d.stage = "respond";
}

/** `stopFight` (RZ11.4): the fight ends as Stopped. */
export function stopFight(ctx: Ctx): void {
  endSoldiersFight(ctx, "stopped");
}

/** The end of a fight against the Soldiers (RZ11.7–11.8), then the Combat cube (RZ17.4). */
function endSoldiersFight(ctx: Ctx, result: "stopped" | "lost"): void {
  const { d } = ctx;
  const f = d.fight!;
  const defeated = result === "stopped" ? d.lens : 0;
  if (result === "stopped") d.reserve += d.lens;
  else zoneOf(d, f.zone).soldiers += d.lens;
  d.lens = 0;
  d.austriaDiscard.push(...f.austriaUsed, ...f.current);
  if (f.rifleCard !== null) d.italyDiscard.push(f.rifleCard);
  d.italyDiscard.push(...f.italyPlayed);
  d.fight = null;
  ctx.events.push({ type: "fightEnded", kind: "soldiers", result, defeated });
  if (d.combatCube !== null) {
    const s = startingSpace(d.config.players);
    if (result === "lost") {
      if (d.combatCube > s) {
        ctx.events.push({ type: "combatCubeMoved", from: d.combatCube, to: d.combatCube - 1 });
        d.combatCube--;
      }
    } else if (cubeSteps(ctx, defeated)) return;
  }
  resume(ctx);
}

/** Moves the cube `steps` single steps (RZ17.4); true if a Rising choice now waits. */
function cubeSteps(ctx: Ctx, steps: number): boolean {
  const { d } = ctx;
  const s = startingSpace(d.config.players);
  for (let i = 0; i < steps; i++) {
    const from = d.combatCube!;
    const to = from < TRACK_SPACES ? from + 1 : s;
    d.combatCube = to;
    ctx.events.push({ type: "combatCubeMoved", from, to });
    if (from >= TRACK_SPACES && rising(ctx, steps - i - 1)) return true;
  }
  return false;
}

/** A Rising (RZ17.4, D24, D21); true if the choice waits for `chooseAvailable`. */
function rising(ctx: Ctx, stepsLeft: number): boolean {
  const { d } = ctx;
  if (d.notAvailable.length >= 2) {
    d.stage = "choose";
    d.rising = { stepsLeft };
    return true;
  }
  const only = d.notAvailable[0] ?? d.zoneDeck[0];
  if (only !== undefined) makeAvailable(ctx, only);
  return false;
}

/** `chooseAvailable` (RZ17.4): the chosen card becomes Available and the cube goes on. */
export function chooseAvailable(ctx: Ctx, zone: number): void {
  const { d } = ctx;
  const left = d.rising?.stepsLeft ?? 0;
  d.rising = null;
  d.stage = "action";
  makeAvailable(ctx, zone);
  if (!cubeSteps(ctx, left)) resume(ctx);
}

/** The end of a fight against Radetzky (RZ12.3–12.6). */
function endRadetzkyFight(ctx: Ctx): void {
  const { d } = ctx;
  const f = d.fight!;
  const need = f.current.map((a) => beater(iconOf(a))).sort();
  const have = f.italyPlayed.map(iconOf).sort();
  const won = need.length === have.length && need.every((x, i) => x === have[i]);
  d.austriaDiscard.push(...f.austriaUsed, ...f.current);
  d.italyDiscard.push(...f.italyPlayed);
  d.fight = null;
  ctx.events.push({
    type: "fightEnded",
    kind: "radetzky",
    result: won ? "won" : "lost",
    defeated: 0,
  });
  if (won) {
    const removed = Math.min(RULES.radetzkyCastleRemoval, d.castle);
    d.castle -= removed;
    d.reserve += removed;
    ctx.events.push({ type: "radetzkyDefeated", castleRemoved: removed });
    // RZ12.5 (b)–(c): the top Zone card becomes Available and Radetzky moves there.
    moveRadetzky(ctx, true, true);
  }
  resume(ctx);
}
