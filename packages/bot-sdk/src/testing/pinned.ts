/**
 * Characterisation fixtures for tests: {@link pinned} compares a value with a committed JSON
 * fixture, or writes the fixture instead when run with `UPDATE_CHARACTERISATION=1` (then format
 * the fixtures folder with biome). {@link digest} is the SHA-256 a fixture keeps of a large value.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

/** The characterisation fixtures of the bot SDK. */
export const FIXTURES = join(
  dirname(fileURLToPath(import.meta.url)),
  "../__fixtures__/characterisation",
);

const UPDATE = process.env.UPDATE_CHARACTERISATION === "1";

/** SHA-256 (hex) of a text, or of a value as `JSON.stringify` writes it. */
export function digest(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return createHash("sha256").update(text).digest("hex");
}

/** Compares `actual` with the fixture `name` in `folder` (writes it under `UPDATE_CHARACTERISATION=1`). */
export function pinned(name: string, actual: unknown, folder: string = FIXTURES): void {
  const file = join(folder, `${name}.json`);
  if (UPDATE) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    return;
  }
  if (!existsSync(file)) {
    expect.fail(`no fixture ${file}: write it with UPDATE_CHARACTERISATION=1 (see the header)`);
  }
  expect(actual, `differs from ${name}.json`).toEqual(JSON.parse(readFileSync(file, "utf8")));
}
