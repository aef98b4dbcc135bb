/**
 * Launching Chromium with playwright-core: `CHROMIUM_PATH`, or the browser the npm package
 * `@sparticuz/chromium` ships (see ./chromium.ts). Playwright never downloads a browser here.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumLaunch } from "./chromium";

/** Screenshots of each step go here (gitignored). */
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), "..", "test-artifacts");

/** What a test may set on its browser: the motion preference it reports to the page. */
export interface BrowserOptions {
  readonly reducedMotion?: "reduce" | "no-preference";
  /**
   * Keep the same-origin policy and CORS, which the registry browser's default arguments turn off
   * (`--disable-web-security`): for tests of what another site's page may do.
   */
  readonly webSecurity?: boolean;
}

/** The arguments that turn the browser's web security off. */
const INSECURE_ARGS = new Set(["--disable-web-security", "--allow-running-insecure-content"]);

/** A fresh browser with its own profile; `close` removes the profile. */
export async function openBrowser(options: BrowserOptions = {}): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const browser = await chromiumLaunch();
  const profile = mkdtempSync(join(tmpdir(), "italia-chromium-"));
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: browser.executablePath,
      args: options.webSecurity ? browser.args.filter((a) => !INSECURE_ARGS.has(a)) : browser.args,
      env: browser.env,
      headless: true,
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
      reducedMotion: options.reducedMotion ?? "no-preference",
    });
  // The single-process headless shell now and then dies while starting (SIGSEGV before its first
  // page, seen once in a CI run): a second start is a fresh process. Failures after it started
  // are the test's own and are not retried.
  const context = await launch().catch(() => launch());
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot of the page as test-artifacts/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path });
  return path;
}
