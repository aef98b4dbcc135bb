/**
 * Browser tests: every visible string follows the chosen language (the «Passa» button, the page
 * title, the language button's accessible name, aria-labels, tooltips), and the rules page lists
 * the engine's bonus objectives and the «In rete» section. Screenshots go to test-artifacts/.
 */
import { BONUS_OBJECTIVES, OBJECTIVES, REGIONS, ZONES } from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en, it as itStrings, type StringKey } from "../src/i18n/strings";
import { shot } from "./browser";
import { pagePerTest, recordBeforeConquest, waitForHuman } from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

type Dict = Record<StringKey, string>;
const DICTS: Record<"it" | "en", Dict> = { it: itStrings, en };

/** The words (4 letters or more) of a text, in lower case. */
function wordsOf(text: string): string[] {
  return (text.match(/\p{L}{4,}/gu) ?? []).map((w) => w.toLowerCase());
}

/** The words of the other language's strings that no string of this language uses. */
function foreignWords(lang: "it" | "en"): Set<string> {
  const own = new Set(Object.values(DICTS[lang]).flatMap(wordsOf));
  const other = Object.values(DICTS[lang === "it" ? "en" : "it"]).flatMap(wordsOf);
  return new Set(other.filter((w) => !own.has(w)));
}

/** Everything a person sees or hears on the page: text, title, accessible names, tooltips. */
async function pageWords(p: Page): Promise<string> {
  return p.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered visibly is the point
    const out = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const attr of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    for (const t of document.querySelectorAll("svg title")) out.push(t.textContent ?? "");
    return out.join("\n");
  });
}

/** The game's proper names (objectives, regions, zones): Italian in both languages. */
const NAMES = [...BONUS_OBJECTIVES, ...OBJECTIVES, ...REGIONS, ...ZONES]
  .map((x) => x.name)
  .sort((a, b) => b.length - a.length);

/** The other language's words found on the page (none expected), proper names left out. */
async function foreignOn(p: Page, lang: "it" | "en"): Promise<string[]> {
  let text = await pageWords(p);
  for (const name of NAMES) text = text.split(name).join(" ");
  const foreign = foreignWords(lang);
  return [...new Set(wordsOf(text).filter((w) => foreign.has(w)))];
}

async function resume(record: unknown) {
  await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(record));
  await page.reload();
  await page.getByTestId("resume").first().click();
  await waitForHuman(page);
}

describe("language", () => {
  it("every string of the home, the game and the rules follows the chosen language, both ways", async () => {
    const { record } = recordBeforeConquest();
    await resume(record);
    for (const lang of ["it", "en"] as const) {
      if ((await page.locator("html").getAttribute("lang")) !== lang) {
        await page.getByTestId("lang").click();
      }
      const t = DICTS[lang];
      // The page title and the language button's accessible name, in this language.
      expect(await page.title()).toBe(t.documentTitle);
      const langButton = page.getByTestId("lang");
      expect(await langButton.getAttribute("aria-label")).toMatch(
        lang === "it" ? /lingua/i : /language/i,
      );
      // «Passa» in Italian, «Pass» in English: the button and its tooltip.
      const pass = page.getByTestId("pass");
      expect((await pass.textContent())?.includes(t.pass)).toBe(true);
      expect(await pass.getAttribute("title")).toBe(t.passHint);
      expect(await foreignOn(page, lang)).toEqual([]);
      await shot(page, `80-language-game-${lang}`);

      await page.getByTestId("rules-button").click();
      await page.getByTestId("rules").waitFor();
      expect(await foreignOn(page, lang)).toEqual([]);
      await page.keyboard.press("Escape");

      await page.getByTestId("menu").click();
      await page.getByTestId("start").waitFor();
      expect(await foreignOn(page, lang)).toEqual([]);
      await shot(page, `81-language-home-${lang}`);
      await page.getByTestId("resume").first().click();
      await waitForHuman(page);
    }
  });

  it("R9, R13: the rules page lists the 12 bonus objectives and has the «In rete» section, in both languages", async () => {
    for (const lang of ["it", "en"] as const) {
      if ((await page.locator("html").getAttribute("lang")) !== lang) {
        await page.getByTestId("lang").click();
      }
      await page.getByTestId("rules-button").click();
      const rules = page.getByTestId("rules");
      await rules.waitFor();
      const rows = rules.locator("[data-testid=rules-bonus] tbody tr");
      expect(await rows.count()).toBe(BONUS_OBJECTIVES.length);
      expect(BONUS_OBJECTIVES).toHaveLength(12);
      const text = (await rules.textContent()) ?? "";
      for (const b of BONUS_OBJECTIVES) expect(text).toContain(b.name);
      expect(await rules.getByRole("heading", { name: /In rete/ }).count()).toBe(1);
      await rules.getByRole("heading", { name: /In rete/ }).scrollIntoViewIfNeeded();
      await shot(page, `82-rules-online-${lang}`);
      await page.keyboard.press("Escape");
    }
    // The bonus objectives' table on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("rules-button").click();
    await page.getByTestId("rules-bonus").scrollIntoViewIfNeeded();
    await shot(page, "82-rules-bonus-phone");
  });
});
