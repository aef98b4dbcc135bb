/**
 * Browser tests for playing on (issue #12): resigning and handing a seat to a bot from the game
 * menu, the full log and its filters, and explanations on demand. Screenshots go to
 * apps/web/test-artifacts/.
 */
import type { GameRecord } from "@italia/engine";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shot } from "./browser";
import { game, openTestPage, waitForHuman } from "./helpers";

let page: Page;
let close: () => Promise<void>;
const errors: string[] = [];

beforeEach(async () => {
  ({ page, close } = await openTestPage(errors));
});

afterEach(async () => {
  await close();
  expect(errors).toEqual([]);
});

/** The saved game's record; its seats may say why a bot plays a person's seat. */
type Saved = GameRecord & { readonly seats: readonly { readonly standIn?: string }[] };

function savedRecord(): Promise<Saved> {
  return page.evaluate(() => window.latestSave() as unknown as Saved);
}

/** How many actions seat 0 has in the saved game. */
async function seatZeroActions(): Promise<number> {
  const record = await savedRecord();
  return record.steps.filter((s) => (s.action as { seat?: number }).seat === 0).length;
}

/** Waits until seat 0 has more actions in the saved game than `n`. */
async function waitForSeatZeroBeyond(n: number): Promise<void> {
  await page.waitForFunction(
    (n) =>
      (window.latestSave().steps ?? []).filter((s) => (s.action as { seat?: number }).seat === 0)
        .length > n,
    n,
    { timeout: 60_000 },
  );
}

async function menu(item: string): Promise<void> {
  await page.getByTestId("game-menu").click();
  await page.getByTestId(item).click();
}

describe("seats and bots from the game menu", () => {
  it("hands a person's seat to a bot and back, then resigns it after a question (no rule for it: a bot plays on)", async () => {
    // Bots at a watchable speed: at «instant» a game of bots alone would be over at once.
    await page.evaluate(() => localStorage.setItem("italia.botSpeed", "fast"));
    await page.getByTestId("seed").fill("e2e-seat-bot");
    await page.getByTestId("start").click();
    await waitForHuman(page);
    expect((await game(page)).human).toBe(true);

    // Hand the seat to a bot: it plays seat 0's decisions, marked so.
    const before = await seatZeroActions();
    await menu("seat-to-bot-0");
    await expect.poll(() => page.getByTestId("stand-in-0").textContent()).toContain("gioca un bot");
    await waitForSeatZeroBeyond(before);
    await shot(page, "80-seat-to-bot");
    expect((await savedRecord()).seats[0]).toMatchObject({ bot: "greedy", standIn: "away" });

    // Take it back: the person decides again.
    await menu("seat-take-back-0");
    expect(await page.getByTestId("stand-in-0").count()).toBe(0);
    await waitForHuman(page);
    expect((await game(page)).human).toBe(true);

    // Resigning asks first; «Annulla» changes nothing.
    await menu("seat-resign-0");
    await page.getByTestId("confirm").waitFor();
    await shot(page, "81-resign-question");
    await page.getByTestId("confirm-no").click();
    expect(await page.getByTestId("stand-in-0").count()).toBe(0);
    expect((await game(page)).human).toBe(true);

    const kept = await seatZeroActions();
    await menu("seat-resign-0");
    await page.getByTestId("confirm-yes").click();
    await expect.poll(() => page.getByTestId("stand-in-0").textContent()).toBe("ritirato");
    await waitForSeatZeroBeyond(kept);
    await shot(page, "82-resigned");
    expect((await savedRecord()).seats[0]).toMatchObject({ bot: "greedy", standIn: "resigned" });
    // A resigned seat cannot be taken back.
    await page.getByTestId("game-menu").click();
    expect(await page.getByTestId("seat-take-back-0").count()).toBe(0);
    expect(await page.getByTestId("seat-to-bot-0").count()).toBe(0);
    await page.keyboard.press("Escape");

    // A resumed game keeps the mark.
    await page.reload();
    await page.getByTestId("resume").first().click();
    await expect.poll(() => page.getByTestId("stand-in-0").textContent()).toBe("ritirato");
  });
});
