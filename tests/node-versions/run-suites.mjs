#!/usr/bin/env node
/**
 * The game kit, engine, Radetzky, bot SDK and CLI test suites on Node.js 22 and 24, besides the
 * Node.js that runs `pnpm test`. The binaries come from the npm registry's `node` package (devDependencies `node22`
 * and `node24`; installing them fetches the binary for this platform from the same registry).
 * Each suite runs whole, with that Node.js first on PATH, so the programs the tests start run on
 * it too. One suite at a time: the machine's cores go to each suite's own workers.
 *
 * Usage: node run-suites.mjs [major…]   (default: 22 24)
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const SUITES = [
  "packages/game-kit",
  "packages/engine",
  "packages/radetzky",
  "packages/bot-sdk",
  "apps/cli",
];
const majors = process.argv.length > 2 ? process.argv.slice(2) : ["22", "24"];

/** The node binary of the `node<major>` devDependency, checked to be that major version. */
function nodeBinary(major) {
  if (!/^\d{2}$/.test(major)) throw new Error(`not a Node.js major version: ${major.slice(0, 20)}`);
  const manifest = createRequire(import.meta.url).resolve(`node${major}/package.json`);
  const bin = join(dirname(manifest), "bin", "node");
  if (!existsSync(bin)) throw new Error(`node${major}: no bin/node (did its install script run?)`);
  const version = spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout.trim();
  if (!version.startsWith(`v${major}.`)) {
    throw new Error(`node${major}/bin/node is ${version.slice(0, 20) || "not runnable"}`);
  }
  return { bin, version };
}

const results = [];
for (const major of majors) {
  const node = nodeBinary(major);
  for (const suite of SUITES) {
    const cwd = join(root, suite);
    const vitest = createRequire(join(cwd, "package.json")).resolve("vitest/vitest.mjs");
    console.log(`\n=== ${suite} on Node.js ${node.version}\n`);
    const started = performance.now();
    const run = spawnSync(node.bin, [vitest, "run"], {
      cwd,
      stdio: "inherit",
      env: {
        ...process.env,
        PATH: `${dirname(node.bin)}${delimiter}${process.env.PATH ?? ""}`,
        // The CLI's online tests start the real server, whose native SQLite module was built for
        // the Node.js that installed the workspace: the server runs on that one (the one running
        // pnpm; `node` itself here may be this package's node22/node24 bin), the CLI on this.
        ITALIA_TEST_SERVER_NODE: process.env.npm_node_execpath ?? process.execPath,
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    results.push({ suite, version: node.version, ok: run.status === 0, seconds });
  }
}

console.log("\nsuites on other Node.js versions:");
for (const r of results) {
  console.log(
    `  ${r.ok ? "ok    " : "FAILED"} ${r.suite} on Node.js ${r.version} (${r.seconds} s)`,
  );
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
