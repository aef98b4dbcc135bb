/**
 * Possible worlds for a search bot: full states drawn from a seat's view (RZ24) alone — the order
 * of the three decks and every hand the seat may not see, dealt from the cards the seat has not
 * seen, in a way consistent with everything it has seen (hand sizes, and under
 * `handInfo: "iconCount"` each hidden hand's number of different icons, RZ24.3).
 *
 * @module
 */
import type { RngState } from "@italia/game-kit";
import { AUSTRIA_CARDS, ITALY_CARDS, iconOf, ZONE_CARDS } from "../data.js";
import type { RadetzkyState } from "../state.js";
import type { RadetzkyView } from "../views.js";
import type { BotRandom } from "./context.js";

/** Shuffles `items` in place with `rng` (Fisher–Yates). */
export function shuffleWith<T>(items: T[], rng: BotRandom): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/** Tries to deal a hand whose icons must be `icons` different ones, before taking any deal. */
const ICON_TRIES = 40;

/** The number of different icons among `cards`. */
function iconCount(cards: readonly string[]): number {
  return new Set(cards.map(iconOf)).size;
}

/**
 * Takes `size` cards out of `pool` for a hidden hand: a random draw, redrawn (up to a bound)
 * until it shows `icons` different icons when that is known; then, if no draw did, one built to
 * show them (one card of each of `icons` random icons, the rest of those icons), when the pool
 * allows it.
 */
function dealHand(pool: string[], size: number, icons: number | undefined, rng: BotRandom) {
  let pick: number[] = [];
  let fits = icons === undefined;
  for (let t = 0; t < ICON_TRIES && !fits; t++) {
    pick = randomIndices(pool.length, size, rng);
    fits = iconCount(pick.map((i) => pool[i]!)) === icons;
  }
  if (icons === undefined) pick = randomIndices(pool.length, size, rng);
  else if (!fits) pick = builtHand(pool, size, icons, rng) ?? pick;
  const cards = pick.map((i) => pool[i]!);
  const taken = new Set(pick);
  const rest = pool.filter((_, i) => !taken.has(i));
  pool.length = 0;
  pool.push(...rest);
  return cards;
}

/** `size` distinct indices of 0…n−1 in a random order (a partial Fisher–Yates). */
function randomIndices(n: number, size: number, rng: BotRandom): number[] {
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < size && i < n; i++) {
    const j = i + rng.int(n - i);
    const x = idx[i]!;
    idx[i] = idx[j]!;
    idx[j] = x;
  }
  return idx.slice(0, Math.min(size, n));
}

/** Indices of a hand of `size` cards of `pool` showing exactly `icons` icons, or `null`. */
function builtHand(pool: readonly string[], size: number, icons: number, rng: BotRandom) {
  if (icons < 1 || icons > size) return null;
  const byIcon = new Map<string, number[]>();
  for (const [i, c] of pool.entries()) {
    const icon = iconOf(c);
    byIcon.set(icon, [...(byIcon.get(icon) ?? []), i]);
  }
  const groups = [...byIcon.values()];
  shuffleWith(groups, rng);
  // the first `icons` groups that hold enough cards between them
  const chosen = groups.slice(0, icons);
  if (chosen.length < icons || chosen.reduce((n, g) => n + g.length, 0) < size) return null;
  const pick: number[] = [];
  const rest: number[] = [];
  for (const g of chosen) {
    shuffleWith(g, rng);
    pick.push(g[0]!);
    rest.push(...g.slice(1));
  }
  shuffleWith(rest, rng);
  pick.push(...rest.slice(0, size - icons));
  return pick;
}

/**
 * A full state consistent with `view`: what the view shows as it is, each deck a random order of
 * the cards it can hold (the cards the seat has not seen anywhere else), each hidden hand dealt
 * from the unseen Italy cards, and the generator `rng` for what the world draws later. Reads
 * nothing but the view.
 *
 * @example
 * ```ts
 * const world = sampleWorld(ctx.view, ctx.rng, seedRng("world 1"));
 * new Simulator(world); // a game to play forward
 * ```
 */
export function sampleWorld(
  view: RadetzkyView,
  rng: BotRandom,
  generator: RngState,
): RadetzkyState {
  const { seat: _seat, zoneDeckSize, austriaDeckSize, italyDeckSize, hands: shown, ...open } = view;
  // Italy cards seen: discard pile, visible hands, table cards, cards under Help tiles, the fight.
  const seen = new Set<string>(view.italyDiscard);
  for (const h of Object.values(shown)) for (const c of h.cards ?? []) seen.add(c);
  for (const cards of Object.values(view.table)) for (const c of cards) seen.add(c);
  for (const tile of Object.values(view.helps)) for (const c of tile?.under ?? []) seen.add(c);
  const fight = view.fight;
  if (fight !== null) {
    for (const c of fight.italyPlayed) seen.add(c);
    if (fight.rifleCard !== null) seen.add(fight.rifleCard);
  }
  const pool: string[] = ITALY_CARDS.filter((c) => !seen.has(c));
  shuffleWith(pool, rng);
  const hands: Record<string, string[]> = {};
  // Deal the hands with an icon count first: they are the most constrained.
  const keys = Object.keys(shown).sort(
    (a, b) => Number(shown[b]?.icons !== undefined) - Number(shown[a]?.icons !== undefined),
  );
  for (const key of keys) {
    const h = shown[key]!;
    hands[key] = h.cards ? [...h.cards] : dealHand(pool, h.size, h.icons, rng);
  }
  const italyDeck = pool.slice(0, italyDeckSize);

  const austriaSeen = new Set<string>(view.austriaDiscard);
  if (fight !== null) for (const c of [...fight.current, ...fight.austriaUsed]) austriaSeen.add(c);
  const austriaDeck: string[] = AUSTRIA_CARDS.filter((c) => !austriaSeen.has(c));
  shuffleWith(austriaDeck, rng);

  const zoneSeen = new Set<number>([...view.available, ...view.notAvailable, ...view.zoneRemoved]);
  const zoneDeck: number[] = ZONE_CARDS.filter((z) => !zoneSeen.has(z));
  shuffleWith(zoneDeck, rng);

  // Keep the hands in the view's key order (the state's order).
  const ordered: Record<string, string[]> = {};
  for (const key of Object.keys(shown)) ordered[key] = hands[key]!;
  return {
    ...open,
    hands: ordered,
    zoneDeck: zoneDeck.slice(0, zoneDeckSize),
    austriaDeck: austriaDeck.slice(0, austriaDeckSize),
    italyDeck,
    rng: generator,
  } as RadetzkyState;
}
