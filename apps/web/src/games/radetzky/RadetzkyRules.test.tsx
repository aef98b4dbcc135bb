import { DATA, RULES } from "@italia/radetzky";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RadetzkyRules, RZ_SECTIONS, sectionOf } from "./RadetzkyRules";

describe("Radetzky's rules page", () => {
  it("has one section per rule number, in both languages, numbers from the data", () => {
    const ids = RZ_SECTIONS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of RZ_SECTIONS) {
      expect(s.title.it && s.title.en && s.text.it && s.text.en).toBeTruthy();
      expect(s.text.it).not.toBe(s.text.en);
    }
    const all = RZ_SECTIONS.map((s) => s.text.en).join(" ");
    expect(all).toContain(String(DATA.byPlayers["3"].soldiersPrepared));
    expect(all).toContain(`Up to ${RULES.actionsPerTurn} actions`);
    expect(all).toContain(`${RULES.victoryZones} zones`);
  });

  it("opens at the section of a refusal's rule", () => {
    expect(sectionOf("RZ11.3")).toBe("RZ11");
    expect(sectionOf("RZ8")).toBe("RZ8");
    expect(sectionOf("RZ99.1")).toBeNull();
    expect(sectionOf(null)).toBeNull();
    const html = renderToStaticMarkup(
      <RadetzkyRules lang="it" at="RZ9.1" title="Regole" close="Chiudi" onClose={() => {}} />,
    );
    expect(html).toMatch(/<section id="rz-rule-RZ9" tabindex="-1" class="cited">/);
  });
});
