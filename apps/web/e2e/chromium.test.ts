/**
 * Which browser the browser tests get: the registry one by default, CHROMIUM_PATH when set.
 */
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chromiumLaunch, registryChromiumDir, registryUnsupported } from "./chromium";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the browser for the browser tests", () => {
  it("without CHROMIUM_PATH is @sparticuz/chromium's, unpacked and executable, with its libraries", async () => {
    vi.stubEnv("CHROMIUM_PATH", "");
    const launch = await chromiumLaunch();
    expect(launch.source).toBe("@sparticuz/chromium");
    expect(launch.executablePath).not.toBe("/usr/bin/chromium");
    accessSync(launch.executablePath, constants.X_OK);
    const dir = await registryChromiumDir();
    expect(launch.executablePath).toBe(join(dir, "chromium"));
    expect(existsSync(join(dir, "al2023", "lib", "libnss3.so"))).toBe(true);
    expect(launch.env.LD_LIBRARY_PATH?.split(":")[0]).toBe(join(dir, "al2023", "lib"));
    expect(launch.env.FONTCONFIG_FILE).toBe(join(dir, "fonts.conf"));
    expect(launch.args).toContain("--no-sandbox");
    // The cache holds complete folders only: no unpacking left behind.
    expect(readdirSync(join(dir, "..")).filter((f) => f.startsWith(".unpacking-"))).toEqual([]);
  });

  it("from the registry is refused on platforms the package has no build for, naming CHROMIUM_PATH", () => {
    expect(registryUnsupported("linux", "x64")).toBeNull();
    expect(registryUnsupported("darwin", "arm64")).toMatch(/darwin arm64.*set CHROMIUM_PATH/);
    expect(registryUnsupported("linux", "arm64")).toMatch(/Linux x64 only/);
  });

  it("is the executable CHROMIUM_PATH names, when set", async () => {
    vi.stubEnv("CHROMIUM_PATH", process.execPath);
    const launch = await chromiumLaunch();
    expect(launch).toMatchObject({ source: "CHROMIUM_PATH", executablePath: process.execPath });
  });

  it("refuses a CHROMIUM_PATH that names no file, quoting only its start", async () => {
    vi.stubEnv("CHROMIUM_PATH", `/nowhere/${"x".repeat(5000)}`);
    const error = await chromiumLaunch().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^CHROMIUM_PATH names no file \("\/nowhere\/x+"\)/);
    expect((error as Error).message.length).toBeLessThan(400);
  });
});
