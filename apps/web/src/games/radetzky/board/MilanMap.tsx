/**
 * The board: a stylised plan of Milan in March 1848 (see ./geometry.ts), drawn here in SVG with
 * no external image. On it: each zone's soldiers, its owner, a mobile barricade, the Patriots
 * (coloured by the seat controlling each), Radetzky, the Barriers (fixed barricades), the gates on
 * the walls, the Castle with its soldiers and the reserve.
 *
 * @module
 */
import type { RadetzkyView } from "@italia/radetzky";
import { useMemo } from "react";
import { barrierShapes, castleBox, RADII, zoneShapes } from "./geometry";

/** The colour of a seat's Patriots and badges (seat 0…4). */
export const SEAT_COLOURS: readonly string[] = [
  "#b8322a",
  "#1f6fb2",
  "#2e8b57",
  "#8a4fb0",
  "#c77c12",
];

/** What the map needs besides the view. */
export interface MilanMapProps {
  /** What the viewer sees (RZ24). */
  readonly view: RadetzkyView;
  /** The seat controlling each Patriot (by Patriot number). */
  readonly controllers: readonly number[];
  /** The zones a click acts on now (legal targets), highlighted. */
  readonly targets: ReadonlySet<number>;
  /** A click (or Enter/Space) on a zone. */
  readonly onZone: (zone: number) => void;
  /** Soldiers prepared for this game (RZ1.9), for the reserve box. */
  readonly prepared: number;
  /** Texts. */
  readonly label: {
    readonly title: string;
    readonly castle: string;
    readonly reserve: string;
    readonly barrier: string;
    readonly barricade: string;
    readonly radetzky: string;
    readonly zone: (zone: number, name: string) => string;
    readonly patriot: (patriot: number) => string;
  };
}

/** The plan of Milan with the game on it. */
export function MilanMap({ view, controllers, targets, onZone, prepared, label }: MilanMapProps) {
  const shapes = useMemo(() => zoneShapes(), []);
  const barriers = useMemo(() => barrierShapes(shapes), [shapes]);
  const castle = useMemo(() => castleBox(shapes), [shapes]);
  const patriotsIn = (zone: number) => view.patriots.flatMap((z, p) => (z === zone ? [p] : []));
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG plan groups its zones; no fieldset fits
    <svg
      className="rz-map"
      viewBox="-160 -160 320 320"
      role="group"
      aria-label={label.title}
      data-testid="rz-map"
    >
      <title>{label.title}</title>
      <circle className="rz-outside" r={158} />
      {[...shapes.values()].map((s) => {
        const zone = view.zones[String(s.id)]!;
        const target = targets.has(s.id);
        const owner = zone.owner ?? "open";
        const pats = patriotsIn(s.id);
        const hasRadetzky = view.radetzky === s.id && view.stage !== "over";
        const tokens = pats.length + (hasRadetzky ? 1 : 0);
        const firstX = s.x - ((tokens - 1) * 11) / 2;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>
          <g
            key={s.id}
            className={`rz-zone ${owner} ${target ? "target" : ""}`}
            data-zone={s.id}
            data-owner={owner}
            data-soldiers={zone.soldiers}
            role="button"
            tabIndex={target ? 0 : -1}
            aria-label={label.zone(s.id, s.name)}
            onClick={() => onZone(s.id)}
            onKeyDown={(e) => {
              if (e.key === "Enter" || e.key === " ") {
                e.preventDefault();
                onZone(s.id);
              }
            }}
          >
            <path d={s.path} />
            {s.lines.map((line, i) => (
              <text
                key={line}
                className="rz-name"
                x={s.x}
                y={s.y - 16 + i * 9 - (s.lines.length - 1) * 4}
              >
                {line}
              </text>
            ))}
            <text className="rz-number" x={s.x} y={s.y - 30 - (s.lines.length - 1) * 4}>
              {s.id}
            </text>
            {zone.soldiers > 0 && (
              <g className="rz-soldiers" data-testid={`rz-soldiers-${s.id}`}>
                <rect x={s.x - 9} y={s.y + 0} width={18} height={11} rx={2} />
                <text x={s.x} y={s.y + 8.5}>
                  {zone.soldiers}
                </text>
              </g>
            )}
            {zone.owner !== null && (
              <text className="rz-owner" x={s.x} y={s.y + 8.5}>
                {zone.owner === "italy" ? "★" : "✠"}
              </text>
            )}
            {zone.barricade && (
              <g className="rz-mobile-barricade">
                <title>{label.barricade}</title>
                <rect x={s.x + 11} y={s.y + 1} width={10} height={9} rx={1} />
              </g>
            )}
            {pats.map((p, i) => (
              <g
                key={`p${p}`}
                className="rz-patriot"
                data-patriot={p}
                style={{ fill: SEAT_COLOURS[controllers[p] ?? 0] }}
              >
                <title>{label.patriot(p)}</title>
                <circle cx={firstX + i * 11} cy={s.y + 18} r={5} />
                <text x={firstX + i * 11} y={s.y + 20.6}>
                  {p + 1}
                </text>
              </g>
            ))}
            {hasRadetzky && (
              <g className="rz-radetzky" data-testid="rz-radetzky">
                <title>{label.radetzky}</title>
                <rect x={firstX + pats.length * 11 - 5} y={s.y + 13} width={10} height={10} />
                <text x={firstX + pats.length * 11} y={s.y + 20.6}>
                  R
                </text>
              </g>
            )}
          </g>
        );
      })}
      <circle className="rz-navigli" r={RADII.navigli} />
      <circle className="rz-walls" r={RADII.walls} />
      {[...shapes.values()]
        .filter((s) => s.gate !== null)
        .map((s) => (
          <g key={`gate${s.id}`} className="rz-gate">
            <title>{s.gates.join(", ")}</title>
            <circle cx={s.gate!.x} cy={s.gate!.y} r={3.2} />
          </g>
        ))}
      {barriers.map((b) => (
        <line
          key={`${b.a}-${b.b}`}
          className="rz-barrier"
          data-barrier={`${b.a}-${b.b}`}
          x1={b.x1}
          y1={b.y1}
          x2={b.x2}
          y2={b.y2}
        >
          <title>{`${label.barrier}: ${b.a}–${b.b}`}</title>
        </line>
      ))}
      <g className="rz-castle" data-testid="rz-castle">
        <line
          className="rz-castle-link"
          x1={castle.x + castle.w / 2}
          y1={castle.y + castle.h}
          x2={castle.zone.x}
          y2={castle.zone.y - 20}
        />
        <rect x={castle.x} y={castle.y} width={castle.w} height={castle.h} rx={3} />
        <text className="rz-name" x={castle.x + castle.w / 2} y={castle.y + 12}>
          {label.castle}
        </text>
        <text className="rz-count" x={castle.x + castle.w / 2} y={castle.y + 28}>
          {view.castle}
        </text>
      </g>
      <g className="rz-reserve" data-testid="rz-reserve">
        <rect x={102} y={124} width={58} height={36} rx={3} />
        <text className="rz-name" x={131} y={136}>
          {label.reserve}
        </text>
        <text className="rz-count" x={131} y={152}>
          {`${view.reserve}/${prepared}`}
        </text>
      </g>
    </svg>
  );
}
