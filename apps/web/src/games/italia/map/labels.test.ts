import { REGION_IDS } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { regionShapes } from "./geometry";
import { MODE_SIZES, markerBox, nameLayout, nameLines, overlaps, regionAt } from "./labels";

describe.each(["wide", "compact"] as const)("region names, %s map", (mode) => {
  const layout = nameLayout(mode);

  it("names every region once", () => {
    expect([...layout.keys()].sort()).toEqual([...REGION_IDS].sort());
  });

  it("no name overlaps another name or any army marker", () => {
    const labels = [...layout.values()];
    const markers = regionShapes().map((s) => markerBox(s.label, MODE_SIZES[mode].markerScale));
    for (const [i, a] of labels.entries()) {
      for (const b of labels.slice(i + 1))
        expect(overlaps(a.box, b.box), `${a.id}/${b.id}`).toBe(false);
      for (const m of markers) expect(overlaps(a.box, m), a.id).toBe(false);
    }
  });

  it("no army marker overlaps another, and each sits on its own region", () => {
    const shapes = regionShapes();
    const boxes = shapes.map((s) => markerBox(s.label, MODE_SIZES[mode].markerScale));
    for (const [i, a] of boxes.entries()) {
      expect(regionAt(shapes[i]!.label), shapes[i]!.id).toBe(shapes[i]!.id);
      for (const [j, b] of boxes.entries()) {
        if (j > i) expect(overlaps(a, b), `${shapes[i]!.id}/${shapes[j]!.id}`).toBe(false);
      }
    }
  });

  it("Liguria's name sits on Liguria, not in the sea", () => {
    const l = layout.get("liguria")!;
    expect(regionAt({ x: l.x, y: l.y })).toBe("liguria");
  });
});

describe("nameLines", () => {
  it("splits long names at the hyphen or space nearest the middle", () => {
    expect(nameLines("Valle d'Aosta")).toEqual(["Valle", "d'Aosta"]);
    expect(nameLines("Emilia-Romagna")).toEqual(["Emilia-", "Romagna"]);
    expect(nameLines("Lazio")).toEqual(["Lazio"]);
  });
});
