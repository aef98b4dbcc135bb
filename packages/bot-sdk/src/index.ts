/**
 * `@italia/bot-sdk`: write a bot for Italia in minutes, measure it honestly, in any language.
 *
 * A {@link Bot} gets a {@link DecisionContext} — its seat's view (R12), the legal moves, a
 * deadline and a seeded generator — and returns one action. Helpers answer what every bot asks
 * (frontier, zones, objective progress, combinations, exact {@link battleOdds}); three reference
 * bots ({@link RandomBot}, {@link GreedyBot}, {@link StrongBot}) play from any decision;
 * {@link playTurn} / {@link finishTurn} and {@link playGame} referee bots on the real state.
 * The arena and bots in other languages (Node.js only) are in `@italia/bot-sdk/node`.
 *
 * @example
 * ```ts
 * import { type Bot, battleOdds, playGame, GreedyBot } from "@italia/bot-sdk";
 *
 * const bold: Bot = {
 *   name: "bold",
 *   decide({ legal, view, actions }) {
 *     for (const m of legal) {
 *       if (m.type !== "attack") continue;
 *       const odds = battleOdds(view.regions[m.from].armies, view.regions[m.to].armies);
 *       if (odds.conquer > 0.6) return { type: "attack", seat: m.seat, from: m.from, to: m.to, dice: m.maxDice };
 *     }
 *     return actions.find((a) => a.type === "endTurn") ?? actions[0]!;
 *   },
 * };
 * const record = await playGame([bold, new GreedyBot(), new GreedyBot(), new GreedyBot()], { seed: 1 });
 * ```
 *
 * @module @italia/bot-sdk
 */
export {
  type Bot,
  type BotSettings,
  type ContextOptions,
  type DecisionContext,
  decisionContext,
  type GameBot,
  type GameContext,
  type GameContextOptions,
  type GameSettings,
  gameContext,
  type SeatTerms,
  type SettingsOf,
} from "./bot.js";
export { BOT_NAMES, botName } from "./bot-names.js";
export {
  botGames,
  createGameBot,
  type GameBotFactory,
  registeredGameBots,
  registerGameBot,
  registerGameBots,
  type ShippedBots,
} from "./bot-registry.js";
export {
  DEFAULT_DECISION_MS,
  DEFAULT_STARTUP_MS,
  SeatClock,
  type TimeControl,
} from "./clock.js";
export {
  type BotProtocol,
  type GamePackage,
  type GamePackageParts,
  gamePackage,
  type ProtocolV1,
} from "./game-package.js";
export { type GameOrReading, type GameReading, gameReading } from "./game-reading.js";
export type { PlayedGame } from "./game-summary.js";
export {
  GameHost,
  type HostGame,
  type HostOptions,
  type HostStep,
  type RunLimits,
  type SeatPlayer,
  type SubmitResult,
} from "./host.js";
export { GreedyBot, type GreedyOptions } from "./italia/bots/greedy.js";
export { RandomBot } from "./italia/bots/random.js";
export {
  STRONG_FAST_HORIZON,
  STRONG_FAST_ITERATIONS,
  STRONG_FAST_TURN_ITERATIONS,
  STRONG_ITERATIONS,
  STRONG_POLICY,
  StrongBot,
  type StrongOptions,
} from "./italia/bots/strong.js";
export {
  type CombinationOption,
  combinationOptions,
  handCombinations,
} from "./italia/combinations.js";
export {
  type BonusStatus,
  bonusProgress,
  type ObjectiveProgress,
  objectiveProgress,
  objectiveProgressOf,
} from "./italia/objectives.js";
export {
  type BattleEnd,
  type BattleOdds,
  type BattleOptions,
  battleOdds,
  type ChainOdds,
  chainOdds,
  conquerProbability,
  type RollOutcome,
  rollOdds,
} from "./italia/odds.js";
export { ITALIA_PACKAGE } from "./italia/package.js";
export {
  type GameOptions,
  type GameSummary,
  playGame,
  type SeatSummary,
} from "./italia/play-game.js";
export {
  type AskOptions,
  actionFor,
  askBot,
  type Decision,
  fallbackAction,
} from "./italia/referee.js";
export {
  armiesOf,
  type Board,
  enemyNeighbours,
  friendlyNeighbours,
  frontierRegions,
  heldZones,
  interiorRegions,
  isFrontier,
  ownedRegions,
  stepsFrom,
  threatTo,
  type ZoneControl,
  zoneControl,
} from "./italia/regions.js";
export {
  askRemoteBot,
  type RemoteDecision,
  remoteContext,
  withinLegal,
} from "./italia/remote-seat.js";
export {
  possibleObjectives,
  type SampleOptions,
  sampleState,
  worldSampler,
} from "./italia/sampling.js";
export { finishTurn, playTurn, type TurnOptions, type TurnResult } from "./italia/turn.js";
export { packageOf } from "./known-packages.js";
export {
  type BotOptions,
  BotSpecError,
  checkOptions,
  type OptionInfo,
  type OptionSchema,
} from "./options.js";
export {
  type AnswerMessage,
  type AnswerMessageV2,
  type BoardData,
  type DecideMessage,
  type DecideMessageV2,
  type GameName,
  type HelloMessage,
  type HelloMessageV2,
  type HostMessage,
  type HostMessageV2,
  type OverMessage,
  type OverMessageV2,
  type ParsedAnswer,
  PROTOCOL_V2,
  PROTOCOL_VERSION,
  type ProtocolVersion,
  parseAnswer,
} from "./protocol.js";
export type {
  LogEntryOf,
  PlatformRecord,
  PlatformStep,
  RecordKeeping,
  RecordOf,
} from "./record-keeping.js";
export {
  BotTimeoutError,
  type GameDecision,
  type Strike,
  type StrikeReason,
  type Waited,
} from "./referee.js";
export {
  type BotFactory,
  createBot,
  parseLineup,
  parseSpec,
  type RegisteredBot,
  type RegistrySpec,
  registerBot,
  registeredBots,
} from "./registry.js";
export {
  askRemoteGameBot,
  type RemoteGameDecision,
  remoteGameContext,
} from "./remote-game.js";
export type { SeatTimes } from "./seat-times.js";
export { botSeedFor, decisionRng, randomSeed, SEED_BYTES, seatSeed } from "./seeds.js";
export { eloRatings, type Interval, mean, type PairResult, wilson } from "./stats.js";
export { QUOTE_CHARS, quote, safeText, seatNumber } from "./text.js";
export { DEFAULT_TURN_ACTIONS, type TurnLimit, TurnMeter } from "./turn-limit.js";
