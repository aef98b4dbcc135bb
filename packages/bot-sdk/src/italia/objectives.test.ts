import { viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { game } from "../testing/positions.js";
import { bonusProgress, objectiveProgress, objectiveProgressOf } from "./objectives.js";

describe("objective progress", () => {
  it("R11.5 counts the values of the objective regions held", () => {
    // italia-di-mezzo: emilia-romagna 6, toscana 6, umbria 3, marche 5, lazio 7, abruzzo 3.
    const state = game(
      { toscana: [0, 2], lazio: [0, 2], umbria: [0, 1] },
      { objectives: { "0": "italia-di-mezzo", "1": "alpi-conero", "2": "trieste-roma" } },
    );
    const p = objectiveProgress(viewFor(state, 0));
    expect(p).toMatchObject({
      objective: "italia-di-mezzo",
      held: ["toscana", "umbria", "lazio"],
      missing: ["emilia-romagna", "marche", "abruzzo"],
      heldValue: 16,
      totalValue: 30,
      complete: false,
    });
    expect(objectiveProgressOf(state, 1, "italia-di-mezzo").held).not.toContain("lazio");
  });

  it("needs a seat's view", () => {
    expect(() => objectiveProgress(viewFor(game({ lazio: [0, 2] }), null))).toThrow();
  });

  it("R9 reports each held bonus objective's condition and streak", () => {
    const state = game(
      {
        piemonte: [0, 2],
        lombardia: [0, 2],
        veneto: [0, 2],
        "emilia-romagna": [0, 2],
        campania: [0, 2],
        basilicata: [0, 2],
      },
      {
        bonus: {
          "0": {
            held: ["padania-libera", "salerno-reggio"],
            progress: { "salerno-reggio": 1 },
          },
        },
      },
    );
    const [padania, salerno] = bonusProgress(viewFor(state, 0));
    expect(padania).toMatchObject({ id: "padania-libera", holdsNow: true, needed: 1, missing: [] });
    expect(salerno).toMatchObject({
      id: "salerno-reggio",
      holdsNow: false,
      needed: 2,
      streak: 1,
      missing: ["calabria"],
    });
  });
});
