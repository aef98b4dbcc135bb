/**
 * Browser tests for Radetzky in the browser (issue #26, the local part): the home page's game
 * picker, a whole solitaire game against the game, a 3-seat hot-seat game with hidden hands (at
 * every moment a person acts, the page holds no other seat's hidden card), and the phone layout.
 * Every test waits for what the page shows, never for a time. Screenshots go to
 * apps/web/test-artifacts/.
 */
import { checkAction, type RadetzkyConfig, radetzky, seesHand } from "@italia/radetzky";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { rzRefusalText } from "../src/games/radetzky/refusals";
import { teamPick } from "../src/games/radetzky/testing";
import { shot } from "./browser";
import { pagePerTest } from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

/** Opens Radetzky's form from the home page and fills it. */
async function setUp(options: {
  players: number;
  seed: string;
  handInfo?: "open" | "iconCount" | "closed";
  mode?: "basic" | "advanced";
  people?: readonly number[];
  /** The bot of the other seats (greedy by default). */
  bot?: "greedy" | "strong";
}): Promise<void> {
  await page.getByTestId("pick-radetzky").click();
  await page.locator(`label:has([data-testid=rz-players-${options.players}])`).click();
  if (options.mode) await page.locator(`label:has([data-testid=rz-mode-${options.mode}])`).click();
  if (options.handInfo) await page.getByTestId("rz-hand-info").selectOption(options.handInfo);
  const people = options.people ?? [0];
  for (let s = 0; s < options.players; s++) {
    await page
      .getByTestId(`rz-seat-${s}-kind`)
      .selectOption(people.includes(s) ? "person" : (options.bot ?? "greedy"));
  }
  await page.getByTestId("rz-seed").fill(options.seed);
  await page.getByTestId("rz-start").click();
  await page.getByTestId("rz-game").or(page.getByTestId("rz-handover")).first().waitFor();
}

/** Waits until the page asks a person something (or the game is over); returns what. */
async function nextScreen(): Promise<{ screen: string; acting: number | null }> {
  const el = page.locator(
    "[data-testid=rz-game][data-screen=play], [data-testid=rz-game][data-screen=over], [data-testid=rz-game][data-screen=pick], [data-testid=rz-handover]",
  );
  await el.first().waitFor({ timeout: 60_000 });
  if (await page.getByTestId("rz-handover").isVisible())
    return { screen: "handover", acting: null };
  const game = page.getByTestId("rz-game");
  const screen = (await game.getAttribute("data-screen")) ?? "";
  const acting = await game.getAttribute("data-acting");
  return { screen, acting: acting ? Number(acting) : null };
}

describe("Radetzky in the browser", () => {
  it("the home page picks the game; Radetzky's form replaces Italia's", async () => {
    await expect(page.getByTestId("new-game").isVisible()).resolves.toBe(true);
    await page.getByTestId("pick-radetzky").click();
    await page.getByTestId("rz-new-game").waitFor();
    expect(await page.getByTestId("new-game").count()).toBe(0);
    expect(await page.getByTestId("pick-radetzky").getAttribute("aria-pressed")).toBe("true");
    // the top bar's rules are the picked game's: Radetzky's page, RZ1 to RZ26
    await page.getByTestId("rules-button").click();
    await page.getByTestId("rz-rules").waitFor();
    expect(await page.locator("#rz26").count()).toBe(1);
    expect(await page.locator("#rz11-3").textContent()).toContain("RZ11.3");
    await page.getByTestId("rz-rules-close").click();
    expect(await page.getByTestId("rz-rules").count()).toBe(0);
    await page.getByTestId("pick-italia").click();
    await page.getByTestId("new-game").waitFor();
    // On a phone, neither form scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    expect(await overflow()).toBe(0);
    await page.getByTestId("pick-radetzky").click();
    await page.locator("label:has([data-testid=rz-players-5])").click();
    expect(await overflow()).toBe(0);
    await shot(page, "radetzky-phone-home");
  });

  it("plays a whole solitaire game against the game, by clicks, keys and the map", async () => {
    const config: RadetzkyConfig = {
      players: 1,
      mode: "basic",
      difficulty: 0,
      handInfo: "iconCount",
    };
    const seed = "e2e-solo-1";
    await setUp({ players: 1, seed });
    let mirror = radetzky.newGame(config, seed);
    let refusalSeen = false;
    let fightSeen = false;
    for (let step = 0; step < 400; step++) {
      const { screen, acting } = await nextScreen();
      if (screen === "over") break;
      expect(screen).toBe("play");
      expect(acting).toBe(0);
      const moves = radetzky.legalMoves(mirror, 0);
      const buttons = page.locator(".rz-moves button");
      const buttonAt = (i: number) => page.locator(`.rz-moves button[data-index="${i}"]`);
      expect(await buttons.count()).toBe(moves.length);
      // Once, a zone that is no legal target: the rules refuse it, citing a rule.
      if (!refusalSeen && mirror.stage === "action" && mirror.round >= 1) {
        const far = [1, 16, 7].find(
          (z) =>
            !moves.some((m) => m.type === "move" && m.zone === z) &&
            mirror.patriots[mirror.active!] !== z,
        );
        if (far !== undefined) {
          await page.locator(`[data-zone="${far}"] path`).click({ force: true });
          const refusal = await page.getByTestId("rz-refusal").textContent();
          // worded in the page's language (Italian), citing the rule's clause
          const refused = checkAction(mirror, { type: "move", seat: 0, zone: far })!;
          expect(refusal).toContain(`Mossa rifiutata: ${rzRefusalText("it", refused)}`);
          expect(refusal).not.toContain(refused.message);
          expect(refusal).toContain(refused.rule);
          // «Perché?» opens the rules at the clause the refusal cites.
          const clause = /RZ(\d+)\.(\d+)/.exec(refused.rule ?? "")!;
          await page.getByTestId("rz-why").click();
          await page.locator(`#rz${clause[1]}-${clause[2]}.cited`).waitFor();
          await shot(page, "radetzky-why");
          await page.getByTestId("rz-rules-close").click();
          refusalSeen = true;
        }
      }
      const i = teamPick(mirror, moves);
      const move = moves[i]!;
      if (move.type === "placePatriot") {
        await page.locator(`[data-zone="${move.zone}"].target path`).click({ force: true });
      } else if (step % 2 === 0) {
        await buttonAt(i).focus();
        await page.keyboard.press("Enter");
      } else await buttonAt(i).click();
      const result = radetzky.apply(mirror, move);
      if (!result.ok) throw new Error(result.error.message);
      mirror = result.value.state;
      if (mirror.fight && !fightSeen) {
        fightSeen = true;
        await page.getByTestId("rz-fight").waitFor();
        await shot(page, "radetzky-solo-fight");
      }
      // The page follows the rules step by step.
      await page.waitForSelector(`[data-testid=rz-round]:text("${mirror.round}")`);
    }
    await page.getByTestId("rz-end").waitFor();
    expect(mirror.stage).toBe("over");
    const winner = await page.getByTestId("rz-end").getAttribute("data-winner");
    expect(winner).toBe(mirror.winner);
    expect(refusalSeen).toBe(true);
    expect(fightSeen).toBe(true);
    expect(await page.getByTestId("rz-austrian").textContent()).toMatch(/\w/);
    await shot(page, "radetzky-solo-end");
  });

  it("plays a 3-seat hot-seat game with hidden hands: while a person acts, no other seat's hidden card is on the page", async () => {
    const config: RadetzkyConfig = {
      players: 3,
      mode: "basic",
      difficulty: 0,
      handInfo: "iconCount",
    };
    const seed = "e2e-hotseat-1";
    await setUp({ players: 3, seed, handInfo: "iconCount", people: [0, 1, 2] });
    let mirror = radetzky.newGame(config, seed);
    let handovers = 0;
    let picks = 0;
    let sharedPlays = 0;
    let checks = 0;
    for (let step = 0; step < 1500; step++) {
      const { screen, acting } = await nextScreen();
      if (screen === "over") break;
      if (screen === "handover") {
        // Only the hand-over card is on the page: no hand at all.
        expect(await page.locator("[data-hand]").count()).toBe(0);
        const to = Number(await page.getByTestId("rz-handover").getAttribute("data-seat"));
        if (handovers === 0) await shot(page, "radetzky-hotseat-handover");
        await page.getByTestId("rz-handover-ready").click();
        await page.locator(`[data-testid=rz-game][data-acting="${to}"]`).waitFor();
        handovers++;
        continue;
      }
      if (screen === "pick") {
        // A shared decision: several people may play into the fight's pool.
        expect(radetzky.actors(mirror).length).toBeGreaterThan(1);
        const seats = await page.locator("[data-testid=rz-pick] button").count();
        expect(seats).toBeGreaterThan(1);
        // Every other time, the second of them plays.
        await page
          .locator("[data-testid=rz-pick] button")
          .nth(picks % 2)
          .click();
        picks++;
        continue;
      }
      expect(screen).toBe("play");
      const seat = acting!;
      expect(radetzky.actors(mirror)).toContain(seat);
      if (radetzky.actors(mirror).length > 1) sharedPlays++;
      // The scan: no card of a hand this seat may not see, anywhere in the page.
      const { html, text, hidden } = await page.evaluate(() => ({
        html: document.body.innerHTML,
        text: document.body.textContent ?? "",
        hidden: [...document.querySelectorAll("[data-hand][data-open=no]")].map(
          (el) => el.textContent ?? "",
        ),
      }));
      for (const [hand, cards] of Object.entries(mirror.hands)) {
        const shown = await page.locator(`[data-hand="${hand}"]`).getAttribute("data-open");
        expect(shown).toBe(seesHand(mirror, seat, hand) ? "yes" : "no");
        if (seesHand(mirror, seat, hand)) continue;
        for (const card of cards) expect(html).not.toMatch(new RegExp(`\\b${card}\\b`));
      }
      for (const block of hidden) expect(block).not.toMatch(/Spade|Mappa|Palla di cannone/);
      expect(text).toContain("carte");
      checks++;
      const moves = radetzky.legalMoves(mirror, seat);
      const i = teamPick(mirror, moves);
      await page.locator(`.rz-moves button[data-index="${i}"]`).click();
      const result = radetzky.apply(mirror, moves[i]!);
      if (!result.ok) throw new Error(result.error.message);
      mirror = result.value.state;
    }
    await page.getByTestId("rz-end").waitFor();
    expect(mirror.stage).toBe("over");
    expect(handovers).toBeGreaterThan(3);
    expect(picks).toBeGreaterThan(0);
    expect(sharedPlays).toBeGreaterThan(0);
    expect(checks).toBeGreaterThan(10);
    await shot(page, "radetzky-hotseat-end");
  });

  it("plays a 3-seat game with two bots to its end: the bots take their turns, and wait at a shared fight until the person lets them answer", async () => {
    await setUp({ players: 3, seed: "e2e-bots-3", people: [0] });
    let acted = 0;
    let sharedAsked = 0;
    for (let step = 0; step < 600; step++) {
      const { screen, acting } = await nextScreen();
      if (screen === "over") break;
      expect(screen).toBe("play");
      expect(acting).toBe(0);
      // A shared fight: the bots wait for the person, who lets them answer once.
      const letBots = page.getByTestId("rz-let-bots");
      if (sharedAsked === 0 && (await letBots.count()) > 0) {
        await letBots.click();
        sharedAsked++;
        continue;
      }
      // The person plays a card when one is owed, fights once a turn, else ends the turn.
      const pick = page
        .locator(
          ".rz-moves button[data-move=playCard], .rz-moves button[data-move=stopFight], .rz-moves button[data-move=placePatriot]",
        )
        .or(page.locator(".rz-moves button[data-move=endTurn]"))
        .first();
      await pick.click();
      acted++;
    }
    await page.getByTestId("rz-end").waitFor();
    expect(acted).toBeGreaterThan(3);
    // (This seed brings a fight shared between the person and a bot.)
    expect(sharedAsked).toBe(1);
    // The bots' turns are in the chronicle.
    const log = (await page.getByTestId("rz-log").textContent()) ?? "";
    expect(log).toMatch(/patriota 2 finisce il turno/i);
    expect(log).toMatch(/patriota 3 finisce il turno/i);
  });

  it("offers the strong bot, which thinks in a Web Worker while the page stays usable", async () => {
    const workers: string[] = [];
    page.on("worker", (w) => workers.push(w.url()));
    // (setUp picks «strong» for seat 1: the level pick offers it)
    await setUp({ players: 2, seed: "e2e-strong-1", bot: "strong" });
    // the person places, ends turns; the strong bot plays its seat until its first turn ends
    for (let step = 0; step < 60; step++) {
      const log = (await page.getByTestId("rz-log").textContent()) ?? "";
      if (/patriota 2 finisce il turno/i.test(log)) break;
      const { screen } = await nextScreen();
      if (screen === "over") break;
      await page
        .locator(
          ".rz-moves button[data-move=playCard], .rz-moves button[data-move=stopFight], .rz-moves button[data-move=placePatriot]",
        )
        .or(page.locator(".rz-moves button[data-move=endTurn]"))
        .first()
        .click();
    }
    expect(await page.getByTestId("rz-log").textContent()).toMatch(/patriota 2 finisce il turno/i);
    expect(workers.filter((u) => /rzBot/.test(u))).toHaveLength(1);
  });

  it("reaches a Help of the advanced game with the keyboard: the Help's group opens, its use applies", async () => {
    const config: RadetzkyConfig = {
      players: 1,
      mode: "advanced",
      difficulty: 0,
      handInfo: "iconCount",
    };
    const seed = "e2e-advanced-1";
    await setUp({ players: 1, seed, mode: "advanced" });
    let mirror = radetzky.newGame(config, seed);
    let used = 0;
    for (let step = 0; step < 400 && used === 0; step++) {
      const { screen } = await nextScreen();
      if (screen === "over") break;
      const moves = radetzky.legalMoves(mirror, 0);
      let i = moves.findIndex((m) => m.type === "useHelp");
      if (i >= 0) {
        const move = moves[i]!;
        if (move.type !== "useHelp") throw new Error("not a Help");
        const group = page
          .locator(".rz-help-moves")
          .filter({ has: page.locator(`[data-index="${i}"]`) });
        await group.locator("summary").focus();
        await page.keyboard.press("Enter");
        await page.locator(`[data-index="${i}"]`).focus();
        await page.keyboard.press("Enter");
        used++;
      } else {
        i = teamPick(mirror, moves);
        await page.locator(`.rz-moves button[data-index="${i}"]`).click();
      }
      const result = radetzky.apply(mirror, moves[i]!);
      if (!result.ok) throw new Error(result.error.message);
      mirror = result.value.state;
    }
    expect(used).toBe(1);
    // The Help's card went under it or to the discard: the log says which Help was used.
    await page
      .getByTestId("rz-log")
      .getByText(/Aiuto usato/)
      .first()
      .waitFor();
    await shot(page, "radetzky-advanced-help");
  });

  for (const size of [
    { width: 390, height: 844, name: "phone" },
    { width: 1366, height: 800, name: "laptop" },
  ]) {
    it(`reads on a ${size.name} (${size.width}×${size.height}): names ≥ 9 px, zones ≥ 24 px, the actions not behind the map`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await setUp({ players: 1, seed: `e2e-${size.name}`, mode: "advanced" });
      await nextScreen();
      const measures = await page.evaluate(() => {
        const names = [...document.querySelectorAll<SVGTextElement>(".rz-map .rz-name")].map(
          (el) => Number.parseFloat(getComputedStyle(el).fontSize) * el.getScreenCTM()!.a,
        );
        const zones = [...document.querySelectorAll(".rz-zone path")].map((el) => {
          const r = el.getBoundingClientRect();
          return Math.min(r.width, r.height);
        });
        return { names, zones };
      });
      expect(measures.names.length).toBeGreaterThanOrEqual(16);
      expect(Math.min(...measures.names)).toBeGreaterThanOrEqual(9);
      expect(measures.zones).toHaveLength(16);
      expect(Math.min(...measures.zones)).toBeGreaterThanOrEqual(24);
      const map = (await page.getByTestId("rz-map").boundingBox())!;
      const actions = (await page.getByTestId("rz-actions").boundingBox())!;
      const overlap =
        actions.x < map.x + map.width &&
        map.x < actions.x + actions.width &&
        actions.y < map.y + map.height &&
        map.y < actions.y + actions.height;
      expect(overlap).toBe(false);
      expect(actions.x).toBeGreaterThanOrEqual(0);
      expect(actions.x + actions.width).toBeLessThanOrEqual(size.width);
      // Each action button, scrolled into view, is the element under its own centre.
      // (Buttons folded in a closed Help group are not on screen until it opens.)
      const buttons = page.locator("[data-testid=rz-actions] button:visible");
      for (let i = 0; i < (await buttons.count()); i++) {
        const button = buttons.nth(i);
        await button.scrollIntoViewIfNeeded();
        const onTop = await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return top !== null && el.contains(top);
        });
        expect(onTop).toBe(true);
      }
      await shot(page, `radetzky-${size.name}`);
    });
  }
});

describe("a saved local game of Radetzky (RZ26)", () => {
  it("is saved after every action: after a reload the form offers it and it resumes where it was", async () => {
    await setUp({ players: 1, seed: "rz-save-e2e" });
    // a few of the person's moves, by clicking their buttons
    for (let i = 0; i < 4; i++) {
      const { screen } = await nextScreen();
      if (screen !== "play") break;
      await page.locator("[data-testid=rz-play] button[data-index]").first().click();
    }
    await nextScreen();
    const log = await page.locator("[data-testid=rz-log] li").allTextContents();
    const round = await page.getByTestId("rz-round").textContent();
    expect(log.length).toBeGreaterThan(0);
    await page.reload();
    await page.getByTestId("pick-radetzky").click();
    await page.getByTestId("rz-resume").click();
    await nextScreen();
    expect(await page.getByTestId("rz-round").textContent()).toBe(round);
    expect(await page.locator("[data-testid=rz-log] li").allTextContents()).toEqual(log);
    // a save that no longer replays (edited by hand) is dropped and the page says why, in the
    // page's language (an end of turn while the Patriots are placed: RZ6.7)
    await page.evaluate(() => {
      const key = "italia.radetzky.save";
      const save = JSON.parse(localStorage.getItem(key) ?? "{}");
      save.actions = [{ type: "endTurn", seat: 0 }, ...save.actions];
      localStorage.setItem(key, JSON.stringify(save));
    });
    await page.reload();
    await page.getByTestId("pick-radetzky").click();
    await page.getByTestId("rz-resume").click();
    await page
      .getByRole("alert")
      .getByText(
        "La partita salvata non si può riprendere: la mossa 1 è rifiutata (prima si piazzano i patrioti).",
      )
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem("italia.radetzky.save"))).toBeNull();
  });
});
