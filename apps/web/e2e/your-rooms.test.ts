/**
 * «Your rooms» on the home page, in the browser against the real server process: the rooms this
 * browser holds a seat in, each with where it stands (asked of the server with the seat's
 * credential), opened or forgotten from there (R13.4).
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shot } from "./browser";
import { openTestPage } from "./helpers";

const errors: string[] = [];
const opened: (() => Promise<void>)[] = [];

async function open(): Promise<Page> {
  const { page, close } = await openTestPage(errors);
  opened.push(close);
  return page;
}

afterAll(async () => {
  for (const close of opened) await close();
  expect(errors).toEqual([]);
});

/** Creates a room of 3 seats from the home page; resolves with its id, in its lobby. */
async function createRoom(
  page: Page,
  name: string,
  terms: { rounds: number; turnSeconds: number },
): Promise<string> {
  await page.getByTestId("online-entry").click();
  await page.getByTestId("online-name").fill(name);
  await page.locator("label:has([data-testid=online-seats-3])").click();
  await page.getByTestId("online-length").fill(String(terms.rounds));
  await page.getByTestId("online-turn-seconds").fill(String(terms.turnSeconds));
  await page.getByTestId("online-bot").selectOption("random");
  await page.getByTestId("create-room-submit").click();
  await page.getByTestId("lobby").waitFor();
  return new URL(await page.getByTestId("invite-url").inputValue()).searchParams.get("room")!;
}

/** The «your rooms» entry of `room` on the home page open in `page`. */
const entry = (page: Page, room: string) =>
  page.locator(`[data-testid=your-room][data-room="${room}"]`);

/** The storage key of the credential of `room` (see src/online/links.ts). */
const kept = (page: Page, room: string) =>
  page.evaluate((id) => localStorage.getItem(`italia.online.${id}`), room);

describe("«your rooms» on the home page (R13.4)", () => {
  it("R13.4: lists the rooms this browser holds a seat in with where each stands (lobby, your turn, waiting for the others); one is opened, one forgotten", async () => {
    const [ada, bea] = [await open(), await open()];
    // Ada creates a room (10 minutes a turn: nothing runs out here), Bea joins it, Ada starts
    const room = await createRoom(ada, "Ada", { rounds: 5, turnSeconds: 600 });
    await bea.goto(await ada.getByTestId("invite-url").inputValue());
    await bea.getByTestId("join-seat-1").check();
    await bea.getByTestId("join-name").fill("Bea");
    await bea.getByTestId("join-room-submit").click();
    await bea.getByTestId("lobby").waitFor();
    await ada.waitForSelector("[data-testid=lobby-seat-1][data-free=no]");
    await ada.getByTestId("online-start").click();
    // the game stops at the first decision of a person: Ada's or Bea's
    const deciding = async () => {
      for (const page of [ada, bea]) {
        if ((await page.locator("[data-testid=game][data-human-turn=yes]").count()) > 0) {
          return page;
        }
      }
      return null;
    };
    let toAct: Page | null = null;
    for (let tries = 0; !toAct; tries++) {
      if (tries > 600) throw new Error("no person got a decision");
      toAct = await deciding();
      if (!toAct) await ada.waitForTimeout(100);
    }
    const other = toAct === ada ? bea : ada;
    const otherSeat = toAct === ada ? "1" : "0";

    // the other one goes to the home page: the room waits for the others
    await other.goto(inject("baseUrl"));
    await other.waitForSelector(`[data-testid=your-room][data-room="${room}"][data-state=waiting]`);
    expect(await entry(other, room).getByTestId("your-room-state").textContent()).toBe(
      "Tocca agli altri",
    );
    expect(await entry(other, room).getByTestId("your-room-open").textContent()).toContain("Ada");
    // and creates a room of their own, left in its lobby
    const lobby = await createRoom(other, "Lia", { rounds: 3, turnSeconds: 60 });
    await other.goto(inject("baseUrl"));
    await other.waitForSelector(`[data-testid=your-room][data-room="${lobby}"][data-state=lobby]`);
    expect(await entry(other, lobby).getByTestId("your-room-state").textContent()).toBe(
      "In attesa di iniziare",
    );
    // the most recent first
    expect(
      await other
        .getByTestId("your-room")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-room"))),
    ).toEqual([lobby, room]);
    await shot(other, "your-rooms-01-home");

    // in another tab of the one to act, the same room says it is their turn
    const tab = await toAct.context().newPage();
    await tab.goto(inject("baseUrl"));
    await tab.waitForSelector(`[data-testid=your-room][data-room="${room}"][data-state=yourTurn]`);
    expect(await entry(tab, room).getByTestId("your-room-state").textContent()).toBe("Tocca a te");
    await tab.close();

    // forgetting the lobby asks first, then drops it and its credential
    await entry(other, lobby).getByTestId("your-room-forget").click();
    await other.getByTestId("confirm").waitFor();
    await shot(other, "your-rooms-02-forget");
    await other.getByTestId("confirm-yes").click();
    await entry(other, lobby).waitFor({ state: "detached" });
    expect(await kept(other, lobby)).toBeNull();
    expect(await other.getByTestId("your-room").count()).toBe(1);

    // opening the game takes the seat back
    await entry(other, room).getByTestId("your-room-open").click();
    await other.getByTestId("map").waitFor();
    expect(await other.getByTestId("game").getAttribute("data-viewer")).toBe(otherSeat);
  });
});
