/**
 * Browser tests of the replay viewer and the end-of-game statistics (issue #12): a record made
 * with the engine for a known seed is opened from a file and by drag-and-drop, stepped through
 * and compared with the engine's own states; broken files give clear errors. Screenshots go to
 * apps/web/test-artifacts/ at 1440×900 and 390×844.
 */
import {
  type GameEvent,
  type GameRecord,
  type GameState,
  objectiveById,
  REGION_IDS,
  regionName,
  replay,
} from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { finishedRecord } from "../src/games/italia/replay/testing";
import { shot } from "./browser";
import { pagePerTest } from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

const record = finishedRecord("e2e-replay", 4);
const actions = record.steps.map((s) => s.action);

/** The engine's state after the record's first `p` actions, and every action's events. */
function engineAt(p: number): { state: GameState; events: readonly (readonly GameEvent[])[] } {
  const result = replay(record.config, actions.slice(0, p));
  if (!result.ok) throw new Error(result.error.message);
  return result;
}

/** The points each statistics series must have: each round's start, then the end. */
function expectedPoints(): number {
  const { events } = engineAt(actions.length);
  const rounds = new Set<number>();
  for (const list of events)
    for (const e of list) if (e.type === "turnStarted") rounds.add(e.round);
  return rounds.size + 1;
}

async function openViewer(): Promise<void> {
  await page.getByTestId("open-replay").click();
  await page.getByTestId("replay-picker").waitFor();
}

async function loadFile(content: string, name = "partita.json"): Promise<void> {
  await page
    .getByTestId("replay-file")
    .setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(content) });
}

async function position(): Promise<number> {
  return Number(await page.getByTestId("replay-position").getAttribute("data-position"));
}

/** The map's owner and armies of every region, as drawn. */
async function mapOf(): Promise<Record<string, [number, number]>> {
  return page
    .locator("[data-testid=map] .region")
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((e) => [
          e.getAttribute("data-region")!,
          [Number(e.getAttribute("data-owner")), Number(e.getAttribute("data-armies"))],
        ]),
      ),
    );
}

function engineMap(state: GameState): Record<string, [number, number]> {
  return Object.fromEntries(
    REGION_IDS.map((id) => [id, [state.regions[id].owner, state.regions[id].armies]]),
  );
}

describe("replay viewer", () => {
  it("opens an engine-made record for a known seed and steps by action, turn, slider and keys, drawing the engine's states", async () => {
    await page.getByTestId("open-replay").waitFor();
    await shot(page, "replay-00-home");
    await openViewer();
    await shot(page, "replay-01-picker");
    await loadFile(JSON.stringify(record, null, 2));
    await page.getByTestId("replay").waitFor();
    expect(await position()).toBe(0);
    expect(Number(await page.getByTestId("replay").getAttribute("data-length"))).toBe(
      actions.length,
    );
    expect(await mapOf()).toEqual(engineMap(engineAt(0).state));
    expect(await page.getByTestId("log").textContent()).toContain("La partita comincia");

    await page.getByTestId("replay-next").click();
    expect(await position()).toBe(1);
    expect(await mapOf()).toEqual(engineMap(engineAt(1).state));
    await page.getByTestId("replay-prev").click();
    expect(await position()).toBe(0);

    // By turn: the next turn (or setup pass) starts where the seat to play changes.
    await page.getByTestId("replay-next-turn").click();
    const turn = await position();
    expect(turn).toBeGreaterThan(0);
    expect(engineAt(turn).state.currentSeat).not.toBe(engineAt(0).state.currentSeat);
    await page.getByTestId("replay-prev-turn").click();
    expect(await position()).toBe(0);

    // Keyboard: End, Home, → and ←.
    await page.keyboard.press("End");
    expect(await position()).toBe(actions.length);
    expect(await mapOf()).toEqual(engineMap(engineAt(actions.length).state));
    await page.keyboard.press("Home");
    expect(await position()).toBe(0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await position()).toBe(2);
    await page.keyboard.press("ArrowLeft");
    expect(await position()).toBe(1);

    // Playing by itself, then paused.
    await page.getByTestId("replay-play").click();
    await page.waitForFunction(
      () =>
        Number(
          document.querySelector("[data-testid=replay-position]")?.getAttribute("data-position"),
        ) >= 3,
    );
    await page.getByTestId("replay-play").click();
    expect(await page.getByTestId("replay-play").getAttribute("aria-pressed")).toBe("false");
    const paused = await position();
    expect(await mapOf()).toEqual(engineMap(engineAt(paused).state));

    // The slider, to the action just after the first attack roll: the dice tray shows it.
    const attack = engineAt(actions.length).events.findIndex((list) =>
      list.some((e) => e.type === "diceRolled"),
    );
    await page.getByTestId("replay-slider").fill(String(attack + 1));
    expect(await position()).toBe(attack + 1);
    expect(await mapOf()).toEqual(engineMap(engineAt(attack + 1).state));
    const roll = engineAt(attack + 1).events[attack]!.find((e) => e.type === "diceRolled")!;
    if (roll.type !== "diceRolled") throw new Error("no roll");
    const tray = (await page.getByTestId("dice").textContent()) ?? "";
    expect(tray).toContain(regionName(roll.from));
    expect(tray).toContain(regionName(roll.to));
    expect(await page.locator("[data-testid=dice] .die").count()).toBe(
      roll.attackerDice.length + roll.defenderDice.length,
    );
    await shot(page, "replay-02-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "replay-03-phone");
  });

  it("R12: as a seat saw it an opponent's objective is hidden; everything revealed shows it", async () => {
    await openViewer();
    await loadFile(JSON.stringify(record));
    await page.getByTestId("replay").waitFor();
    const mid = Math.floor(actions.length / 2);
    await page.getByTestId("replay-slider").fill(String(mid));
    const { state } = engineAt(mid);
    expect(state.stage).not.toBe("over");
    const own = objectiveById(state.objectives[0]!).name;
    const other = [1, 2, 3].find((s) => state.objectives[s] !== state.objectives[0])!;
    const hidden = objectiveById(state.objectives[other]!).name;

    // Everything revealed (the default): every seat's objective is shown.
    expect(await page.getByTestId(`objective-of-${other}`).textContent()).toContain(hidden);
    await shot(page, "replay-04-revealed");

    // Chosen with the keyboard: the list takes ↓, then the arrows step through the game again.
    await page.getByTestId("replay-mode").focus();
    await page.keyboard.press("ArrowDown");
    await page.getByTestId("objective").waitFor();
    await page.keyboard.press("ArrowRight");
    expect(await position()).toBe(mid + 1);
    expect(await page.getByTestId("replay-mode").inputValue()).toBe("0");
    await page.keyboard.press("ArrowLeft");
    expect(await page.getByTestId("objective").textContent()).toContain(own);
    expect(await page.locator("body").textContent()).not.toContain(hidden);
    expect(await page.getByTestId("secrets").count()).toBe(0);
    await shot(page, "replay-05-as-seat-1");

    await page.getByTestId("replay-mode").selectOption("revealed");
    expect(await page.getByTestId(`objective-of-${other}`).textContent()).toContain(hidden);
  });

  it("a broken file gives a clear error: not JSON, another format, an illegal action at index N", async () => {
    await openViewer();
    await loadFile('{\n  "format": "italia-record/2",\n  "engine": oops }');
    const error = page.getByTestId("replay-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("riga 3, colonna 13");
    expect(await error.textContent()).toContain("oops");

    await loadFile(JSON.stringify({ ...record, format: "risk-save/1" }));
    await page.getByText("«risk-save/1»").waitFor();
    expect(await error.textContent()).toContain("«game-record/1» (o «italia-record/2»)");

    const steps = record.steps.slice();
    steps[5] = { action: { type: "endTurn", seat: 3 } };
    await loadFile(JSON.stringify({ ...record, steps }));
    await page.getByText("indice 5").waitFor();
    expect(await error.textContent()).toMatch(/mossa n\. 6 \(indice 5\) è illegale/);
    expect(await page.getByTestId("replay").count()).toBe(0);
    // The message follows the language, since it is kept as data.
    await page.getByTestId("lang").click();
    expect(await error.textContent()).toMatch(/Move no\. 6 \(index 5\) is illegal/);
    await page.getByTestId("lang").click();
    await shot(page, "replay-06-error");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "replay-07-error-phone");
  });

  it("opens a record dropped on the screen, and its statistics chart has a series per seat and a point per round", async () => {
    await openViewer();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "dropped.json", { type: "application/json" }));
      const target = document.querySelector("[data-testid=replay-root]")!;
      target.dispatchEvent(new DragEvent("dragover", { dataTransfer: data, bubbles: true }));
      target.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true }));
    }, JSON.stringify(record));
    await page.getByTestId("replay").waitFor();
    await page.getByTestId("replay-stats").click();
    await page.getByTestId("stats").waitFor();
    const points = expectedPoints();
    for (const chart of ["chart-armies", "chart-regions"]) {
      const series = page.locator(`[data-testid=${chart}] [data-testid=chart-series]`);
      expect(await series.count()).toBe(4);
      for (let s = 0; s < 4; s++) {
        expect(await series.nth(s).getAttribute("data-points")).toBe(String(points));
        expect(await series.nth(s).locator("circle").count()).toBe(points);
      }
    }
    expect(await page.locator("[data-testid=stats-table] tbody tr").count()).toBe(4);
    // A modal dialog: Tab stays inside it (the page behind has many controls).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest("[data-testid=stats-dialog]")),
        ),
      ).toBe(true);
    }
    await shot(page, "replay-08-stats");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "replay-09-stats-phone");
    await page.keyboard.press("Escape");
    await page.getByTestId("stats-dialog").waitFor({ state: "detached" });
  });
});

describe("end of a game", () => {
  it("shows the statistics, and «Rivedi la partita» opens the viewer on the game just played", async () => {
    // A game of four bots, saved ten actions before its end: the app's bots play on to the end.
    const bots: GameRecord = {
      ...record,
      seats: [0, 1, 2, 3].map((s) => ({ name: `Bot ${s + 1}`, bot: "random" })),
      steps: record.steps.slice(0, -10),
      result: null,
    };
    await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(bots));
    await page.reload();
    await page.getByTestId("resume").first().click();
    await page.getByTestId("end-screen").waitFor({ timeout: 90_000 });
    await page.getByTestId("stats").waitFor();
    const series = page.locator("[data-testid=chart-armies] [data-testid=chart-series]");
    expect(await series.count()).toBe(4);
    const points = Number(await series.first().getAttribute("data-points"));
    await shot(page, "replay-10-end-screen");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "replay-11-end-screen-phone");
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId("watch-replay").click();
    const viewer = page.getByTestId("replay");
    await viewer.waitFor();
    // Opened at the end of this game: its last round plus the start point.
    const length = Number(await viewer.getAttribute("data-length"));
    expect(length).toBeGreaterThan(bots.steps.length);
    expect(await position()).toBe(length);
    expect(await viewer.getAttribute("data-stage")).toBe("over");
    expect(points).toBe(Number(await viewer.getAttribute("data-round")) + 1);
    await shot(page, "replay-12-from-end-screen");

    // Back to the end screen of the same game.
    await page.getByTestId("replay-close").click();
    await page.getByTestId("end-screen").waitFor();
  });
});
