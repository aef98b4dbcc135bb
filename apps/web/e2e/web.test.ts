/**
 * Browser tests: playwright-core drives Chromium (see browser.ts) against the production build.
 * Each step leaves a screenshot in apps/web/test-artifacts/.
 */
import { type GameRecord, REGION_IDS } from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shot } from "./browser";
import * as h from "./helpers";
import { pagePerTest, recordBeforeConquest } from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

const clickRegion = (id: string) => h.clickRegion(page, id);
const game = () => h.game(page);
const waitForHuman = () => h.waitForHuman(page);
const regions = (selector: string) => h.regions(page, selector);

function savedRecord(): Promise<GameRecord> {
  return page.evaluate(() => window.latestSave() as GameRecord);
}

describe("Italia in the browser", () => {
  it("shows the home screen, the rules in both languages, and a map of exactly 20 regions", async () => {
    await page.getByRole("heading", { name: "Italia" }).waitFor();
    expect(await page.getByTestId("footer").textContent()).toContain("@svg-maps/italy");
    expect(await page.getByTestId("footer").textContent()).toContain("CC BY 4.0");
    await shot(page, "01-home-it");

    await page.getByTestId("rules-button").click();
    await page.getByTestId("rules").waitFor();
    expect(await page.getByTestId("rules").textContent()).toContain("Colpo da maestro");
    await shot(page, "02-rules-it");
    await page.keyboard.press("Escape");
    await page.getByTestId("lang").click();
    expect(await page.getByTestId("start").textContent()).toBe("Start the game");
    await page.getByTestId("rules-button").click();
    expect(await page.getByTestId("rules").textContent()).toContain("How to play Italia");
    await shot(page, "03-rules-en");
    await page.keyboard.press("Escape");
    await page.getByTestId("lang").click();

    await page.getByTestId("seed").fill("e2e-map");
    await page.getByTestId("start").click();
    await page.getByTestId("map").waitFor();
    const ids = await regions("");
    expect(ids).toHaveLength(20);
    expect([...ids].sort()).toEqual([...REGION_IDS].sort());
    expect(await page.locator("[data-testid=map] .sea-link.ferry").count()).toBe(4);
    expect(await page.locator("[data-testid=map] .sea-link.strait").count()).toBe(1);
    const label = await page.locator('[data-region="lazio"]').getAttribute("aria-label");
    expect(label).toMatch(/^Lazio, [●■▲◆] .+, \d+ armat[ae]/);
    await shot(page, "04-map-20-regions");
  });

  it("plays a full human turn against 3 bots by clicking", async () => {
    await page.getByTestId("seed").fill("e2e-turn");
    await page.getByTestId("start").click();
    await page.getByTestId("map").waitFor();
    await shot(page, "10-new-game");

    // Setup passes (R2.4): click own regions while the human has armies to place.
    let setupShots = 0;
    for (let guard = 0; guard < 40; guard++) {
      await waitForHuman();
      const g = await game();
      if (g.stage !== "setup") break;
      // Spread the armies like a player would.
      const own = await regions(".selectable");
      await clickRegion(own[setupShots % own.length]!);
      if (setupShots++ === 0) await shot(page, "11-setup-placement");
    }
    await waitForHuman();
    let g = await game();
    expect(g.stage).not.toBe("setup");
    expect(g.seat).toBe(0);
    // Reinforcements (R4.1): the breakdown of where they came from is shown.
    await page.getByTestId("breakdown").waitFor();
    await shot(page, "12-turn-start");

    // Place them all (R4.2) with a couple of clicks, then confirm what the map shows.
    if ((await page.getByTestId("to-place").count()) > 0) {
      await shot(page, "13-reinforcements");
      if (await page.getByTestId("place-all").isEnabled())
        await page.getByTestId("place-all").click();
      const left = async () => Number(await page.getByTestId("to-place").getAttribute("data-left"));
      for (let guard = 0; guard < 30 && (await left()) > 0; guard++) {
        const [first] = await regions(".selectable");
        await clickRegion(first!);
      }
      await page.getByTestId("confirm-places").click();
      await page.getByTestId("to-place").waitFor({ state: "detached" });
    }

    // An attack, if one is possible: source, target, a legal number of dice.
    const sources = await regions(".selectable");
    let attacked = false;
    if (sources.length > 0) {
      const strongest = await page.locator("[data-testid=map] .region.selectable").evaluateAll(
        (els) =>
          els
            .map((e) => ({
              id: e.getAttribute("data-region")!,
              n: Number(e.getAttribute("data-armies")),
            }))
            .sort((a, b) => b.n - a.n)[0]!.id,
      );
      await clickRegion(strongest);
      const [target] = await regions("[data-target]");
      await clickRegion(target!);
      await page.locator('[data-testid^="dice-"]').first().waitFor();
      await shot(page, "14-attack-chosen");
      const diceButtons = page.locator('[data-testid^="dice-"]');
      expect(await diceButtons.count()).toBeGreaterThan(0);
      await diceButtons.last().click();
      attacked = true;
      await page
        .waitForSelector('[data-testid=dice][data-rolling="true"]', { timeout: 5000 })
        .catch(() => {});
      await shot(page, "15-dice-rolling");
      await page.waitForSelector('[data-testid=dice][data-rolling="false"]');
      await shot(page, "16-dice-result");
      await page.waitForSelector("[data-testid=occupy], [data-testid=pass]");
      if ((await page.getByTestId("occupy").count()) > 0) {
        await shot(page, "17-occupy");
        await page.getByTestId("occupy").click();
        await page.getByTestId("pass").waitFor();
      }
    }

    // «Passa», then the fortify step: make one move if possible, else end the turn.
    g = await game();
    expect(g.human).toBe(true);
    const turnsEnded = () =>
      page.evaluate(
        () =>
          (window.latestSave().steps ?? []).filter(
            (s: { action: { type: string; seat?: number } }) =>
              s.action.seat === 0 && (s.action.type === "endTurn" || s.action.type === "fortify"),
          ).length,
      );
    const endedBefore = await turnsEnded();
    await page.getByTestId("pass").click();
    await page.waitForFunction(
      (before) =>
        document.querySelector("[data-testid=end-turn]") !== null ||
        (window.latestSave().steps ?? []).filter(
          (s: { action: { type: string; seat?: number } }) =>
            s.action.seat === 0 && (s.action.type === "endTurn" || s.action.type === "fortify"),
        ).length > before,
      endedBefore,
    );
    if ((await page.getByTestId("end-turn").count()) > 0) {
      await shot(page, "18-fortify-step");
      const froms = await regions(".selectable");
      if (froms.length > 0) {
        await clickRegion(froms[0]!);
        const [to] = await regions("[data-target]");
        await clickRegion(to!);
        await page.getByTestId("fortify").waitFor();
        await shot(page, "19-fortify-chosen");
        await page.getByTestId("fortify").click();
      } else {
        await page.getByTestId("end-turn").click();
      }
    }
    await page.waitForFunction(
      (before) =>
        (window.latestSave().steps ?? []).filter(
          (s: { action: { type: string; seat?: number } }) =>
            s.action.seat === 0 && (s.action.type === "endTurn" || s.action.type === "fortify"),
        ).length > before,
      endedBefore,
    );
    expect(await turnsEnded()).toBe(endedBefore + 1);
    await page.getByTestId("log").waitFor();
    await shot(page, "20-turn-passed");

    const record = await savedRecord();
    const mine = record.steps.map((s) => s.action).filter((a) => "seat" in a && a.seat === 0);
    expect(mine.some((a) => a.type === "place")).toBe(true);
    if (attacked) expect(mine.some((a) => a.type === "attack")).toBe(true);
    expect(mine.some((a) => a.type === "endTurn" || a.type === "fortify")).toBe(true);
    expect(await page.getByTestId("log").textContent()).toContain("Giro");

    // The game is saved as a record: a reload offers to resume it where it was.
    await page.getByTestId("pause").click();
    const steps = (await savedRecord()).steps.length;
    await page.reload();
    await page.getByTestId("resume").click();
    await page.getByTestId("map").waitFor();
    expect((await savedRecord()).steps.length).toBeGreaterThanOrEqual(steps);
    await shot(page, "21-resumed");
  });

  it("runs a bots-only game to its end screen", async () => {
    await page.getByTestId("preset-watch").click();
    for (let seat = 0; seat < 4; seat++) {
      await page.getByTestId(`seat-${seat}-level`).selectOption("greedy");
    }
    await page.getByTestId("rounds").fill("2");
    await page.getByTestId("seed").fill("e2e-bots");
    await page.getByTestId("start").click();
    await page.getByTestId("map").waitFor();
    await shot(page, "30-bots-start");
    await page.waitForFunction(
      () =>
        Number(document.querySelector("[data-testid=game]")?.getAttribute("data-seat") ?? 0) >= 0 &&
        document.querySelector("[data-testid=game]")?.getAttribute("data-stage") !== "setup",
      undefined,
      { timeout: 60_000 },
    );
    await shot(page, "31-bots-playing");
    await page.getByTestId("end-screen").waitFor({ timeout: 90_000 });
    await shot(page, "32-end-screen");
    expect(await page.locator("[data-testid=ranking] tbody tr").count()).toBe(4);
    const winner = (await page.getByTestId("winner").textContent()) ?? "";
    expect(winner.length).toBeGreaterThan(0);
    // On a phone the ranking scrolls inside its box, starting from the rank column.
    await page.setViewportSize({ width: 390, height: 844 });
    const rank = await page.locator("[data-testid=ranking] th").first().boundingBox();
    expect(rank!.x).toBeGreaterThanOrEqual(0);
    await shot(page, "34-end-screen-phone");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("button", { name: "Guarda la mappa" }).click();
    await shot(page, "33-final-board");
  });

  it("R6.4 by keyboard: Enter on the map confirms the move-in after a conquest", async () => {
    const { record, from, to } = recordBeforeConquest();
    await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(record));
    await page.reload();
    await page.getByTestId("resume").click();
    await waitForHuman();
    await clickRegion(from);
    await clickRegion(to);
    await page.getByTestId("dice-3").waitFor();
    await page.keyboard.press("3");
    await page.waitForSelector("[data-testid=game][data-stage=occupy]");
    await page.getByTestId("occupy").waitFor();
    // The keyboard player is still on the map, on the region just taken.
    await page.locator(`[data-testid=map] [data-region="${to}"]`).focus();
    await shot(page, "50-occupy-keyboard");
    await page.keyboard.press("Enter");
    await page.waitForSelector("[data-testid=game]:not([data-stage=occupy])");
    const steps = (await savedRecord()).steps;
    expect(steps[steps.length - 1]!.action.type).toBe("occupy");
  });

  it("on a phone: no sideways scrolling, and the current decision stays in view under the map", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("start").waitFor();
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await shot(page, "60-phone-home");
    await page.getByTestId("seed").fill("e2e-phone");
    await page.getByTestId("start").click();
    await waitForHuman();
    expect(await overflow()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    const map = await page.getByTestId("map").boundingBox();
    const actions = await page.getByTestId("actions").boundingBox();
    expect(map!.y).toBeLessThan(200);
    // The panel sits at the bottom of the screen, on top of the map, not 1,000 px further down.
    expect(actions!.y).toBeLessThan(844);
    expect(actions!.y + actions!.height).toBeLessThanOrEqual(845);
    await shot(page, "61-phone-turn");
  });

  it("hot-seat: a hand-over screen hides one player's secrets from the next", async () => {
    // The segmented controls are labels around radio buttons: click them as a player would.
    await page.locator("label:has([data-testid=players-3])").click();
    await page.locator("label:has([data-testid=seat-1-human])").click();
    await page.locator("label:has([data-testid=seat-2-human])").click();
    await page.getByTestId("seed").fill("e2e-hotseat");
    await page.getByTestId("start").click();
    await page.getByTestId("handover").waitFor();
    // Nothing secret is on screen behind the hand-over.
    expect(await page.getByTestId("hand").count()).toBe(0);
    await shot(page, "40-hotseat-handover");
    const first = await game();
    await page.getByRole("button", { name: /Sono .+: mostra/ }).click();
    await page.getByTestId("hand").waitFor();
    expect(await page.getByTestId("objective").textContent()).toContain("/ 30");
    await shot(page, "41-hotseat-revealed");
    // Place this pass (up to 3 armies), then the device goes to the next player.
    for (let guard = 0; guard < 5 && (await game()).seat === first.seat; guard++) {
      const own = await regions(".selectable");
      await clickRegion(own[0]!);
    }
    await page.getByTestId("handover").waitFor();
    expect((await game()).seat).not.toBe(first.seat);
    expect(await page.getByTestId("hand").count()).toBe(0);
    await shot(page, "42-hotseat-next");
  });
});
