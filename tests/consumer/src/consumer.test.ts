/**
 * The publishable packages as a user gets them: packed with `pnpm pack`, installed with
 * `npm install` into a project outside the workspace, then imported as ES modules and as
 * CommonJS, type-checked with moduleResolution node16 and bundler, used to play whole games and
 * to run the conformance vectors they ship. The client code is in ../fixtures.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pack, publishablePackages, ROOT } from "./packages";

const fixtures = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures");
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

let project: string;

/** Runs a program in the consumer project; its stdout, or the failure with both outputs. */
function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd: project, encoding: "utf8", stdio: "pipe" });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`.slice(0, 8000));
  }
}

/** Writes a tsconfig for the client fixtures and type-checks them with the workspace's tsc. */
function typecheck(name: string, compilerOptions: object, files: string[]): string {
  const config = join(project, `tsconfig.${name}.json`);
  const options = { strict: true, noEmit: true, target: "ES2022", lib: ["ES2022"], types: [] };
  writeFileSync(
    config,
    JSON.stringify({ compilerOptions: { ...options, ...compilerOptions }, files }),
  );
  return run(process.execPath, [tsc, "-p", config]);
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "italia-consumer-"));
  expect(relative(ROOT, project).startsWith("..")).toBe(true); // outside the workspace
  const tarballs = publishablePackages().map((pkg) => pack(pkg, project).tarball);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "italia-consumer", private: true, type: "module" }),
  );
  for (const file of [
    "play.mjs",
    "play.cjs",
    "conformance.mjs",
    "radetzky.mjs",
    "client.ts",
    "client.cts",
  ]) {
    copyFileSync(join(fixtures, file), join(project, file));
  }
  run("npm", [
    "install",
    "--no-audit",
    "--no-fund",
    "--prefer-offline",
    "--loglevel=error",
    ...tarballs,
  ]);
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe("the packages installed from their tarballs in a project of their own", () => {
  it("play whole games as ES modules and as CommonJS, with the same results", () => {
    const esm = JSON.parse(run(process.execPath, ["play.mjs"]));
    const cjs = JSON.parse(run(process.execPath, ["play.cjs"]));
    expect(esm.bots.endReason).toMatch(/\w/);
    expect(esm.bots.actions).toBeGreaterThan(50);
    // The engine alone replays the bots' game to the same end.
    expect(esm.replay).toEqual({ ok: true, stage: "over", winner: esm.bots.winner });
    expect(esm.engine).toMatchObject({ stage: "over", viewer: 0 });
    expect(cjs).toEqual(esm);
  });

  it("pass every conformance vector the engine ships", () => {
    const results = JSON.parse(run(process.execPath, ["conformance.mjs"])) as {
      file: string;
      passed: boolean;
      failures: string[];
    }[];
    expect(results.length).toBeGreaterThan(10);
    expect(results.filter((r) => !r.passed)).toEqual([]);
  });

  it("host a whole game of Radetzky, replay its record, pass its vectors and the platform's contract", () => {
    const out = JSON.parse(run(process.execPath, ["radetzky.mjs"])) as {
      game: { format: string; game: string; steps: number };
      replay: boolean;
      vectors: { passed: number; failed: number };
      contract: string[];
    };
    expect(out.game).toMatchObject({ format: "game-record/1", game: "radetzky" });
    expect(out.game.steps).toBeGreaterThan(20);
    expect(out.replay).toBe(true);
    expect(out.vectors.passed).toBeGreaterThan(50);
    expect(out.vectors.failed).toBe(0);
    expect(out.contract).toEqual([]);
  });

  it("type-check a client with moduleResolution node16, as an ES module and as CommonJS", () => {
    typecheck("node16", { module: "node16", moduleResolution: "node16" }, [
      "client.ts",
      "client.cts",
    ]);
  });

  it("type-check a client with moduleResolution bundler", () => {
    typecheck("bundler", { module: "esnext", moduleResolution: "bundler" }, ["client.ts"]);
  });

  it("type-check against the published types only (a type error in the client fails)", () => {
    writeFileSync(
      join(project, "wrong.ts"),
      'import { newGame } from "@italia/engine";\nnewGame({ players: 4, seed: 1, colour: "red" });\n',
    );
    expect(() =>
      typecheck("wrong", { module: "node16", moduleResolution: "node16" }, ["wrong.ts"]),
    ).toThrow(/colour/);
  });
});
