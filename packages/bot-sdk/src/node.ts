/**
 * `@italia/bot-sdk/node`: the parts of the SDK that need Node.js — the {@link runArena | arena}
 * (worker threads, progress bar, JSON report), the {@link runTeamArena | team arena} of
 * cooperative games, and {@link ExternalBot}, which runs a bot written in
 * any language as a separate program speaking the JSON-lines protocol.
 *
 * @example
 * ```ts
 * import { runArena } from "@italia/bot-sdk/node";
 *
 * const report = await runArena({
 *   bots: ["greedy", { command: "python3 my_bot.py" }, "random", "random"],
 *   games: 100,
 *   seed: "my-test",
 * });
 * console.log(JSON.stringify(report, null, 2));
 * ```
 *
 * @module @italia/bot-sdk/node
 */
export {
  type ArenaOptions,
  type ArenaReport,
  type ArenaRunConfig,
  type BotResult,
  type GameArenaConfig,
  type ItaliaArenaConfig,
  runArena,
} from "./arena.js";
export { recordFileName } from "./arena-records.js";
export { keyedSeed } from "./deal-seeds.js";
export {
  absoluteCommand,
  EXTERNAL_BOT_LIMITS,
  type ExternalAnswer,
  ExternalBot,
  ExternalBotError,
  type ExternalBotOptions,
  type ExternalContext,
  programEnvironment,
  splitCommand,
} from "./external.js";
export {
  type InputFileProblem,
  type InputFileResult,
  readInputFile,
} from "./input-file.js";
export {
  JSON_FILE_LIMITS,
  type JsonFileOptions,
  type JsonFileProblem,
  type JsonFileResult,
  jsonDepth,
  readJsonFile,
} from "./json-file.js";
export { stopBotPrograms } from "./program-groups.js";
export { formatReport } from "./report.js";
export {
  type BotSpec,
  type CommandSpec,
  type ModuleSpec,
  normalizeSpec,
  resolveBot,
  specLabel,
  specText,
} from "./specs.js";
export {
  runTeamArena,
  type TeamArenaOptions,
  type TeamArenaReport,
  type TeamGame,
  type TeamGameResult,
  type TeamGameSource,
  type TeamTable,
  type TeamTableReport,
} from "./team-arena.js";
export {
  runTeamBot,
  type TeamBotOptions,
  type TeamBotProgram,
  type TeamBotReport,
} from "./team-bot.js";
