/**
 * `italia play` driven through the real binary with stdin piped in.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runItalia, startItalia } from "./testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-play-"));

const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });

/** Answers that always make progress: choice 1, then Enter for "the most" when a number is asked. */
const firstChoiceForever = "1\n\n".repeat(4000);

describe("italia play", () => {
  it("plays a whole game fed from stdin against 3 bots and writes the record", () => {
    const record = join(work, "full.json");
    const r = italia(
      [
        "play",
        "--seed",
        "p1",
        "--bots",
        "random,random,random",
        "--rounds",
        "2",
        "--record",
        record,
      ],
      firstChoiceForever,
    );
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/New game, seed p1: seat 0 you, seat 1 random/);
    expect(r.out).toMatch(/Obiettivo: /);
    expect(r.out).toMatch(/Setup — ● 0 you: place \d more arm/);
    expect(r.out).toMatch(/^ +1\. Place armies on /m);
    expect(r.out).toMatch(/Game over in round \d+: (sdadata|conquista|tre-colpi|ultimo-rimasto)/);
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved.format).toBe("italia-record/1");
    expect(saved.result).not.toBeNull();
    expect(italia(["replay", record]).code).toBe(0);
  });

  it("shows the dice of the human's attacks as they fall", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "dice",
        "--bots",
        "random,random,random",
        "--rounds",
        "2",
        "--record",
        join(work, "dice.json"),
      ],
      firstChoiceForever,
    );
    expect(r.out).toMatch(/● 0 attacks .+: \[[1-6 ]+\] vs \[[1-6 ]+\]/);
  });

  it("refuses mistyped input clearly and keeps asking", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "typo",
        "--bots",
        "greedy,greedy,greedy",
        "--record",
        join(work, "typo.json"),
      ],
      "hello\n99\nq\n",
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('"hello" is not a choice: type a number from 1 to');
    expect(r.out).toMatch(/There is no choice 99: choose from 1 to \d+\./);
  });

  it("refuses a number of armies out of the allowed range and asks again", () => {
    const record = join(work, "range.json");
    const r = italia(
      ["play", "--seed", "range", "--bots", "greedy,greedy,greedy", "--record", record],
      "1 99\n1 0\n1\n9\n2\nq\n",
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain("Place armies on Umbria (1 now) — 1–3");
    expect(r.out).toContain("99 armies is out of range: choose from 1 to 3.");
    expect(r.out).toContain("0 armies is out of range: choose from 1 to 3.");
    expect(r.out).toContain("9 armies is out of range: choose from 1 to 3.");
    // "9" at the question asks the question again; "2" then places 2.
    expect(r.out.match(/How many armies\? \(1–3, Enter = 3\)/g)).toHaveLength(2);
    const mine = JSON.parse(readFileSync(record, "utf8")).steps.filter(
      (s: { action: { seat: number } }) => s.action.seat === 0,
    );
    expect(mine.map((s: { action: unknown }) => s.action)).toEqual([
      { type: "place", seat: 0, region: "umbria", count: 2 },
    ]);
  });

  it("saves on quit and resumes where the game stopped", () => {
    const record = join(work, "saved.json");
    const first = italia(
      ["play", "--seed", "resume", "--bots", "greedy,greedy,greedy", "--record", record],
      "1\n1\nq\n",
    );
    expect(first.out).toContain(`Saved to ${record}`);
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved.result ?? null).toBeNull();
    const steps = saved.steps.length;
    expect(steps).toBeGreaterThan(0);
    const second = italia(["play", "--resume", record], "1\n1\nq\n");
    expect(second.code).toBe(0);
    expect(second.out).toMatch(
      new RegExp(
        `Resuming ${record.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: round \\d+, ${steps} steps played`,
      ),
    );
    expect(JSON.parse(readFileSync(record, "utf8")).steps.length).toBeGreaterThan(steps);
  });

  it("resuming a finished game prints its result and leaves the file as it is", () => {
    const record = join(work, "finished.json");
    expect(runItalia(["simulate", "--seed", "done", "--record", record]).code).toBe(0);
    const compact = `${JSON.stringify(JSON.parse(readFileSync(record, "utf8")))}\n`;
    writeFileSync(record, compact);
    const r = italia(["play", "--resume", record], "1\nq\n");
    expect(r.code).toBe(0);
    expect(r.out).toContain(`${record} holds a finished game.`);
    expect(r.out).toMatch(/Game over in round \d+: /);
    expect(r.out).not.toMatch(/Saved to|Input ended|> /);
    expect(readFileSync(record, "utf8")).toBe(compact);
  });

  it.each([
    ["--seed", "3"],
    ["--players", "4"],
    ["--bots", "random,random,random"],
    ["--bot-cmd", "true"],
    ["--rounds", "25"],
  ])("refuses %s together with --resume: the saved game has its own (exit 2)", (flag, value) => {
    const record = join(work, "resume-conflict.json");
    if (!existsSync(record))
      italia(["play", "--seed", "rc", "--bots", "greedy,greedy,greedy", "--record", record], "q\n");
    const before = readFileSync(record, "utf8");
    const r = italia(["play", "--resume", record, flag, value], "1\nq\n");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `italia play: ${flag} cannot be used with --resume: a saved game keeps its own seats, seed and round limit.\n`,
    );
    expect(r.out).toBe("");
    expect(readFileSync(record, "utf8")).toBe(before);
  });

  it("saves the game when the input ends", () => {
    const record = join(work, "eof.json");
    const r = italia(["play", "--seed", "eof", "--record", record], "1\n");
    expect(r.code).toBe(0);
    expect(r.out).toContain("Input ended; the game is saved to");
    expect(existsSync(record)).toBe(true);
  });

  it("hands over between two people at the same keyboard", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "hot",
        "--players",
        "3",
        "--bots",
        "greedy",
        "--rounds",
        "1",
        "--record",
        join(work, "hot.json"),
      ],
      "\n1\n1\n\n1\n1\nq\n",
    );
    expect(r.out).toMatch(/Pass the keyboard to [●■▲] \d player \d, then press Enter\./);
  });

  it("after a hand-over, recaps the public moves since that person's last turn", () => {
    const r = italia(
      [
        "play",
        "--seed",
        "hs",
        "--players",
        "4",
        "--bots",
        "greedy,greedy",
        "--rounds",
        "2",
        "--record",
        join(work, "recap.json"),
      ],
      "1\n\n".repeat(150),
    );
    expect(r.code).toBe(0);
    // Each hand-over: the line, Enter, then a recap (if anything happened), then the board.
    const handOvers = r.out
      .split(/Pass the keyboard to /)
      .slice(1)
      .map((part) => {
        const [who = "", rest = ""] = part.split(", then press Enter.\n");
        return { who, shown: rest.slice(0, rest.indexOf("\nNord-Ovest (+2)")) };
      });
    expect(handOvers.length).toBeGreaterThan(6);
    // Player 1 (seat 0) gets the game back after player 2 and both bots placed.
    const back = handOvers.filter((h) => h.who === "● 0 player 1")[1]!;
    expect(back.shown).toContain("Since your last turn:");
    expect(back.shown).toMatch(/^ {2}■ 1 places \d on /m);
    expect(back.shown).toMatch(/^ {2}▲ 2 places \d on /m);
    expect(back.shown).toMatch(/^ {2}◆ 3 places \d on /m);
    expect(back.shown).not.toMatch(/^ {2}● 0 /m);
    // Attacks and their dice reach the recap once the rounds begin.
    expect(handOvers.some((h) => /attacks .+: \[[1-6 ]+\] vs \[[1-6 ]+\]/.test(h.shown))).toBe(
      true,
    );
    for (const h of handOvers) {
      // Only public event lines: never the other person's objective, hand or bonus objectives.
      for (const line of h.shown.split("\n").filter((l) => l.trim() !== "")) {
        expect(line).toMatch(/^(Since your last turn:|Before your first turn:| {2}.+)$/);
        expect(line).not.toMatch(
          /Obiettivo|Hand \(|Bonus objectives|draws|\((Pizza|Mandolino|Vespa)\)/,
        );
      }
    }
  });

  it("recaps a resumed hot-seat game from the record: since each person's last move", () => {
    const record = join(work, "recap-resume.json");
    const args = ["play", "--seed", "hs", "--players", "4", "--bots", "greedy,greedy"];
    expect(italia([...args, "--record", record], "1\n\n".repeat(12)).code).toBe(0);
    const resumed = italia(["play", "--resume", record], "1\n\n".repeat(3));
    expect(resumed.code).toBe(0);
    const recap = resumed.out.slice(resumed.out.indexOf("then press Enter.\n"));
    expect(recap).toMatch(/^then press Enter\.\nSince your last turn:\n {2}[■▲◆] \d places/);
  });

  it("saves and quits on q at the hand-over line", () => {
    const record = join(work, "hot-quit.json");
    const r = italia(
      ["play", "--seed", "hot", "--players", "3", "--bots", "greedy", "--record", record],
      "q\n1\n1\n",
    );
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/then press Enter\.\nSaved to /);
    expect(r.out).not.toContain("Obiettivo");
    const saved = JSON.parse(readFileSync(record, "utf8"));
    expect(saved.steps.every((s: { action: { seat: number } }) => s.action.seat === 2)).toBe(true);
  });

  it("exits 2 with a clear message for a bad resume file or an unknown bot", () => {
    expect(italia(["play", "--resume", join(work, "none.json")]).err).toMatch(/cannot be read/);
    const r = italia(["play", "--bots", "nobody,greedy,greedy"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no bot named "nobody"/);
  });
});

describe("italia play: where the record goes", () => {
  it("refuses a record path it cannot write before the game starts: exit 2, one line", () => {
    const r = italia(
      ["play", "--seed", "nowhere", "--record", "/nonexistent/dir/x.json"],
      "1\n1\nq\n",
    );
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^italia play: cannot write the game record to \/nonexistent\/dir\/x\.json: .*\/nonexistent\/dir.*\n$/,
    );
    expect(r.out).not.toContain("Obiettivo");
  });

  it("makes a file name of any seed", () => {
    const r = italia(["play", "--seed", "a/b c", "--bots", "greedy,greedy,greedy"], "q\n");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("italia-a-b-c.json");
    expect(existsSync(join(work, "italia-a-b-c.json"))).toBe(true);
  });

  it("never overwrites an earlier game under the default name: it takes the next free name", () => {
    const folder = mkdtempSync(join(tmpdir(), "italia-names-"));
    const play = () =>
      runItalia(["play", "--seed", "7", "--bots", "greedy,greedy,greedy"], {
        input: "1\n1\nq\n",
        cwd: folder,
      });
    expect(play().code).toBe(0);
    const first = readFileSync(join(folder, "italia-7.json"), "utf8");
    const second = play();
    expect(second.code).toBe(0);
    expect(second.out).toContain(
      "italia-7.json already exists; this game is written to italia-7-2.json",
    );
    expect(existsSync(join(folder, "italia-7-2.json"))).toBe(true);
    expect(play().out).toContain("this game is written to italia-7-3.json");
    expect(readFileSync(join(folder, "italia-7.json"), "utf8")).toBe(first);
  });

  it("refuses to overwrite an existing --record file unless --force", () => {
    const record = join(work, "taken.json");
    writeFileSync(record, "my precious game\n");
    const r = italia(["play", "--seed", "taken", "--record", record], "1\nq\n");
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${record} already exists`);
    expect(r.err).toContain(`--resume ${record}`);
    expect(r.err).toContain("--force");
    expect(readFileSync(record, "utf8")).toBe("my precious game\n");
    const forced = italia(["play", "--seed", "taken", "--record", record, "--force"], "1\nq\n");
    expect(forced.code).toBe(0);
    expect(JSON.parse(readFileSync(record, "utf8")).format).toBe("italia-record/1");
  });

  it("saves after every move and on Ctrl-C (SIGINT) says where, exits 130, and the game resumes", async () => {
    const folder = mkdtempSync(join(tmpdir(), "italia-sigint-"));
    const record = join(folder, "interrupted.json");
    const game = startItalia(
      ["play", "--seed", "sigint", "--bots", "greedy,greedy,greedy", "--record", record],
      { cwd: folder },
    );
    await game.waitFor(/> $/);
    const stepsSaved: number[] = [];
    for (let move = 0; move < 3; move++) {
      let from = game.out().length;
      game.type("1\n");
      await game.waitFor(/(> |Enter = \d+\)\n)$/, from);
      if (/Enter = \d+\)\n$/.test(game.out())) {
        from = game.out().length;
        game.type("\n");
        await game.waitFor(/> $/, from);
      }
      stepsSaved.push(JSON.parse(readFileSync(record, "utf8")).steps.length);
    }
    expect(stepsSaved[1]).toBeGreaterThan(stepsSaved[0]!);
    expect(stepsSaved[2]).toBeGreaterThan(stepsSaved[1]!);
    game.signal("SIGINT");
    const end = await game.exited;
    expect(end.code).toBe(130);
    expect(end.out).toContain(`the game is saved to ${record}`);
    expect(end.out).toContain(`italia play --resume ${record}`);
    expect(readdirSync(folder)).toEqual(["interrupted.json"]);
    const steps = JSON.parse(readFileSync(record, "utf8")).steps.length;
    expect(steps).toBe(stepsSaved[2]);
    const resumed = italia(["play", "--resume", record], "q\n");
    expect(resumed.code).toBe(0);
    expect(resumed.out).toMatch(new RegExp(`round \\d+, ${steps} steps played`));
  });
});

describe("italia play: bots that fail", () => {
  it("refuses a bot program that cannot be started, before the game: exit 2, one line", () => {
    const r = italia(["play", "--bot-cmd", "/nonexistent/prog"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^italia play: cannot start the bot program \/nonexistent\/prog: .+\n$/);
    expect(r.out).toBe("");
  });

  it("prints every refused answer with the fallback played, and says when a bot keeps failing", () => {
    // `false` starts and exits at once: every answer is missing.
    const r = italia([
      "play",
      "--seed",
      "strikes",
      "--bot-cmd",
      "false",
      "--bots",
      "greedy,greedy,greedy",
      "--rounds",
      "1",
      "--record",
      join(work, "strikes.json"),
    ]);
    expect(r.code).toBe(0);
    const strikes = r.err.split("\n").filter((l) => l.startsWith("italia play: seat 0 (false)"));
    expect(strikes[0]).toMatch(
      /^italia play: seat 0 \(false\), (setup|round \d+): answer refused \(error\): .*ended without answering.*; played instead: .+$/,
    );
    expect(r.err).toMatch(/seat 0 \(false\) keeps failing: \d+ answers in a row refused/);
    expect(r.err).toMatch(/seat 0 \(false\): \d+ answers refused in all/);
    // After it was declared failing, its strikes are counted, not printed one by one.
    expect(strikes.length).toBeLessThan(10);
  });
});
