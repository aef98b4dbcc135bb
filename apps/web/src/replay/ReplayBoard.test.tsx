/**
 * The replay board as drawn (server-side render): a map that offers nothing to Tab to, since
 * nothing on a replay's map can be picked.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n/context";
import { ReplayBoard } from "./ReplayBoard";
import { recordSeats } from "./recordFile";
import { finishedRecord } from "./testing";
import { buildTimeline } from "./timeline";

const timeline = buildTimeline(finishedRecord("replay-board", 4));
const seats = recordSeats(timeline.record, (s) => `#${s + 1}`);

function render(position: number): string {
  return renderToStaticMarkup(
    <I18nProvider>
      <ReplayBoard timeline={timeline} seats={seats} initialPosition={position} toolbar={null} />
    </I18nProvider>,
  );
}

describe("the replay board", () => {
  it("puts no map region in the Tab order: clicking one does nothing in a replay", () => {
    for (const position of [0, Math.floor(timeline.length / 2), timeline.length]) {
      const html = render(position);
      const regions = [...html.matchAll(/<g [^>]*data-region="[^"]*"[^>]*>/g)].map((m) => m[0]);
      expect(regions).toHaveLength(20);
      for (const g of regions) {
        expect(g).toContain('tabindex="-1"');
        expect(g).toContain('aria-disabled="true"');
      }
      expect(html).not.toMatch(/tabindex="0"/);
    }
  });
});
