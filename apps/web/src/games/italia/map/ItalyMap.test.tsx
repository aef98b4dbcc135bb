import { newGame, REGION_IDS, viewFor } from "@italia/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../../i18n/context";
import { ItalyMap } from "./ItalyMap";

const none = {
  selectable: new Set<never>(),
  targets: new Set<never>(),
  from: null,
  to: null,
  kind: "none",
} as const;

function render(untouchable: number[]) {
  const state = { ...newGame({ players: 4, seed: "map-1" }), untouchable };
  const html = renderToStaticMarkup(
    <I18nProvider>
      <ItalyMap
        view={viewFor(state, 0)}
        highlights={none}
        nameOf={(s) => `P${s}`}
        onRegion={() => {}}
      />
    </I18nProvider>,
  );
  return { state, html };
}

describe("ItalyMap", () => {
  it("draws the 20 regions with owner symbol and armies, and the 5 sea links", () => {
    const { state, html } = render([]);
    expect(html.match(/data-region="/g)).toHaveLength(20);
    for (const id of REGION_IDS) {
      const r = state.regions[id];
      expect(html).toContain(
        `data-region="${id}" data-owner="${r.owner}" data-armies="${r.armies}"`,
      );
    }
    expect(html.match(/class="sea-link (ferry|strait)"/g)).toHaveLength(5);
    expect(html).not.toContain('class="shield"');
  });

  it("R9 marks an untouchable seat's regions with a dashed border and a small shield", () => {
    const { state, html } = render([1]);
    const owned = REGION_IDS.filter((id) => state.regions[id].owner === 1);
    expect(html.match(/class="region untouchable"/g)).toHaveLength(owned.length);
    expect(html.match(/class="shield"/g)).toHaveLength(owned.length);
  });
});
