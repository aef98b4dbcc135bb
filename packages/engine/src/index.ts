/**
 * `@italia/engine`: the rules of Italia as a pure, deterministic reducer.
 *
 * Start with {@link newGame}, ask {@link legalActions} (or {@link legalMoves}) what may be done,
 * {@link apply} one action at a time, and send each player {@link viewFor} their seat.
 *
 * @example
 * ```ts
 * import { newGame, legalActions, apply, viewFor } from "@italia/engine";
 *
 * let state = newGame({ players: 4, seed: "game-1" });
 * const [first] = legalActions(state);
 * const result = apply(state, first);
 * if (result.ok) state = result.state;
 * const mine = viewFor(state, 0); // what seat 0 may see
 * ```
 *
 * The conformance runner (reading and running conformance vectors) has its own entry point,
 * `@italia/engine/conformance`.
 *
 * @packageDocumentation
 */
export type {
  Action,
  ActionType,
  AttackAction,
  ClockExpiredAction,
  EndTurnAction,
  FortifyAction,
  OccupyAction,
  PlaceAction,
  PlayCardsAction,
  PlayerAction,
  SerenataTarget,
} from "./actions.js";
export { type ApplyResult, apply, checkAction, isLegal } from "./apply.js";
export {
  areAdjacent,
  attackDiceLimit,
  BOARD_DATA,
  BONUS_OBJECTIVES,
  type BonusObjective,
  type BonusObjectiveId,
  bonusObjectiveById,
  CARD_IDS,
  CARDS,
  type Card,
  type CardId,
  type CardSymbol,
  cardById,
  defenceDice,
  isBonusObjectiveId,
  isCardId,
  isNord,
  isObjectiveId,
  isRegionId,
  isSudOrIsole,
  LINKS,
  type Link,
  type LinkKind,
  neighbours,
  OBJECTIVES,
  type Objective,
  type ObjectiveId,
  objectiveById,
  REGION_IDS,
  REGIONS,
  type Region,
  type RegionId,
  RULES,
  regionById,
  regionIndex,
  regionName,
  SEAT_SYMBOLS,
  startingArmies,
  ZONES,
  type Zone,
  type ZoneId,
  zoneById,
} from "./board.js";
export {
  BONUS_RULES,
  type BonusParams,
  type BonusRewardRule,
  type BonusRule,
} from "./bonus-rules.js";
export {
  COMBINATION_ARMIES,
  type Combination,
  combinationOf,
  combinationsInHand,
} from "./combinations.js";
export {
  overtimeRound,
  type RankEntry,
  ranking,
  type Score,
  score,
  sdadataThreshold,
} from "./ending.js";
export type { EngineError, ErrorCode, RuleError, RuleRef } from "./errors.js";
export { seatNumber } from "./errors.js";
export type * from "./events.js";
export { type ItaliaConfig, type ItaliaGame, italia } from "./game.js";
export {
  expandMove,
  isListed,
  type LegalMove,
  legalActions,
  legalMoves,
  moveAction,
} from "./legal.js";
export {
  type BonusBoard,
  type BonusStatus,
  bonusConditionHolds,
  bonusStatus,
  holdsMainObjective,
  type ObjectiveProgress,
  objectiveProgress,
} from "./objectives.js";
export {
  applyPlayerAction,
  isHostAction,
  type PlayerParseResult,
  parsePlayerAction,
} from "./player-actions.js";
export {
  fromPosition,
  type Position,
  type PositionResult,
  type SeatMap,
  toPosition,
} from "./position.js";
export {
  type AttackTarget,
  armiesOnMap,
  attackTargets,
  type BoardState,
  bordersEnemy,
  defenderDice,
  diceOptions,
  fortifyMax,
  isEliminated,
  isUntouchable,
  livingSeats,
  regionBonusRegions,
  regionCount,
  regionInfo,
  regionsOf,
  reinforcementsFor,
  serenataTargets,
  turnKey,
  zonesHeld,
} from "./queries.js";
export {
  appendStep,
  createRecord,
  diceOf,
  type GameRecord,
  platformRecordOf,
  type RecordCheck,
  type RecordedResult,
  type RecordSeat,
  type RecordStep,
  resultOf,
} from "./record.js";
export { checkRecord, type PlatformRecordResult, toPlatformRecord } from "./record-check.js";
export { type ReplayResult, replay } from "./replay.js";
export {
  isRngState,
  Prng,
  type RandomSource,
  type RngState,
  ScriptExhaustedError,
  ScriptedDice,
  type Seed,
  seedRng,
} from "./rng.js";
export { type ParseResult, parseAction } from "./schema.js";
export {
  type ConfigCheck,
  checkConfig,
  type GameConfig,
  InvalidConfigError,
  newGame,
} from "./setup.js";
export { Simulator } from "./simulator.js";
export type {
  BonusProgress,
  BonusState,
  EndReason,
  GameState,
  Limit,
  OccupyState,
  PlayerCount,
  RegionState,
  Seat,
  Stage,
  TurnState,
} from "./state.js";
export { ENGINE_VERSION } from "./version.js";
export {
  eventFor,
  eventsFor,
  frozenViewFor,
  InvalidSeatError,
  isViewer,
  type PlayerView,
  type PrivateInfo,
  type PublicSeat,
  viewFor,
} from "./views.js";
