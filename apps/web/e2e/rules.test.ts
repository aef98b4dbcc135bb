/**
 * Browser tests for the rules page's numbering (issue #24): a «Perché?» leads to the rule it
 * cites, and the rules page opens at that paragraph, in Italian and in English. Screenshots go
 * to apps/web/test-artifacts/.
 */
import { legalMoves } from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shot } from "./browser";
import { clickRegion, pagePerTest, passive, recordUntil, regions, waitForHuman } from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

/** A saved game at seat 0's attack stage, round 2 or later, with a fortify move to make. */
function fortifyPosition() {
  const hit = recordUntil(
    "e2e-rules",
    (state) =>
      state.currentSeat === 0 &&
      state.round >= 2 &&
      state.stage === "attack" &&
      state.pendingArmies === 0 &&
      legalMoves(state).some((m) => m.type === "fortify"),
    passive,
  );
  if (!hit) throw new Error("no position with a fortify move");
  return hit.record;
}

/** Resumes `record` in the interface language `lang`. */
async function resume(record: unknown, lang: "it" | "en"): Promise<void> {
  await page.evaluate(
    ([r, l]) => {
      localStorage.setItem("italia.savedGame", r);
      localStorage.setItem("italia.lang", l);
    },
    [JSON.stringify(record), lang] as const,
  );
  await page.reload();
  await page.getByTestId("resume").first().click();
  await waitForHuman(page);
}

/** Where the rules page stands: its paragraph with the focus, and what the viewport shows. */
function rulesPlace(): Promise<{
  focused: string | null;
  cited: string[];
  text: string;
  lang: string | null;
  inView: boolean;
  topInView: boolean;
}> {
  return page.evaluate(() => {
    const dialog = document.querySelector("[data-testid=rules]")!;
    const focused = document.activeElement as HTMLElement | null;
    const shown = (el: Element | null) => {
      const box = el?.getBoundingClientRect();
      return !!box && box.bottom > 0 && box.top < window.innerHeight;
    };
    return {
      focused: focused?.id || null,
      cited: [...dialog.querySelectorAll(".rule-cited")].map((e) => e.id),
      text: focused?.textContent ?? "",
      lang: dialog.querySelector("article")?.getAttribute("lang") ?? null,
      inView: shown(focused),
      topInView: shown(dialog.querySelector("#r1")),
    };
  });
}

describe("«Perché?» opens the rules at the paragraph it cites", () => {
  it("R7.3: from the fortify panel and from the log, in Italian", async () => {
    await resume(fortifyPosition(), "it");

    // The fortify step says why its move ends the turn, and leads to R7.3.
    await page.getByTestId("pass").click();
    const why = page.getByTestId("why-fortify");
    await why.locator("summary").click();
    const link = why.getByTestId("why-rule");
    expect(await link.textContent()).toContain("Leggi la regola R7.3");
    await link.click();
    await page.getByTestId("rules").waitFor();
    await page.waitForFunction(() => document.activeElement?.id === "r7-3");
    const place = await rulesPlace();
    expect(place).toMatchObject({ focused: "r7-3", cited: ["r7-3"], lang: "it", inView: true });
    expect(place.text).toMatch(/^R7\.3 Uno spostamento per turno/);
    // The page was scrolled to it: R1, at the top, is out of sight.
    expect(place.topInView).toBe(false);
    await shot(page, "90-why-rule-r7-3");
    await page
      .getByTestId("rules")
      .getByRole("button", { name: /Chiudi/ })
      .click();
    await page.getByTestId("rules").waitFor({ state: "detached" });

    // The log's «Perché?» of the turn that move ended leads to the same paragraph.
    const [from] = await regions(page, ".selectable");
    await clickRegion(page, from!);
    const [to] = await regions(page, "[data-target]");
    await clickRegion(page, to!);
    await page.getByTestId("fortify").click();
    const ended = page
      .locator("[data-testid=log] li.log-line")
      .filter({ hasText: "lo spostamento chiude il turno" })
      .last();
    await ended.waitFor();
    await page.getByTestId("pause").click();
    await ended.locator("summary").click();
    await ended.getByTestId("why-rule").click();
    await page.waitForFunction(() => document.activeElement?.id === "r7-3");
    expect(await rulesPlace()).toMatchObject({ focused: "r7-3", cited: ["r7-3"], inView: true });
  });

  it("R7.3: in English, the same paragraph in the English rules", async () => {
    await resume(fortifyPosition(), "en");
    await page.getByTestId("pass").click();
    const why = page.getByTestId("why-fortify");
    await why.locator("summary").click();
    expect(await why.locator("summary").textContent()).toBe("Why?");
    const link = why.getByTestId("why-rule");
    expect(await link.textContent()).toContain("Read rule R7.3");
    await link.click();
    await page.waitForFunction(() => document.activeElement?.id === "r7-3");
    const place = await rulesPlace();
    expect(place).toMatchObject({ focused: "r7-3", cited: ["r7-3"], lang: "en", inView: true });
    expect(place.text).toMatch(/^R7\.3 One fortify move per turn/);
    expect(place.topInView).toBe(false);
    await shot(page, "91-why-rule-r7-3-en");
  });
});
