/**
 * Every `italia` help text fits an 80-column terminal: the top-level help and each command's
 * `--help`, the commands taken from the top-level list so a new command is checked too.
 */
import { describe, expect, it } from "vitest";
import { runItalia } from "./testing/run-italia.js";

/** The commands listed under "Commands:" in `italia --help`. */
function commandsOf(help: string): string[] {
  const section = help.split(/^Commands:$/m)[1] ?? "";
  return [...section.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)].map((m) => m[1]!);
}

function expectFits(text: string, what: string): void {
  for (const line of text.split("\n")) {
    expect([...line].length, `${what}: ${line}`).toBeLessThanOrEqual(80);
  }
}

describe("italia --help", () => {
  const top = runItalia(["--help"]);
  const commands = commandsOf(top.out).filter((c) => c !== "help");

  it("lists every command", () => {
    expect(top.code).toBe(0);
    expect(commands).toEqual(
      expect.arrayContaining([
        "play",
        "simulate",
        "replay",
        "verify",
        "arena",
        "bot",
        "tournament",
      ]),
    );
  });

  it("fits 80 columns, at the top and for every command", () => {
    expectFits(top.out, "italia --help");
    for (const command of commands) {
      const r = runItalia([command, "--help"]);
      expect(r.code, command).toBe(0);
      expect(r.out).toContain(`Usage: italia ${command}`);
      expectFits(r.out, `italia ${command} --help`);
    }
  });
});

describe("italia --version", () => {
  it("names each game's rules version, Italia's first (its engine's version)", async () => {
    const { ENGINE_VERSION } = await import("@italia/engine");
    const { radetzky } = await import("@italia/radetzky");
    const run = runItalia(["--version"]);
    expect(run.code).toBe(0);
    expect(run.out.trim().split("\n")).toEqual([
      `italia ${ENGINE_VERSION}`,
      `radetzky ${radetzky.info.version}`,
    ]);
  });
});
