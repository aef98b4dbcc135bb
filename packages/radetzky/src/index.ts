/**
 * `@italia/radetzky`: the rules of Radetzky: Milano 1848 (`radetzky-rules.md`, RZ1–RZ27) as a
 * pure, deterministic game on the platform's `Game` interface ({@link radetzky}), with its data,
 * positions (RZ25.2) and the functions the interface is made of. Conformance vectors run from
 * `@italia/radetzky/conformance`.
 *
 * @example
 * ```ts
 * import { radetzky } from "@italia/radetzky";
 * let state = radetzky.newGame({ players: 2, mode: "basic", difficulty: 0, handInfo: "iconCount" }, "s");
 * while (radetzky.actors(state).length > 0) {
 *   const seat = radetzky.actors(state)[0]!;
 *   const r = radetzky.apply(state, radetzky.fallback(state, seat));
 *   if (!r.ok) throw new Error(r.error.message);
 *   state = r.value.state;
 * }
 * radetzky.outcome(state); // { reason: "reserve", results: ["loss", "loss"], … }
 * ```
 *
 * @packageDocumentation
 */
export { type ActionType, parseAction, type RadetzkyAction } from "./actions.js";
export { apply, checkAction } from "./apply.js";
export {
  type BotRandom,
  GreedyBot,
  positionValue,
  RADETZKY_BOTS,
  type RadetzkyBot,
  type RadetzkyBotContext,
  RandomBot,
  STRONG_FAST_ITERATIONS,
  STRONG_ITERATIONS,
  StrongBot,
  type StrongOptions,
  type StrongStats,
  sampleWorld,
} from "./bots/index.js";
export { RADETZKY_TEAM, type RadetzkyTeam } from "./bots/team.js";
export { checkConfig, type HandInfo, type RadetzkyConfig } from "./config.js";
export {
  type AustriaCardId,
  adjacent,
  beater,
  beats,
  cleanAdjacent,
  DATA,
  type HelpId,
  helpOf,
  type Icon,
  type ItalyCardId,
  iconOf,
  type PlayerCount,
  type PlayerTable,
  RULES,
  tableFor,
  ZONES,
  type ZoneNumber,
} from "./data.js";
export type { RadetzkyError, RefusalCode, RuleRef } from "./errors.js";
export type { DeckName, RadetzkyEvent, RadetzkyEventType } from "./events.js";
export { chanceOf, fallback, outcome, radetzky, turnOf } from "./game.js";
export { legalMoves } from "./legal.js";
export { actorsOf, controllerOf, type PoolCard, poolOf } from "./seats.js";
export { newGame } from "./setup.js";
export { Simulator } from "./sim.js";
export type {
  Faction,
  Fight,
  HelpTile,
  RadetzkyState,
  Rising,
  Stage,
  ZoneState,
} from "./state.js";
export { eventFor, type HandView, type RadetzkyView, seesHand, view } from "./views.js";
