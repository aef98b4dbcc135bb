/**
 * Where the map writes each region's name, and how big the markers and tap targets are, for the
 * two sizes the map is drawn at: `wide` (a desktop, about one pixel per map unit) and `compact`
 * (a phone, about 0.6 pixels per unit), where everything is drawn larger in map units so names
 * stay readable and regions stay easy to tap.
 *
 * Names are placed once per mode: each region tries spots around its army marker (below, beside,
 * above…) and takes the first that overlaps no marker and no name already placed and lies on
 * land — inside its own region if any spot does (so Liguria's name sits on Liguria, not in the
 * sea). Small regions choose first.
 */
import type { RegionId } from "@italia/engine";
import {
  insidePolygon,
  type Point,
  parsePolygons,
  polygonArea,
  regionShapes,
  VIEW_BOX,
} from "./geometry";

/** The two sizes the map is drawn at. */
export type MapMode = "wide" | "compact";

/** The sizes (in map units) of one mode. */
export interface ModeSizes {
  /** The army markers' scale (1 = a 28×20 pill). */
  readonly markerScale: number;
  /** The region names' font size. */
  readonly nameFont: number;
  /** The radius of each region's invisible tap target around its marker. */
  readonly hitRadius: number;
}

/**
 * The sizes of each mode. Compact: names at 16 units are 9.7 px on a 390-px phone (0.607 px per
 * unit), tap targets 42 units across are 25 px. Wide: about 1 px per unit.
 */
export const MODE_SIZES: Readonly<Record<MapMode, ModeSizes>> = {
  wide: { markerScale: 1, nameFont: 10, hitRadius: 13 },
  compact: { markerScale: 1.4, nameFont: 16, hitRadius: 21 },
};

/** Below this many pixels per map unit, the map is drawn `compact`. */
export const COMPACT_BELOW = 0.8;

/** An axis-aligned box in map units. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** One region's name: its lines and the centre of the text block. */
export interface NameLabel {
  readonly id: RegionId;
  readonly lines: readonly string[];
  readonly x: number;
  readonly y: number;
  /** The estimated box of the text (generous: real text is a little smaller). */
  readonly box: Box;
}

/** Estimated width of a character, in ems (generous for the app's sans-serif). */
const CHAR_EM = 0.64;
/** Line height, in ems. */
const LINE_EM = 1.15;

/** Splits a long name in two at the hyphen or space nearest its middle (“Valle / d’Aosta”). */
export function nameLines(name: string, maxChars = 10): string[] {
  if (name.length <= maxChars) return [name];
  let best = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] !== " " && name[i] !== "-") continue;
    if (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)) best = i;
  }
  if (best < 0) return [name];
  const cut = name[best] === "-" ? best + 1 : best;
  return [name.slice(0, cut).trim(), name.slice(cut).trim()];
}

/** Whether two boxes overlap. */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The box of a marker at `p`, with room for a two-digit count. */
export function markerBox(p: Point, scale: number): Box {
  return { x: p.x - 17 * scale, y: p.y - 10 * scale, w: 34 * scale, h: 20 * scale };
}

const [, , VIEW_W, VIEW_H] = VIEW_BOX.split(/\s+/).map(Number) as [number, number, number, number];

let polygons: { id: RegionId; polys: Point[][] }[] | null = null;
function landPolygons() {
  polygons ??= regionShapes().map((s) => ({ id: s.id, polys: parsePolygons(s.path) }));
  return polygons;
}

/** The region whose land is at `p`, or null for the sea. */
export function regionAt(p: Point): RegionId | null {
  for (const { id, polys } of landPolygons()) {
    if (polys.some((poly) => insidePolygon(p, poly))) return id;
  }
  return null;
}

/** Points of a text box that must be on land: its centre and both ends at mid-height. */
function probes(box: Box): Point[] {
  const y = box.y + box.h / 2;
  return [
    { x: box.x + box.w / 2, y },
    { x: box.x, y },
    { x: box.x + box.w, y },
  ];
}

const cache = new Map<MapMode, ReadonlyMap<RegionId, NameLabel>>();

/** Every region's name label for `mode`, computed once. */
export function nameLayout(mode: MapMode): ReadonlyMap<RegionId, NameLabel> {
  const cached = cache.get(mode);
  if (cached) return cached;
  const { markerScale: ms, nameFont: font } = MODE_SIZES[mode];
  const shapes = regionShapes();
  const obstacles: Box[] = shapes.map((s) => markerBox(s.label, ms));
  const area = new Map(
    landPolygons().map(({ id, polys }) => [id, Math.max(...polys.map(polygonArea))]),
  );
  const order = [...shapes].sort((a, b) => area.get(a.id)! - area.get(b.id)!);
  const placed = new Map<RegionId, NameLabel>();
  for (const shape of order) {
    const lines = nameLines(shape.name, mode === "compact" ? 10 : 14);
    // The text's halo (a light stroke) adds a little on each side.
    const w = Math.max(...lines.map((l) => l.length)) * CHAR_EM * font + 4;
    const h = lines.length * LINE_EM * font;
    const mw = 17 * ms;
    const mh = 10 * ms;
    const gap = 1;
    const below = mh + gap + h / 2;
    const beside = mw + gap + w / 2;
    const above = mh + gap + h / 2;
    const spots: Point[] = [
      { x: 0, y: below },
      { x: beside, y: 0 },
      { x: -beside, y: 0 },
      { x: w * 0.35, y: below },
      { x: -w * 0.35, y: below },
      { x: 0, y: -above },
      { x: beside, y: -mh },
      { x: -beside, y: -mh },
      { x: beside, y: mh },
      { x: -beside, y: mh },
      { x: 0, y: below + font * 0.6 },
      { x: 0, y: -above - font * 0.6 },
    ];
    // Then spots inside the region itself, nearest the marker first (for long thin regions).
    const own = landPolygons().find((l) => l.id === shape.id)!.polys;
    const inside: Point[] = [];
    for (const poly of own) {
      const xs = poly.map((p) => p.x);
      const ys = poly.map((p) => p.y);
      for (let x = Math.min(...xs); x <= Math.max(...xs); x += 6) {
        for (let y = Math.min(...ys); y <= Math.max(...ys); y += 4) {
          if (insidePolygon({ x, y }, poly))
            inside.push({ x: x - shape.label.x, y: y - shape.label.y });
        }
      }
    }
    inside.sort((a, b) => Math.hypot(a.x, a.y) - Math.hypot(b.x, b.y));
    spots.push(...inside);
    const fits = (c: Point, pass: number): NameLabel | null => {
      const box = { x: shape.label.x + c.x - w / 2, y: shape.label.y + c.y - h / 2, w, h };
      if (box.x < 0 || box.y < 0 || box.x + box.w > VIEW_W || box.y + box.h > VIEW_H) return null;
      if (obstacles.some((o) => overlaps(o, box))) return null;
      for (const other of placed.values()) if (overlaps(other.box, box)) return null;
      if (pass < 2) {
        const land = probes(box).map(regionAt);
        if (land.some((r) => r === null)) return null;
        if (pass === 0 && land[0] !== shape.id) return null;
      }
      return { id: shape.id, lines, x: box.x + w / 2, y: box.y + h / 2, box };
    };
    let label: NameLabel | null = null;
    // Pass 0: centred on its own land, all on land; 1: all on land; 2: anywhere free.
    for (let pass = 0; pass < 3 && !label; pass++) {
      for (const c of spots) {
        label = fits(c, pass);
        if (label) break;
      }
    }
    if (!label) {
      const box = { x: shape.label.x - w / 2, y: shape.label.y + below - h / 2, w, h };
      label = { id: shape.id, lines, x: shape.label.x, y: shape.label.y + below, box };
    }
    placed.set(shape.id, label);
  }
  cache.set(mode, placed);
  return placed;
}
