/**
 * Issue #27 item 10: the server's runtime dependencies are the ones docs/server.md names, each
 * with its reason, and Colyseus' monitoring agent `@pm2/io` (an optional peer of `@colyseus/core`
 * that patches `require`, never used here) is not installed, so `@colyseus/core`'s
 * `import("@pm2/io")` fails quietly and nothing of it runs in the server.
 */
import { readdirSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createRoom, joinRoom, serverForSuite } from "./testing/harness.js";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const requireHere = createRequire(join(serverDir, "package.json"));

/** Whether `name` resolves for code in the folder of `from` (a file path). */
function resolvable(name: string, from: string): boolean {
  try {
    createRequire(from).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** The package names of the table of docs/server.md's «Runtime dependencies» section. */
function documentedDependencies(): string[] {
  const doc = readFileSync(join(serverDir, "../../docs/server.md"), "utf8");
  const start = doc.indexOf("\n## Runtime dependencies\n");
  expect(start, "docs/server.md has a «## Runtime dependencies» section").toBeGreaterThan(0);
  const end = doc.indexOf("\n## ", start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

describe("runtime dependencies", () => {
  it("docs/server.md lists exactly apps/server/package.json's dependencies", () => {
    const pkg = JSON.parse(readFileSync(join(serverDir, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(documentedDependencies().sort()).toEqual(Object.keys(pkg.dependencies).sort());
  });

  it("@pm2/io is not installed: neither @colyseus/core (which imports it) nor the server can load it", () => {
    const core = requireHere.resolve("@colyseus/core");
    expect(resolvable("@pm2/io", core)).toBe(false);
    expect(resolvable("@pm2/io", join(serverDir, "package.json"))).toBe(false);
  });

  it("one copy of @colyseus/core: the Redis presence and driver use the server's own", () => {
    const core = realpathSync(requireHere.resolve("@colyseus/core"));
    for (const name of ["@colyseus/redis-presence", "@colyseus/redis-driver"]) {
      const theirs = createRequire(requireHere.resolve(name)).resolve("@colyseus/core");
      expect(realpathSync(theirs), name).toBe(core);
    }
    // and the whole install holds one version of it
    const store = join(serverDir, "../../node_modules/.pnpm");
    const copies = readdirSync(store).filter((d) => d.startsWith("@colyseus+core@"));
    expect(copies).toHaveLength(1);
  });

  describe("without @pm2/io", () => {
    const server = serverForSuite();

    it("the server starts, and a room is created and joined", async () => {
      const ada = await createRoom(server().ws, { seats: 3, rounds: 3, turnSeconds: 60 });
      const bea = await joinRoom(server().ws, ada.welcome.room, { name: "Bea" });
      expect(bea.welcome.seat).toBe(1);
      await bea.room.leave();
      await ada.room.leave();
      expect(server().logs.join("\n")).not.toMatch(/pm2/i);
    });
  });
});
