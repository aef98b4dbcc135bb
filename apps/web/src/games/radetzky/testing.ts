/**
 * A simple team policy for tests (unit and browser): it brings the Patriots together where the
 * soldiers are and fights there, so fights with a shared pool happen. It picks among the rules'
 * legal moves only; it is no bot of the game.
 *
 * @module
 */
import type { RadetzkyAction, RadetzkyState } from "@italia/radetzky";

/** The index in `moves` (the rules' legal moves of one seat) the test's person picks. */
export function teamPick(state: RadetzkyState, moves: readonly RadetzkyAction[]): number {
  const soldiers = (zone: number) => state.zones[String(zone)]?.soldiers ?? 0;
  const find = (ok: (m: RadetzkyAction) => boolean) => moves.findIndex(ok);
  const first = (...picks: number[]) => picks.find((i) => i >= 0) ?? 0;
  const leader = state.patriots[0] ?? null;
  const here = state.active === null ? null : (state.patriots[state.active] ?? null);
  if (moves[0]?.type === "placePatriot") {
    return first(find((m) => m.type === "placePatriot" && m.zone === leader));
  }
  const fresh = state.actionsLeft === 3;
  const bestMove = (() => {
    let best = -1;
    moves.forEach((m, i) => {
      if (m.type !== "move") return;
      const b = moves[best];
      if (best < 0 || (b?.type === "move" && soldiers(m.zone) > soldiers(b.zone))) best = i;
    });
    return best;
  })();
  return first(
    find((m) => m.type === "playCard"),
    find((m) => m.type === "stopFight"),
    find((m) => m.type === "chooseAvailable"),
    find((m) => m.type === "activate"),
    find((m) => m.type === "conquer"),
    fresh ? find((m) => m.type === "fightSoldiers") : -1,
    // Patriot 0 leads to the most soldiers nearby; the others follow it.
    state.active === 0 && fresh && here !== null && soldiers(here) === 0 ? bestMove : -1,
    state.active !== 0 && here !== leader
      ? find((m) => m.type === "move" && m.zone === leader)
      : -1,
    find((m) => m.type === "endTurn"),
  );
}
