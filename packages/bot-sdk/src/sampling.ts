/**
 * Hidden information for search: complete game states consistent with what a seat may see.
 *
 * A `PlayerView` hides the other seats' hands, main objectives and held bonus objectives, the
 * order of both decks and the PRNG state (R12). {@link sampleState} fills those in at random —
 * respecting hand sizes, deck sizes, the discard pile, the viewer's own secrets, completed bonus
 * objectives, and the rule that no two seats share an objective — so a search can play the game
 * forward with the real engine without ever reading the real state.
 *
 * @module
 */
import {
  BONUS_OBJECTIVES,
  type BonusObjectiveId,
  type BonusState,
  CARD_IDS,
  type CardId,
  type GameState,
  OBJECTIVES,
  type ObjectiveId,
  objectiveById,
  type PlayerView,
  type Prng,
  type Seat,
} from "@italia/engine";

/** Options of {@link sampleState}. */
export interface SampleOptions {
  /**
   * How strongly to believe that opponents chase the objectives whose regions they already hold
   * (0 = every unseen objective equally likely). With weight w, an objective whose regions the
   * seat holds a fraction f of is drawn with odds proportional to exp(w · f). Default 0.
   */
  readonly objectiveBelief?: number;
  /**
   * Extra log-odds for the objectives of each seat, e.g. from what a seat was seen attacking:
   * `objectiveOdds[seat][objective]` is added to the exponent above. Default none.
   */
  readonly objectiveOdds?: readonly (Readonly<Partial<Record<ObjectiveId, number>>> | undefined)[];
}

/** Cards whose place the viewer cannot see: everything but its hand and the discard pile. */
function unseenCards(view: PlayerView): CardId[] {
  const seen = new Set<CardId>(view.discard);
  for (const c of view.me?.hand ?? []) seen.add(c);
  return CARD_IDS.filter((c) => !seen.has(c));
}

/**
 * The main objectives a seat may have, given the view: not the viewer's, not one revealed for
 * another seat, and not one the seat holds entirely now (it would have won at its last turn end,
 * R11.1 — a seat gains regions only in its own turn).
 */
export function possibleObjectives(view: PlayerView, seat: Seat): ObjectiveId[] {
  const known = view.seats[seat]?.objective;
  if (known) return [known];
  const taken = new Set<ObjectiveId>();
  for (const s of view.seats) if (s.objective && s.seat !== seat) taken.add(s.objective);
  return OBJECTIVES.map((o) => o.id).filter((id) => {
    if (taken.has(id)) return false;
    if (view.stage === "over" || view.seats[seat]?.eliminated) return true;
    return !objectiveById(id).regions.every((r) => view.regions[r].owner === seat);
  });
}

/** The fraction of an objective's regions a seat owns. */
function heldFraction(view: PlayerView, seat: Seat, id: ObjectiveId): number {
  const regions = objectiveById(id).regions;
  let n = 0;
  for (const r of regions) if (view.regions[r].owner === seat) n++;
  return n / regions.length;
}

function pickWeighted<T>(items: readonly T[], weights: readonly number[], rng: Prng): number {
  let sum = 0;
  for (const w of weights) sum += w;
  if (!(sum > 0)) return rng.int(items.length);
  // 2^-32 resolution is plenty for a belief.
  let x = (rng.next() / 0x100000000) * sum;
  for (let i = 0; i < items.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  return items.length - 1;
}

/** Draws distinct main objectives for the seats whose objective the view hides. */
function sampleObjectives(
  view: PlayerView,
  rng: Prng,
  belief: number,
  odds: SampleOptions["objectiveOdds"],
): ObjectiveId[] | null {
  const out: (ObjectiveId | null)[] = view.seats.map((s) =>
    s.seat === view.viewer && view.me ? view.me.objective : s.objective,
  );
  const used = new Set<ObjectiveId>(out.filter((o): o is ObjectiveId => o !== null));
  // Seats with the fewest options first, so the draw rarely paints itself into a corner.
  const order = view.seats
    .map((s) => s.seat)
    .filter((s) => out[s] === null)
    .map((s) => ({ s, options: possibleObjectives(view, s) }))
    .sort((a, b) => a.options.length - b.options.length);
  for (const { s, options } of order) {
    const free = options.filter((o) => !used.has(o));
    const pool = free.length > 0 ? free : OBJECTIVES.map((o) => o.id).filter((o) => !used.has(o));
    if (pool.length === 0) return null;
    const weights = pool.map((o) =>
      Math.exp(belief * heldFraction(view, s, o) + (odds?.[s]?.[o] ?? 0)),
    );
    const pick = pool[pickWeighted(pool, weights, rng)]!;
    out[s] = pick;
    used.add(pick);
  }
  return out as ObjectiveId[];
}

/**
 * A complete game state consistent with `view`: public facts and the viewer's own secrets are
 * copied; other seats' hands, main objectives and held bonus objectives, the deck orders and the
 * PRNG are drawn at random with `rng`. Other seats' streak progress is unknown and starts at 0.
 * Use it to run the engine forward in a search (determinization); never show it to anyone.
 *
 * @example
 * ```ts
 * const world = sampleState(ctx.view, ctx.rng);
 * const next = apply(world, action); // what might happen, in one possible world
 * ```
 */
export function sampleState(view: PlayerView, rng: Prng, options: SampleOptions = {}): GameState {
  const viewer = view.viewer;
  const me = view.me;

  // Cards: the unseen ones are dealt to the other hands, the rest form the deck.
  const unseen = unseenCards(view);
  rng.shuffle(unseen);
  let next = 0;
  const hands: CardId[][] = view.seats.map((s) => {
    if (me && s.seat === viewer) return me.hand.slice();
    const hand = unseen.slice(next, next + s.handSize);
    next += s.handSize;
    return hand;
  });
  const deck = unseen.slice(next);

  const objectives =
    sampleObjectives(view, rng, options.objectiveBelief ?? 0, options.objectiveOdds) ??
    sampleObjectives(view, rng, 0, undefined) ??
    view.seats.map((_, i) => OBJECTIVES[i]!.id);

  // Bonus objectives: completed ones are public; held ones of others come from the unseen pool.
  const seenBonus = new Set<BonusObjectiveId>(me?.heldBonus ?? []);
  for (const s of view.seats) for (const b of s.completed) seenBonus.add(b);
  const unseenBonus = BONUS_OBJECTIVES.map((b) => b.id).filter((id) => !seenBonus.has(id));
  rng.shuffle(unseenBonus);
  let nextBonus = 0;
  const bonus: BonusState[] = view.seats.map((s) => {
    if (me && s.seat === viewer) {
      return { held: me.heldBonus.slice(), completed: s.completed.slice(), progress: me.progress };
    }
    const held = unseenBonus.slice(nextBonus, nextBonus + s.heldBonusCount);
    nextBonus += s.heldBonusCount;
    return { held, completed: s.completed.slice(), progress: {} };
  });
  const bonusDeck = unseenBonus.slice(nextBonus);

  return {
    format: "italia-state/2",
    players: view.players,
    firstSeat: view.firstSeat,
    round: view.round,
    currentSeat: view.currentSeat,
    stage: view.stage,
    pendingArmies: view.pendingArmies,
    setupRemaining: view.seats.map((s) => s.setupRemaining),
    batchLeft: view.batchLeft,
    regions: view.regions,
    hands,
    deck,
    discard: view.discard.slice(),
    objectives,
    bonus,
    bonusDeck,
    nextTurnArmies: view.seats.map((s) => s.nextTurnArmies),
    untouchable: view.untouchable.slice(),
    eliminated: view.eliminated.slice(),
    turn: view.turn,
    occupy: view.occupy,
    limit: view.limit,
    overtimeFromRound: view.overtimeFromRound,
    clockExpired: view.clockExpired,
    winner: view.winner,
    endReason: view.endReason,
    rng: rng.fork(),
  };
}
