// A team game for the team arena's worker threads: the platform's cooperative test game (Relay)
// and two bots, as a module a worker can import without a TypeScript loader.
import { relay } from "@italia/game-kit/testing";

/** Plays the first listed action. */
const first = () => ({ name: "first", decide: (ctx) => ctx.actions[0] });
/** Plays a listed action at random, from its seeded generator. */
const random = () => ({
  name: "random",
  decide: (ctx) => ctx.actions[ctx.rng.int(ctx.actions.length)],
});

export const relayTeam = { game: relay, bots: { first, random } };
