#!/usr/bin/env node
/**
 * Writes the JSON Schema files (draft 2020-12) of the wire formats in `schemas/`, generated from
 * the TypeScript types with ts-json-schema-generator, and the protocol reference
 * `docs/protocol.md` rendered from them. `node scripts/schemas.mjs` writes them;
 * `--check` only compares and exits 1 when a file is out of date. The test
 * `src/schemas.test.ts` runs the same comparison.
 *
 * Descriptions come from the types' TSDoc only — the engine's types for views, actions, legal
 * moves and events, this package's for the messages — so each field is described in one place,
 * beside its type. A field without TSDoc is an error, except where a rule describes it: a `type`
 * tag, a region key or a bonus-objective key.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BONUS_OBJECTIVES, REGIONS } from "@italia/engine";
import { createGenerator } from "ts-json-schema-generator";
import { renderProtocol } from "./protocol-doc.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Each schema file: its name, the TypeScript type, and what it is for. */
export const SCHEMAS = [
  { file: "hello", type: "HelloMessage", title: "hello (host → bot)" },
  { file: "decide", type: "DecideMessage", title: "decide (host → bot)" },
  { file: "over", type: "OverMessage", title: "over (host → bot)" },
  { file: "answer", type: "AnswerMessage", title: "answer (bot → host)" },
  { file: "host-message", type: "HostMessage", title: "Any message from the host" },
  { file: "view", type: "PlayerView", title: "PlayerView" },
  { file: "action", type: "Action", title: "Action" },
  { file: "legal-move", type: "LegalMove", title: "LegalMove" },
  { file: "event", type: "GameEvent", title: "GameEvent" },
  { file: "hello-v2", type: "HelloMessageV2", title: "hello, protocol version 2 (host → bot)" },
  { file: "decide-v2", type: "DecideMessageV2", title: "decide, protocol version 2 (host → bot)" },
  { file: "over-v2", type: "OverMessageV2", title: "over, protocol version 2 (host → bot)" },
  { file: "answer-v2", type: "AnswerMessageV2", title: "answer, protocol version 2 (bot → host)" },
  {
    file: "host-message-v2",
    type: "HostMessageV2",
    title: "Any message from the host, protocol version 2",
  },
];

/** The URI a schema file is known by (its `$id`). */
export const schemaId = (file) => `urn:italia:bot-sdk:schema:${file}`;

const DRAFT = "https://json-schema.org/draft/2020-12/schema";

/**
 * The board data of the hello message. Its TypeScript type is the literal data (`typeof
 * BOARD_DATA`); the schema gives its shape instead, with region ids checked, so it stays readable.
 */
function boardSchema(regionIds) {
  const regionId = { type: "string", enum: [...regionIds] };
  const id = (what) => ({ type: "string", description: `The ${what}'s id.` });
  const name = (what) => ({ type: "string", description: `The ${what}'s display name.` });
  const regions = (text) => ({ type: "array", items: regionId, description: text });
  const object = (description, properties, optional = []) => ({
    type: "object",
    description,
    properties,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    additionalProperties: false,
  });
  const count = (description) => ({ type: "integer", minimum: 0, description });
  return object("The board (R1): the same data the engine uses, so a bot needs no copy of it.", {
    regions: {
      type: "array",
      description: "The 20 regions, in board order (the canonical order everywhere).",
      items: object("A region.", {
        id: { ...regionId, description: "The region's id." },
        name: name("region"),
        zone: { type: "string", description: "The id of the zone it belongs to (R1.3)." },
        value: count("Its number of links (R1.2), also its worth in objective scores."),
        svgMapsItalyId: { type: "string", description: "Its shape's id in `@svg-maps/italy`." },
      }),
    },
    links: {
      type: "array",
      description: "The links between regions (R1.1); a link joins both ways.",
      items: object("A link.", {
        a: { ...regionId, description: "One end." },
        b: { ...regionId, description: "The other end." },
        kind: {
          type: "string",
          enum: ["land", "strait", "ferry"],
          description: "A land border, the Strait or a ferry.",
        },
      }),
    },
    zones: {
      type: "array",
      description: "The 5 zones and their reinforcement bonuses (R1.3).",
      items: object("A zone.", {
        id: id("zone"),
        name: name("zone"),
        bonus: count("Armies a seat holding every region of the zone gets each turn."),
      }),
    },
    cards: {
      type: "array",
      description: "The 22 cards (R5.1).",
      items: object("A card.", {
        id: id("card"),
        region: {
          anyOf: [regionId, { type: "null" }],
          description: "The card's region; `null` for a Nonna (the joker).",
        },
        symbol: {
          type: "string",
          enum: ["pizza", "mandolino", "vespa", "nonna"],
          description: "The card's symbol.",
        },
      }),
    },
    objectives: {
      type: "array",
      description: "The 11 main objectives (R11.1).",
      items: object("A main objective.", {
        id: id("objective"),
        name: name("objective"),
        regions: regions("The regions to hold, worth 30 points together."),
      }),
    },
    bonusObjectives: {
      type: "array",
      description: "The 12 bonus objectives (conditions and rewards in R9).",
      items: object(
        "A bonus objective.",
        {
          id: id("bonus objective"),
          name: name("bonus objective"),
          regions: regions("The regions it names, when it is about holding a fixed set."),
          turnsInARow: count(
            "For streak objectives: own turn-ends in a row the condition must hold.",
          ),
        },
        ["regions", "turnsInARow"],
      ),
    },
    seatSymbols: {
      type: "array",
      items: { type: "string" },
      description: "Each seat's shape symbol, by seat (R2.1).",
    },
    rules: object("The rules' numbers.", {
      armyCap: count("Most armies a seat may have on the map (R3)."),
      handLimit: count("Most cards a hand may hold (R5.6)."),
      startingArmies: object("Armies per seat at setup, by number of seats (R2.4).", {
        3: count("With 3 seats."),
        4: count("With 4 seats."),
      }),
      setupBatch: count("Most armies a seat places per setup pass (R2.4)."),
      defaultRounds: count("The default round limit (R11.4)."),
      colpoPoints: count("Points per completed bonus objective (R11.5)."),
      objectivePoints: count("What a main objective is worth in full (R11.5)."),
    }),
  });
}

/** Rules for fields that need no entry of their own. */
function ruleDescription(key, value, regionIds, bonusIds) {
  if (key === "type" && typeof value.const === "string") {
    return `Always "${value.const}": tells this kind apart.`;
  }
  if (regionIds.has(key)) return `The region ${key}.`;
  if (bonusIds.has(key)) return `Progress toward the bonus objective ${key} (R9).`;
  return undefined;
}

/** Adds the rule-made descriptions to every property of every definition; notes any still missing. */
function describe(schema, regionIds, bonusIds, missing) {
  for (const [def, node] of Object.entries(schema.$defs ?? {})) {
    const visit = (n) => {
      if (Array.isArray(n)) return n.forEach(visit);
      if (!n || typeof n !== "object") return;
      if (n.properties && typeof n.properties === "object") {
        for (const [key, value] of Object.entries(n.properties)) {
          if (value.description) continue;
          const text = ruleDescription(key, value, regionIds, bonusIds);
          if (text === undefined) missing.add(`${def}.${key} has no TSDoc`);
          else value.description = text;
        }
      }
      for (const [k, v] of Object.entries(n)) if (k !== "properties") visit(v);
      if (n.properties) for (const v of Object.values(n.properties)) visit(v);
    };
    visit(node);
  }
}

/** TSDoc links (`{@link X}`) read as code in a schema's descriptions. */
function plainDescriptions(node) {
  if (Array.isArray(node)) {
    for (const n of node) plainDescriptions(n);
    return;
  }
  if (!node || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) {
    if (key === "description" && typeof value === "string") {
      node[key] = value
        .replace(/\s*\{@link\s+([^}\s]+)\s*\}\s*/g, " `$1` ")
        .replace(/ ([.,;:)])/g, "$1");
    } else plainDescriptions(value);
  }
}

/** Rewrites draft-07 `definitions` to 2020-12 `$defs`. */
function toDraft2020(schema) {
  const text = JSON.stringify(schema).replaceAll('"#/definitions/', '"#/$defs/');
  const out = JSON.parse(text);
  out.$defs = out.definitions;
  delete out.definitions;
  return out;
}

/** The schemas, by file name. Throws if a field has no description. */
export function buildSchemas() {
  const generator = createGenerator({
    path: join(root, "src/protocol.ts"),
    tsconfig: join(root, "tsconfig.json"),
    type: "*",
    expose: "export",
    topRef: true,
    jsDoc: "extended",
    skipTypeCheck: true,
    additionalProperties: false,
    sortProps: true,
  });
  const regionIds = new Set(REGIONS.map((r) => r.id));
  const bonusIds = new Set(BONUS_OBJECTIVES.map((b) => b.id));
  const missing = new Set();
  const out = {};
  for (const { file, type, title } of SCHEMAS) {
    const schema = toDraft2020(generator.createSchema(type));
    if (schema.$defs.BoardData) schema.$defs.BoardData = boardSchema(regionIds);
    describe(schema, regionIds, bonusIds, missing);
    plainDescriptions(schema);
    const { $schema, $ref, $defs, ...rest } = schema;
    out[file] = { $schema: DRAFT, $id: schemaId(file), title, $ref, ...rest, $defs };
  }
  if (missing.size > 0) throw new Error(`schema descriptions:\n${[...missing].sort().join("\n")}`);
  return out;
}

/** The text of a schema file. */
export const schemaText = (schema) => `${JSON.stringify(schema, null, 2)}\n`;

/** Every generated file: path (from the package root) → text. */
export function generatedFiles() {
  const schemas = buildSchemas();
  const files = {};
  for (const [file, schema] of Object.entries(schemas)) {
    files[`schemas/${file}.schema.json`] = schemaText(schema);
  }
  files["../../docs/protocol.md"] = renderProtocol(schemas, [
    "hello",
    "decide",
    "over",
    "answer",
    "hello-v2",
    "decide-v2",
    "over-v2",
    "answer-v2",
  ]);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const [path, text] of Object.entries(generatedFiles())) {
    const full = join(root, path);
    let old = null;
    try {
      old = readFileSync(full, "utf8");
    } catch {}
    if (old === text) continue;
    if (check) {
      console.error(`out of date: ${path} (run node scripts/schemas.mjs)`);
      stale++;
    } else {
      writeFileSync(full, text);
      console.log(`wrote ${path}`);
    }
  }
  process.exitCode = stale > 0 ? 1 : 0;
}
