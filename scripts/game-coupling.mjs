#!/usr/bin/env node
// How coupled the platform is to its games: the files outside the game packages that import a
// game package (`@italia/engine`, `@italia/radetzky`), and the names they import. The goal of the
// platform (issue #25) is that only per-game folders of the apps do (a path with a folder named
// after a game, or `games/`). Prints a table; `--json` prints the counts; `--list` every file.
//
//   node scripts/game-coupling.mjs [--json] [--list]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const GAME_PACKAGES = ["@italia/engine", "@italia/radetzky"];
/** Packages that are games, or what games are made of: their imports do not count. */
const OWN = new Set(["packages/engine", "packages/radetzky", "packages/game-kit"]);
const GAME_FOLDER = /(^|\/)(games|italia|radetzky)(\/|$)/;
const args = new Set(process.argv.slice(2));

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(name) && !name.endsWith(".d.ts")) yield path;
  }
}

const IMPORT =
  /(?:import|export)\s+(type\s+)?(?:\{([^}]*)\}|\*\s+as\s+\w+|\w+)?\s*(?:,\s*\{([^}]*)\})?\s*from\s*["']([^"']+)["']/g;
const files = [];
for (const top of ["apps", "packages"]) {
  for (const dir of readdirSync(join(root, top))) {
    const pkg = `${top}/${dir}`;
    if (OWN.has(pkg)) continue;
    for (const file of sources(join(root, pkg))) {
      // Comment lines do not import: a TSDoc example (`import { radetzky } from "@italia/radetzky"`)
      // shows a user's code, not the file's.
      const text = readFileSync(file, "utf8").replace(/^\s*(\/\*|\*|\/\/).*$/gm, "");
      const names = new Set();
      let hit = false;
      for (const m of text.matchAll(IMPORT)) {
        const from = m[4];
        if (!GAME_PACKAGES.some((p) => from === p || from.startsWith(`${p}/`))) continue;
        hit = true;
        for (const list of [m[2], m[3]]) {
          for (const n of (list ?? "").split(",")) {
            const name = n
              .replace(/^\s*type\s+/, "")
              .split(/\s+as\s+/)[0]
              .trim();
            if (name) names.add(`${from}:${name}`);
          }
        }
      }
      if (!hit) continue;
      const rel = relative(root, file);
      files.push({
        file: rel,
        package: pkg,
        test: /\.test\.tsx?$|\/e2e\/|\/testing\//.test(rel),
        perGame: GAME_FOLDER.test(relative(join(root, pkg), file)),
        names: [...names],
      });
    }
  }
}

const count = (list) => ({
  files: list.length,
  /** Distinct names imported. */
  names: new Set(list.flatMap((f) => f.names)).size,
  /** Names imported, file by file (a name imported by 3 files counts 3 times). */
  imports: list.reduce((n, f) => n + f.names.length, 0),
});
const outside = files.filter((f) => !f.perGame);
const summary = {
  all: count(files),
  source: count(files.filter((f) => !f.test)),
  notInGameFolders: count(outside.filter((f) => !f.test)),
  byPackage: Object.fromEntries(
    [...new Set(files.map((f) => f.package))].map((p) => [
      p,
      {
        source: files.filter((f) => f.package === p && !f.test).length,
        tests: files.filter((f) => f.package === p && f.test).length,
        perGame: files.filter((f) => f.package === p && f.perGame).length,
      },
    ]),
  ),
};
if (args.has("--json")) {
  console.log(JSON.stringify(args.has("--list") ? { ...summary, files } : summary, null, 2));
} else {
  console.log("Files outside the game packages that import a game package (tests apart):");
  console.log(
    `  source files: ${summary.source.files}, importing ${summary.source.names} distinct names (${summary.source.imports} imports)`,
  );
  console.log(`  of which outside per-game folders: ${summary.notInGameFolders.files}`);
  console.log(`  tests and test helpers: ${summary.all.files - summary.source.files}`);
  console.log("  by package            source  tests  in per-game folders");
  for (const [p, c] of Object.entries(summary.byPackage)) {
    console.log(
      `  ${p.padEnd(22)}${String(c.source).padStart(6)}${String(c.tests).padStart(7)}${String(c.perGame).padStart(21)}`,
    );
  }
  if (args.has("--list")) for (const f of outside) if (!f.test) console.log(`  ${f.file}`);
}
