#!/usr/bin/env node
/**
 * Writes the board tables of docs/rules.md from the engine's board data, and links the page's
 * own rule citations to their anchors. Usage: `pnpm gen:rules` (reads the built engine, which
 * `pnpm install` builds).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as engine from "@italia/engine";
import { fillTables, linkRules, renderTables } from "./rules-doc.mjs";

const page = resolve(dirname(fileURLToPath(import.meta.url)), "../../../docs/rules.md");
const before = readFileSync(page, "utf8");
const after = linkRules(fillTables(before, renderTables(engine)), "");
if (after === before) console.log(`${page} is up to date`);
else {
  writeFileSync(page, after);
  console.log(`wrote ${page}`);
}
