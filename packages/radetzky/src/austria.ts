/**
 * The Austrian turn (Phase 2, RZ14) and the new round (Phase 3, RZ15): automatic, run inside the
 * `apply` that ends the last Patriot's turn (RZ7.4). Also Radetzky's move to a new Zone, shared by
 * 2.D.3 and RZ12.5 (with the empty-deck pick of RZ14.8, X9).
 *
 * @module
 */
import { type Ctx, refill, shuffled } from "./chance.js";
import { cleanAdjacent, RULES, tableFor, ZONES } from "./data.js";
import { insertSorted, removeFrom } from "./piles.js";
import { handOrder, patriotOrder } from "./seats.js";
import { type Draft, type Faction, zoneOf } from "./state.js";

/** Whether Zone `zone` is open (conquered by neither faction). */
export function isOpen(d: Pick<Draft, "zones">, zone: number): boolean {
  return d.zones[String(zone)]?.owner === null;
}

/** How many Zones `faction` owns. */
export function owned(d: Pick<Draft, "zones">, faction: Faction): number {
  return Object.values(d.zones).filter((z) => z.owner === faction).length;
}

/** The number of Patriots standing in `zone`. */
export function patriotsIn(d: Pick<Draft, "patriots">, zone: number): number {
  return d.patriots.filter((z) => z === zone).length;
}

/** Makes Zone card `zone` Available, from wherever it is, with its event (RZ25.5). */
export function makeAvailable(ctx: Ctx, zone: number): void {
  const { d } = ctx;
  removeFrom(d.notAvailable, zone);
  removeFrom(d.zoneDeck, zone);
  insertSorted(d.available, zone);
  ctx.events.push({ type: "zoneAvailable", zone });
}

/**
 * Radetzky goes to a new Zone (2.D.3, RZ12.5): the top Zone card's, which becomes Available
 * (`available`) or not-Available; from an empty Zone deck, a Zone picked at random among the open
 * Zones other than his (X9, RZ14.8), whose card becomes Available only in RZ12.5. Returns the new
 * Zone, or `null` when no Zone qualifies (he stays).
 */
export function moveRadetzky(ctx: Ctx, available: boolean, fromDefeat: boolean): number | null {
  const { d } = ctx;
  const from = d.radetzky;
  let to: number;
  let picked = false;
  const top = d.zoneDeck.shift();
  if (top !== undefined) {
    to = top;
    if (available) makeAvailable(ctx, to);
    else insertSorted(d.notAvailable, to);
  } else {
    const list = ZONES.filter((z) => isOpen(d, z) && z !== from);
    if (list.length === 0) return null;
    to = ctx.chance.pick(list);
    picked = true;
    if (fromDefeat && d.notAvailable.includes(to)) makeAvailable(ctx, to);
  }
  d.radetzky = to;
  ctx.events.push({ type: "radetzkyMoved", from, to, picked });
  return to;
}

/** Ends the game (RZ16.3, D43). */
function gameOver(ctx: Ctx, winner: Faction, reason: "zones" | "reserve"): void {
  const { d } = ctx;
  d.stage = "over";
  d.winner = winner;
  d.endReason = reason;
  d.active = null;
  d.actionsLeft = 0;
  ctx.events.push({ type: "gameOver", winner, reason });
}

/** Adds one reinforcement to `zone` at `step`, with its event. */
function reinforce(ctx: Ctx, zone: number, step: "2.D.2" | "2.D.3" | "2.D.4"): void {
  zoneOf(ctx.d, zone).soldiers++;
  ctx.events.push({ type: "soldiersPlaced", zone, step, count: 1 });
}

/** Phase 2, the Austrian turn (RZ14), then, unless the game ended, Phase 3 (RZ15). */
export function austrianTurn(ctx: Ctx): void {
  const { d } = ctx;
  d.active = null;
  ctx.events.push({ type: "austrianTurn", round: d.round });

  // 2.A Check the Castle (RZ14.1, D17).
  if (d.castle >= RULES.castlePourThreshold) {
    const targets = ZONES.filter((z) => isOpen(d, z) && !zoneOf(d, z).barricade);
    if (targets.length > 0) {
      const count = d.castle;
      for (let i = 0; i < count; i++) zoneOf(d, targets[i % targets.length]!).soldiers++;
      d.castle = 0;
      ctx.events.push({ type: "castlePoured", count });
    }
  }

  // 2.B Austrian conquest (RZ14.2, D18, D39).
  let fromDeck = false;
  for (const z of ZONES) {
    const zone = zoneOf(d, z);
    if (zone.owner !== null) continue;
    if (zone.soldiers >= patriotsIn(d, z) + RULES.austrianConquestMargin) {
      d.reserve += zone.soldiers;
      zone.soldiers = 0;
      zone.owner = "austria";
      removeFrom(d.available, z);
      removeFrom(d.notAvailable, z);
      if (removeFrom(d.zoneDeck, z)) fromDeck = true;
      insertSorted(d.zoneRemoved, z);
      ctx.events.push({ type: "zoneConquered", zone: z, by: "austria" });
    }
  }
  if (fromDeck) d.zoneDeck = shuffled(ctx, "zone", d.zoneDeck);

  // 2.C Victory check (RZ14.4).
  const italy = owned(d, "italy");
  const austria = owned(d, "austria");
  if (italy >= RULES.victoryZones || austria >= RULES.victoryZones) {
    gameOver(ctx, italy > austria ? "italy" : "austria", "zones");
    return;
  }

  // 2.D.1 Reinforcements (RZ14.5, RZ23).
  const n = tableFor(d.config.players).reinforcementsBase + d.config.difficulty;
  if (d.reserve < n) {
    gameOver(ctx, "austria", "reserve");
    return;
  }
  d.reserve -= n;
  let left = n;

  // 2.D.2 (RZ14.6, D19).
  for (const z of ZONES) {
    if (left === 0) break;
    const zone = zoneOf(d, z);
    if (zone.soldiers >= 1 && !zone.barricade) {
      reinforce(ctx, z, "2.D.2");
      left--;
    }
  }

  // 2.D.3 (RZ14.7, D20).
  const to = moveRadetzky(ctx, d.config.mode === "basic", false);
  if (to !== null && !zoneOf(d, to).barricade && left > 0) {
    reinforce(ctx, to, "2.D.3");
    left--;
  }

  // 2.D.4 (RZ14.9).
  const eligible = cleanAdjacent(d.radetzky).filter((z) => isOpen(d, z) && !zoneOf(d, z).barricade);
  const order =
    left >= eligible.length
      ? eligible
      : [...eligible].sort((a, b) => zoneOf(d, a).soldiers - zoneOf(d, b).soldiers || a - b);
  for (const z of order) {
    if (left === 0) break;
    reinforce(ctx, z, "2.D.4");
    left--;
  }

  // 2.D.5 (RZ14.10).
  if (left > 0) {
    d.castle += left;
    ctx.events.push({ type: "soldiersPlaced", zone: "castle", step: "2.D.5", count: left });
  }

  // End of Phase 2 (RZ14.11, RZ20.4).
  for (const z of ZONES) zoneOf(d, z).barricade = false;
  newRound(ctx);
}

/** Phase 3 (RZ15): the First Player card passes, hands are refilled, the next round begins. */
function newRound(ctx: Ctx): void {
  const { d } = ctx;
  if (d.config.players > 1) d.firstSeat = (d.firstSeat + 1) % d.config.players;
  for (const hand of handOrder(d)) refill(ctx, hand, RULES.handSize);
  d.round++;
  ctx.events.push({ type: "roundStarted", round: d.round, firstSeat: d.firstSeat });
  beginRound(d);
}

/** Phase 1 begins (RZ7.2): solitaire waits for `activate`, otherwise the first Patriot's turn. */
export function beginRound(d: Draft): void {
  d.done = [];
  d.table = {};
  d.tableGiven = [];
  d.actionsLeft = RULES.actionsPerTurn;
  if (d.config.players === 1) {
    d.stage = "activate";
    d.active = null;
  } else {
    d.stage = "action";
    d.active = patriotOrder(d)[0]!;
  }
}

/** RC Mobile Barricades at most (RZ20.1). */
export function barricadeLimit(players: number): number {
  return tableFor(players).maxMobileBarricades;
}
