/**
 * Shared steps of the browser tests: how a player clicks, what the game screen says, and saved
 * games prepared with the engine so a test starts at the decision it is about.
 */
import {
  appendStep,
  apply,
  createRecord,
  type GameRecord,
  type GameState,
  legalActions,
  newGame,
  type PlayerAction,
} from "@italia/engine";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, expect, inject } from "vitest";
import { type BrowserOptions, openBrowser } from "./browser";

declare global {
  interface Window {
    /** The most recently saved game's record (`{}` if none): installed by `installLatestSave`. */
    latestSave(): { steps?: { action: PlayerAction }[] } & Partial<GameRecord>;
  }
}

/**
 * Runs in the page before the app (`page.addInitScript`): defines `window.latestSave`, which
 * reads the newest slot of the app's saved games, for tests that follow what was saved.
 */
export function installLatestSave(): void {
  window.latestSave = () => {
    const list = JSON.parse(localStorage.getItem("italia.saves") ?? "[]") as { id: string }[];
    const first = list[0];
    return first ? JSON.parse(localStorage.getItem(`italia.save.${first.id}`) ?? "{}") : {};
  };
}

/**
 * Gives each test of the calling file a fresh page ({@link openTestPage}, handed to `use` before
 * the test) and closes it after the test, failing the test on any error the page threw.
 */
export function pagePerTest(use: (page: Page) => void): void {
  const errors: string[] = [];
  let close: (() => Promise<void>) | null = null;
  beforeEach(async () => {
    const opened = await openTestPage(errors);
    close = opened.close;
    use(opened.page);
  });
  afterEach(async () => {
    await close?.();
    close = null;
    expect(errors).toEqual([]);
  });
}

/**
 * A fresh browser page on the app for one test: the latest save installed on load, page errors
 * and Content-Security-Policy violations collected into `errors`, and a known start (Italian, the quickest bots, nothing saved).
 */
export async function openTestPage(
  errors: string[],
  options: BrowserOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const opened = await openBrowser(options);
  const { page } = opened;
  await page.addInitScript(installLatestSave);
  errors.length = 0;
  page.on("pageerror", (e) => errors.push(e.message));
  // the server's Content-Security-Policy must let the app do all it does (issue #27)
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  await page.goto(inject("baseUrl"));
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("italia.lang", "it");
    localStorage.setItem("italia.botSpeed", "instant");
  });
  await page.reload();
  return opened;
}

/** Clicks a region where a player would: on its army marker, which lets clicks through. */
export async function clickRegion(page: Page, id: string): Promise<void> {
  const box = await page.locator(`[data-marker="${id}"] rect`).first().boundingBox();
  if (!box) throw new Error(`no marker for ${id}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The stage, the current seat and whether a person here decides now. */
export async function game(page: Page): Promise<{ stage: string; seat: number; human: boolean }> {
  const root = page.getByTestId("game");
  return {
    stage: (await root.getAttribute("data-stage")) ?? "",
    seat: Number(await root.getAttribute("data-seat")),
    human: (await root.getAttribute("data-human-turn")) === "yes",
  };
}

/** Waits until it is the human's decision (or the game is over). */
export async function waitForHuman(page: Page): Promise<void> {
  await page.waitForSelector(
    '[data-testid=game][data-human-turn="yes"], [data-testid=game][data-stage="over"]',
    { timeout: 60_000 },
  );
}

/** The ids of the map's regions matching a class/attribute selector. */
export async function regions(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`[data-testid=map] .region${selector}`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-region")!));
}

/** How `recordUntil` plays: seeds tried, steps per seed, rounds planned, who sits at seat 0. */
export interface RecordSearch {
  readonly tries?: number;
  readonly maxSteps?: number;
  readonly rounds?: number;
  /** Seat 0 is a greedy bot too, so the app plays the whole game by itself. */
  readonly allBots?: boolean;
}

/**
 * Plays a 4-seat game (seat 0 human in the record unless `allBots`, the others greedy bots by
 * name) with `pick` choosing every action from the engine's legal ones, until `stop` says the
 * state is the one a test needs. Returns that record, or `null` if no seed gets there.
 */
export function recordUntil(
  prefix: string,
  stop: (state: GameState) => boolean,
  pick: (state: GameState, actions: readonly PlayerAction[]) => PlayerAction,
  { tries = 50, maxSteps = 600, rounds = 25, allBots = false }: RecordSearch = {},
): { record: GameRecord; state: GameState } | null {
  for (let attempt = 0; attempt < tries; attempt++) {
    const config = { players: 4 as const, seed: `${prefix}-${attempt}`, limit: { rounds } };
    const seats = [0, 1, 2, 3].map((s) =>
      s === 0 && !allBots ? { name: "Anna" } : { name: `B${s}`, bot: "greedy" },
    );
    let record = createRecord(config, seats);
    let state: GameState = newGame(config);
    for (let step = 0; step < maxSteps && state.stage !== "over"; step++) {
      if (stop(state)) return { record, state };
      const next = pick(state, legalActions(state));
      const result = apply(state, next);
      if (!result.ok) throw new Error(result.error.message);
      record = appendStep(record, next, result.events, result.state);
      state = result.state;
    }
  }
  return null;
}

/** Places first, then ends the turn: nobody attacks, so armies pile up. */
export function passive(_state: GameState, actions: readonly PlayerAction[]): PlayerAction {
  return (
    actions.find((a) => a.type === "place") ??
    actions.find((a) => a.type === "endTurn") ??
    actions[0]!
  );
}

/**
 * A saved game (as the app stores it) that stops at seat 0's decision, where an attack with 3
 * dice from `from` takes `to` (the engine's seeded dice say so).
 */
export function recordBeforeConquest(): { record: GameRecord; from: string; to: string } {
  let found: { from: string; to: string } | null = null;
  const hit = recordUntil(
    "e2e-occupy",
    (state) => {
      if (state.currentSeat !== 0 || state.stage === "setup" || state.pendingArmies > 0)
        return false;
      for (const a of legalActions(state)) {
        if (a.type !== "attack" || a.dice !== 3 || state.regions[a.to].armies !== 1) continue;
        const tried = apply(state, a);
        if (tried.ok && tried.state.stage === "occupy") {
          found = { from: a.from, to: a.to };
          return true;
        }
      }
      return false;
    },
    passive,
    { maxSteps: 400 },
  );
  if (!hit || !found) throw new Error("no conquest found");
  const { from, to } = found as { from: string; to: string };
  return { record: hit.record, from, to };
}

/**
 * How far the end screen's ranking reaches past the window sideways (≤ 0 when it fits): its
 * own box's sideways scroll, the page's, and the right edge of the points and total columns.
 */
export async function rankingOverflow(page: Page): Promise<{
  box: number;
  page: number;
  columns: number;
}> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>(".ranking-scroll")!;
    const cells = [
      ...document.querySelectorAll<HTMLElement>(
        "[data-testid=ranking] td.num, [data-testid=ranking] th.num",
      ),
    ].filter((el) => el.getClientRects().length > 0);
    return {
      box: box.scrollWidth - box.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
      columns: Math.max(...cells.map((el) => el.getBoundingClientRect().right)) - window.innerWidth,
    };
  });
}
