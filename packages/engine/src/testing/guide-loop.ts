/**
 * Test support: the loop of `docs/engine.md` ("The loop"), kept here so that a test runs it and
 * checks the guide shows it word for word. Edit both together.
 */
import { apply, legalActions, newGame } from "../index.js";

/** Plays a whole game with the guide's loop; returns the final state. */
export function guideLoop(console: { log: (line: string) => void }) {
  // #region loop
  let state = newGame({ players: 4, seed: "friday night" }); // R2: deal, objectives, decks
  let turnActions = 0;
  while (state.stage !== "over") {
    const options = legalActions(state); // every legal action, stable order
    const pass = options.find((a) => a.type === "endTurn");
    // A player or bot chooses. A turn has no natural end (after Giro in Vespa a seat may fortify
    // for ever, R7.3), so whoever drives the game bounds it: here, «Passa» after 100 actions.
    const action = pass && turnActions >= 100 ? pass : options[0]!;
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.message); // cannot happen for listed actions
    state = result.state; // a new object; the old one is intact
    const ended = result.events.some((e) => e.type === "turnEnded");
    turnActions = ended ? 0 : turnActions + 1;
    for (const event of result.events) console.log(event.type);
  }
  // #endregion loop
  return state;
}
