/**
 * #8.8, #8.5: every file the CLI opens is checked before it is read (a regular file, at most
 * 16 MiB) and before it is parsed (at most 64 levels deep); `replay --json` always prints JSON and
 * `verify` keeps the results of the files before a bad one.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

const here = dirname(fileURLToPath(import.meta.url));
const vectors = resolve(here, "../../../packages/engine/vectors");
const work = mkdtempSync(join(tmpdir(), "italia-input-files-"));
const italia = (args: string[]) => runItalia(args, { cwd: work });
const sources = [resolve(here), resolve(here, "../../../packages/bot-sdk/src")];
const italiaBots = resolve(here, "../../../packages/bot-sdk/bin/italia-bots.js");

const fifo = join(work, "fifo.json");
execFileSync("mkfifo", [fifo]);
const big = join(work, "big.json");
writeFileSync(big, "");
truncateSync(big, 16 * 1024 * 1024 + 1);
const deep = join(work, "deep.json");
writeFileSync(
  deep,
  `{"format":"italia-record/2","result":${"[".repeat(20_000)}${"]".repeat(20_000)}}`,
);

describe("italia replay refuses files it must not read (#8.8)", () => {
  it.each([
    ["a FIFO", fifo, /FIFO/],
    ["/dev/zero", "/dev/zero", /a device, not a regular file/],
    ["a folder", work, /a folder/],
    ["a file over 16 MiB", big, /larger than the limit of 16\.0 MiB/],
    ["a record nested 20,000 levels deep", deep, /nested more than 64 levels/],
  ])("%s: exit 2 with a clear message, at once", (_what, file, message) => {
    // "At once": each message names the check that refused the file before reading it (a FIFO
    // that was read would hang for good); no wall-clock limit, which a loaded machine could miss.
    const r = italia(["replay", file]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split("\n").length).toBe(2);
    const j = italia(["replay", file, "--json"]);
    expect(j.code).toBe(2);
    expect(JSON.parse(j.out)).toMatchObject({ ok: false, step: null });
    expect(JSON.parse(j.out).problem).toMatch(message);
  });
});

describe("italia verify and play --resume use the same checks (#8.8, #8.5)", () => {
  it("verify keeps earlier files' results when a later file is bad", () => {
    const r = italia(["verify", join(vectors, "R01-board.json"), deep, fifo, "/dev/zero"]);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/^PASS /m);
    expect(r.out).toMatch(/ERROR .*deep\.json: nested more than 64 levels/);
    expect(r.out).toMatch(/ERROR .*fifo\.json: a FIFO/);
    expect(r.out).toMatch(/ERROR \/dev\/zero: a device/);
    expect(r.out).toMatch(/^\d+ passed, 0 failed$/m);
    expect(r.out).not.toMatch(/^0 passed/m);
  });

  it("play --resume refuses a FIFO and a deep record", () => {
    const f = italia(["play", "--resume", fifo]);
    expect(f.code).toBe(2);
    expect(f.err).toMatch(/FIFO/);
    const d = italia(["play", "--resume", deep]);
    expect(d.code).toBe(2);
    expect(d.err).toMatch(/nested more than 64 levels/);
  });
});

/**
 * #27.5: every file the programs read goes through one bounded reader (`readInputFile` in the
 * bot SDK's `input-file.ts`, which `readJsonFile` uses): a regular file only, opened without
 * blocking, at most a bound read.
 */
describe("every file read goes through the bounded reader (#27.5)", () => {
  /** Source files that may call a read function themselves, and why. */
  const allowed: Record<string, string> = {
    "packages/bot-sdk/src/input-file.ts": "the bounded reader itself",
  };
  /** Every non-test source file under `dir`. */
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts") && !/\.test(-d)?\.ts$/.test(f))
      .filter((f) => !f.split("/").includes("testing"))
      .map((f) => join(dir, f));
  }
  it("no source of apps/cli or packages/bot-sdk calls a read function but the reader", () => {
    const reads = /\b(readFileSync|readFile|createReadStream|openSync|readSync|fs\/promises)\b/;
    const offenders: string[] = [];
    let checked = 0;
    for (const dir of sources) {
      for (const file of sourceFiles(dir)) {
        checked++;
        const short = file.slice(resolve(here, "../../..").length + 1);
        if (Object.keys(allowed).some((a) => file.endsWith(a))) continue;
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, i) => {
            if (reads.test(line) && !/^\s*(\/\/|\*)/.test(line))
              offenders.push(`${short}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  const refused: [string, string, RegExp][] = [
    ["a FIFO", fifo, /FIFO/],
    ["/dev/zero", "/dev/zero", /a device, not a regular file/],
  ];

  it.each(refused)(
    "italia bot --credential-file refuses %s: exit 2, one clear line, at once",
    (_what, file, message) => {
      // The bound only guards against a hang: the message names the check that refused the file.
      const r = runItalia(
        [
          "bot",
          "--server",
          "http://127.0.0.1:9",
          "--room",
          "abc",
          "--bot",
          "greedy",
          "--credential-file",
          file,
        ],
        { cwd: work, timeoutMs: 60_000 },
      );
      expect(r.code).toBe(2);
      expect(r.err).toMatch(/^italia bot: cannot use the credential file /);
      expect(r.err).toMatch(message);
      expect(r.err.split("\n").length).toBe(2);
    },
  );

  it.each(refused)(
    "italia-bots decide --position refuses %s: exit 2, one clear line, at once",
    (_what, file, message) => {
      const r = spawnSync(
        process.execPath,
        [italiaBots, "decide", "--position", file, "--cmd", "python3 x.py"],
        {
          encoding: "utf8",
          cwd: work,
          timeout: 60_000,
        },
      );
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^italia-bots: cannot read /);
      expect(r.stderr).toMatch(message);
    },
  );
});
