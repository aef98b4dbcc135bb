import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkRecord, newGame, toPosition } from "@italia/engine";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const bin = resolve(here, "../bin/italia-bots.js");
const built = existsSync(resolve(here, "../dist/cli.js"));

function run(...args: string[]) {
  return runIn(undefined, ...args);
}

function runIn(cwd: string | undefined, ...args: string[]) {
  // Without pnpm's NODE_PATH, which would find every package of the workspace from anywhere.
  const env = { ...process.env };
  delete env.NODE_PATH;
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", cwd, env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A folder where Radetzky's package is installed (its own: a package finds itself by name). */
const withRadetzky = resolve(here, "../../radetzky");

describe.skipIf(!built)("italia-bots --game (issue #25)", () => {
  it("an unknown game is bad usage naming the known ones", () => {
    for (const args of [
      ["arena", "--game", "chess", "--bots", "greedy,greedy,greedy"],
      ["bot", "--game", "chess", "--cmd", "x"],
      ["list", "--game", "chess"],
    ]) {
      const r = run(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err).toMatch(/^italia-bots: unknown game "chess" \(known: italia, radetzky\)\n/);
    }
  });

  it("plays a cooperative game's team arena from the game's package, in this thread and in workers", () => {
    for (const workers of ["0", "2"]) {
      const r = runIn(
        withRadetzky,
        ...["arena", "--game", "radetzky", "--bots", "greedy,random", "--games", "2"],
        ...["--seed", "cli-game", "--workers", workers, "--json", "--no-progress"],
      );
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      const report = JSON.parse(r.out);
      expect(report.format).toBe("team-arena/1");
      expect(report.game.id).toBe("radetzky");
      expect(report.config).toMatchObject({ games: 2, seed: "cli-game" });
      expect(report.tables).toHaveLength(1);
      expect(report.tables[0]).toMatchObject({
        players: 2,
        lineup: ["greedy", "random"],
        games: 2,
      });
    }
    const table = runIn(
      withRadetzky,
      "arena",
      "--game",
      "radetzky",
      "--bots",
      "greedy",
      "--games",
      "1",
      "--workers",
      "0",
      "--no-progress",
    );
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/^Radetzky: Milano 1848 · 1 games · 3 seats · greedy,greedy,greedy/);
    expect(table.out).toMatch(/team win rate \d+\.\d% \[\d+\.\d%, \d+\.\d%\] \(95% Wilson\)/);
    expect(runIn(withRadetzky, "list", "--game", "radetzky").out).toBe(
      "random\ngreedy\nstrong\nstrong-fast\n",
    );
  });

  it("refuses Italia's options, bots the game does not have and seat counts it does not allow", () => {
    const arena = (...more: string[]) =>
      runIn(withRadetzky, "arena", "--game", "radetzky", "--workers", "0", ...more);
    for (const [args, message] of [
      [["--bots", "greedy", "--rounds", "3"], /--rounds is an option of Italia's arena/],
      [["--bots", "greedy", "--duplicate"], /--duplicate is an option of Italia's arena/],
      [
        ["--bots", "greedy,wizard"],
        /radetzky has no bot "wizard" \(its bots: random, greedy, strong, strong-fast\)/,
      ],
      [["--bots", "greedy,greedy,greedy,greedy,greedy,greedy"], /give 1 to 5 bots/],
    ] as const) {
      const r = arena(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err).toMatch(message);
    }
  });

  it("bot --game radetzky: a program plays whole games beside the game's bots, reported with the team's win rate", () => {
    const starter = resolve(here, "../starters/python/radetzky_bot.py");
    const args = [
      ...["bot", "--game", "radetzky", "--cmd", `python3 ${starter}`, "--label", "example"],
      ...["--against", "greedy", "--games", "2", "--seed", "team-bot"],
    ];
    const r = runIn(withRadetzky, ...args, "--json");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report).toMatchObject({
      format: "team-bot/1",
      game: { id: "radetzky" },
      bot: "example",
      config: { players: 2 },
      against: ["greedy"],
      seed: "team-bot",
      games: 2,
      strikes: 0,
    });
    expect(report.decisions).toBeGreaterThan(5);
    // the same seed plays the same games; the table says the same in words
    const text = runIn(withRadetzky, ...args);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(
      new RegExp(
        `^Radetzky: Milano 1848 · 2 games · 2 seats · example with greedy · seed "team-bot"\n  team win rate \\d+\\.\\d% .*, ${report.wins} won; the program: ${report.decisions} decisions, 0 strikes\n$`,
      ),
    );
  });

  it("bot --game radetzky refuses Italia's options, unknown team mates and too many seats", () => {
    const bot = (...more: string[]) =>
      runIn(withRadetzky, "bot", "--game", "radetzky", "--cmd", "python3 x.py", ...more);
    for (const [args, message] of [
      [["--rounds", "3"], /--rounds is an option of Italia's bot command, not of radetzky's/],
      [["--workers", "2"], /--workers is an option of Italia's bot command/],
      [["--against", "greedy,wizard"], /radetzky has no bot "wizard" \(its bots: random, greedy/],
      [["--against", "greedy,greedy,greedy,greedy,greedy"], /a team of 1 to 5 seats.*has 6/],
    ] as const) {
      const r = bot(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err).toMatch(message);
    }
    const none = runIn(withRadetzky, "bot", "--game", "radetzky");
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--cmd <program> is needed/);
  });

  it("decide --game radetzky: a Radetzky position goes to a program as a version-2 decide; its answer is judged by the game", () => {
    const starter = resolve(here, "../starters/python/radetzky_bot.py");
    // a new game's position and who acts in it, from Radetzky's own package (the SDK has none)
    const made = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { radetzky } from "@italia/radetzky";
import { toPosition } from "@italia/radetzky/conformance";
const state = radetzky.newGame({ players: 3 }, "decide");
console.log(JSON.stringify({ position: toPosition(state), actors: radetzky.actors(state) }));`,
      ],
      { cwd: withRadetzky, encoding: "utf8" },
    );
    const { position: first, actors } = JSON.parse(made.stdout) as {
      position: unknown;
      actors: number[];
    };
    const position = join(mkdtempSync(join(tmpdir(), "italia-bots-rz-decide-")), "p.json");
    writeFileSync(position, JSON.stringify(first));
    const seat = actors[0]!;
    const args = ["decide", "--game", "radetzky", "--position", position, "--cmd"];
    const ok = runIn(withRadetzky, ...args, `python3 ${starter}`, "--json");
    expect(ok.err).toBe("");
    expect(ok.code).toBe(0);
    const verdict = JSON.parse(ok.out);
    expect(verdict).toMatchObject({ game: "radetzky", seat, actors, legal: true, reason: null });
    expect(verdict.action).toMatchObject({ seat });
    const text = runIn(withRadetzky, ...args, `python3 ${starter}`);
    expect(text.out).toMatch(
      new RegExp(
        `^Radetzky: Milano 1848, seat ${seat + 1} \\(${seat} in JSON\\), \\w+: the program answered \\{.+\\}\\nlegal\\n$`,
      ),
    );
    // a program that answers an action of another seat is told why it is illegal
    const liar = join(dirname(position), "liar.mjs");
    writeFileSync(
      liar,
      `import { createInterface } from "node:readline";
for await (const line of createInterface({ input: process.stdin })) {
  const m = JSON.parse(line);
  if (m.type === "decide") console.log(JSON.stringify({ id: m.id, action: { type: "endTurn", seat: 9 } }));
}
`,
    );
    const bad = runIn(withRadetzky, ...args, `node ${liar}`);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/\nillegal: .+\n$/);
    // usage: a seat that may not act, a file that is not a position
    const other = [0, 1, 2].find((s) => !actors.includes(s))!;
    const wrongSeat = runIn(withRadetzky, ...args, `node ${liar}`, "--seat", String(other + 1));
    expect(wrongSeat.code).toBe(2);
    expect(wrongSeat.err).toMatch(/may not act in this position/);
    writeFileSync(position, JSON.stringify({ stage: "nowhere" }));
    const notPosition = runIn(withRadetzky, ...args, `node ${liar}`);
    expect(notPosition.code).toBe(2);
    expect(notPosition.err).toMatch(/not a position of Radetzky: Milano 1848/);
  });

  it("says which package a game needs when it is not installed", () => {
    const r = runIn(tmpdir(), "arena", "--game", "radetzky", "--bots", "greedy");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the game "radetzky" needs its package @italia\/radetzky/);
  });
});

describe.skipIf(!built)("the italia-bots command (needs a build)", () => {
  it("decide exits 0 for a legal answer and 2 for bad usage, with one line and the usage hint", () => {
    const position = join(mkdtempSync(join(tmpdir(), "italia-bots-decide-")), "p.json");
    writeFileSync(position, JSON.stringify(toPosition(newGame({ players: 3, seed: "d" }))));
    const example = resolve(dirname(bin), "../examples/python/random_bot.py");
    const ok = run("decide", "--position", position, "--cmd", `python3 ${example}`);
    expect(ok.out).toMatch(/^seat \d \(\d in JSON\), setup: the program answered \{.+\}\nlegal\n$/);
    expect(ok.code).toBe(0);
    const bad = run("decide", "--cmd", `python3 ${example}`);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^italia-bots: --position FILE is needed\n/);
  });

  it("fits 80 columns: the usage text, each command's --help and the list of bots", () => {
    const texts = [
      run("help"),
      ...["arena", "bot", "decide", "odds", "list"].map((c) => run(c, "--help")),
      run("decide", "-h"),
      run("list"),
    ];
    for (const r of texts) {
      expect(r.code).toBe(0);
      expect(r.out.length).toBeGreaterThan(100);
      for (const line of r.out.split("\n")) expect([...line].length, line).toBeLessThanOrEqual(80);
    }
    expect(texts[1]!.out).toContain("italia-bots arena --bots <list>");
    expect(texts[3]!.out).toMatch(/decide --position[\s\S]*--startup-ms <n> +start-up allowance/);
    expect(texts.at(-1)!.out).toMatch(/^greedy +one-step/m);
  });

  it("prints battle odds", () => {
    const r = run("odds", "2", "1");
    expect(r.code).toBe(0);
    expect(r.out).toContain("conquer:                41.7%");
    expect(run("odds", "50", "50").code).toBe(0);
  });

  it("R6.2 says when no attack is possible instead of printing 0%", () => {
    const r = run("odds", "3", "3");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/no attack is possible/i);
    expect(r.out).toMatch(/R6\.2/);
    expect(r.out).not.toContain("0.0%");
    expect(run("odds", "1", "1").out).toMatch(/no attack is possible.*R6\.1/is);
    // 4 against 5 may start (3 dice against 3), so it has odds.
    expect(run("odds", "4", "5").out).toContain("conquer:");
  });

  it("R3 refuses armies no region can hold, as bad usage", () => {
    for (const args of [
      ["100000", "100000"],
      ["51", "1"],
      ["2", "51"],
      ["0", "1"],
      ["2.5", "1"],
      ["x", "1"],
      ["3"],
      ["3", "2", "1"],
    ]) {
      const r = run("odds", ...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toMatch(/usage: italia-bots odds/);
    }
    expect(run("odds", "100000", "100000").err).toMatch(/at most 50 armies \(R3\)/);
  });

  it("runs an arena and prints its JSON report", () => {
    const r = run(
      "arena",
      "--bot",
      "greedy",
      "--bot",
      "random",
      "--bot",
      "random",
      "--games",
      "3",
      "--workers",
      "0",
      "--json",
    );
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as { format: string; bots: { label: string }[] };
    expect(report.format).toBe("italia-arena/1");
    expect(report.bots.map((b) => b.label)).toEqual(["greedy", "random"]);
    expect(r.err).toBe("");
  });

  it("warns on stderr when seats are not balanced, even with --json", () => {
    const r = run(
      ...["arena", "--bot", "greedy", "--bot", "random", "--bot", "random"],
      ...["--games", "2", "--workers", "0", "--json"],
    );
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^italia-bots: warning: seats are not balanced: 2 games/);
    expect(JSON.parse(r.out).warnings).toHaveLength(1);
  });

  it("shows what external bots write to stderr with --show-stderr", () => {
    const python = `cmd:python3 ${resolve(here, "../examples/python/random_bot.py")} 1`;
    const args = ["arena", "--bot", python, "--bot", "greedy", "--bot", "greedy", "--games", "1"];
    const r = run(...args, "--workers", "0", "--show-stderr");
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /^\[python3 \S+random_bot\.py 1\] random_bot: seat \d of 3, 20 regions$/m,
    );
    expect(run(...args, "--workers", "0").err).toBe("");
  });

  it("explains its usage errors", () => {
    const r = run("arena", "--bot", "greedy");
    expect(r.code).toBe(2);
    expect(r.err).toContain("give 3 or 4 bots");
    expect(run("frobnicate").code).toBe(2);
    expect(run("list").out).toMatch(/^greedy\s/m);
    expect(run("list").out).toMatch(/^ +iterations +rollouts per decision$/m);
  });

  it("exits 2 for every kind of bad usage, naming the bad part", () => {
    const lineup = ["--bot", "greedy", "--bot", "random", "--games", "1", "--workers", "0"];
    const cases: [string[], RegExp][] = [
      [["arena", ...lineup, "--bot", "strong:iterations=abc"], /"iterations" needs a whole number/],
      [["arena", ...lineup, "--bot", "strong:foo=1"], /strong has no option "foo"; its options: /],
      [["arena", ...lineup, "--bot", "nobody"], /no bot named "nobody"/],
      [["arena", ...lineup, "--bot", "cmd:"], /needs a command line/],
      [["arena", ...lineup, "--bot", "module:/nonexistent/bot.js"], /cannot load the bot module/],
      [["arena", ...lineup, "--bot", "greedy", "--module", "/nonexistent/m.js"], /cannot load/],
      [["arena", ...lineup, "--bot", "greedy", "--games", "abc"], /--games needs a whole number/],
      [["arena", ...lineup, "--bot", "greedy", "--games", "0"], /--games needs a whole number ≥ 1/],
      [["arena", ...lineup, "--bot", "greedy", "--frobnicate"], /Unknown option '--frobnicate'/],
    ];
    for (const [args, message] of cases) {
      const r = run(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toMatch(message);
    }
  });
});

describe.skipIf(!built)("italia-bots arena: bot programs' environment (#8.11)", () => {
  it("passes only the variables named with --bot-env", () => {
    const work = mkdtempSync(join(tmpdir(), "italia-bots-env-"));
    const out = join(work, "env.json");
    const bot = join(work, "env.py");
    writeFileSync(
      bot,
      [
        "import json, os, sys",
        `json.dump(dict(os.environ), open(${JSON.stringify(out)}, 'w'))`,
        "for line in sys.stdin:",
        "    m = json.loads(line)",
        "    if m['type'] != 'decide': continue",
        "    mv = next((x for x in m['legal'] if x['type'] == 'endTurn'), m['legal'][0])",
        "    a = {k: v for k, v in mv.items() if k not in ('min', 'max', 'minDice', 'maxDice')}",
        "    if mv['type'] == 'attack': a['dice'] = mv['minDice']",
        "    elif mv['type'] in ('place', 'occupy', 'fortify'): a['count'] = mv['max']",
        "    print(json.dumps({'action': a, 'id': m['id']}), flush=True)",
      ].join("\n"),
    );
    const args = ["arena", "--bot", `cmd:python3 ${bot}`, "--bot", "greedy", "--bot", "greedy"];
    const common = ["--games", "1", "--rounds", "1", "--workers", "0", "--json"];
    const env = { ...process.env, ITALIA_BOTS_SECRET: "s3cret", ITALIA_BOTS_PASSED: "yes" };
    const r = spawnSync(
      process.execPath,
      [bin, ...args, ...common, "--bot-env", "ITALIA_BOTS_PASSED"],
      { encoding: "utf8", env },
    );
    expect(r.status).toBe(0);
    const seen = JSON.parse(readFileSync(out, "utf8")) as Record<string, string>;
    expect(seen.ITALIA_BOTS_PASSED).toBe("yes");
    expect(seen.ITALIA_BOTS_SECRET).toBeUndefined();
  });

  it("arena --records writes every game as a record the engine accepts", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "italia-bots-records-")), "games");
    const r = run(
      "arena",
      "--bots",
      "greedy,random,random",
      "--games",
      "3",
      "--rounds",
      "3",
      "--workers",
      "0",
      "--records",
      dir,
    );
    expect(r.code).toBe(0);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(["game-0.json", "game-1.json", "game-2.json"]);
    for (const f of files) {
      expect(checkRecord(JSON.parse(readFileSync(join(dir, f), "utf8"))).ok).toBe(true);
    }
  });
});
