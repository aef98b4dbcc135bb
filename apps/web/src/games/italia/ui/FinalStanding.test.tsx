import { objectiveById, ranking, viewFor } from "@italia/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../../i18n/context";
import { HUMAN, playUntil, session } from "../game/testing";
import { FinalStanding } from "./FinalStanding";

describe("the final standing (R11.6, R12)", () => {
  it("R11.6: one row per seat in the engine's ranking order, each main objective revealed (R12)", () => {
    const s = playUntil(
      session([HUMAN, HUMAN, HUMAN, HUMAN], "final-standing", 1),
      (x) => x.state.stage === "over",
    ).state;
    const view = viewFor(s, 2);
    const ranks = ranking(s);
    const html = renderToStaticMarkup(
      <I18nProvider>
        <FinalStanding
          view={view}
          ranks={ranks}
          reason={view.endReason!}
          nameOf={(seat) => `P${seat}`}
        />
      </I18nProvider>,
    );
    const rows = [...html.matchAll(/<tr class="[^"]*" data-seat="(\d)">/g)].map((m) =>
      Number(m[1]),
    );
    expect(rows).toEqual(ranks.map((r) => r.seat));
    const fromHtml = (x: string) =>
      x
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&");
    const shown = [...html.matchAll(/data-testid="revealed-objective">([^<]*)</g)].map((m) =>
      fromHtml(m[1]!),
    );
    expect(shown).toEqual(ranks.map((r) => objectiveById(view.seats[r.seat]!.objective!).name));
    expect(html).toContain(`data-testid="winner"`);
  });
});
