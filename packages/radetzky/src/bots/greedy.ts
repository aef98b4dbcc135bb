/**
 * The greedy bot: a cooperative heuristic that reads only the seat's view.
 *
 * @module
 */
import type { RadetzkyAction } from "../actions.js";
import { adjacent, beater, cleanAdjacent, ICONS, type Icon, iconOf, ZONES } from "../data.js";
import { controllerOf } from "../seats.js";
import type { RadetzkyView } from "../views.js";
import type { RadetzkyBot, RadetzkyBotContext } from "./context.js";

/** Cards of a fight pool as one seat sees them: a hand, or solitaire table cards (drawn or not). */
interface Holding {
  /** The seat that plays these cards (RZ4.5). */
  readonly seat: number;
  /** The cards, where the viewer sees them; `null` for a hidden hand. */
  readonly cards: readonly string[] | null;
  /** The number of cards. */
  readonly size: number;
  /** How many different icons a hidden hand holds (`handInfo: "iconCount"`), or `null`. */
  readonly icons: number | null;
}

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};

/**
 * The chance that `h` holds at least one card showing an icon of `good`: exact for cards the
 * viewer sees; for a hand showing `c` different icons (RZ24.3 `"iconCount"`), the chance that `c`
 * icons drawn among the 3 meet `good`; for a hand showing only its size `n`, `1 − (1 − g/3)^n`.
 */
function chanceHolds(h: Holding, good: ReadonlySet<Icon>): number {
  if (h.size === 0 || good.size === 0) return 0;
  if (h.cards !== null) return h.cards.some((c) => good.has(iconOf(c))) ? 1 : 0;
  const g = Math.min(good.size, ICONS.length);
  if (h.icons !== null)
    return 1 - choose(ICONS.length - g, h.icons) / choose(ICONS.length, h.icons);
  return 1 - ((ICONS.length - g) / ICONS.length) ** h.size;
}

/** The chance that at least one of `hs` holds an icon of `good` (holdings taken as independent). */
function chanceAny(hs: readonly Holding[], good: ReadonlySet<Icon>): number {
  return 1 - hs.reduce((miss, h) => miss * (1 - chanceHolds(h, good)), 1);
}

/** The Patriots standing in `zone`. */
function patriotsIn(view: RadetzkyView, zone: number): number[] {
  const out: number[] = [];
  for (let q = 0; q < view.patriots.length; q++) if (view.patriots[q] === zone) out.push(q);
  return out;
}

/**
 * The fight pool of `zone` as the viewer sees it (RZ11.2, RZ22.3): each hand of a Patriot there;
 * in solitaire the solo hand, the table cards of the other Patriots there, and 3 unseen cards for
 * each other Patriot there still to give table cards (`active`: the Patriot who would fight).
 */
function poolHoldings(view: RadetzkyView, zone: number, active: number | null): Holding[] {
  const out: Holding[] = [];
  const fromHand = (seat: number, key: string) => {
    const hv = view.hands[key];
    if (hv === undefined) return;
    out.push({ seat, cards: hv.cards ?? null, size: hv.size, icons: hv.icons ?? null });
  };
  if (view.config.players === 1) {
    fromHand(0, "solo");
    for (const q of patriotsIn(view, zone)) {
      if (q === active) continue;
      const table = view.table[String(q)];
      if (table !== undefined) out.push({ seat: 0, cards: table, size: table.length, icons: null });
      else if (!view.tableGiven.includes(q))
        out.push({ seat: 0, cards: null, size: 3, icons: null });
    }
    return out;
  }
  for (const q of patriotsIn(view, zone)) fromHand(controllerOf(view, q), String(q));
  return out;
}

/** For each icon an Austria card may show, the icons that tie or beat it. */
const NO_LOSS: readonly ReadonlySet<Icon>[] = ICONS.map((a) => new Set([a, beater(a)]));

/** The chance that a Soldiers exchange against 1 revealed card is not lost (a Win or a Tie). */
function chanceNoLoss(pool: readonly Holding[]): number {
  let sum = 0;
  for (const good of NO_LOSS) sum += chanceAny(pool, good);
  return sum / ICONS.length;
}

/** The chance that a binomial(n, 1/3) count reaches `k`. */
function atLeast(n: number, k: number): number {
  if (k <= 0) return 1;
  let p = 0;
  for (let i = k; i <= n; i++) p += choose(n, i) * (1 / 3) ** i * (2 / 3) ** (n - i);
  return p;
}

/**
 * An estimate of the chance to beat Radetzky (RZ12.3) with `pool`: over the 27 equally likely
 * icon triples, the seen cards cover what they can and each unseen card counts as a uniform icon.
 */
function chanceBeatRadetzky(pool: readonly Holding[]): number {
  const size = pool.reduce((n, h) => n + h.size, 0);
  if (size < 3) return 0;
  const known = new Map<Icon, number>();
  let unseen = 0;
  for (const h of pool) {
    if (h.cards === null) unseen += h.size;
    else for (const c of h.cards) known.set(iconOf(c), (known.get(iconOf(c)) ?? 0) + 1);
  }
  // the chance depends only on the unseen cards and the seen icons' counts: computed once each
  const key = `${unseen}/${ICONS.map((i) => known.get(i) ?? 0).join(",")}`;
  let chance = beatRadetzkyChances.get(key);
  if (chance === undefined) {
    chance = beatRadetzkyChance(known, unseen);
    if (beatRadetzkyChances.size >= MAX_CACHED) beatRadetzkyChances.clear();
    beatRadetzkyChances.set(key, chance);
  }
  return chance;
}

/** The most results {@link beatRadetzkyChances} keeps (a game meets a few dozen). */
const MAX_CACHED = 4096;
/** {@link chanceBeatRadetzky}'s results by unseen cards and seen icon counts. */
const beatRadetzkyChances = new Map<string, number>();

/** The chance of {@link chanceBeatRadetzky} for `known` icon counts and `unseen` cards. */
function beatRadetzkyChance(known: ReadonlyMap<Icon, number>, unseen: number): number {
  let total = 0;
  for (const a of ICONS) {
    for (const b of ICONS) {
      for (const c of ICONS) {
        const need = new Map<Icon, number>();
        for (const x of [a, b, c]) need.set(beater(x), (need.get(beater(x)) ?? 0) + 1);
        let p = 1;
        for (const [icon, n] of need) p *= atLeast(unseen, n - (known.get(icon) ?? 0));
        total += p;
      }
    }
  }
  return total / ICONS.length ** 3;
}

/** The Zone the viewer's active Patriot stands on, or `null`. */
function activeZone(view: RadetzkyView): number | null {
  return view.active === null ? null : (view.patriots[view.active] ?? null);
}

/**
 * Moves needed from `from` to each Zone (Barriers ignored in the basic game, blocking in the
 * advanced one, RZ9.1, RZ17.3), never passing through Radetzky's Zone (entering it locks, RZ8.3).
 */
function distances(view: RadetzkyView, from: number): ReadonlyMap<number, number> {
  // they depend only on the mode, Radetzky's Zone and `from`: computed once each
  const key = `${view.config.mode}/${view.radetzky}/${from}`;
  let dist = distanceMaps.get(key);
  if (dist === undefined) {
    dist = distancesFrom(view, from);
    distanceMaps.set(key, dist);
  }
  return dist;
}

/** {@link distances} by mode, Radetzky's Zone and starting Zone (at most 2 × 16 × 16). */
const distanceMaps = new Map<string, ReadonlyMap<number, number>>();

/** {@link distances}, computed: a breadth-first search. */
function distancesFrom(view: RadetzkyView, from: number): Map<number, number> {
  const links = view.config.mode === "advanced" ? cleanAdjacent : adjacent;
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const z = queue.shift() as number;
    if (z === view.radetzky && z !== from) continue;
    for (const n of links(z)) {
      if (dist.has(n)) continue;
      dist.set(n, (dist.get(z) ?? 0) + 1);
      queue.push(n);
    }
  }
  return dist;
}

/** The first step from `from` to `to` along a shortest path of {@link distances}, or `null`. */
function stepToward(view: RadetzkyView, from: number, to: number): number | null {
  const back = distances(view, to);
  const links = view.config.mode === "advanced" ? cleanAdjacent : adjacent;
  let best: number | null = null;
  for (const n of links(from)) {
    if (n === view.radetzky && n !== to) continue;
    const d = back.get(n);
    if (d === undefined) continue;
    if (best === null || d < (back.get(best) ?? Number.POSITIVE_INFINITY)) best = n;
  }
  return best;
}

/** Soldiers at which 2.B conquers `zone` for Austria (RZ14.2): Patriots there + 4. */
function conquestAt(view: RadetzkyView, zone: number): number {
  return patriotsIn(view, zone).length + 4;
}

/**
 * How much the active Patriot gains by going to `zone` and acting there with `left` actions after
 * arriving (0: nothing to gain). Conquering beats everything; then clearing an Available Zone,
 * beating Radetzky, and fighting Soldiers (more for a Zone close to an Austrian conquest), each
 * weighed by the chance the pool there (its own hand joined to the hands already there) does well.
 */
function zoneValue(view: RadetzkyView, zone: number, left: number): number {
  const z = view.zones[String(zone)];
  if (z === undefined || z.owner !== null || left < 1) return 0;
  const available = view.available.includes(zone);
  // an open Zone with no Soldier (and not Radetzky's) needs no fight: no pool to weigh
  if (zone !== view.radetzky && z.soldiers === 0) return available ? 100 : 0;
  const me = view.active ?? 0;
  const here = activeZone(view);
  const pool = poolHoldings(view, zone, me);
  if (zone !== here) {
    const own = view.config.players === 1 ? "solo" : String(me);
    const hv = view.hands[own];
    if (hv !== undefined && view.config.players > 1) {
      pool.push({ seat: view.seat ?? 0, cards: hv.cards ?? null, size: hv.size, icons: null });
    }
  }
  const cards = pool.reduce((n, h) => n + h.size, 0);
  if (zone === view.radetzky) {
    if (cards < 3) return 0;
    return 60 * chanceBeatRadetzky(pool);
  }
  if (cards === 0) return 0;
  const odds = chanceNoLoss(pool);
  const risk = z.soldiers + 2 >= conquestAt(view, zone) ? 20 : 0;
  const clear = available ? Math.max(5, 45 - 8 * z.soldiers) : 0;
  const friends = 3 * patriotsIn(view, zone).filter((q) => q !== me).length;
  return (8 + 2 * Math.min(z.soldiers, 5) + risk + clear + friends) * odds;
}

/** The card of `cards` to play: one showing an icon of `good` if any, keeping the most varied hand. */
function pickCard(cards: readonly string[], good: ReadonlySet<Icon>, prefer: ReadonlySet<string>) {
  const count = new Map<Icon, number>();
  for (const c of cards) count.set(iconOf(c), (count.get(iconOf(c)) ?? 0) + 1);
  const fit = cards.filter((c) => good.has(iconOf(c)));
  const from = fit.length > 0 ? fit : cards;
  let best = from[0] ?? null;
  const key = (c: string) => (prefer.has(c) ? 100 : 0) + (count.get(iconOf(c)) ?? 0);
  for (const c of from) if (best === null || key(c) > key(best)) best = c;
  return best;
}

/**
 * A cooperative greedy bot for Radetzky that reads only its seat's view (RZ24), never the state:
 *
 * - **Placement (RZ6.7)**: joins a Patriot already placed (one pool, RZ11.2, and a higher bar for
 *   an Austrian conquest, RZ14.2); the first Patriot goes next to Radetzky, where most Soldiers are.
 * - **Turn (RZ8)**: conquers when it can (RZ10). Otherwise it values every Zone it can reach and
 *   still act on: an Available Zone with no Soldier to conquer, then clearing an Available Zone,
 *   beating Radetzky (estimated over the 27 icon triples, RZ12.3), and fighting Soldiers — more
 *   where a Zone nears an Austrian conquest — each weighed by the chance the pool there (its hand
 *   joined to the hands already there) wins or ties an exchange, less 4 points a move. It moves one
 *   step towards the best Zone (never through Radetzky's Zone, which locks, RZ8.3), fights where it
 *   stands, refreshes a hand that is short (RZ13) before fighting with a weak pool, and ends its turn
 *   when nothing is worth an action. Solitaire (RZ22): activates the Patriot with the best prospect.
 * - **Continue or stop (RZ11.4)**: continues while the pool is likely to hold a winning or tying
 *   icon for any revealed card (at least 2 different icons means no Loss is possible), more
 *   cautiously once 2 or more Soldiers wait in the Lens.
 * - **A card owed at a shared decision (RZ11.3, RZ12.2)**: plays a winning card (the host takes
 *   the lowest seat's answer, so any seat able to win may answer); with only a tie it lets a
 *   higher acting seat answer when that seat likely wins; with only a losing card it lets any
 *   other acting seat answer that likely wins or ties. "Likely" reads the others' hands as
 *   `handInfo` shows them (RZ24.3): exactly when open (and for the public third Patriot, RZ21.2),
 *   from the number of different icons under `"iconCount"`, from the size alone when closed.
 *   Against Radetzky it plays a card that completes the pairing (RZ12.3) and otherwise waits for a
 *   seat likely to hold one. It keeps its hand varied (plays a duplicated icon first) and, in
 *   solitaire, spends table cards before hand cards.
 * - **Advanced game**: the same, without Helps; a Rising (RZ17.4) picks the Zone with the fewest
 *   Soldiers.
 *
 * @example
 * ```ts
 * const bot = new GreedyBot();
 * const action = bot.decide(ctx); // an action of ctx.actions, or null at a shared decision
 * ```
 */
export class GreedyBot implements RadetzkyBot {
  /** `"greedy"`. */
  readonly name = "greedy";

  /** The heuristic's choice: one of `ctx.actions`, or `null` to let another seat answer. */
  decide(ctx: RadetzkyBotContext): RadetzkyAction | null {
    const first = ctx.actions[0];
    if (first === undefined) throw new RangeError("no legal action to choose from");
    switch (ctx.view.stage) {
      case "place":
        return this.place(ctx) ?? first;
      case "activate":
        return this.activate(ctx) ?? first;
      case "action":
        return this.turn(ctx) ?? first;
      case "respond":
        return this.respond(ctx);
      case "decide":
        return this.continueOrStop(ctx) ?? first;
      case "choose":
        return this.rising(ctx) ?? first;
      default:
        return first;
    }
  }

  private place(ctx: RadetzkyBotContext): RadetzkyAction | null {
    const { view } = ctx;
    const placed = view.patriots.filter((z): z is number => z !== null);
    const options = ctx.actions.filter((a) => a.type === "placePatriot");
    const join = options.find((a) => a.type === "placePatriot" && placed.includes(a.zone));
    if (join !== undefined) return join;
    let best: RadetzkyAction | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of options) {
      if (a.type !== "placePatriot") continue;
      const d = distances(view, a.zone).get(view.radetzky) ?? 16;
      const near = adjacent(a.zone).reduce((n, z) => n + (view.zones[String(z)]?.soldiers ?? 0), 0);
      const score = near - 3 * d;
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    return best;
  }

  private activate(ctx: RadetzkyBotContext): RadetzkyAction | null {
    let best: RadetzkyAction | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of ctx.actions) {
      if (a.type !== "activate") continue;
      const view = { ...ctx.view, active: a.patriot };
      const score = this.bestTarget(view, 3)?.score ?? 0;
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    return best;
  }

  /** The best Zone to act on with `left` actions, and its score (value less 4 a move). */
  private bestTarget(view: RadetzkyView, left: number): { zone: number; score: number } | null {
    const here = activeZone(view);
    if (here === null) return null;
    const dist = distances(view, here);
    let best: { zone: number; score: number } | null = null;
    for (const zone of ZONES) {
      const d = dist.get(zone);
      if (d === undefined || (here === view.radetzky && d > 0)) continue;
      const value = zoneValue(view, zone, left - d);
      if (value <= 0) continue;
      const score = value - 4 * d;
      if (best === null || score > best.score) best = { zone, score };
    }
    return best;
  }

  private turn(ctx: RadetzkyBotContext): RadetzkyAction | null {
    const { view } = ctx;
    const find = (type: RadetzkyAction["type"]) => ctx.actions.find((a) => a.type === type);
    const conquer = find("conquer");
    if (conquer) return conquer;
    const here = activeZone(view);
    if (here === null) return find("endTurn") ?? null;
    const refresh = find("refresh");
    const pool = poolHoldings(view, here, view.active);
    if (here === view.radetzky) {
      const fight = find("fightRadetzky");
      if (fight && chanceBeatRadetzky(pool) >= 0.3) return fight;
      return refresh ?? find("endTurn") ?? null;
    }
    const target = this.bestTarget(view, view.actionsLeft);
    if (target !== null && target.zone === here) {
      const fight = find("fightSoldiers");
      if (fight) {
        if (chanceNoLoss(pool) < 0.9 && refresh && view.actionsLeft >= 2) return refresh;
        return fight;
      }
    }
    if (target !== null && target.zone !== here) {
      const step = stepToward(view, here, target.zone);
      const move = ctx.actions.find((a) => a.type === "move" && a.zone === step);
      if (move) return move;
    }
    if (refresh) return refresh;
    return find("endTurn") ?? null;
  }

  private continueOrStop(ctx: RadetzkyBotContext): RadetzkyAction | null {
    const { view } = ctx;
    const fight = view.fight;
    const go = ctx.actions.find((a) => a.type === "continueFight");
    const stop = ctx.actions.find((a) => a.type === "stopFight");
    if (fight === null || !go) return stop ?? null;
    const odds = chanceNoLoss(poolHoldings(view, fight.zone, view.active));
    return odds >= (view.lens >= 2 ? 0.9 : 0.6) ? go : (stop ?? go);
  }

  private rising(ctx: RadetzkyBotContext): RadetzkyAction | null {
    let best: RadetzkyAction | null = null;
    let fewest = Number.POSITIVE_INFINITY;
    for (const a of ctx.actions) {
      if (a.type !== "chooseAvailable") continue;
      const soldiers =
        (ctx.view.zones[String(a.zone)]?.soldiers ?? 0) + (a.zone === ctx.view.radetzky ? 10 : 0);
      if (soldiers < fewest) [best, fewest] = [a, soldiers];
    }
    return best;
  }

  private respond(ctx: RadetzkyBotContext): RadetzkyAction | null {
    const { view } = ctx;
    const fight = view.fight;
    const mine = ctx.actions.flatMap((a) => (a.type === "playCard" ? [a.card] : []));
    if (fight === null || mine.length === 0) return ctx.actions[0] ?? null;
    const tables = new Set(Object.values(view.table).flat());
    const play = (card: string | null) =>
      ctx.actions.find((a) => a.type === "playCard" && a.card === card) ?? null;
    const others = poolHoldings(view, fight.zone, view.active).filter(
      (h) => h.seat !== ctx.seat && ctx.alsoActing.includes(h.seat),
    );
    const revealed = fight.current.map(iconOf);
    if (fight.kind === "radetzky") {
      const need = revealed.map(beater);
      let lost = false;
      for (const card of fight.italyPlayed) {
        const i = need.indexOf(iconOf(card));
        if (i < 0) lost = true;
        else need.splice(i, 1);
      }
      const good = new Set(lost ? [] : need);
      const card = pickCard(mine, good, tables);
      if (lost || (card !== null && good.has(iconOf(card)))) return play(card);
      return chanceAny(others, good) >= 0.3 ? null : play(card);
    }
    const win = new Set(revealed.map(beater));
    const tie = new Set([...win, ...revealed]);
    const card = pickCard(mine, win, tables);
    if (card !== null && win.has(iconOf(card))) return play(card);
    const tieCard = pickCard(mine, tie, tables);
    if (tieCard !== null && tie.has(iconOf(tieCard))) {
      const higher = others.filter((h) => h.seat > ctx.seat);
      return chanceAny(higher, win) >= 0.5 ? null : play(tieCard);
    }
    return chanceAny(others, tie) >= 0.5 ? null : play(tieCard);
  }
}
