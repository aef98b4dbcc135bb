/**
 * Freezing the view a bot decides from, part by part. A bot gets the seat's view frozen all the
 * way down, so it cannot change what the host holds; the view is built fresh for each decision,
 * so freezing is the only cost, and it is paid on every decision of every game an arena plays.
 * Naming each part of a {@link PlayerView} costs a fraction of a generic walk over every key
 * (profiles showed the generic deep freeze at a quarter of an arena's time). A test walks views
 * of many random games generically and checks that no object is left unfrozen, so a part added
 * to the view later cannot slip through unnoticed.
 *
 * @internal
 * @module
 */
import type { PlayerView, RegionId } from "@italia/engine";

/** Freezes every object of a freshly built view (see the module notes) and returns it. */
export function freezeView(view: PlayerView): PlayerView {
  const regions = view.regions;
  for (const id in regions) Object.freeze(regions[id as RegionId]);
  Object.freeze(regions);
  for (const seat of view.seats) {
    Object.freeze(seat.completed);
    Object.freeze(seat);
  }
  Object.freeze(view.seats);
  Object.freeze(view.discard);
  Object.freeze(view.untouchable);
  Object.freeze(view.eliminated);
  const turn = view.turn;
  Object.freeze(turn.movedOut);
  const reinforcements = turn.reinforcements;
  if (reinforcements) {
    for (const zone of reinforcements.zones) Object.freeze(zone);
    Object.freeze(reinforcements.zones);
    Object.freeze(reinforcements);
  }
  Object.freeze(turn);
  if (view.occupy) Object.freeze(view.occupy);
  Object.freeze(view.limit);
  const me = view.me;
  if (me) {
    Object.freeze(me.hand);
    Object.freeze(me.heldBonus);
    const cantiere = me.progress["cantiere-della-metro"];
    if (cantiere) Object.freeze(cantiere);
    Object.freeze(me.progress);
    Object.freeze(me);
  }
  return Object.freeze(view);
}
