/**
 * The `italia` command.
 *
 * Exit codes: 0 success; 1 a check failed (a vector failed); 2 bad usage or unreadable input.
 */
import { Command, InvalidArgumentError, Option } from "commander";
import { useColour } from "./render.js";
import { report, simulate } from "./simulate.js";
import { verify } from "./verify.js";

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
  .option("--json", "print the final state and actions as JSON")
  .addHelpText(
    "after",
    `
Examples:
  $ italia simulate --seed 7 --players 3
  $ italia simulate --seed 7 --log
  $ italia simulate --json > game.json`,
  )
  .action(
    (opts: { seed: string; players: string; rounds: number; log?: boolean; json?: boolean }) => {
      const game = simulate({
        seed: opts.seed,
        players: Number(opts.players) as 3 | 4,
        rounds: opts.rounds,
      });
      if (opts.json) {
        console.log(
          JSON.stringify({
            config: {
              players: Number(opts.players),
              seed: opts.seed,
              limit: { rounds: opts.rounds },
            },
            actions: game.actions,
            endReason: game.state.endReason,
            winner: game.state.winner,
          }),
        );
      } else {
        console.log(report(game, useColour(process.stdout), Boolean(opts.log)));
      }
    },
  );

program.parse();
