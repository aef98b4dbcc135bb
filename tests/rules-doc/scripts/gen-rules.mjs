#!/usr/bin/env node
/**
 * Writes the board tables of docs/rules.md from the engine's board data, and links every rule
 * number the guides cite (docs/*.md, the README, the packages' READMEs) to its paragraph of
 * docs/rules.md. docs/protocol.md is left to its own generator (`packages/bot-sdk/scripts/
 * schemas.mjs`), which links its rule numbers the same way. Usage: `pnpm gen:rules` (reads the
 * built engine, which `pnpm install` builds).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as engine from "@italia/engine";
import { fillTables, linkRules, renderTables } from "./rules-doc.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const page = join(root, "docs/rules.md");

/** Writes `text` to `file` if it differs, and says so. */
function update(file, text) {
  if (readFileSync(file, "utf8") === text) return;
  writeFileSync(file, text);
  console.log(`wrote ${relative(root, file)}`);
}

update(page, linkRules(fillTables(readFileSync(page, "utf8"), renderTables(engine)), ""));

const guides = [
  join(root, "README.md"),
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md") && f !== "rules.md" && f !== "protocol.md")
    .map((f) => join(root, "docs", f)),
  ...["apps", "packages", "tests"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(root, group, d.name, "README.md"))
      .filter((f) => existsSync(f)),
  ),
];
for (const file of guides) {
  const rules = relative(dirname(file), page).split("\\").join("/");
  update(file, linkRules(readFileSync(file, "utf8"), rules));
}
