// The built package's exports the benches use (run `pnpm build` first), and the generator.

export { Prng, seedRng } from "@italia/game-kit";
export {
  actorsOf,
  apply,
  GreedyBot,
  legalMoves,
  newGame,
  Simulator,
  StrongBot,
  view,
} from "../dist/index.js";
