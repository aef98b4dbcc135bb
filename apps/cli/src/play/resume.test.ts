import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { resumeCommand } from "./resume.js";

describe("the Resume with: command", () => {
  it("is italia play --resume FILE for an installed command", () => {
    expect(resumeCommand("game.json", {})).toBe("italia play --resume game.json");
  });

  it("is pnpm italia … with the file named from where the user typed, run from a clone", () => {
    const env = {
      npm_lifecycle_event: "italia",
      npm_execpath: "/usr/lib/node_modules/pnpm/bin/pnpm.cjs",
      INIT_CWD: join(process.cwd(), "sub"),
    };
    expect(resumeCommand("game.json", env)).toBe("pnpm italia play --resume ../game.json");
    expect(resumeCommand("sub/my game.json", env)).toBe("pnpm italia play --resume 'my game.json'");
  });

  it("uses npm run italia -- under npm, and an absolute path when far away", () => {
    const env = { npm_lifecycle_event: "italia", npm_execpath: "/x/npm-cli.js", INIT_CWD: "/" };
    expect(resumeCommand("/a/b.json", env)).toBe("npm run italia -- play --resume /a/b.json");
    const far = { ...env, INIT_CWD: resolve("x/y/z/w") };
    expect(resumeCommand("b.json", far)).toBe(
      `npm run italia -- play --resume ${resolve("b.json")}`,
    );
  });
});
