/**
 * Freezing a view that arrived whole — from the game's holder over a network or from another
 * thread (see `remoteContext`) — part by part, so a bot cannot change it. (A local host builds
 * its views frozen with the engine's `frozenViewFor` instead.) Naming each part of a
 * {@link PlayerView} costs a fraction of a generic walk over every key. A test walks views of many
 * random games generically and checks that no object is left unfrozen, so a part added to the
 * view later cannot slip through unnoticed.
 *
 * @internal
 * @module
 */
import type { PlayerView, RegionId } from "@italia/engine";

/** Freezes every object of a view that arrived whole (see the module notes) and returns it. */
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
