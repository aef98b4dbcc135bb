/** The end screen's chart of the Austrian soldiers by round (server-side render). */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SoldiersChart } from "./SoldiersChart";

const bars = (html: string) =>
  [...html.matchAll(/data-round="(\d+)" data-placed="(\d+)"><rect [^>]*height="([\d.]+)"/g)].map(
    (m) => ({ round: Number(m[1]), placed: Number(m[2]), height: Number(m[3]) }),
  );

describe("the soldiers-by-round chart", () => {
  it("draws a bar per round, in order, as tall as its soldiers against the largest round", () => {
    const html = renderToStaticMarkup(
      <SoldiersChart
        label="Austrian soldiers"
        rounds={[
          { round: 1, placed: 4 },
          { round: 2, placed: 8 },
          { round: 3, placed: 2 },
        ]}
      />,
    );
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Austrian soldiers"');
    const drawn = bars(html);
    expect(drawn.map((b) => [b.round, b.placed])).toEqual([
      [1, 4],
      [2, 8],
      [3, 2],
    ]);
    expect(drawn[1]!.height).toBeCloseTo(drawn[0]!.height * 2);
    expect(drawn[0]!.height).toBeCloseTo(drawn[2]!.height * 2);
  });

  it("draws nothing when no soldier arrived", () => {
    expect(renderToStaticMarkup(<SoldiersChart label="x" rounds={[]} />)).toBe("");
    expect(
      renderToStaticMarkup(<SoldiersChart label="x" rounds={[{ round: 1, placed: 0 }]} />),
    ).toBe("");
  });
});
