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

/**
 * Draws distinct main objectives for the seats whose objective the view hides. What does not
 * depend on the draw — each hidden seat's options, in the order they are drawn, and the odds of
 * each objective for it — is worked out once, here; the function returned draws (null when the
 * seats cannot all get one).
 */
function objectiveSampler(
  view: PlayerView,
  belief: number,
  odds: SampleOptions["objectiveOdds"],
): (rng: Prng) => ObjectiveId[] | null {
  const known: (ObjectiveId | null)[] = view.seats.map((s) =>
    s.seat === view.viewer && view.me ? view.me.objective : s.objective,
  );
  const knownUsed = known.filter((o): o is ObjectiveId => o !== null);
  // Seats with the fewest options first, so the draw rarely paints itself into a corner.
  const order = view.seats
    .map((s) => s.seat)
    .filter((s) => known[s] === null)
    .map((s) => ({ s, options: possibleObjectives(view, s) }))
    .sort((a, b) => a.options.length - b.options.length);
  // Per hidden seat, each objective's weight: odds proportional to exp(belief · share held + odds).
  const weightOf = order.map(
    ({ s }) =>
      new Map(
        OBJECTIVES.map((o) => [
          o.id,
          Math.exp(belief * heldFraction(view, s, o.id) + (odds?.[s]?.[o.id] ?? 0)),
        ]),
      ),
  );
  const all = OBJECTIVES.map((o) => o.id);
  return (rng) => {
    const out = known.slice();
    const used = new Set<ObjectiveId>(knownUsed);
    for (let k = 0; k < order.length; k++) {
      const { s, options } = order[k]!;
      const free = options.filter((o) => !used.has(o));
      const pool = free.length > 0 ? free : all.filter((o) => !used.has(o));
      if (pool.length === 0) return null;
      const weights = weightOf[k]!;
      const pick =
        pool[
          pickWeighted(
            pool,
            pool.map((o) => weights.get(o)!),
            rng,
          )
        ]!;
      out[s] = pick;
      used.add(pick);
    }
    return out as ObjectiveId[];
  };
}

/**
 * A sampler of complete game states consistent with `view` (see {@link sampleState}): what does
 * not depend on the draw — the unseen cards and bonus objectives, each seat's possible objectives
 * and their odds — is worked out once, so a search that draws many worlds for one decision pays
 * for it once. `worldSampler(view, options)(rng)` is `sampleState(view, rng, options)`: the same
 * world from a generator in the same state.
 *
 * @example
 * ```ts
 * const draw = worldSampler(ctx.view, { objectiveBelief: 8 });
 * const worlds = Array.from({ length: 32 }, () => draw(ctx.rng));
 * ```
 */
export function worldSampler(
  view: PlayerView,
  options: SampleOptions = {},
): (rng: Prng) => GameState {
  const viewer = view.viewer;
  const me = view.me;
  const unseen = unseenCards(view);
  const drawObjectives = objectiveSampler(
    view,
    options.objectiveBelief ?? 0,
    options.objectiveOdds,
  );
  let drawAnyObjectives: ((rng: Prng) => ObjectiveId[] | null) | undefined;
  // Bonus objectives: completed ones are public; held ones of others come from the unseen pool.
  const seenBonus = new Set<BonusObjectiveId>(me?.heldBonus ?? []);
  for (const s of view.seats) for (const b of s.completed) seenBonus.add(b);
  const unseenBonus = BONUS_OBJECTIVES.map((b) => b.id).filter((id) => !seenBonus.has(id));

  return (rng) => {
    // Cards: the unseen ones are dealt to the other hands, the rest form the deck.
    const cards = unseen.slice();
    rng.shuffle(cards);
    let next = 0;
    const hands: CardId[][] = view.seats.map((s) => {
      if (me && s.seat === viewer) return me.hand.slice();
      const hand = cards.slice(next, next + s.handSize);
      next += s.handSize;
      return hand;
    });
    const deck = cards.slice(next);

    let objectives = drawObjectives(rng);
    if (!objectives) {
      drawAnyObjectives ??= objectiveSampler(view, 0, undefined);
      objectives = drawAnyObjectives(rng) ?? view.seats.map((_, i) => OBJECTIVES[i]!.id);
    }

    const bonusIds = unseenBonus.slice();
    rng.shuffle(bonusIds);
    let nextBonus = 0;
    const bonus: BonusState[] = view.seats.map((s) => {
      if (me && s.seat === viewer) {
        return {
          held: me.heldBonus.slice(),
          completed: s.completed.slice(),
          progress: me.progress,
        };
      }
      const held = bonusIds.slice(nextBonus, nextBonus + s.heldBonusCount);
      nextBonus += s.heldBonusCount;
      return { held, completed: s.completed.slice(), progress: {} };
    });
    const bonusDeck = bonusIds.slice(nextBonus);

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
  };
}

/**
 * A complete game state consistent with `view`: public facts and the viewer's own secrets are
 * copied; other seats' hands, main objectives and held bonus objectives, the deck orders and the
 * PRNG are drawn at random with `rng`. Other seats' streak progress is unknown and starts at 0.
 * Use it to run the engine forward in a search (determinization); never show it to anyone. To
 * draw many worlds from one view, {@link worldSampler} does the work that does not depend on the
 * draw once.
 *
 * @example
 * ```ts
 * const world = sampleState(ctx.view, ctx.rng);
 * const next = apply(world, action); // what might happen, in one possible world
 * ```
 */
export function sampleState(view: PlayerView, rng: Prng, options: SampleOptions = {}): GameState {
  return worldSampler(view, options)(rng);
}
