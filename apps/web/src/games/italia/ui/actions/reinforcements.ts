/** This turn's reinforcements as the panel explains them (R4.1, R8). */
import type { CardsPlayedEvent, PlayerView, ReinforcementBreakdown, Seat } from "@italia/engine";
import type { Session } from "../../game/session";

/** The engine's breakdown for this turn and what combinations and region cards added since. */
export interface TurnReinforcements {
  readonly breakdown: ReinforcementBreakdown | null;
  readonly combos: readonly CardsPlayedEvent[];
  readonly regionBonus: number;
}

/**
 * This turn's reinforcement breakdown, as the engine recorded it when the turn started (R4.1), and
 * the armies combinations added since, read from this turn's events (all public).
 */
export function turnReinforcements(
  view: PlayerView,
  log: Session["log"],
  seat: Seat,
): TurnReinforcements {
  const breakdown = view.currentSeat === seat ? view.turn.reinforcements : null;
  const combos: CardsPlayedEvent[] = [];
  let regionBonus = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const events = log[i]!.events;
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]!;
      if (e.type === "turnStarted") return { breakdown, combos, regionBonus };
      if (e.type === "cardsPlayed" && e.seat === seat && e.armies > 0) combos.unshift(e);
      if (e.type === "armiesPlaced" && e.seat === seat && e.reason === "regionBonus")
        regionBonus += e.count;
    }
  }
  return { breakdown, combos, regionBonus };
}
