/**
 * Which Chromium the browser tests drive: `CHROMIUM_PATH` when it is set, otherwise the one the
 * npm package `@sparticuz/chromium` ships (so `pnpm install` is the only set-up: no system
 * browser, no download, no root).
 *
 * The package holds the browser brotli-compressed. It is unpacked once per package version into
 * `apps/web/node_modules/.cache/`, which belongs to whoever installed the workspace: the package's
 * own default, a fixed `/tmp/chromium`, would be shared between users, reused half-written after an
 * interrupted unpacking, and raced by two test runs starting at once. Here each run unpacks into a
 * folder of its own and renames it into place when complete.
 */
import { createReadStream, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { createBrotliDecompress } from "node:zlib";
import sparticuz from "@sparticuz/chromium";
import { extract } from "tar-fs";

/** A browser to launch: its executable, its command-line flags and its environment. */
export interface ChromiumLaunch {
  /** Where the browser came from, for messages. */
  source: "CHROMIUM_PATH" | "@sparticuz/chromium";
  executablePath: string;
  args: string[];
  env: Record<string, string>;
}

/** Flags for any Chromium in a test: headless, no sandbox (CI runs as root), nothing phoning home. */
const COMMON_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const webApp = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The folder of the package's compressed files (`chromium.br`, `fonts.tar.br`, …). */
function packageBin(): string {
  const entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  // entry: <package>/build/{cjs,esm}/index.*
  return join(dirname(entry), "..", "..", "bin");
}

/** The installed version of `@sparticuz/chromium` (it names the cache folder). */
function packageVersion(bin: string): string {
  const require = createRequire(import.meta.url);
  const manifest = require(join(bin, "..", "package.json")) as { version?: unknown };
  if (typeof manifest.version !== "string" || !/^[\w.-]{1,40}$/.test(manifest.version)) {
    throw new Error("@sparticuz/chromium: its package.json has no usable version");
  }
  return manifest.version;
}

/** `text` escaped for an XML text node. */
function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Unpacks a `.tar.br` archive into `dir`. */
async function untar(archive: string, dir: string): Promise<void> {
  await pipeline(createReadStream(archive), createBrotliDecompress(), extract(dir));
}

/**
 * Unpacks the package's browser into `dir`: the executable (via the package's own
 * `executablePath`, pointed at `dir` through TMPDIR), the graphics libraries, its fonts, and the
 * NSS libraries it links against (shipped for Amazon Linux; used everywhere, so a machine without
 * them still runs it). `final` is where `dir` will be moved once complete.
 */
async function unpack(bin: string, dir: string, final: string): Promise<void> {
  const saved = process.env.TMPDIR;
  process.env.TMPDIR = dir; // the package unpacks into os.tmpdir(), read at each call
  try {
    await sparticuz.executablePath(bin);
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  await untar(join(bin, "al2023.tar.br"), join(dir, "al2023"));
  // The package's fonts.conf names Lambda's folders; this one names the fonts unpacked here, and
  // keeps the system's fonts (if any) as a fallback.
  await writeFile(
    join(dir, "fonts.conf"),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      "<fontconfig>",
      `  <dir>${xmlText(join(final, "fonts"))}</dir>`,
      `  <cachedir>${xmlText(join(final, "fonts-cache"))}</cachedir>`,
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      "</fontconfig>",
      "",
    ].join("\n"),
  );
}

/**
 * Why the registry browser cannot run on this platform, or null when it can: the package ships
 * a Linux x64 build only.
 */
export function registryUnsupported(platform: string, arch: string): string | null {
  if (platform === "linux" && arch === "x64") return null;
  return `@sparticuz/chromium ships a Chromium for Linux x64 only (this is ${platform} ${arch}): set CHROMIUM_PATH to a Chromium or Chrome executable to run the browser tests.`;
}

let registry: Promise<string> | null = null;

/**
 * The folder holding the unpacked registry browser, unpacking it on first use (about 3 s).
 * Concurrent callers, in this process or others, each end with the same complete folder.
 */
export function registryChromiumDir(): Promise<string> {
  registry ??= (async () => {
    const bin = packageBin();
    const cache = join(webApp, "node_modules", ".cache", "italia-chromium");
    const dir = join(cache, packageVersion(bin));
    if (existsSync(join(dir, "chromium"))) return dir;
    mkdirSync(cache, { recursive: true });
    const partial = mkdtempSync(join(cache, ".unpacking-"));
    try {
      await unpack(bin, partial, dir);
      try {
        renameSync(partial, dir);
      } catch (error) {
        // Another run finished first: use its folder.
        if (!existsSync(join(dir, "chromium"))) throw error;
      }
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
    return dir;
  })();
  return registry;
}

/** The browser to launch: `CHROMIUM_PATH` if set (it must exist), else the registry one. */
export async function chromiumLaunch(): Promise<ChromiumLaunch> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) {
      throw new Error(
        `CHROMIUM_PATH names no file (${JSON.stringify(configured.slice(0, 200))}); unset it to use the browser from @sparticuz/chromium.`,
      );
    }
    return { source: "CHROMIUM_PATH", executablePath: configured, args: COMMON_ARGS, env };
  }
  const unsupported = registryUnsupported(process.platform, process.arch);
  if (unsupported) throw new Error(unsupported);
  const dir = await registryChromiumDir();
  const libs = join(dir, "al2023", "lib");
  return {
    source: "@sparticuz/chromium",
    executablePath: join(dir, "chromium"),
    // The package's flags (headless shell, single process, software WebGL), then ours.
    args: [...sparticuz.args, ...COMMON_ARGS.filter((a) => !sparticuz.args.includes(a))],
    env: {
      ...env,
      FONTCONFIG_FILE: join(dir, "fonts.conf"),
      LD_LIBRARY_PATH: env.LD_LIBRARY_PATH ? `${libs}:${env.LD_LIBRARY_PATH}` : libs,
    },
  };
}
