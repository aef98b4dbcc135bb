/**
 * Browser tests for the bugs of issue #12, each written to fail before its fix. Screenshots go to
 * apps/web/test-artifacts/ (desktop 1440×900, phone 390×844).
 */

import { battleOdds } from "@italia/bot-sdk";
import {
  combinationOf,
  type GameState,
  legalActions,
  type PlayerAction,
  regionBonusRegions,
} from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { percent, rollExpectation } from "../src/games/italia/game/odds";
import { shot } from "./browser";
import {
  clickRegion,
  game,
  pagePerTest,
  passive,
  recordBeforeConquest,
  recordUntil,
  regions,
  waitForHuman,
} from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

/** Opens a prepared record as the saved game and resumes it. */
async function resume(record: unknown) {
  await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(record));
  await page.reload();
  await page.getByTestId("resume").first().click();
  await waitForHuman(page);
}

/** The parts of a CSS colour, or null for none/transparent. */
function rgb(css: string): [number, number, number][] {
  return [...css.matchAll(/rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/g)]
    .filter((m) => m[4] === undefined || Number(m[4]) > 0)
    .map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
}

/** No hue at all: the red, green and blue parts differ by little (player colours all differ a lot). */
function achromatic([r, g, b]: [number, number, number]): boolean {
  return Math.max(r, g, b) - Math.min(r, g, b) <= 24;
}

describe("issue #12 bugs", () => {
  it("hot-seat: a stray Enter from the player who just moved does not reveal the next player", async () => {
    await page.locator("label:has([data-testid=players-3])").click();
    await page.locator("label:has([data-testid=seat-1-human])").click();
    await page.locator("label:has([data-testid=seat-2-human])").click();
    await page.getByTestId("seed").fill("e2e-handover-enter");
    await page.getByTestId("start").click();
    await page.getByTestId("handover").waitFor();
    await page.getByRole("button", { name: /Sono .+: mostra/ }).click();
    await page.getByTestId("hand").waitFor();
    const first = (await game(page)).seat;
    for (let guard = 0; guard < 5 && (await game(page)).seat === first; guard++) {
      const own = await regions(page, ".selectable");
      await clickRegion(page, own[0]!);
    }
    await page.getByTestId("handover").waitFor();
    // The previous player keeps pressing keys meant for their own screen.
    for (const key of ["Enter", " ", "Enter"]) await page.keyboard.press(key);
    await page.waitForTimeout(200);
    expect(await page.getByTestId("handover").count()).toBe(1);
    expect(await page.getByTestId("hand").count()).toBe(0);
    await shot(page, "70-handover-after-enter");
    // The next player takes the device deliberately.
    await page.getByRole("button", { name: /Sono .+: mostra/ }).click();
    await page.getByTestId("hand").waitFor();
  });

  for (const control of ["−1 button", "slider"] as const) {
    it(`R6.4: Enter after the ${control} confirms the move-in from the panel`, async () => {
      const { record, from, to } = recordBeforeConquest();
      await resume(record);
      await clickRegion(page, from);
      await clickRegion(page, to);
      await page.getByTestId("dice-3").click();
      await page.getByTestId("occupy").waitFor();
      const max = Number(
        await page.locator("[data-testid=actions] input[type=range]").getAttribute("max"),
      );
      const min = Number(
        await page.locator("[data-testid=actions] input[type=range]").getAttribute("min"),
      );
      expect(max).toBeGreaterThan(min);
      if (control === "slider") {
        await page.locator("[data-testid=actions] input[type=range]").focus();
        await page.keyboard.press("ArrowLeft");
      } else {
        await page.locator("[data-testid=actions] button[aria-label='−1']").click();
      }
      await shot(page, `71-occupy-${control === "slider" ? "slider" : "minus"}`);
      await page.keyboard.press("Enter");
      await page.waitForSelector("[data-testid=game]:not([data-stage=occupy])", { timeout: 5000 });
      const steps = await page.evaluate(
        () =>
          window.latestSave().steps as {
            action: { type: string; count?: number };
          }[],
      );
      const last = steps[steps.length - 1]!.action;
      expect(last).toMatchObject({ type: "occupy", count: max - 1 });
    });
  }

  it("focus and target highlights never look like a player colour", async () => {
    const { record, from } = recordBeforeConquest();
    await resume(record);
    await clickRegion(page, from);
    const [target] = await regions(page, "[data-target]");
    expect(target).toBeDefined();
    await page.locator(`[data-testid=map] [data-region="${target}"]`).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await shot(page, "72-focus-target");
    const colours = await page.evaluate((id) => {
      const region = document.querySelector(`[data-testid=map] [data-region="${id}"]`)!;
      const path = region.querySelector("path")!;
      const button = document.querySelector("[data-testid=pass]") as HTMLElement;
      return {
        focus: getComputedStyle(region).filter,
        target: getComputedStyle(path).stroke,
        outline: [...document.querySelectorAll(".region-outlines .outline")].map(
          (o) => getComputedStyle(o).stroke,
        ),
        marker: [...document.querySelectorAll(".marker.selectable rect")]
          .slice(0, 1)
          .map((r) => getComputedStyle(r).stroke),
        buttonFocus: getComputedStyle(document.documentElement).getPropertyValue("--focus"),
        button: button ? "yes" : "no",
      };
    }, target);
    const all = [
      ...rgb(colours.focus),
      ...rgb(colours.target),
      ...colours.outline.flatMap(rgb),
      ...colours.marker.flatMap(rgb),
    ];
    expect(rgb(colours.focus).length).toBeGreaterThan(0);
    expect(rgb(colours.target).length).toBeGreaterThan(0);
    for (const c of all) expect(achromatic(c), `rgb(${c.join(",")}) has a hue`).toBe(true);
    // The page-wide focus ring too (buttons, inputs).
    const hex = colours.buttonFocus.trim();
    const parts = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(achromatic(parts), `--focus ${hex} has a hue`).toBe(true);
  });

  it("the rules dialog keeps Tab inside it", async () => {
    await page.getByTestId("rules-button").click();
    await page.getByTestId("rules").waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=rules]"))),
      ).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("[data-testid=rules]"))),
      ).toBe(true);
    }
    await shot(page, "73-rules-tab");
  });

  it("on a phone the outcome of a roll is shown in the action panel, on screen", async () => {
    const { record, from, to } = recordBeforeConquest();
    await page.setViewportSize({ width: 390, height: 844 });
    await resume(record);
    await clickRegion(page, from);
    await clickRegion(page, to);
    await page.getByTestId("dice-3").click();
    await page.waitForSelector('[data-testid=dice][data-rolling="false"]');
    const result = page.getByTestId("roll-result");
    await result.waitFor({ timeout: 5000 });
    const box = await result.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    // It says what the dice did: this roll took the region (R6.4).
    expect(await result.textContent()).toMatch(/conquist/i);
    await shot(page, "74-phone-roll-result");
  });

  it("R5.3: after a Giro in Vespa the reinforcement lines add up to the total (+2 region bonus line)", async () => {
    const hit = recordUntil("e2e-vespa", vespaWithBonus, aggressive, { tries: 40, maxSteps: 1500 });
    expect(hit).not.toBeNull();
    await resume(hit!.record);
    await page.getByTestId("combo-giro-in-vespa").first().click();
    await page.waitForFunction(
      () => document.querySelector("[data-testid=breakdown]")?.textContent?.includes("+2"),
      undefined,
      { timeout: 5000 },
    );
    await shot(page, "75-vespa-breakdown");
    const { lines, total } = await page.evaluate(() => {
      const root = document.querySelector("[data-testid=breakdown]")!;
      return {
        lines: [...root.querySelectorAll("li")].map((li) => li.textContent ?? ""),
        total: root.querySelector("[data-testid=breakdown-total]")?.textContent ?? "",
      };
    });
    const sum = lines
      .map((line) => /^([+−]?)(\d+)/.exec(line))
      .reduce((acc, m) => acc + (m ? (m[1] === "−" ? -1 : 1) * Number(m[2]) : 0), 0);
    expect(lines.some((l) => l.includes("+2"))).toBe(true);
    expect(Number(/(\d+)\s*$/.exec(total)?.[1])).toBe(sum);
  });

  it("the end screen shows the ranking's last column with «eliminated» tags, on a desktop", async () => {
    // Everybody piles onto seat 1 until it is out; then the app's bots finish a 2-round game.
    const hit = recordUntil("e2e-elim", (s) => s.eliminated.length > 0, dogpile, {
      tries: 150,
      maxSteps: 4000,
      rounds: 2,
      allBots: true,
    });
    expect(hit).not.toBeNull();
    await page.evaluate(
      (r) => localStorage.setItem("italia.savedGame", r),
      JSON.stringify(hit!.record),
    );
    await page.reload();
    await page.getByTestId("resume").first().click();
    await page.getByTestId("end-screen").waitFor({ timeout: 90_000 });
    await shot(page, "76-end-eliminated");
    expect(await page.locator("[data-testid=ranking] .tag").count()).toBeGreaterThan(0);
    const fits = await page.evaluate(() => {
      const box = document.querySelector(".ranking-scroll") as HTMLElement;
      const last = document.querySelector("[data-testid=ranking] th:last-child")!;
      return {
        overflow: box.scrollWidth - box.clientWidth,
        right: last.getBoundingClientRect().right - box.getBoundingClientRect().right,
      };
    });
    expect(fits.overflow).toBeLessThanOrEqual(0);
    expect(fits.right).toBeLessThanOrEqual(0);
  });

  it("keeps several saves (date, seats, round) and asks before discarding one", async () => {
    const startGame = async (seed: string) => {
      await page.getByTestId("seed").fill(seed);
      await page.getByTestId("start").click();
      await waitForHuman(page);
      await page.getByTestId("menu").click();
      await page.getByTestId("saves").waitFor();
    };
    await startGame("e2e-save-one");
    await startGame("e2e-save-two");
    // Starting the second game kept the first.
    const saves = page.getByTestId("save");
    expect(await saves.count()).toBe(2);
    const first = (await saves.first().textContent()) ?? "";
    expect(first).toMatch(/Giro \d+/);
    expect(first).toMatch(/\d{2}:\d{2}/);
    expect(first).toContain("Beatrice");
    await shot(page, "77-saves-desktop");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "77-saves-phone");
    await page.setViewportSize({ width: 1440, height: 900 });
    // Delete asks first; "cancel" keeps the save.
    await page.getByTestId("delete-save").first().click();
    await page.getByTestId("confirm").waitFor();
    await shot(page, "78-confirm-delete");
    await page.keyboard.press("Enter");
    expect(await page.getByTestId("confirm").count()).toBe(0);
    expect(await saves.count()).toBe(2);
    await page.getByTestId("delete-save").first().click();
    await page.getByTestId("confirm-yes").click();
    expect(await saves.count()).toBe(1);
    // A full list: a new game asks before the oldest save goes.
    await page.evaluate(() => {
      const list = JSON.parse(localStorage.getItem("italia.saves") ?? "[]") as {
        id: string;
        savedAt: number;
      }[];
      const one = list[0]!;
      const record = localStorage.getItem(`italia.save.${one.id}`)!;
      for (let i = 0; i < 7; i++) {
        const id = `copy${i}`;
        localStorage.setItem(`italia.save.${id}`, record);
        list.push({ ...one, id, savedAt: one.savedAt - 1000 * (i + 1) });
      }
      localStorage.setItem("italia.saves", JSON.stringify(list));
    });
    await page.reload();
    expect(await saves.count()).toBe(8);
    await page.getByTestId("seed").fill("e2e-save-nine");
    await page.getByTestId("start").click();
    await page.getByTestId("confirm").waitFor();
    await shot(page, "79-confirm-discard");
    await page.getByTestId("confirm-no").click();
    expect(await page.getByTestId("game").count()).toBe(0);
    expect(await saves.count()).toBe(8);
    await page.getByTestId("start").click();
    await page.getByTestId("confirm-yes").click();
    await waitForHuman(page);
    const ids = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem("italia.saves") ?? "[]") as { id: string }[]).map(
        (s) => s.id,
      ),
    );
    expect(ids).toHaveLength(8);
    expect(ids).not.toContain("copy6");
  });

  it("R6.2/R6.3: battle odds before attacking, on the targets and in the panel, from the SDK", async () => {
    const { record, from, to } = recordBeforeConquest();
    await resume(record);
    await clickRegion(page, from);
    const armies = (id: string) =>
      page
        .locator(`[data-testid=map] [data-region="${id}"]`)
        .getAttribute("data-armies")
        .then(Number);
    const targets = await regions(page, "[data-target]");
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const label = await page.getByTestId(`odds-${target}`).textContent();
      expect(label).toBe(percent(battleOdds(await armies(from), await armies(target)).conquer));
    }
    await shot(page, "80-odds-targets");
    await clickRegion(page, to);
    const battle = await page.getByTestId("odds-battle").textContent();
    const odds = battleOdds(await armies(from), await armies(to));
    expect(battle).toContain(percent(odds.conquer));
    expect(battle).toContain(odds.attackerLosses.toFixed(1));
    const three = await page.getByTestId("odds-dice-3").textContent();
    expect(three).toContain(percent(rollExpectation(3, await armies(to)).conquerNow));
    await shot(page, "81-odds-panel");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "81-odds-panel-phone");
  });

  it("R6.2 blitz: one decision, every roll an engine attack shown in the log and the tray", async () => {
    let pair: { from: string; to: string } | null = null;
    const hit = recordUntil(
      "e2e-blitz",
      (state) => {
        if (state.currentSeat !== 0 || state.stage === "setup" || state.pendingArmies > 0)
          return false;
        const a = legalActions(state).find(
          (x) =>
            x.type === "attack" &&
            state.regions[x.from].armies >= 6 &&
            state.regions[x.to].armies >= 3,
        );
        if (a?.type === "attack") pair = { from: a.from, to: a.to };
        return pair !== null;
      },
      passive,
      { maxSteps: 600 },
    );
    expect(hit).not.toBeNull();
    const { from, to } = pair as unknown as { from: string; to: string };
    await resume(hit!.record);
    await clickRegion(page, from);
    await clickRegion(page, to);
    await page.getByTestId("blitz").waitFor();
    await shot(page, "82-blitz-panel");
    const before = await page.evaluate(() => window.latestSave().steps?.length ?? 0);
    await page.getByTestId("blitz").click();
    await page.waitForFunction((n) => (window.latestSave().steps?.length ?? 0) > n + 1, before, {
      timeout: 10_000,
    });
    await page.waitForSelector('[data-testid=dice][data-rolling="false"]');
    const rolls = await page.evaluate(
      (n) => (window.latestSave().steps ?? []).slice(n).map((s) => s.action),
      before,
    );
    // At least two rolls: one roll takes at most 2 of the 3+ defending armies (R6.3).
    expect(rolls.length).toBeGreaterThanOrEqual(2);
    for (const a of rolls) expect(a).toMatchObject({ type: "attack", seat: 0, from, to });
    const log = (await page.getByTestId("log").textContent()) ?? "";
    const name = (id: string) =>
      page.locator(`[data-testid=map] [data-region="${id}"]`).getAttribute("aria-label");
    const toName = ((await name(to)) ?? "").split(",")[0]!;
    expect(log.split(`attacca ${toName} da`).length - 1).toBeGreaterThanOrEqual(rolls.length);
    expect(await page.locator("[data-testid=dice] .die-slot").count()).toBeGreaterThan(0);
    await shot(page, "83-blitz-done");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "83-blitz-done-phone");
  });

  it("R4.2: reinforcements are undoable until confirmed, then sent as engine placements", async () => {
    const hit = recordUntil(
      "e2e-undo",
      (state) => state.currentSeat === 0 && state.stage === "reinforce" && state.pendingArmies >= 3,
      passive,
      { maxSteps: 600 },
    );
    expect(hit).not.toBeNull();
    const pending = hit!.state.pendingArmies;
    await resume(hit!.record);
    const left = async () => Number(await page.getByTestId("to-place").getAttribute("data-left"));
    const armies = (id: string) =>
      page
        .locator(`[data-testid=map] [data-region="${id}"]`)
        .getAttribute("data-armies")
        .then(Number);
    const [a, b] = await regions(page, ".selectable");
    const before = { a: await armies(a!), b: await armies(b!) };
    const steps = await page.evaluate(() => window.latestSave().steps?.length ?? 0);
    await clickRegion(page, a!);
    await clickRegion(page, b!);
    expect(await left()).toBe(pending - 2);
    // The map shows them at once; nothing is sent yet.
    expect(await armies(b!)).toBe(before.b + 1);
    expect(await page.evaluate(() => window.latestSave().steps?.length ?? 0)).toBe(steps);
    await shot(page, "84-placements-held");
    await page.getByTestId("undo-place").click();
    expect(await left()).toBe(pending - 1);
    expect(await armies(b!)).toBe(before.b);
    await page.getByTestId("place-all").click();
    await clickRegion(page, a!);
    expect(await left()).toBe(0);
    await shot(page, "85-placements-ready");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "85-placements-ready-phone");
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId("confirm-places").click();
    await page.getByTestId("to-place").waitFor({ state: "detached" });
    const sent = await page.evaluate(
      (n) => (window.latestSave().steps ?? []).slice(n).map((s) => s.action),
      steps,
    );
    expect(sent).toEqual([{ type: "place", seat: 0, region: a, count: pending }]);
    expect(await armies(a!)).toBe(before.a + pending);
  });
});

/** Seat 0 in its reinforcement stage holds a Giro in Vespa that adds a region bonus (R5.3). */
function vespaWithBonus(state: GameState): boolean {
  if (state.currentSeat !== 0 || state.stage !== "reinforce") return false;
  return legalActions(state).some(
    (a) =>
      a.type === "playCards" &&
      combinationOf(a.cards) === "giro-in-vespa" &&
      regionBonusRegions(state, 0, a.cards).length > 0,
  );
}

/** Places, attacks with the most dice while it can, moves everything in, then ends the turn. */
function aggressive(state: GameState, actions: readonly PlayerAction[]): PlayerAction {
  const attack = actions
    .filter((a) => a.type === "attack")
    .find((a) => a.type === "attack" && a.dice === 3 && state.regions[a.from].armies >= 4);
  return (
    actions.find((a) => a.type === "place") ??
    actions.find((a) => a.type === "occupy") ??
    attack ??
    actions.find((a) => a.type === "endTurn") ??
    actions[0]!
  );
}

/** Every seat attacks seat 1 whenever it can (placing next to it first), so seat 1 is eliminated. */
function dogpile(state: GameState, actions: readonly PlayerAction[]): PlayerAction {
  const against = (a: PlayerAction) =>
    a.type === "attack" && state.regions[a.to].owner === 1 && state.regions[a.from].armies >= 3;
  const places = actions.filter((a) => a.type === "place");
  if (places.length > 0) {
    const froms = new Set(
      legalActions(state)
        .filter(against)
        .map((a) => (a.type === "attack" ? a.from : "")),
    );
    return places.find((a) => a.type === "place" && froms.has(a.region)) ?? places[0]!;
  }
  const attacks = actions
    .filter(against)
    .sort((a, b) =>
      a.type === "attack" && b.type === "attack"
        ? state.regions[a.to].armies - state.regions[b.to].armies || b.dice - a.dice
        : 0,
    );
  return (
    actions.find((a) => a.type === "occupy") ??
    attacks[0] ??
    actions.find((a) => a.type === "endTurn") ??
    actions[0]!
  );
}
