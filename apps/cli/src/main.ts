/**
 * The `italia` command.
 *
 * Exit codes: 0 success; 1 a check failed (a vector failed); 2 bad usage or unreadable input.
 */
import { writeFileSync } from "node:fs";
import { Command, InvalidArgumentError, Option } from "commander";
import { useColour } from "./render.js";
import { replayFile } from "./replay.js";
import { report, simulate } from "./simulate.js";
import { verify } from "./verify.js";

interface SimulateFlags {
  seed: string;
  players: string;
  rounds: number;
  log?: boolean;
  record?: string;
  json?: boolean;
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new InvalidArgumentError("expected a whole number of at least 1");
  return n;
}

const program = new Command()
  .name("italia")
  .description("Italia in the terminal: simulate and verify games.")
  .showHelpAfterError()
  .exitOverride((err) => {
    process.exit(err.exitCode === 0 ? 0 : 2);
  });

program
  .command("verify")
  .description("Run conformance vector files (see conformance.md) against the engine.")
  .argument("<paths...>", "vector files, or folders of .json vector files")
  .addHelpText(
    "after",
    `
Prints "PASS name" or "FAIL name: what differed" per vector.
Exit codes: 0 all passed, 1 a vector failed or was malformed, 2 a file could not be read.

Examples:
  $ italia verify packages/engine/vectors
  $ italia verify my-vectors.json other.json`,
  )
  .action((paths: string[]) => {
    const result = verify(paths);
    for (const line of result.lines) console.log(line);
    console.log(`${result.passed} passed, ${result.failed} failed`);
    process.exitCode = result.unreadable > 0 ? 2 : result.failed > 0 ? 1 : 0;
  });

program
  .command("simulate")
  .description("Play a whole game between random players and print the outcome.")
  .option("--seed <seed>", "seed of the game (same seed, same game)", "1")
  .addOption(new Option("--players <n>", "number of players").choices(["3", "4"]).default("4"))
  .option("--rounds <n>", "round limit before the Sdadata (R11.4)", positiveInt, 25)
  .option("--log", "print every turn, attack and conquest")
  .option("--record <file>", "write the game record (italia-record/1) to this file")
  .option("--json", "print the outcome and the game record as JSON")
  .addHelpText(
    "after",
    `
Examples:
  $ italia simulate --seed 7 --players 3
  $ italia simulate --seed 7 --log
  $ italia simulate --record game.json && italia replay game.json`,
  )
  .action((opts: SimulateFlags) => {
    const game = simulate({
      seed: opts.seed,
      players: Number(opts.players) as 3 | 4,
      rounds: opts.rounds,
    });
    if (opts.record) writeFileSync(opts.record, `${JSON.stringify(game.record, null, 1)}\n`);
    if (opts.json) {
      const { endReason, winner, round } = game.state;
      console.log(JSON.stringify({ endReason, winner, round, record: game.record }));
    } else {
      console.log(report(game, useColour(process.stdout), Boolean(opts.log)));
    }
  });

program
  .command("replay")
  .description("Replay a game record, check every step and the recorded result, print the outcome.")
  .argument("<file>", "a game record (italia-record/1)")
  .option("--json", "print the outcome as JSON")
  .addHelpText(
    "after",
    `
Exit codes: 0 the record holds, 1 a step is illegal or a recorded result differs (the first
offending step is named), 2 the file cannot be read.

Examples:
  $ italia replay game.json
  $ italia replay game.json --json`,
  )
  .action((file: string, opts: { json?: boolean }) => {
    const r = replayFile(file, useColour(process.stdout), Boolean(opts.json));
    process.stdout.write(r.out);
    process.stderr.write(r.err);
    process.exitCode = r.code;
  });

program.parse();
