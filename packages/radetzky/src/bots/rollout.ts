/**
 * Rollouts for the search bot: the team plays forward on a {@link Simulator}, each seat deciding
 * from what it may see (RZ24). The default policy is {@link GreedyBot} reading a
 * {@link seatView}: the seat's view built on the simulator's state without copying it, instead of
 * a fresh {@link view} at every step.
 *
 * @module
 */
import type { RadetzkyAction } from "../actions.js";
import { ICONS, iconOf } from "../data.js";
import type { Simulator } from "../sim.js";
import type { RadetzkyState } from "../state.js";
import { type HandView, type RadetzkyView, seesHand, view } from "../views.js";
import type { RadetzkyBot } from "./context.js";
import { GreedyBot } from "./greedy.js";

/** Steps a rollout may take at most (a round takes far fewer). */
const MAX_ROLLOUT_STEPS = 4000;

/** The number of different icons among `cards`. */
function iconCount(cards: readonly string[]): number {
  let mask = 0;
  for (const c of cards) mask |= 1 << ICONS.indexOf(iconOf(c));
  let n = 0;
  for (; mask !== 0; mask &= mask - 1) n++;
  return n;
}

/**
 * `seat`'s view of `state` (RZ24), equal to {@link view}`(state, seat)` but sharing the state's
 * lists instead of copying them: valid only until the state changes, and never to be changed.
 * Hands the seat may not see show only what `handInfo` allows (RZ24.3), as in `view`.
 * @internal
 */
export function seatView(state: RadetzkyState, seat: number): RadetzkyView {
  const hands: Record<string, HandView> = {};
  const iconsShown = state.config.handInfo === "iconCount";
  for (const key in state.hands) {
    const cards = state.hands[key]!;
    if (seesHand(state, seat, key)) hands[key] = { size: cards.length, cards };
    else if (iconsShown) hands[key] = { size: cards.length, icons: iconCount(cards) };
    else hands[key] = { size: cards.length };
  }
  return {
    config: state.config,
    round: state.round,
    firstSeat: state.firstSeat,
    stage: state.stage,
    active: state.active,
    actionsLeft: state.actionsLeft,
    done: state.done,
    patriots: state.patriots,
    radetzky: state.radetzky,
    zones: state.zones,
    castle: state.castle,
    lens: state.lens,
    reserve: state.reserve,
    available: state.available,
    notAvailable: state.notAvailable,
    zoneRemoved: state.zoneRemoved,
    austriaDiscard: state.austriaDiscard,
    italyDiscard: state.italyDiscard,
    table: state.table,
    tableGiven: state.tableGiven,
    helps: state.helps,
    combatCube: state.combatCube,
    fight: state.fight,
    rising: state.rising,
    winner: state.winner,
    endReason: state.endReason,
    seat,
    zoneDeckSize: state.zoneDeck.length,
    austriaDeckSize: state.austriaDeck.length,
    italyDeckSize: state.italyDeck.length,
    hands,
  };
}

/** Whether the rollout's time is up (read before every simulated step). */
export interface RolloutClock {
  /** `true` once the search must stop. */
  timeUp(): boolean;
}

/**
 * Plays the team forward in `sim` until `horizon` more Austrian turns have run (or the game
 * ends); `false` if the time ran out first. Each acting seat decides with `policy` from its own
 * view — a {@link seatView} when the policy is a {@link GreedyBot} (it only reads its view), a
 * fresh {@link view} for any other bot. At a shared decision the seats answer in seat order and
 * the first that does not wait plays, as the bot SDK's host does.
 * @internal
 */
export function rollout(
  sim: Simulator,
  policy: RadetzkyBot,
  horizon: number,
  clock: RolloutClock,
): boolean {
  const until = sim.peek().round + horizon;
  const viewOf = policy instanceof GreedyBot ? seatView : view;
  const draw = { int: () => 0 };
  for (let steps = 0; steps < MAX_ROLLOUT_STEPS; steps++) {
    const state = sim.peek();
    if (state.stage === "over" || state.round >= until) return true;
    if (clock.timeUp()) return false;
    const actors = sim.actors();
    let chosen: RadetzkyAction | null = null;
    let first: RadetzkyAction | null = null;
    for (const seat of actors) {
      const actions = sim.legal(seat);
      if (actions.length === 0) continue;
      first ??= actions[0]!;
      chosen =
        actions.length === 1 && actors.length === 1
          ? actions[0]!
          : policy.decide({
              seat,
              view: viewOf(state, seat),
              actions,
              alsoActing: actors.length === 1 ? [] : actors.filter((s) => s !== seat),
              rng: draw,
            });
      if (chosen !== null) break;
    }
    const action = chosen ?? first;
    if (action === null) return true;
    sim.step(action);
  }
  return true;
}
