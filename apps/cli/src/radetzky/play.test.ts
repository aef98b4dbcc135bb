/**
 * `italia play --game radetzky` through the real binary, stdin piped in: a whole game against the
 * team's bots, its record replayed by `italia replay`, resume mid-game, the options and bad input
 * refused with clear messages, `--json`, and colour only on a terminal without NO_COLOR.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItaliaInTerminal } from "../testing/run-in-terminal.js";
import { runItalia } from "../testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-rz-play-"));
/** The Python starter kit's Radetzky example: a bot program over protocol 2. */
const example = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../../../packages/bot-sdk/starters/python/radetzky_bot.py",
);
const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });

/** Answers that always make progress: the first choice, then 0 (end the turn) where allowed. */
const firstThenEnd = "1\n0\n".repeat(3000);

/** The same, with `l` (the log lines that did not fit the screen) before each choice. */
const withLog = "l\n1\nl\n0\n".repeat(3000);

// Each test runs the binary several times, whole games included: generous bounds on a busy machine.
describe("italia play --game radetzky", { timeout: 180_000 }, () => {
  it("RZ16: plays a whole game fed from stdin against 2 greedy bots; the record replays (italia replay)", () => {
    const record = join(work, "whole.json");
    const r = italia(["play", "--game", "radetzky", "--seed", "w1", "--record", record], withLog);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^New game of Radetzky: Milano 1848 \(3 players, basic game/m);
    expect(r.out).toMatch(/seat 1 you, seat 2 greedy, seat 3 greedy/);
    expect(r.out).toContain("On the Walls (outer ring)");
    expect(r.out).toContain("— The Austrian turn of round 1 (RZ14) —");
    expect(r.out).toMatch(/(The Patriots win|Austria wins) in round \d+/);
    // the seed only once the game is over
    const seedAt = r.out.indexOf("Seed of this game: w1");
    expect(seedAt).toBeGreaterThan(0);
    expect(r.out.indexOf("w1")).toBe(seedAt + "Seed of this game: ".length);
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved).toMatchObject({ format: "game-record/1", game: "radetzky", seed: "w1" });
    expect(saved.seats).toEqual([
      { name: "you" },
      { name: "greedy", bot: "greedy" },
      { name: "greedy", bot: "greedy" },
    ]);
    expect(saved.outcome).not.toBeNull();
    const replay = italia(["replay", record]);
    expect(replay.code, replay.err).toBe(0);
    expect(replay.out).toMatch(
      /Radetzky: Milano 1848, \d+ steps replayed; every step and the recorded outcome hold/,
    );
    const json = JSON.parse(italia(["replay", record, "--json"]).out);
    expect(json).toMatchObject({ ok: true, game: "radetzky", stage: "over" });
    // a resumed finished game is shown, not played
    const done = italia(["play", "--resume", record]);
    expect(done.code).toBe(0);
    expect(done.out).toContain("holds a finished game");
  });

  it("simulate's records replay too, and a tampered step is named (RZ25.7)", () => {
    const record = join(work, "simulated.json");
    expect(italia(["simulate", "--game", "radetzky", "--seed", "s", "--record", record]).code).toBe(
      0,
    );
    expect(italia(["replay", record]).code).toBe(0);
    const json = JSON.parse(readFileSync(record, "utf8"));
    json.steps[3].action = { type: "conquer", seat: 0 };
    writeFileSync(record, JSON.stringify(json));
    const bad = italia(["replay", record]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/step 4: /);
    const resumed = italia(["play", "--resume", record]);
    expect(resumed.code).toBe(2);
    expect(resumed.err).toMatch(/step 4: /);
  });

  it("resume mid-game gives the same game as playing it through", () => {
    const lines = firstThenEnd.split("\n");
    const whole = join(work, "through.json");
    const split = join(work, "split.json");
    const args = [
      "play",
      "--game",
      "radetzky",
      "--seed",
      "r1",
      "--hand-info",
      "closed",
      "--players",
      "2",
      "--bots",
      "greedy",
    ];
    expect(italia([...args, "--record", whole], firstThenEnd).code).toBe(0);
    const first = italia([...args, "--record", split], `${lines.slice(0, 9).join("\n")}\nq\n`);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/Saved to .*split\.json\. Resume with: italia play --resume /);
    const mid = JSON.parse(readFileSync(split, "utf8"));
    expect(mid.outcome).toBeNull();
    const second = italia(["play", "--resume", split], lines.slice(9).join("\n"));
    expect(second.code, second.err).toBe(0);
    expect(second.out.replace(/\n {2}/g, " ")).toMatch(
      /^Resuming .*split\.json: Radetzky: Milano 1848, 2 players/m,
    );
    const a = JSON.parse(readFileSync(whole, "utf8"));
    const b = JSON.parse(readFileSync(split, "utf8"));
    expect(b.steps).toEqual(a.steps);
    expect(b.outcome).toEqual(a.outcome);
    expect(b.outcome).not.toBeNull();
  });

  it("bot programs (cmd:PROGRAM, --bot-cmd) play seats over protocol 2; resume needs the program typed again and gives the same game", () => {
    const lines = firstThenEnd.split("\n");
    const whole = join(work, "program-through.json");
    const split = join(work, "program-split.json");
    const program = `python3 ${example}`;
    const args = ["play", "--game", "radetzky", "--seed", "p1", "--hand-info", "closed"];
    const seats = ["--seats", `human,cmd:${program},greedy`];
    const through = italia([...args, ...seats, "--record", whole], firstThenEnd);
    expect(through.code, through.err).toBe(0);
    expect(through.err).not.toMatch(/refused/);
    expect(through.out.replace(/\n {2}/g, " ")).toContain(`seat 2 cmd:${program}`);
    const a = JSON.parse(readFileSync(whole, "utf8"));
    expect(a.seats[1]).toEqual({ name: `cmd:${program}`, bot: `cmd:${program}` });
    expect(a.outcome).not.toBeNull();
    // the program's seat acted: its actions are in the record
    expect(a.steps.some((s: { action: { seat: number } }) => s.action.seat === 1)).toBe(true);

    const first = italia(
      [...args, ...seats, "--record", split],
      `${lines.slice(0, 9).join("\n")}\nq\n`,
    );
    expect(first.code, first.err).toBe(0);
    // a record never starts the program it names
    const refused = italia(["play", "--resume", split], lines.slice(9).join("\n"));
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(
      /seat 2 \(cmd:python3 .*\) played a bot program named in the record/,
    );
    expect(refused.err).toMatch(/--bot-cmd "COMMAND"/);
    const second = italia(
      ["play", "--resume", split, "--bot-cmd", program],
      lines.slice(9).join("\n"),
    );
    expect(second.code, second.err).toBe(0);
    const b = JSON.parse(readFileSync(split, "utf8"));
    expect(b.steps).toEqual(a.steps);
    expect(b.outcome).toEqual(a.outcome);
    // --bot-cmd for a saved game without a program seat
    const plain = join(work, "program-none.json");
    expect(italia([...args, "--seats", "human,greedy", "--record", plain], "q\n").code).toBe(0);
    const none = italia(["play", "--resume", plain, "--bot-cmd", program]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--bot-cmd: .* has no seat played by a program/);
  });

  it("a program's refused answers are told on stderr with the move played instead; the game goes on to its end (RZ25.3)", () => {
    const script = join(work, "fly.mjs");
    writeFileSync(
      script,
      [
        'import { createInterface } from "node:readline";',
        "for await (const line of createInterface({ input: process.stdin })) {",
        "  const m = JSON.parse(line);",
        '  if (m.type === "over") break;',
        '  if (m.type === "decide")',
        '    process.stdout.write(JSON.stringify({ id: m.id, action: { type: "fly", seat: 0 } }) + "\\n");',
        "}",
      ].join("\n"),
    );
    const record = join(work, "fly.json");
    const args = ["play", "--game", "radetzky", "--players", "2", "--bots", "greedy"];
    const r = italia([
      ...args,
      "--bot-cmd",
      `${process.execPath} ${script}`,
      "--seed",
      "f1",
      "--record",
      record,
    ]);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(
      /seat 1 \(cmd:.*\), round 1: answer refused \(illegal\): .*not an action of this game.*; played instead: Place Patriot 1 in /,
    );
    expect(r.err).toMatch(/keeps failing: 3 answers in a row refused/);
    expect(r.err).toMatch(
      /seat 1 \(.*\): \d+ answers refused in all; fallback moves were played instead\./,
    );
    expect(JSON.parse(readFileSync(record, "utf8")).outcome).not.toBeNull();
  });

  it("escapes control characters of names read from a record", () => {
    const record = join(work, "evil.json");
    const args = [
      "play",
      "--game",
      "radetzky",
      "--seed",
      "e",
      "--seats",
      "human,human",
      "--record",
      record,
    ];
    expect(italia(args, "q\n").code).toBe(0);
    const json = JSON.parse(readFileSync(record, "utf8"));
    json.seats[0].name = "evil\x1b[2J\x07name";
    writeFileSync(record, JSON.stringify(json));
    const r = italia(["play", "--resume", record], "\nq\n");
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Pass the keyboard to seat 1 \(evil\\x1b\[2J\\x07name\)/);
    expect(r.out).not.toContain("\x1b");
    expect(r.out).not.toContain("\x07");
  });

  it("refuses bad options with a message naming the option, before any game", () => {
    const cases: [string[], RegExp][] = [
      [["--seats", "human,wizard"], /no Radetzky bot named "?wizard"? \(known: random, greedy/],
      [
        ["--players", "2", "--seats", "human,greedy,greedy"],
        /--players 2 but --seats names 3 seats/,
      ],
      [["--seats", "human", "--bots", "greedy"], /--seats and --bots cannot be used together/],
      [["--difficulty", "9"], /--difficulty: /],
      [["--difficulty", "x"], /--difficulty: /],
      [["--hand-info", "secret"], /--hand-info: /],
      [["--mode", "expert"], /--mode: /],
      [["--players", "3", "--bots", "greedy,greedy,greedy,greedy"], /4 bots do not fit in 3 seats/],
      [["--rounds", "3"], /--rounds is an option of Italia, not of Radetzky/],
      [
        ["--bot-cmd", "./no-such-bot.py"],
        /cannot start the bot program \.\/no-such-bot\.py: no such file/,
      ],
      [["--seats", "human,cmd:no-such-program-here"], /no program named no-such-program-here/],
      [["--seats", "human,greedy", "--bot-cmd", "x"], /--bot-cmd and --seats cannot be used/],
      [["--seats", "human,cmd:"], /a bot program seat names no program/],
      [["--bot-cmd", " "], /a bot program seat names no program/],
    ];
    for (const [args, message] of cases) {
      const r = italia(["play", "--game", "radetzky", ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err, args.join(" ")).toMatch(message);
    }
    const italiaOnly = italia(["play", "--mode", "advanced"]);
    expect(italiaOnly.code).toBe(2);
    expect(italiaOnly.err).toMatch(
      /--mode is an option of Radetzky \(--game radetzky\), not of Italia/,
    );
    const five = italia(["play", "--players", "5"]);
    expect(five.code).toBe(2);
    expect(five.err).toMatch(/Italia has 3 or 4 players \(R2\.1\), not 5/);
    const unknown = italia(["play", "--game", "chess"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/unknown game "chess" \(known: italia, radetzky\)/);
    const resumeSeed = italia(["play", "--resume", join(work, "whole.json"), "--seed", "x"]);
    expect(resumeSeed.code).toBe(2);
    expect(resumeSeed.err).toMatch(/--seed cannot be used with --resume/);
  });

  it("bad input at the prompt gets a clear message and the same decision again", () => {
    const r = italia(
      ["play", "--game", "radetzky", "--seed", "bad", "--record", join(work, "bad.json")],
      'zz\n99\n\x1b[31mred\n{"type":"conquer","seat":0}\nq\n',
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/"zz" is not a choice: type a number from 1 to \d+, or \? for help\./);
    expect(r.out).toMatch(/There is no choice 99: type a number from 1 to \d+/);
    // control characters typed are shown escaped, never sent to the terminal
    expect(r.out).not.toContain("\x1b[31m");
    // a JSON action that the rules refuse names the rule
    expect(r.out).toMatch(/Not allowed: .*\(RZ6\.7\)/);
    expect(r.out).toMatch(/Saved to .*bad\.json/);
  });

  it("hot-seat with hidden hands: a hand-over screen before each person's decisions (RZ24)", () => {
    const r = italia(
      [
        "play",
        "--game",
        "radetzky",
        "--seed",
        "hs",
        "--seats",
        "human,human,greedy",
        "--record",
        join(work, "hs.json"),
      ],
      "\n1\n\n1\nq\n",
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Pass the keyboard to seat \d \(player \d\), then press Enter/);
    const open = italia(
      [
        "play",
        "--game",
        "radetzky",
        "--seed",
        "hs",
        "--seats",
        "human,human,greedy",
        "--hand-info",
        "open",
        "--record",
        join(work, "hs-open.json"),
      ],
      "1\n1\nq\n",
    );
    expect(open.code).toBe(0);
    expect(open.out).not.toContain("Pass the keyboard");
  });

  it("--json: one JSON object a line, decisions with their numbered choices and actions", () => {
    const r = italia(
      ["play", "--game", "radetzky", "--seed", "j", "--json", "--record", join(work, "j.json")],
      "1\nzz\nq\n",
    );
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { type: string });
    expect(lines[0]).toMatchObject({ type: "start", game: "radetzky", config: { players: 3 } });
    const decision = lines.find((l) => l.type === "decision") as unknown as {
      seat: number;
      choices: { number: number; text: string; action: { type: string } }[];
    };
    expect(decision.seat).toBe(0);
    expect(decision.choices[0]).toMatchObject({
      number: 1,
      action: { type: "placePatriot", seat: 0 },
    });
    expect(lines.some((l) => l.type === "error")).toBe(true);
    expect(lines.at(-1)).toMatchObject({ type: "quit" });
  });

  it("colours the map on a terminal, and not with NO_COLOR (a game of bots only)", () => {
    const args = ["play", "--game", "radetzky", "--seed", "c", "--bots", "greedy,greedy,greedy"];
    const coloured = runItaliaInTerminal([...args, "--record", join(work, "c1.json")], {
      cwd: work,
    });
    expect(coloured.code).toBe(0);
    expect(coloured.screen).toMatch(/(The Patriots win|Austria wins) in round/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is looked for
    expect(coloured.screen).toMatch(/\x1b\[1;31mRz/);
    const plain = runItaliaInTerminal([...args, "--record", join(work, "c2.json")], {
      cwd: work,
      env: { NO_COLOR: "1" },
    });
    expect(plain.code).toBe(0);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what is looked for
    expect(plain.screen).not.toMatch(/\x1b\[/);
  });
});
