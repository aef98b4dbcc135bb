/**
 * Browser tests of the map on a phone (390×844) and a desktop (1440×900): names readable and not
 * overlapping, tap targets at least 24 px across for every region (Valle d'Aosta and Molise
 * included), Liguria's name on land, neighbours (land, Strait, ferries) shown on hover, long press
 * and keyboard focus, and Tab through the usable regions only. Screenshots go to test-artifacts/.
 */
import { neighbours, REGION_IDS, type RegionId } from "@italia/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { shot } from "./browser";
import { pagePerTest, recordBeforeConquest, regions, waitForHuman } from "./helpers";

let page: Page;
pagePerTest((p) => {
  page = p;
});

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Resumes a game at the human's attack decision, at the given screen size. */
async function openGame(size: keyof typeof SIZES) {
  await page.setViewportSize(SIZES[size]);
  const { record } = recordBeforeConquest();
  await page.evaluate((r) => localStorage.setItem("italia.savedGame", r), JSON.stringify(record));
  await page.reload();
  await page.getByTestId("resume").first().click();
  await waitForHuman(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The names' and markers' boxes on screen, and the names' font size in screen pixels. */
async function layout(p: Page) {
  return p.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const svg = document.querySelector("[data-testid=map]") as SVGSVGElement;
    const scale = svg.getScreenCTM()!.a;
    const names = [...document.querySelectorAll("[data-testid=map] text.region-name")].map((t) => ({
      id:
        (t as SVGElement).dataset.name ??
        (t.closest("[data-marker]") as SVGElement | null)?.dataset.marker ??
        "",
      rect: box(t),
      px: Number.parseFloat(getComputedStyle(t).fontSize) * scale,
    }));
    const markers = [...document.querySelectorAll("[data-testid=map] [data-marker]")].map((m) => ({
      id: (m as SVGElement).dataset.marker!,
      rect: box(m.querySelector("rect")!),
    }));
    return { names, markers };
  });
}

function overlap(a: Rect, b: Rect, slack = 0.5): boolean {
  return (
    a.left < b.right - slack &&
    b.left < a.right - slack &&
    a.top < b.bottom - slack &&
    b.top < a.bottom - slack
  );
}

/** The map region (by tap target or shape) a tap at (x, y) reaches, whatever covers the map. */
function regionHitAt(p: Page, x: number, y: number): Promise<string | null> {
  return p.evaluate(
    ([px, py]) => {
      const map = document.querySelector("[data-testid=map]")!;
      const top = document.elementsFromPoint(px!, py!).find((e) => map.contains(e));
      const hit = top?.closest("[data-hit], [data-region]") as SVGElement | null;
      return hit ? (hit.dataset.hit ?? hit.dataset.region ?? null) : null;
    },
    [x, y],
  );
}

describe.each(["phone", "desktop"] as const)("the map on a %s", (size) => {
  it("region names are readable: at least 9 px, and none overlaps another name or a marker", async () => {
    await openGame(size);
    const { names, markers } = await layout(page);
    expect(names.map((n) => n.id).sort()).toEqual([...REGION_IDS].sort());
    for (const n of names) expect(n.px, n.id).toBeGreaterThanOrEqual(9);
    const clashes: string[] = [];
    for (const [i, a] of names.entries()) {
      for (const b of names.slice(i + 1))
        if (overlap(a.rect, b.rect)) clashes.push(`${a.id}/${b.id}`);
      for (const m of markers) if (overlap(a.rect, m.rect)) clashes.push(`${a.id}/marker ${m.id}`);
    }
    expect(clashes).toEqual([]);
    await shot(page, `85-map-names-${size}`);
  });

  it("every region, Valle d'Aosta and Molise included, has a tap target at least 24 px across", async () => {
    await openGame(size);
    const { markers } = await layout(page);
    const misses: string[] = [];
    for (const m of markers) {
      const cx = (m.rect.left + m.rect.right) / 2;
      const cy = (m.rect.top + m.rect.bottom) / 2;
      for (const [dx, dy] of [
        [0, 0],
        [12, 0],
        [-12, 0],
        [0, 12],
        [0, -12],
        [8, 8],
        [-8, -8],
        [8, -8],
        [-8, 8],
      ] as const) {
        const hit = await regionHitAt(page, cx + dx, cy + dy);
        if (hit !== m.id) misses.push(`${m.id} at ${dx},${dy}: ${hit}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it("Liguria's name is written on Liguria's land, not in the sea", async () => {
    await openGame(size);
    const { names } = await layout(page);
    const liguria = names.find((n) => n.id === "liguria")!;
    const y = (liguria.rect.top + liguria.rect.bottom) / 2;
    const width = liguria.rect.right - liguria.rect.left;
    const land = await page.evaluate(
      ([points]) =>
        points!.map(([x, py]) => {
          const r = document
            .elementsFromPoint(x!, py!)
            .map((e) => e.closest("[data-region]") as SVGElement | null)
            .find((e) => e !== null);
          return r?.dataset.region ?? null;
        }),
      [
        [
          [liguria.rect.left + width / 2, y],
          [liguria.rect.left + width * 0.1, y],
          [liguria.rect.left + width * 0.9, y],
        ],
      ] as const,
    );
    expect(land[0]).toBe("liguria");
    expect(land).not.toContain(null);
  });
});

describe("neighbours and the keyboard", () => {
  it("R1.1: hovering a region shows its neighbours, the short Piemonte–Emilia-Romagna border and the ferries included", async () => {
    await openGame("desktop");
    const center = async (id: RegionId) => {
      const r = (await page.locator(`[data-marker="${id}"] rect`).first().boundingBox())!;
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    };
    const piemonte = await center("piemonte");
    await page.mouse.move(piemonte.x, piemonte.y);
    await page.waitForSelector("[data-testid=map][data-inspected=piemonte]");
    expect((await regions(page, ".neighbour")).sort()).toEqual([...neighbours("piemonte")].sort());
    const line = page
      .locator('[data-testid=neighbour-lines] [data-neighbour="emilia-romagna"] path')
      .last();
    const lineBox = (await line.boundingBox())!;
    expect(Math.hypot(lineBox.width, lineBox.height)).toBeGreaterThan(40);
    await shot(page, "86-map-neighbours-piemonte-desktop");

    const sardegna = await center("sardegna");
    await page.mouse.move(sardegna.x, sardegna.y);
    await page.waitForSelector("[data-testid=map][data-inspected=sardegna]");
    expect((await regions(page, ".neighbour")).sort()).toEqual([...neighbours("sardegna")].sort());
    expect(await page.locator(".sea-link.ferry.active").count()).toBe(
      neighbours("sardegna").length,
    );
    expect(
      await page.locator("[data-testid=neighbour-lines] .neighbour-line.sea:not(.casing)").count(),
    ).toBe(neighbours("sardegna").length);
    await page.mouse.move(5, 5);
    await page.waitForSelector("[data-testid=map]:not([data-inspected])");
  });

  it("R1.1: on a phone a long press shows a region's neighbours (the Strait too), and is not a tap", async () => {
    await openGame("phone");
    const before = await regions(page, ".selectable");
    const press = (type: string) =>
      page.locator('[data-hit="calabria"]').dispatchEvent(type, {
        pointerType: "touch",
        isPrimary: true,
        pointerId: 7,
        bubbles: true,
      });
    await press("pointerdown");
    await page.waitForSelector("[data-testid=map][data-inspected=calabria]", { timeout: 3000 });
    expect((await regions(page, ".neighbour")).sort()).toEqual([...neighbours("calabria")].sort());
    expect(await page.locator(".sea-link.strait.active").count()).toBe(1);
    await shot(page, "87-map-long-press-phone");
    await press("pointerup");
    await page.locator('[data-hit="calabria"]').dispatchEvent("click");
    await page.waitForSelector("[data-testid=map]:not([data-inspected])");
    // The tap that ended the long press chose nothing.
    expect(await regions(page, ".selectable")).toEqual(before);
  });

  it("Tab moves through the regions the decision can use, and only those; focus shows neighbours", async () => {
    await openGame("desktop");
    const usable = (await regions(page, ".selectable")).sort();
    expect(usable.length).toBeGreaterThan(0);
    expect(usable.length).toBeLessThan(20);
    const focusable = await page
      .locator("[data-testid=map] .region")
      .evaluateAll((els) =>
        els
          .filter((e) => (e as SVGElement).tabIndex >= 0)
          .map((e) => e.getAttribute("data-region")!),
      );
    expect(focusable.sort()).toEqual(usable);
    await page.locator(`[data-testid=map] [data-region="${usable[0]}"]`).focus();
    const seen = new Set<string>();
    for (let i = 0; i < usable.length + 3; i++) {
      const id = await page.evaluate(() => document.activeElement?.getAttribute("data-region"));
      if (!id) break;
      seen.add(id);
      expect(await page.getByTestId("map").getAttribute("data-inspected")).toBe(id);
      await page.keyboard.press("Tab");
    }
    expect([...seen].sort()).toEqual(usable);
    await shot(page, "88-map-focus-desktop");
  });
});
