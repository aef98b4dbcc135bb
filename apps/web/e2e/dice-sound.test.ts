/**
 * Browser tests: the dice tumble briefly in the tray, a click skips it, and under
 * `prefers-reduced-motion: reduce` they do not move at all; sounds are off by default (no
 * AudioContext is even created), and once turned on the setting is remembered and rolls play
 * WebAudio tones. Screenshots go to test-artifacts/.
 */
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import type { BrowserOptions } from "./browser";
import { shot } from "./browser";
import { clickRegion, openTestPage, recordBeforeConquest, waitForHuman } from "./helpers";

let page: Page;
let close: (() => Promise<void>) | null = null;
const errors: string[] = [];

async function open(options: BrowserOptions = {}) {
  ({ page, close } = await openTestPage(errors, options));
  // Counts what the page does with WebAudio, from before the app starts.
  await page.addInitScript(() => {
    const w = window as unknown as { audioLog: { contexts: number; notes: number } };
    w.audioLog = { contexts: 0, notes: 0 };
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        w.audioLog.contexts++;
      }
    };
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      w.audioLog.notes++;
      return start.call(this, when);
    };
  });
}

afterEach(async () => {
  await close?.();
  close = null;
  expect(errors).toEqual([]);
});

/** Resumes a game at an attack that conquers, and records every value of the tray's data-rolling. */
async function resumeBeforeRoll(): Promise<{ from: string; to: string }> {
  const { record, from, to } = recordBeforeConquest();
  await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(record));
  await page.reload();
  await page.getByTestId("resume").first().click();
  await waitForHuman(page);
  await page.evaluate(() => {
    const w = window as unknown as { rollingSeen: string[] };
    w.rollingSeen = [];
    const note = () => {
      const v = document.querySelector("[data-testid=dice]")?.getAttribute("data-rolling");
      if (v) w.rollingSeen.push(v);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-rolling"],
    });
  });
  await clickRegion(page, from);
  await clickRegion(page, to);
  return { from, to };
}

const rollingSeen = () =>
  page.evaluate(() => (window as unknown as { rollingSeen: string[] }).rollingSeen);
const audioLog = () =>
  page.evaluate(
    () => (window as unknown as { audioLog: { contexts: number; notes: number } }).audioLog,
  );

describe("dice animation", () => {
  it("R6.3: the dice tumble in the tray, and a click on the tray skips to the result", async () => {
    await open();
    await page.clock.install();
    await resumeBeforeRoll();
    // Time stands still: the tumble cannot end by itself while the test looks at it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByTestId("dice-3").click();
    const tray = page.getByTestId("dice");
    await page.waitForSelector("[data-testid=dice][data-rolling=true]");
    await shot(page, "83-dice-rolling");
    await page.getByTestId("dice-skip").click();
    expect(await tray.getAttribute("data-rolling")).toBe("false");
    expect(await page.locator(".dice-result:not(.hidden)").count()).toBe(1);
    await page.clock.resume();
    await page.getByTestId("occupy").waitFor();
  });

  it("R6.3: with prefers-reduced-motion the dice show the result at once, without tumbling", async () => {
    await open({ reducedMotion: "reduce" });
    await resumeBeforeRoll();
    await page.getByTestId("dice-3").click();
    await page.getByTestId("occupy").waitFor();
    await page.waitForSelector("[data-testid=dice][data-rolling]");
    expect(await page.getByTestId("dice").getAttribute("data-rolling")).toBe("false");
    expect(await rollingSeen()).not.toContain("true");
    await shot(page, "84-dice-reduced-motion");
  });
});

describe("sounds", () => {
  it("are off by default: a roll creates no AudioContext at all", async () => {
    await open();
    await page.getByTestId("sound").waitFor();
    expect(await page.getByTestId("sound").getAttribute("aria-pressed")).toBe("false");
    await resumeBeforeRoll();
    await page.getByTestId("dice-3").click();
    await page.getByTestId("occupy").waitFor();
    await page.waitForTimeout(300);
    expect(await audioLog()).toEqual({ contexts: 0, notes: 0 });
  });

  it("turned on, are remembered and a conquering roll plays WebAudio tones", async () => {
    await open();
    await page.getByTestId("sound").click();
    expect(await page.getByTestId("sound").getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("sound").getAttribute("aria-label")).toBe("Disattiva i suoni");
    expect(await page.evaluate(() => localStorage.getItem("italia.sound"))).toBe("on");
    await resumeBeforeRoll(); // reloads the page
    expect(await page.getByTestId("sound").getAttribute("aria-pressed")).toBe("true");
    expect((await audioLog()).contexts).toBe(0);
    await page.getByTestId("dice-3").click();
    await page.getByTestId("occupy").waitFor();
    await page.waitForFunction(
      () => (window as unknown as { audioLog: { notes: number } }).audioLog.notes >= 6,
    );
    const log = await audioLog();
    expect(log.contexts).toBe(1);
    expect(log.notes).toBeGreaterThanOrEqual(6);
    await page.getByTestId("sound").click();
    expect(await page.evaluate(() => localStorage.getItem("italia.sound"))).toBe("off");
  });
});
