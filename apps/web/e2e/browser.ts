/**
 * Launching Debian's Chromium with playwright-core (never a downloaded browser).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BrowserContext, chromium, type Page } from "playwright-core";

/** Where Chromium is expected (CHROMIUM_PATH overrides). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Screenshots of each step go here (gitignored). */
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), "..", "test-artifacts");

/** A fresh browser with its own profile; `close` removes the profile. */
export async function openBrowser(): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), "italia-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
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
