/**
 * Browser tests for the bugs of issue #24, each written to fail before its fix. Screenshots go to
 * apps/web/test-artifacts/ (desktop 1366×800 and 1920×1080, phone 390×844).
 */
import { type GameRecord, legalActions } from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aggressive, finishedRecord } from "../src/games/italia/replay/testing";
import { shot } from "./browser";
import {
  clickRegion,
  pagePerTest,
  rankingOverflow,
  recordBeforeConquest,
  recordUntil,
  waitForHuman,
} from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const WIDE = { width: 1920, height: 1080 };

/** A game of four bots saved a few actions before its end: the app's bots play on to the end. */
async function toEndScreen(): Promise<void> {
  const record = finishedRecord("e2e-issue24-end", 3);
  const bots: GameRecord = {
    ...record,
    seats: [0, 1, 2, 3].map((s) => ({ name: `Bot ${s + 1}`, bot: "random" })),
    steps: record.steps.slice(0, -6),
    result: null,
  };
  await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(bots));
  await page.reload();
  await page.getByTestId("resume").first().click();
  await page.getByTestId("end-screen").waitFor({ timeout: 90_000 });
}

/**
 * For each row of the ranking: how many pixels of its height are on screen (clipped by every
 * scrolling box around it and by the window), its own height, and whether what is drawn at its
 * rank cell's centre is the row itself (nothing covers it).
 */
async function rankingRows(): Promise<{ shown: number; height: number; onTop: boolean }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-testid=ranking] tbody tr")].map((row) => {
      const rect = row.getBoundingClientRect();
      let top = Math.max(rect.top, 0);
      let bottom = Math.min(rect.bottom, window.innerHeight);
      for (let el = row.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowY === "visible" && style.overflowX === "visible") continue;
        const box = el.getBoundingClientRect();
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
      const cell = row.querySelector("td")!.getBoundingClientRect();
      const hit = document.elementFromPoint(
        cell.left + cell.width / 2,
        Math.max(top, 0) + Math.max(0, bottom - top) / 2,
      );
      return {
        shown: Math.max(0, bottom - top),
        height: rect.height,
        onTop: hit !== null && row.contains(hit),
      };
    }),
  );
}

describe("issue #24: the local end of the game", () => {
  it("bug 3: every row of the ranking is on screen, whole, at 1366×800, 1920×1080 and on a phone", async () => {
    await toEndScreen();
    for (const size of [LAPTOP, WIDE, PHONE]) {
      await page.setViewportSize(size);
      await shot(page, `issue24-ranking-${size.width}x${size.height}`);
      const rows = await rankingRows();
      expect(rows).toHaveLength(4);
      for (const row of rows) {
        expect(row.height).toBeGreaterThan(0);
        expect(row.shown).toBeGreaterThanOrEqual(row.height - 1);
        expect(row.onTop).toBe(true);
      }
    }
  });

  it("bug 5: on a phone the ranking's points and total fit the width, with no sideways scroll", async () => {
    await toEndScreen();
    await page.setViewportSize(PHONE);
    await shot(page, "issue24-ranking-phone-fit");
    const overflow = await rankingOverflow(page);
    expect(overflow.box).toBeLessThanOrEqual(0);
    expect(overflow.page).toBeLessThanOrEqual(0);
    expect(overflow.columns).toBeLessThanOrEqual(0);
  });

  it("bug 4: the replay opened from the end screen answers its keys (←/→, Home/End, PgUp/PgDn)", async () => {
    await toEndScreen();
    await page.getByTestId("watch-replay").click();
    const viewer = page.getByTestId("replay");
    await viewer.waitFor();
    const position = async () =>
      Number(await page.getByTestId("replay-position").getAttribute("data-position"));
    const length = Number(await viewer.getAttribute("data-length"));
    expect(await position()).toBe(length);
    await page.keyboard.press("ArrowLeft");
    expect(await position()).toBe(length - 1);
    await page.keyboard.press("Home");
    expect(await position()).toBe(0);
    await page.keyboard.press("ArrowRight");
    expect(await position()).toBe(1);
    await page.keyboard.press("PageDown");
    expect(await position()).toBeGreaterThan(1);
    await page.keyboard.press("End");
    expect(await position()).toBe(length);
    // Back to the game: its end screen is there again.
    await page.getByTestId("replay-close").click();
    await page.getByTestId("end-screen").waitFor();
  });
});

/** Resumes, on a phone, a game at seat 0's decision where an attack from `from` takes `to`. */
async function resumeOnPhone(): Promise<{ from: string; to: string }> {
  const { record, from, to } = recordBeforeConquest();
  await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(record));
  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByTestId("resume").first().click();
  await waitForHuman(page);
  return { from, to };
}

/** How much of the map the action panel covers, at worst, as the page scrolls from top to bottom. */
async function worstCover(): Promise<{ cover: number; panel: number; map: number }> {
  return page.evaluate(async () => {
    const panel = document.querySelector<HTMLElement>("[data-testid=actions]")!;
    const map = document.querySelector<HTMLElement>(".map-wrap")!;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    let worst = 0;
    for (let y = 0; y <= max + 20; y += 20) {
      window.scrollTo(0, Math.min(y, max));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const p = panel.getBoundingClientRect();
      const m = map.getBoundingClientRect();
      const overlap = Math.max(0, Math.min(p.bottom, m.bottom) - Math.max(p.top, m.top));
      worst = Math.max(worst, overlap);
    }
    window.scrollTo(0, 0);
    return {
      cover: worst / map.getBoundingClientRect().height,
      panel: panel.getBoundingClientRect().height,
      map: map.getBoundingClientRect().height,
    };
  });
}

/** The header's rows: whether its controls all sit on one line, inside the window. */
async function header(): Promise<{ rows: number; overflow: number; right: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>(".topbar")!;
    const items = [...bar.querySelectorAll<HTMLElement>("button, select, .round-info strong")]
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    // Items whose vertical middles differ by more than half the tallest item are on other rows.
    const tallest = Math.max(...items.map((r) => r.height));
    const middles = items.map((r) => r.top + r.height / 2).sort((a, b) => a - b);
    let rows = 1;
    for (let i = 1; i < middles.length; i++) {
      if (middles[i]! - middles[i - 1]! > tallest / 2) rows++;
    }
    return {
      rows,
      overflow: bar.scrollWidth - bar.clientWidth,
      right: Math.max(...items.map((r) => r.right)) - window.innerWidth,
    };
  });
}

describe("issue #24: on a phone (390×844)", () => {
  it("the home page shows the local «New game» form above the decorative map", async () => {
    await page.setViewportSize(PHONE);
    await page.getByTestId("new-game").waitFor();
    await shot(page, "issue24-home-phone");
    const form = (await page.getByTestId("new-game").boundingBox())!;
    const map = (await page.locator(".mini-map").boundingBox())!;
    expect(form.y + form.height).toBeLessThanOrEqual(map.y + 1);
  });

  it("the game's header is one row: its controls keep their icons and lose their words", async () => {
    await resumeOnPhone();
    await shot(page, "issue24-game-phone");
    const bar = await header();
    expect(bar.rows).toBe(1);
    expect(bar.overflow).toBeLessThanOrEqual(0);
    expect(bar.right).toBeLessThanOrEqual(0);
  });

  it("the action panel folds, and never covers more than a third of the map", async () => {
    const { from, to } = await resumeOnPhone();
    // The tallest panel: an attack with its dice, odds and blitz.
    await clickRegion(page, from);
    await clickRegion(page, to);
    await page.getByTestId("dice-3").waitFor();
    await shot(page, "issue24-game-phone-attack");
    expect(await page.getByTestId("actions-fold").count()).toBe(1);
    // A smaller phone too (360×640): the panel's height follows the map's.
    await page.setViewportSize({ width: 360, height: 640 });
    expect((await worstCover()).cover).toBeLessThanOrEqual(1 / 3);
    await page.setViewportSize(PHONE);
    const open = await worstCover();
    expect(open.cover).toBeLessThanOrEqual(1 / 3);
    // Folded: only its title line is left; unfolded again, the dice are back.
    await page.getByTestId("actions-fold").click();
    expect(await page.getByTestId("dice-3").isVisible()).toBe(false);
    const folded = await worstCover();
    expect(folded.panel).toBeLessThan(open.panel);
    await shot(page, "issue24-game-phone-folded");
    await page.getByTestId("actions-fold").click();
    await page.getByTestId("dice-3").waitFor();
  });
});

describe("issue #24: a playable combination", () => {
  it("R5: the action panel says «Combinazione disponibile: +N» on a 1366×800 screen, in view without scrolling", async () => {
    // Seat 0 about to place its reinforcements with a combination of armies in hand.
    const hit = recordUntil(
      "e2e-issue24-combo",
      (state) =>
        state.currentSeat === 0 &&
        state.stage === "reinforce" &&
        state.pendingArmies > 0 &&
        legalActions(state).some((a) => a.type === "playCards" && a.target === undefined),
      aggressive,
      { tries: 40, maxSteps: 1500 },
    );
    expect(hit).not.toBeNull();
    await page.setViewportSize(LAPTOP);
    await page.evaluate(
      (r) => localStorage.setItem("italia.savedGame", r),
      JSON.stringify(hit!.record),
    );
    await page.reload();
    await page.getByTestId("resume").first().click();
    await waitForHuman(page);
    const notice = page.getByTestId("combo-available");
    await notice.waitFor();
    await shot(page, "issue24-combo-available");
    expect(await notice.textContent()).toMatch(/Combinazione disponibile: \+\d+/);
    const box = (await notice.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height);
  });
});
