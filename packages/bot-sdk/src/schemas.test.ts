import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { BOARD_DATA, legalMoves, newGame, viewFor } from "@italia/engine";
import Ajv2020 from "ajv/dist/2020.js";
import { createGenerator } from "ts-json-schema-generator";
import { beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script, without types.
import { generatedFiles, SCHEMAS } from "../scripts/schemas.mjs";
import { ExternalBot } from "./external.js";
import { playGame } from "./italia/play-game.js";
import { helloMessage } from "./protocol.js";

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, "..");
const recorder = resolve(here, "testing/recorder-bot.mjs");

/** The schemas as shipped, by file name (`view`, `decide`, …). */
const shipped: Record<string, object> = Object.fromEntries(
  (SCHEMAS as { file: string }[]).map(({ file }) => [
    file,
    JSON.parse(readFileSync(join(pkg, `schemas/${file}.schema.json`), "utf8")),
  ]),
);

const ajv = new Ajv2020({ strict: true, allErrors: true });
for (const schema of Object.values(shipped)) ajv.addSchema(schema);
const validator = (file: string) => ajv.getSchema(`urn:italia:bot-sdk:schema:${file}`)!;

/** Fails with ajv's errors and a short prefix of the message. */
function expectValid(file: string, message: unknown): void {
  const validate = validator(file);
  if (!validate(message)) {
    const text = JSON.stringify(message).slice(0, 200);
    expect.fail(`${file}: ${ajv.errorsText(validate.errors)} in ${text}`);
  }
}

describe("the JSON Schema files", () => {
  it("and docs/protocol.md are generated from the TypeScript types and up to date (a field added to a type but not to the schemas fails here)", () => {
    const files = generatedFiles() as Record<string, string>;
    expect(Object.keys(files)).toContain("../../docs/protocol.md");
    expect(Object.keys(files).length).toBe(SCHEMAS.length + 1);
    for (const [path, text] of Object.entries(files)) {
      expect(readFileSync(join(pkg, path), "utf8"), `${path}: run node scripts/schemas.mjs`).toBe(
        text,
      );
    }
  });

  it("describe every field of every object", () => {
    const undescribed: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        for (const n of node) visit(n, where);
        return;
      }
      if (typeof node !== "object" || node === null) return;
      const props = (node as { properties?: Record<string, { description?: string }> }).properties;
      for (const [key, value] of Object.entries(props ?? {})) {
        if (!value.description) undescribed.push(`${where}.${key}`);
      }
      for (const [key, value] of Object.entries(node))
        visit(value, key === "$defs" ? "" : where || key);
    };
    for (const [file, schema] of Object.entries(shipped)) {
      for (const [name, def] of Object.entries((schema as { $defs: object }).$defs)) {
        visit(def, `${file}:${name}`.replace(/^[^:]+:/, ""));
      }
    }
    expect(undescribed).toEqual([]);
    const view = shipped.view as { $defs: Record<string, { properties: Record<string, object> }> };
    for (const field of ["batchLeft", "turn", "occupy"]) {
      expect(view.$defs.PlayerView!.properties[field]).toHaveProperty("description");
    }
  });

  it("take every field's description from the TSDoc of the engine's own types (one source of truth)", () => {
    // The engine's wire types, read straight from its sources: each field says what it is beside
    // its type, so the schemas, the API docs and an editor's hover show the same words.
    const generator = createGenerator({
      path: join(pkg, "../engine/src/index.ts"),
      tsconfig: join(pkg, "../engine/tsconfig.json"),
      type: "*",
      expose: "export",
      jsDoc: "extended",
      skipTypeCheck: true,
    });
    const regionOrBonus = new Set<string>([
      ...BOARD_DATA.regions.map((r) => r.id),
      ...BOARD_DATA.bonusObjectives.map((b) => b.id),
    ]);
    const undescribed = new Set<string>();
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node)) {
        for (const n of node) visit(n, where);
        return;
      }
      if (typeof node !== "object" || node === null) return;
      const props = (node as { properties?: Record<string, { description?: string }> }).properties;
      for (const [key, value] of Object.entries(props ?? {})) {
        // A `type` tag, a region key and a bonus-objective key are described by rule.
        if (key === "type" || regionOrBonus.has(key) || value.description) continue;
        undescribed.add(`${where}.${key}`);
      }
      for (const value of Object.values(node)) visit(value, where);
    };
    for (const type of ["PlayerView", "Action", "LegalMove", "GameEvent"]) {
      const { definitions } = generator.createSchema(type) as { definitions: object };
      for (const [name, def] of Object.entries(definitions)) visit(def, name);
    }
    expect([...undescribed].sort()).toEqual([]);
  });

  it("mark clockExpired as the host's action, which no answer may carry (R11.4)", () => {
    const action = shipped.action as { $defs: Record<string, { description: string }> };
    expect(action.$defs.ClockExpiredAction!.description).toMatch(/Host-only/);
    expectValid("action", { type: "clockExpired" });
    expect(validator("answer")({ id: 1, action: { type: "clockExpired" } })).toBe(false);
  });
});

describe("real messages against the schemas", () => {
  const lines: { in?: string; out?: string }[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "italia-schemas-"));
    for (const seed of ["schemas-1", "schemas-2", "schemas-3"]) {
      const log = join(dir, `${seed}.jsonl`);
      const bots = [0, 1, 2, 3].map(
        (seat) => new ExternalBot({ command: ["node", recorder, `${log}.${seat}`] }),
      );
      const record = await playGame(bots, {
        seed,
        limit: { rounds: 3 },
        timeControl: { decisionMs: 10_000 },
      });
      expect(record.seats.map((s) => s.strikes)).toEqual([0, 0, 0, 0]);
      for (const seat of [0, 1, 2, 3]) {
        const text = readFileSync(`${log}.${seat}`, "utf8");
        for (const line of text.split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      }
    }
  }, 120_000);

  it("every message a program receives in three whole games is valid", () => {
    const received = lines.filter((l) => l.in !== undefined).map((l) => JSON.parse(l.in!));
    const kinds = new Set(received.map((m) => m.type));
    expect([...kinds].sort()).toEqual(["decide", "hello", "over"]);
    const events = new Set<string>();
    for (const message of received) {
      expectValid("host-message", message);
      expectValid(message.type, message);
      if (message.type === "over") expectValid("view", message.view);
      if (message.type !== "decide") continue;
      expectValid("view", message.view);
      for (const move of message.legal) expectValid("legal-move", move);
      for (const event of message.events) {
        expectValid("event", event);
        events.add(event.type);
      }
    }
    // The games reach the kinds of events a bot meets most.
    for (const kind of ["armiesPlaced", "diceRolled", "regionConquered", "turnStarted"]) {
      expect(events).toContain(kind);
    }
  });

  it("every answer the program wrote is valid, and wrong answers are not", () => {
    const answers = lines.filter((l) => l.out !== undefined).map((l) => JSON.parse(l.out!));
    expect(answers.length).toBeGreaterThan(100);
    for (const answer of answers) {
      expectValid("answer", answer);
      expectValid("action", answer.action);
    }
    const answer = validator("answer");
    expect(answer({ action: { type: "endTurn", seat: 1 } })).toBe(true);
    expect(answer({ action: { type: "endTurn", seat: 1, extra: 1 } })).toBe(false);
    expect(answer({ action: { type: "attack", seat: 1, from: "lazio", to: "umbria" } })).toBe(
      false,
    );
    expect(answer({ action: { type: "place", seat: 1, region: "atlantis", count: 1 } })).toBe(
      false,
    );
  });

  it("a spectator's view, a 3-seat game and a timed game's hello (R11.4) are valid too", () => {
    const state = newGame({ players: 3, seed: "schemas" });
    expectValid("view", viewFor(state, null));
    for (const move of legalMoves(state)) expectValid("legal-move", move);
    const settings = {
      seed: "ab12",
      decisionMs: 1000,
      bankMs: 0,
      startupMs: 10_000,
      limit: { minutes: 30 },
      turnActions: 500,
    };
    expectValid("hello", JSON.parse(JSON.stringify(helloMessage(2, 3, "x", BOARD_DATA, settings))));
    expect(
      validator("hello")({ ...helloMessage(2, 3, "x", BOARD_DATA, settings), limit: {} }),
    ).toBe(false);
  });
});
