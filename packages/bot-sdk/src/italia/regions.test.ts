import { viewFor } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { game } from "../testing/positions.js";
import {
  armiesOf,
  enemyNeighbours,
  friendlyNeighbours,
  frontierRegions,
  heldZones,
  interiorRegions,
  isFrontier,
  ownedRegions,
  stepsFrom,
  threatTo,
  zoneControl,
} from "./regions.js";

// Seat 0 holds all of Centro and Sardegna; everything else is split between seats 1 and 2.
const state = game({
  toscana: [0, 3],
  umbria: [0, 2],
  marche: [0, 1],
  lazio: [0, 5],
  sardegna: [0, 4],
  abruzzo: [1, 6],
});
const view = viewFor(state, 0);

describe("map helpers", () => {
  it("R1.1 neighbours across land, Strait and ferries", () => {
    expect(enemyNeighbours(view, "sardegna")).toEqual(["liguria"]);
    expect(friendlyNeighbours(view, "sardegna")).toEqual(["toscana", "lazio"]);
  });

  it("frontier and interior regions of a seat", () => {
    expect(ownedRegions(view, 0)).toEqual(["toscana", "umbria", "marche", "lazio", "sardegna"]);
    expect(isFrontier(view, "umbria")).toBe(false);
    expect(interiorRegions(view, 0)).toEqual(["umbria"]);
    expect(frontierRegions(view, 0)).toEqual(["toscana", "marche", "lazio", "sardegna"]);
    expect(armiesOf(view, 0)).toBe(15);
    expect(armiesOf(state, 0)).toBe(15);
  });

  it("R1.3 zones held and how much of each zone a seat has", () => {
    expect(heldZones(view, 0)).toEqual([{ zone: "centro", bonus: 2 }]);
    const isole = zoneControl(view, 0).find((z) => z.zone === "isole")!;
    expect(isole).toMatchObject({
      owned: ["sardegna"],
      missing: ["sicilia"],
      held: false,
      bonus: 1,
    });
  });

  it("threat counts the armies enemy neighbours could attack with", () => {
    // Lazio borders Abruzzo (6 armies → 5 can attack), Molise and Campania (1 army each → 0).
    expect(threatTo(view, "lazio")).toBe(5);
    expect(threatTo(view, "umbria")).toBe(0);
  });

  it("steps: how many enemy regions lie between a seat and each region", () => {
    const steps = stepsFrom(view, 0);
    expect(steps.lazio).toBe(0);
    expect(steps.abruzzo).toBe(1);
    expect(steps.puglia).toBe(2);
    expect(steps["valle-d-aosta"]).toBe(3);
  });
});
