/**
 * The online game's menu, in two browser contexts against the real server process: a person
 * hands her seat to the room's bot and takes it back, another resigns (the bot plays the seat to
 * the end, marked for everybody and in the record), and the game goes on to its end (issue #24).
 */
import { readFileSync } from "node:fs";
import { checkRecord } from "@italia/engine";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as h from "./helpers";

const errors: string[] = [];
const closers: (() => Promise<void>)[] = [];
let ada: Page;
let bea: Page;

beforeAll(async () => {
  for (const _ of [0, 1]) {
    const { page, close } = await h.openTestPage(errors);
    closers.push(close);
    if (!ada) ada = page;
    else bea = page;
  }
});

afterAll(async () => {
  for (const close of closers) await close();
  expect(errors).toEqual([]);
});

/** Opens the page's game menu and picks `item`. */
async function menu(page: Page, item: string): Promise<void> {
  await page.getByTestId("game-menu").click();
  await page.getByTestId(item).click();
}

/** The game menu's items for seat `seat` on this page. */
async function seatItems(page: Page, seat: number): Promise<string[]> {
  await page.getByTestId("game-menu").click();
  const items = await page
    .locator(
      `[data-testid=seat-to-bot-${seat}], [data-testid=seat-take-back-${seat}], [data-testid=seat-resign-${seat}]`,
    )
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")!));
  await page.getByTestId("game-menu").click();
  return items;
}

describe("the online game menu and the rematch (R13.3, issue #24)", () => {
  it("hand the seat to the bot and take it back; resign for good, marked for everybody and in the record; the bots play on to the end; then a rematch with the same people", async () => {
    await ada.getByTestId("online-entry").click();
    await ada.getByTestId("online-name").fill("Ada");
    await ada.locator("label:has([data-testid=online-seats-3])").click();
    await ada.getByTestId("online-length").fill("1");
    await ada.getByTestId("online-turn-seconds").fill("120");
    await ada.getByTestId("online-bot").selectOption("random");
    await ada.getByTestId("create-room-submit").click();
    await ada.getByTestId("lobby").waitFor();
    const invite = await ada.getByTestId("invite-url").inputValue();
    await bea.goto(invite);
    await bea.getByTestId("join-seat-1").check();
    await bea.getByTestId("join-name").fill("Bea");
    await bea.getByTestId("join-room-submit").click();
    await bea.getByTestId("lobby").waitFor();
    await ada.waitForSelector("[data-testid=lobby-seat-1][data-free=no]");
    await ada.getByTestId("online-start").click();
    await ada.getByTestId("map").waitFor();
    await bea.getByTestId("map").waitFor();

    // The menu offers each person her own seat only.
    expect(await seatItems(ada, 0)).toEqual(["seat-to-bot-0", "seat-resign-0"]);
    expect(await seatItems(ada, 1)).toEqual([]);

    // Ada hands her seat over (the bot plays on until a person is to act) and takes it back.
    await menu(ada, "seat-to-bot-0");
    await ada.getByTestId("away-banner").waitFor();
    await menu(ada, "seat-take-back-0");
    await ada.getByTestId("away-banner").waitFor({ state: "detached" });
    await bea.waitForSelector("[data-testid=players] [data-testid=status-0][data-connected=yes]");

    // Bea hands her seat to the room's bot: she sees the banner, Ada sees her away.
    await menu(bea, "seat-to-bot-1");
    await bea.getByTestId("away-banner").waitFor();
    await ada.waitForSelector("[data-testid=players] [data-testid=status-1].away");
    expect(await seatItems(bea, 1)).toEqual(["seat-take-back-1", "seat-resign-1"]);

    // Ada resigns (after the question): marked for Bea; with both seats played by bots the game
    // runs to its end, and a reload still shows her seat resigned.
    await menu(ada, "seat-resign-0");
    await ada.getByTestId("confirm-yes").click();
    await bea.waitForSelector("[data-testid=players] [data-testid=status-0][data-resigned=yes]");
    await ada.getByTestId("end-screen").waitFor({ timeout: 90_000 });
    await bea.getByTestId("end-screen").waitFor({ timeout: 90_000 });
    await ada.reload();
    await ada.getByTestId("end-screen").waitFor();
    expect(
      await ada
        .locator("[data-testid=players] [data-testid=status-0]")
        .getAttribute("data-resigned"),
    ).toBe("yes");

    // The record marks Ada's seat resigned.
    const [download] = await Promise.all([
      ada.waitForEvent("download"),
      ada.getByTestId("download-record").click(),
    ]);
    const check = checkRecord(JSON.parse(readFileSync((await download.path())!, "utf8")));
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.record.seats?.[0]).toMatchObject({ name: "Ada", standIn: "resigned" });
      expect(check.record.seats?.[1]).toMatchObject({ name: "Bea" });
    }

    // A rematch: Bea offers it and goes to its lobby as its creator; Ada is asked, accepts and
    // takes her seat there with the credential she holds; Bea starts the new game.
    const oldRoom = new URL(ada.url()).searchParams.get("room");
    await bea.getByTestId("rematch").click();
    await bea.getByTestId("lobby").waitFor();
    await bea.getByTestId("online-start").waitFor();
    await ada.getByTestId("rematch-offer").waitFor();
    expect(await ada.getByTestId("rematch-offer").textContent()).toContain("Bea");
    expect(
      await bea
        .locator("[data-testid=lobby-seat-1] [data-testid=status-1]")
        .getAttribute("data-invited"),
    ).toBe("yes");
    await ada.getByTestId("rematch-accept").click();
    await ada.getByTestId("lobby").waitFor();
    const newRoom = new URL(ada.url()).searchParams.get("room");
    expect(newRoom).not.toBe(oldRoom);
    expect(new URL(bea.url()).searchParams.get("room")).toBe(newRoom);
    await bea.waitForSelector(
      "[data-testid=lobby-seat-1] [data-testid=status-1][data-connected=yes]",
    );
    await bea.getByTestId("online-start").click();
    await ada.getByTestId("map").waitFor();
    await bea.getByTestId("map").waitFor();
    expect(await bea.getByTestId("game").getAttribute("data-viewer")).toBe("0");
    expect(await ada.getByTestId("game").getAttribute("data-viewer")).toBe("1");
  });
});
