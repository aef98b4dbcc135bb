/**
 * Radetzky's JSON Schema files (`schemas/`), for bot programs of protocol version 2: generated
 * from the package's types and up to date, and every message a program receives in whole hosted
 * games — basic and advanced (RZ17), every hand-information setting (RZ24.3) — and every answer
 * it gives is valid against them.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { GameHost, gamePackage } from "@italia/bot-sdk";
import { ExternalBot } from "@italia/bot-sdk/node";
import Ajv2020 from "ajv/dist/2020.js";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script, without types.
import { generatedFiles, SCHEMAS } from "../scripts/schemas.mjs";
import { RADETZKY_BOTS } from "./bots/index.js";
import type { RadetzkyConfig } from "./config.js";
import { DATA } from "./data.js";
import { radetzky } from "./game.js";

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, "..");
const sdk = dirname(createRequire(import.meta.url).resolve("@italia/bot-sdk/package.json"));
const work = mkdtempSync(join(tmpdir(), "radetzky-schemas-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
for (const file of ["hello-v2", "decide-v2", "over-v2", "answer-v2"]) {
  ajv.addSchema(JSON.parse(readFileSync(join(sdk, `schemas/${file}.schema.json`), "utf8")));
}
const files = [...(SCHEMAS as { file: string }[]).map((s) => s.file), "decide", "answer"];
for (const file of files) {
  ajv.addSchema(JSON.parse(readFileSync(join(pkg, `schemas/${file}.schema.json`), "utf8")));
}
const validate = (id: string) => ajv.getSchema(id)!;

/** Fails with ajv's errors and a short prefix of the message. */
function expectValid(id: string, message: unknown): void {
  const check = validate(id);
  if (!check(message)) {
    expect.fail(
      `${id}: ${ajv.errorsText(check.errors)} in ${JSON.stringify(message).slice(0, 200)}`,
    );
  }
}

describe("Radetzky's JSON Schema files", () => {
  it("are generated from the package's types and up to date (run node scripts/schemas.mjs)", () => {
    const generated = generatedFiles() as Record<string, string>;
    expect(Object.keys(generated).length).toBe(files.length);
    for (const [path, text] of Object.entries(generated)) {
      expect(readFileSync(join(pkg, path), "utf8"), path).toBe(text);
    }
  });

  it("refuse what is not Radetzky's (RZ25.3: an unknown action, a card as a number)", () => {
    const action = "urn:italia:radetzky:schema:action";
    expect(validate(action)({ type: "endTurn", seat: 0 })).toBe(true);
    expect(validate(action)({ type: "fly", seat: 0 })).toBe(false);
    expect(validate(action)({ type: "playCard", seat: 0, card: 17 })).toBe(false);
    const answer = "urn:italia:radetzky:schema:answer";
    expect(validate(answer)({ id: 1, action: null })).toBe(true);
    expect(validate(answer)({ id: 1, action: { type: "attack", seat: 0 } })).toBe(false);
  });

  it("hold every message of whole hosted games and every answer (RZ17 basic and advanced, RZ24.3 hand information)", async () => {
    const script = join(work, "recorder.mjs");
    writeFileSync(
      script,
      [
        'import { appendFileSync } from "node:fs";',
        'import { createInterface } from "node:readline";',
        "const log = process.argv[2];",
        "for await (const line of createInterface({ input: process.stdin })) {",
        "  appendFileSync(log, JSON.stringify({ in: line }) + '\\n');",
        "  const m = JSON.parse(line);",
        '  if (m.type === "over") break;',
        '  if (m.type !== "decide") continue;',
        "  const out = JSON.stringify({ id: m.id, action: m.legal[(m.id * 7919) % m.legal.length] });",
        "  appendFileSync(log, JSON.stringify({ out }) + '\\n');",
        "  process.stdout.write(out + '\\n');",
        "}",
      ].join("\n"),
    );
    const RADETZKY = gamePackage(radetzky, { data: DATA, bots: RADETZKY_BOTS });
    const games: RadetzkyConfig[] = [
      { players: 3, mode: "basic", difficulty: 0, handInfo: "iconCount" },
      { players: 2, mode: "advanced", difficulty: 1, handInfo: "closed" },
      { players: 1, mode: "advanced", difficulty: -1, handInfo: "open" },
    ];
    let decides = 0;
    for (const [i, config] of games.entries()) {
      const log = join(work, `game-${i}.jsonl`);
      const program = new ExternalBot({
        command: [process.execPath, script, log],
        game: RADETZKY,
        startupMs: 60_000,
      });
      const others = Array.from({ length: config.players - 1 }, () => RADETZKY.bots.greedy!());
      const host = GameHost.play(RADETZKY, config, `schemas ${i}`, [program, ...others], {
        timeControl: { decisionMs: 60_000 },
      });
      await host.runBots({ maxActions: 20_000 });
      await host.end();
      expect(host.strikes).toEqual([]);
      const entries = readFileSync(log, "utf8")
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => JSON.parse(l) as { in?: string; out?: string });
      for (const e of entries) {
        if (e.out !== undefined) {
          expectValid("urn:italia:radetzky:schema:answer", JSON.parse(e.out));
          continue;
        }
        const m = JSON.parse(e.in!) as { type: string; config?: unknown };
        if (m.type === "hello") {
          expectValid("urn:italia:bot-sdk:schema:hello-v2", m);
          expectValid("urn:italia:radetzky:schema:config", m.config);
        } else if (m.type === "decide") {
          expectValid("urn:italia:radetzky:schema:decide", m);
          decides++;
        } else {
          expectValid("urn:italia:bot-sdk:schema:over-v2", m);
          expectValid("urn:italia:radetzky:schema:view", (m as { view?: unknown }).view);
        }
      }
    }
    expect(decides).toBeGreaterThan(30);
  }, 180_000);
});
