import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DATA } from "@italia/radetzky";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { citedAnchors, RadetzkyRules } from "./RadetzkyRules";
import { type RzRulesData, rzAnchor, rzRules } from "./rulesText";

const here = dirname(fileURLToPath(import.meta.url));
const spec = resolve(here, "../../../../../../shared/spec/radetzky-rules.md");

/** The numbered clauses of RZ1–RZ26 in the rules file: `RZ11` → 10. */
function specClauses(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let rule: string | null = null;
  for (const line of text.split("\n")) {
    const head = /^## (RZ\d+) /.exec(line);
    if (head) {
      rule = Number(head[1]!.slice(2)) <= 26 ? head[1]! : null;
      if (rule) out.set(rule, 0);
      continue;
    }
    const clause = /^(\d+)\. /.exec(line);
    if (rule && clause) out.set(rule, Math.max(out.get(rule)!, Number(clause[1])));
  }
  return out;
}

/**
 * How many numbered clauses each of RZ1–RZ26 has in the rules file (0: a rule of prose alone).
 * The repository's copy of that fact, so the page is checked in a clone without the shared spec;
 * where the spec is present (this project's workspace), the copy is checked against it.
 */
const CLAUSES: Readonly<Record<string, number>> = {
  RZ1: 9,
  RZ2: 5,
  RZ3: 0,
  RZ4: 6,
  RZ5: 6,
  RZ6: 9,
  RZ7: 4,
  RZ8: 4,
  RZ9: 2,
  RZ10: 3,
  RZ11: 10,
  RZ12: 8,
  RZ13: 2,
  RZ14: 12,
  RZ15: 3,
  RZ16: 3,
  RZ17: 6,
  RZ18: 7,
  RZ19: 4,
  RZ20: 4,
  RZ21: 3,
  RZ22: 5,
  RZ23: 2,
  RZ24: 4,
  RZ25: 7,
  RZ26: 0,
};

describe("Radetzky's rules page", () => {
  it.runIf(existsSync(spec))("the clause counts kept here are the rules file's", () => {
    expect(Object.fromEntries(specClauses(readFileSync(spec, "utf8")))).toEqual(CLAUSES);
  });

  it("has every rule RZ1–RZ26 and every numbered clause of the rules file, in both languages", () => {
    const sections = rzRules();
    expect(Object.fromEntries(sections.map((s) => [s.id, s.clauses.length]))).toEqual(CLAUSES);
    for (const s of sections) {
      expect(s.title.it && s.title.en).toBeTruthy();
      s.clauses.forEach((c, i) => {
        expect(c.id).toBe(`${s.id}.${i + 1}`);
        expect(c.text.it.length).toBeGreaterThan(10);
        expect(c.text.en.length).toBeGreaterThan(10);
        expect(c.text.it).not.toBe(c.text.en);
      });
      if (s.clauses.length === 0) expect(s.intro?.it && s.intro.en).toBeTruthy();
    }
  });

  it("reads every number from the data: other data, other numbers", () => {
    const text = (d: RzRulesData, id: string) =>
      rzRules(d)
        .flatMap((s) => s.clauses)
        .find((c) => c.id === id)!.text;
    expect(text(DATA, "RZ13.1").en).toContain(`fewer than ${DATA.rules.handSize} cards`);
    const base: RzRulesData = DATA;
    const other: RzRulesData = {
      ...base,
      rules: { ...base.rules, handSize: 7, castlePourThreshold: 23, actionsPerTurn: 5 },
      byPlayers: {
        ...base.byPlayers,
        "4": { ...base.byPlayers["4"], soldiersPrepared: 99 },
        "5": { ...base.byPlayers["5"], reinforcementsBase: 77 },
      },
    };
    expect(text(other, "RZ13.1").en).toContain("fewer than 7 cards");
    expect(text(other, "RZ13.1").it).toContain("meno di 7 carte");
    expect(text(other, "RZ15.2").en).toContain("refilled to 7");
    expect(text(other, "RZ14.1").en).toContain("23 or more");
    expect(text(other, "RZ7.3").it).toContain("al massimo 5 azioni");
    expect(text(other, "RZ6.3").en).toContain(
      `${DATA.byPlayers["3"].soldiersPrepared} / 99 / ${DATA.byPlayers["5"].soldiersPrepared}`,
    );
    expect(text(other, "RZ14.5").en).toMatch(/ \/ 77 \(up to/);
  });

  it("has an anchor per rule and clause, and opens at the clause a refusal cites", () => {
    expect(rzAnchor("RZ11.3")).toBe("rz11-3");
    expect(rzAnchor("RZ8")).toBe("rz8");
    expect(rzAnchor("R6.4")).toBeNull();
    const sections = rzRules();
    expect(citedAnchors(sections, "RZ11.3")).toEqual({ section: "rz11", clause: "rz11-3" });
    expect(citedAnchors(sections, "RZ3")).toEqual({ section: "rz3", clause: null });
    expect(citedAnchors(sections, "RZ9.7")).toEqual({ section: "rz9", clause: null });
    expect(citedAnchors(sections, "RZ99.1")).toEqual({ section: null, clause: null });
    const html = renderToStaticMarkup(
      <RadetzkyRules lang="it" at="RZ9.1" title="Regole" close="Chiudi" onClose={() => {}} />,
    );
    expect(html).toMatch(/<li id="rz9-1" tabindex="-1" class="cited">/);
    expect(html.match(/class="cited"/g)).toHaveLength(1);
    for (const s of sections) {
      expect(html).toContain(`id="${rzAnchor(s.id)}"`);
      for (const c of s.clauses) expect(html).toContain(`id="${rzAnchor(c.id)}"`);
    }
    const whole = renderToStaticMarkup(
      <RadetzkyRules lang="en" at="RZ3" title="Rules" close="Close" onClose={() => {}} />,
    );
    expect(whole).toMatch(/<section id="rz3" tabindex="-1" class="cited">/);
  });

  it("draws the map's links and the numbers by player count from the data", () => {
    const html = renderToStaticMarkup(
      <RadetzkyRules lang="en" at={null} title="Rules" close="Close" onClose={() => {}} />,
    );
    const map = /<table[^>]*data-testid="rz-rules-map".*?<\/table>/s.exec(html)![0];
    expect(map.match(/<tr>/g)).toHaveLength(DATA.map.zones.length + 1);
    // each Barrier shows in bold at both its ends
    const barriers = DATA.map.links.filter((l) => l.barrier).length;
    expect(map.match(/<b>/g)).toHaveLength(barriers * 2);
    const players = /<table[^>]*data-testid="rz-rules-players".*?<\/table>/s.exec(html)![0];
    for (const p of ["1", "2", "3", "4", "5"] as const) {
      expect(players).toContain(`<td>${DATA.byPlayers[p].soldiersPrepared}</td>`);
    }
    expect(html).toContain(DATA.map.zones[15]!.name);
  });
});
