/**
 * Online, a seat sees what it did itself (issue #24 bug 1): its own placements in the log, and
 * after a reload the whole log again — in Chromium, against the real server process. (Its own
 * dice: the server's event-stream test and the room reducer's tests.)
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as h from "./helpers";

const errors: string[] = [];
let page: Page;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ page, close } = await h.openTestPage(errors));
});

afterAll(async () => {
  await close?.();
  expect(errors).toEqual([]);
});

/** The log's lines, as the page shows them. */
async function logLines(p: Page): Promise<string[]> {
  return p.locator(".log-lines .log-line").allTextContents();
}

/** Places this seat's armies (all of them where the form offers that) on the first region offered. */
async function placeAll(p: Page): Promise<void> {
  const { stage } = await h.game(p);
  const all = p.getByTestId("place-all");
  if ((await all.count()) > 0 && (await all.isEnabled())) await all.click({ timeout: 5000 });
  const [first] = await h.regions(p, ".selectable");
  if (first) await h.clickRegion(p, first);
  if (stage !== "setup") await p.getByTestId("confirm-places").click({ timeout: 5000 });
}

describe("online, a seat's own actions (R12, issue #24 bug 1)", () => {
  it("R12: Ada's own placements reach her log, and the log is whole again after a reload", async () => {
    await page.getByTestId("online-entry").click();
    await page.getByTestId("online-name").fill("Ada");
    await page.locator("label:has([data-testid=online-seats-3])").click();
    await page.getByTestId("online-length").fill("3");
    await page.getByTestId("online-turn-seconds").fill("120");
    await page.getByTestId("online-bot").selectOption("random");
    await page.getByTestId("create-room-submit").click();
    await page.getByTestId("lobby").waitFor();
    await page.getByTestId("online-start").click();
    await page.getByTestId("map").waitFor();

    // Ada places her armies through the setup and her first turn (the bots play in between).
    const until = Date.now() + 90_000;
    for (;;) {
      if (Date.now() > until) {
        const g = await h.game(page);
        const panel = (await page.locator(".col.right").first().textContent())?.slice(0, 300);
        throw new Error(`Ada's turn never came: ${JSON.stringify(g)} ${panel}`);
      }
      await h.waitForHuman(page);
      const { stage } = await h.game(page);
      if (stage === "attack") break;
      if ((await page.getByTestId("to-place").count()) > 0 || stage === "setup") {
        await placeAll(page).catch(() => {});
      } else if ((await page.getByTestId("pass").count()) > 0) {
        await page
          .getByTestId("pass")
          .click()
          .catch(() => {});
      } else {
        await page
          .getByTestId("end-turn")
          .click()
          .catch(() => {});
      }
      await page.waitForTimeout(100);
    }
    // her own placements are in her log (the setup's and her turn's)
    const lines = await logLines(page);
    expect(lines.filter((l) => l.startsWith("Ada ")).length).toBeGreaterThan(0);

    // A reload brings the whole log back, her own lines included.
    await page.reload();
    await page.getByTestId("map").waitFor();
    await page.waitForFunction(
      (n) => document.querySelectorAll(".log-lines .log-line").length >= n,
      lines.length,
    );
    const after = await logLines(page);
    expect(after.slice(0, lines.length)).toEqual(lines);
    expect(after.filter((l) => l.startsWith("Ada ")).length).toBeGreaterThan(0);
  });
});
