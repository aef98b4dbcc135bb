import { DATA, seesHand } from "@italia/radetzky";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n/context";
import { LocalRadetzky } from "./local";
import { RadetzkyTable } from "./RadetzkyGame";
import type { RzSeat } from "./setup";
import { teamPick } from "./testing";
import { rzTexts } from "./texts";

function start(seats: RzSeat[], mode: "basic" | "advanced" = "basic"): LocalRadetzky {
  const started = LocalRadetzky.start({
    config: { players: seats.length, mode, difficulty: 0, handInfo: "closed" },
    seats,
    seed: "screen",
  });
  if (!started.ok) throw new Error(started.error.message);
  return started.game;
}

const render = (game: LocalRadetzky) =>
  renderToStaticMarkup(
    <I18nProvider>
      <RadetzkyTable
        game={game}
        t={rzTexts("en")}
        lang="en"
        onExit={() => {}}
        onRestart={() => {}}
      />
    </I18nProvider>,
  );

describe("Radetzky's table on the screen", () => {
  it("starts a hot-seat game with hidden hands on the hand-over screen, no hand on it", () => {
    const game = start([
      { kind: "person", name: "Ada" },
      { kind: "person", name: "Bea" },
      { kind: "person", name: "Cy" },
    ]);
    const html = render(game);
    expect(html).toContain("rz-handover");
    expect(html).not.toContain("data-hand");
    const seat = game.actors()[0]!;
    expect(html).toContain(`Pass the device to ${game.seats[seat]!.name}`);
  });

  it("shows a person with bots only their own hand, at every step of an advanced game", () => {
    const game = start(
      [
        { kind: "person", name: "Ada" },
        { kind: "greedy", name: "B1" },
        { kind: "random", name: "B2" },
      ],
      "advanced",
    );
    let renders = 0;
    let helpGroups = 0;
    for (let i = 0; i < 3000 && game.waiting().kind !== "over"; i++) {
      const html = render(game);
      renders++;
      for (const [hand, cards] of Object.entries(game.state.hands)) {
        if (seesHand(game.state, 0, hand)) continue;
        for (const card of cards) expect(html).not.toMatch(new RegExp(`\\b${card}\\b`));
      }
      const w = game.waiting();
      if (w.kind === "bots") {
        game.stepBots();
        continue;
      }
      if (w.kind !== "people") break;
      // Every legal move of the person is a button.
      const moves = game.moves(0);
      expect((html.match(/data-move=/g) ?? []).length).toBe(moves.length);
      // The Helps' many uses are folded per Help.
      if (moves.some((m) => m.type === "useHelp")) {
        helpGroups++;
        expect(html).toMatch(/<details class="rz-help-moves" data-group="useHelp:\w+"/);
      }
      expect(game.play(moves[teamPick(game.state, moves)]!)).toBeNull();
    }
    expect(game.waiting().kind).toBe("over");
    const end = render(game);
    expect(end).toContain('data-testid="rz-end"');
    expect(end).toMatch(game.state.winner === "italy" ? /Milan is free/ : /Radetzky holds Milan/);
    expect(renders).toBeGreaterThan(20);
    expect(helpGroups).toBeGreaterThan(0);
  });

  it("draws all 16 zones of the data, the Castle and the reserve", () => {
    const html = render(start([{ kind: "person", name: "Ada" }]));
    for (const z of DATA.map.zones) expect(html).toContain(`data-zone="${z.id}"`);
    expect(html).toContain('data-testid="rz-castle"');
    expect(html).toContain('data-testid="rz-reserve"');
  });
});
