/**
 * Browser tests for playing on (issue #12): resigning and handing a seat to a bot from the game
 * menu, the full log and its filters, and explanations on demand. Screenshots go to
 * apps/web/test-artifacts/.
 */
import {
  type GameRecord,
  type GameState,
  legalMoves,
  type PlayerAction,
  sdadataThreshold,
} from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shot } from "./browser";
import {
  clickRegion,
  game,
  pagePerTest,
  passive,
  recordUntil,
  regions,
  waitForHuman,
} from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
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
    await page.getByTestId("game-menu").click();
    await shot(page, "79-game-menu");
    await page.getByTestId("seat-to-bot-0").click();
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

    // On a phone the menu opens on the screen, under its button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("game-menu").click();
    const box = (await page.locator("#game-menu-list").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await shot(page, "86-game-menu-phone");
  });
});

/** Opens a prepared record as the saved game and resumes it. */
async function resume(record: unknown) {
  await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(record));
  await page.reload();
  await page.getByTestId("resume").first().click();
  await waitForHuman(page);
}

/** The log's lines now shown: text and kind. */
function logLines(): Promise<{ text: string; kind: string }[]> {
  return page
    .locator("[data-testid=log] li.log-line")
    .evaluateAll((els) =>
      els.map((e) => ({ text: e.textContent ?? "", kind: e.getAttribute("data-kind") ?? "" })),
    );
}

describe("the full log and explanations on demand", () => {
  it("R7.3: why one plain fortify move ends the turn, in the panel and in the log; the log shows passes and turn ends, filtered by kind and seat", async () => {
    const hit = recordUntil(
      "e2e-log",
      (state) =>
        state.currentSeat === 0 &&
        state.round >= 2 &&
        state.stage === "attack" &&
        state.pendingArmies === 0 &&
        legalMoves(state).some((m) => m.type === "fortify"),
      passive,
    );
    if (!hit) throw new Error("no position with a fortify move");
    await resume(hit.record);

    // «Passa» opens the fortify step, which says on demand why its move ends the turn.
    await page.getByTestId("pass").click();
    const why = page.getByTestId("why-fortify");
    await why.locator("summary").click();
    expect(await why.textContent()).toContain("R7.3");
    await shot(page, "83-why-fortify");
    const [from] = await regions(page, ".selectable");
    await clickRegion(page, from!);
    const [to] = await regions(page, "[data-target]");
    await clickRegion(page, to!);
    await page.getByTestId("fortify").click();

    // The log: the move, the turn's end with its reason on demand, and the bots' «Passa». (The
    // turn's end is read from the log, not from whose turn it is: with instant bots the turn can
    // come round to seat 0 again between two looks at the page.)
    const ended = page
      .locator("[data-testid=log] li.log-line")
      .filter({ hasText: "Fine del turno di Anna: lo spostamento chiude il turno" })
      .last();
    await ended.waitFor();
    await ended.locator("summary").click();
    expect(await ended.textContent()).toContain("R7.3");
    await shot(page, "84-log-why");
    await page.getByTestId("pause").click();
    const all = await logLines();
    expect(all.some((l) => /^Anna sposta \d+ da /.test(l.text))).toBe(true);
    expect(all.some((l) => /^B\d passa$/.test(l.text))).toBe(true);

    // Filtered by kind: only moves; by seat: only Anna's lines.
    await page.getByTestId("log-kind").selectOption("move");
    const moves = await logLines();
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((l) => l.kind === "move")).toBe(true);
    await page.getByTestId("log-kind").selectOption("all");
    await page.getByTestId("log-seat").selectOption("0");
    const anna = await logLines();
    expect(anna.length).toBeGreaterThan(0);
    expect(anna.every((l) => l.text.includes("Anna"))).toBe(true);
    await shot(page, "85-log-filtered");
  });

  it("R11.4: a seat that conquered more than 2 regions does not roll the Sdadata; the log says so, and why", async () => {
    const hit = recordUntil(
      "e2e-sdadata-skip",
      (s) =>
        s.currentSeat === 0 &&
        s.stage === "attack" &&
        s.pendingArmies === 0 &&
        s.turn.conqueredThisTurn > 2 &&
        sdadataThreshold(s) !== null,
      bold,
      { rounds: 1, tries: 60, maxSteps: 800 },
    );
    if (!hit) throw new Error("no overtime turn with 3 conquests");
    const conquered = hit.state.turn.conqueredThisTurn;
    await resume(hit.record);
    // The bots wait, so the log can be read before the game goes on.
    await page.getByTestId("pause").click();
    await page.getByTestId("pass").click();
    if ((await page.getByTestId("end-turn").count()) > 0)
      await page.getByTestId("end-turn").click();
    const skipped = page.locator("[data-testid=log] li.log-line").filter({
      hasText: `Anna non tira la Sdadata: ${conquered} regioni conquistate in questo turno`,
    });
    await skipped.waitFor();
    await skipped.locator("summary").click();
    expect(await skipped.textContent()).toContain("R11.4");
    await shot(page, "87-log-sdadata-skip");
  });
});

/**
 * Seat 0 plays boldly (every army on one region, attacks it is sure to win, the biggest move-in),
 * the others passively: seat 0 soon conquers several regions in one turn.
 */
function bold(state: GameState, actions: readonly PlayerAction[]): PlayerAction {
  if (state.currentSeat !== 0) return passive(state, actions);
  let best: PlayerAction | null = null;
  for (const a of actions) {
    if (a.type === "place" && (best?.type !== "place" || a.count > best.count)) best = a;
  }
  if (best) return best;
  for (const a of actions) {
    if (a.type === "occupy" && (best?.type !== "occupy" || a.count > best.count)) best = a;
  }
  if (best) return best;
  const sure = actions.find(
    (a) =>
      a.type === "attack" &&
      state.regions[a.from].armies >= state.regions[a.to].armies + 2 &&
      a.dice === Math.min(3, state.regions[a.from].armies - 1),
  );
  return sure ?? actions.find((a) => a.type === "endTurn") ?? actions[0]!;
}
