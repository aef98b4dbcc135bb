/**
 * The replay board as drawn (server-side render): the Sdadata's two dice in the dice tray (R11.4),
 * and a map that offers nothing to Tab to, since nothing on a replay's map can be picked.
 */
import type { SdadataRolledEvent } from "@italia/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../../i18n/context";
import { ReplayBoard } from "./ReplayBoard";
import { recordSeats } from "./recordFile";
import { finishedRecord } from "./testing";
import { buildTimeline, type Timeline } from "./timeline";

const timeline = buildTimeline(finishedRecord("replay-board", 4));
const seats = recordSeats(timeline.record, (s) => `#${s + 1}`);

function render(position: number): string {
  return renderToStaticMarkup(
    <I18nProvider>
      <ReplayBoard timeline={timeline} seats={seats} initialPosition={position} toolbar={null} />
    </I18nProvider>,
  );
}

/** Every Sdadata roll of the game, with the position just after the action that rolled it. */
function sdadataRolls(t: Timeline): { position: number; event: SdadataRolledEvent }[] {
  const rolls: { position: number; event: SdadataRolledEvent }[] = [];
  t.events.forEach((list, i) => {
    for (const e of list) if (e.type === "sdadataRolled") rolls.push({ position: i + 1, event: e });
  });
  return rolls;
}

/** The dice tray's section in the rendered page. */
function tray(html: string): string {
  const start = html.indexOf('data-testid="dice"');
  expect(start).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<section", start), html.indexOf("</section>", start));
}

describe("the replay board", () => {
  it("R11.4 shows the Sdadata's two dice in the dice tray, with the sum, threshold and outcome", () => {
    const rolls = sdadataRolls(timeline);
    expect(rolls.length).toBeGreaterThan(0);
    for (const { position, event } of rolls) {
      const html = tray(render(position));
      expect(html).toContain('data-kind="sdadata"');
      const dice = [...html.matchAll(/data-die="(\d)"/g)].map((m) => Number(m[1]));
      expect(dice).toEqual([...event.dice]);
      const [a, b] = event.dice;
      expect(html).toContain(`${a} + ${b} = ${a + b}`);
      expect(html).toContain(String(event.threshold));
      expect(html).toContain(event.ended ? "la partita finisce!" : "si continua");
    }
  });

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
