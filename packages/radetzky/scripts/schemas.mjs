#!/usr/bin/env node
/**
 * Writes Radetzky's JSON Schema files (draft 2020-12) in `schemas/`, generated from the package's
 * TypeScript types with ts-json-schema-generator: what a bot program of bot protocol version 2
 * reads and writes — a seat's view, an action (a legal move is an action), an event, the config —
 * and the version-2 decide and answer messages narrowed to Radetzky's (they refer to the bot
 * SDK's generic `decide-v2` and `answer-v2` schemas by `$id`). `node scripts/schemas.mjs` writes
 * them; `--check` only compares and exits 1 when a file is out of date. `src/schemas.test.ts`
 * runs the same comparison. Descriptions come from the types' TSDoc.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createGenerator } from "ts-json-schema-generator";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const DRAFT = "https://json-schema.org/draft/2020-12/schema";

/** The URI a schema file is known by (its `$id`). */
export const schemaId = (file) => `urn:italia:radetzky:schema:${file}`;
/** The bot SDK's generic version-2 schema of `file`. */
const sdkId = (file) => `urn:italia:bot-sdk:schema:${file}`;

/** Each generated file: its name, the TypeScript type, and what it is for. */
export const SCHEMAS = [
  { file: "view", type: "RadetzkyView", title: "RadetzkyView: what a seat may see (RZ24)" },
  {
    file: "action",
    type: "RadetzkyAction",
    title: "RadetzkyAction: an action, and a legal move (RZ25.3)",
  },
  { file: "event", type: "RadetzkyEvent", title: "RadetzkyEvent: an event as a seat sees it" },
  { file: "config", type: "RadetzkyConfig", title: "RadetzkyConfig: a game's config (RZ3)" },
];

/** Rewrites draft-07 `definitions` to 2020-12 `$defs`. */
function toDraft2020(schema) {
  const out = JSON.parse(JSON.stringify(schema).replaceAll('"#/definitions/', '"#/$defs/'));
  out.$defs = out.definitions;
  delete out.definitions;
  return out;
}

/** The schemas, by file name. */
export function buildSchemas() {
  const generator = createGenerator({
    path: join(root, "src/index.ts"),
    tsconfig: join(root, "tsconfig.json"),
    type: "*",
    expose: "export",
    topRef: true,
    jsDoc: "extended",
    skipTypeCheck: true,
    additionalProperties: false,
    sortProps: true,
  });
  const out = {};
  for (const { file, type, title } of SCHEMAS) {
    const { $schema, $ref, $defs, ...rest } = toDraft2020(generator.createSchema(type));
    out[file] = { $schema: DRAFT, $id: schemaId(file), title, $ref, ...rest, $defs };
  }
  out.decide = {
    $schema: DRAFT,
    $id: schemaId("decide"),
    title: "decide, protocol version 2, for Radetzky (host → bot)",
    description:
      "The bot SDK's `decide-v2` message with Radetzky's view, legal actions and events.",
    allOf: [
      { $ref: sdkId("decide-v2") },
      {
        type: "object",
        properties: {
          view: { $ref: schemaId("view") },
          legal: { type: "array", items: { $ref: schemaId("action") } },
          events: { type: "array", items: { $ref: schemaId("event") } },
        },
      },
    ],
  };
  out.answer = {
    $schema: DRAFT,
    $id: schemaId("answer"),
    title: "answer, protocol version 2, for Radetzky (bot → host)",
    description:
      "The bot SDK's `answer-v2` message with a Radetzky action, or `null` to wait at a shared decision.",
    allOf: [
      { $ref: sdkId("answer-v2") },
      {
        type: "object",
        properties: { action: { anyOf: [{ $ref: schemaId("action") }, { type: "null" }] } },
      },
    ],
  };
  return out;
}

/** Every generated file: path (from the package root) → text. */
export function generatedFiles() {
  const files = {};
  for (const [file, schema] of Object.entries(buildSchemas())) {
    files[`schemas/${file}.schema.json`] = `${JSON.stringify(schema, null, 2)}\n`;
  }
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
