/**
 * `italia play` and its game record, driven through the real binary: where the record goes, that
 * nothing is overwritten, that it is saved as the game goes and on Ctrl-C.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runItalia, startItalia } from "../testing/run-italia.js";

const work = mkdtempSync(join(tmpdir(), "italia-record-file-"));

const italia = (args: string[], input = "") => runItalia(args, { input, cwd: work });

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
    expect(r.out).toBe("");
  });

  it("names the default record without the seed (#27)", () => {
    const folder = mkdtempSync(join(tmpdir(), "italia-names-"));
    const r = runItalia(["play", "--seed", "a/b c", "--bots", "greedy,greedy,greedy"], {
      input: "q\n",
      cwd: folder,
    });
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toContain("italia-game.json");
    expect(readdirSync(folder)).toEqual(["italia-game.json"]);
  });

  it("never overwrites an earlier game under the default name: it takes the next free name", () => {
    const folder = mkdtempSync(join(tmpdir(), "italia-names-"));
    const play = () =>
      runItalia(["play", "--seed", "7", "--bots", "greedy,greedy,greedy"], {
        input: "1\n1\nq\n",
        cwd: folder,
      });
    expect(play().code).toBe(0);
    const first = readFileSync(join(folder, "italia-game.json"), "utf8");
    const second = play();
    expect(second.code).toBe(0);
    expect(second.out).toContain(
      "italia-game.json already exists; this game is written to italia-game-2.json",
    );
    expect(existsSync(join(folder, "italia-game-2.json"))).toBe(true);
    expect(play().out).toContain("this game is written to italia-game-3.json");
    expect(readFileSync(join(folder, "italia-game.json"), "utf8")).toBe(first);
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
    expect(JSON.parse(readFileSync(record, "utf8")).format).toBe("game-record/1");
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

  it("Ctrl-C also stops a game while built-in bots are playing, and saves it", async () => {
    const folder = mkdtempSync(join(tmpdir(), "italia-sigint-bots-"));
    const record = join(folder, "bots.json");
    // Bots only, thinking up to 2 s a move: no person's prompt would ever come to notice Ctrl-C.
    const slow = "strong:iterations=100000";
    const game = startItalia(
      [
        "play",
        "--seed",
        "busy",
        "--players",
        "3",
        "--rounds",
        "1",
        "--bots",
        `${slow},${slow},${slow}`,
        "--record",
        record,
      ],
      { cwd: folder },
    );
    await game.waitFor(/places \d on .+\n$/);
    game.signal("SIGINT");
    const end = await game.exited;
    expect(end.code).toBe(130);
    expect(end.out).toContain(`the game is saved to ${record}`);
    expect(JSON.parse(readFileSync(record, "utf8")).format).toBe("game-record/1");
  });
});
