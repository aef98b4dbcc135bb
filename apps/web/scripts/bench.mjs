#!/usr/bin/env node
/**
 * `pnpm bench`: the size of the JavaScript the browser loads before the first screen (the entry
 * script and its preloaded chunks; lazy chunks and the bot worker excluded), gzipped.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const app = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(app, "dist");
const TARGET_KB = 250;

if (!existsSync(join(dist, "index.html"))) {
  execFileSync("pnpm", ["exec", "vite", "build", "--logLevel", "warn"], {
    cwd: app,
    stdio: "inherit",
  });
}
const html = readFileSync(join(dist, "index.html"), "utf8");
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
const files = [...new Set(scripts)];
let raw = 0;
let gz = 0;
for (const src of files) {
  const bytes = readFileSync(join(dist, src.replace(/^\//, "")));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `web (built with Node.js ${process.version}): initial JS ${kb(gz)} KB gzipped (${kb(raw)} KB raw, ${files.length} file${files.length === 1 ? "" : "s"}); target ≤ ${TARGET_KB} KB`,
);
if (gz / 1024 > TARGET_KB) {
  console.log(`web: OVER the ${TARGET_KB} KB target`);
}
