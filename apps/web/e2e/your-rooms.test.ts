/**
 * «Your rooms» on the home page and the end of an online game, in the browser against the real
 * server process: the rooms this browser holds a seat in, each with where it stands (asked of the
 * server with the seat's credential), opened or forgotten from there; the online end screen's
 * replay and statistics; a finished room reopened shows its end (R13.4).
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { shot } from "./browser";
import { openTestPage } from "./helpers";
import { startItaliaServer } from "./server";

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

/** Opens `url` in Italian on `page` (each site keeps its own language setting). */
async function openInItalian(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem("italia.lang", "it"));
  await page.reload();
}

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

describe("the end of an online game (R13.4)", () => {
  it("R13.4: the end screen offers the replay and the statistics; the finished room, reopened from «your rooms» once out of the server's memory, shows its end and keeps the credential", async () => {
    // a turn timer's second lasts 10 ms here: Ada's 15 s turns run out at once, and after three
    // a bot plays her seat, so the bots finish the game of one round by themselves
    const server = await startItaliaServer(inject("webDir"), [], { ITALIA_SECOND_MS: "10" });
    try {
      const page = await open();
      await openInItalian(page, server.url);
      const room = await createRoom(page, "Ada", { rounds: 1, turnSeconds: 15 });
      await page.getByTestId("online-start").click();
      await page.getByTestId("end-screen").waitFor({ timeout: 90_000 });

      // the statistics and «Rivedi la partita», right on the end screen
      await page.getByTestId("stats").waitFor();
      const series = page.locator("[data-testid=chart-armies] [data-testid=chart-series]");
      expect(await series.count()).toBe(3);
      await shot(page, "your-rooms-03-online-end");
      await page.getByTestId("watch-replay").click();
      const viewer = page.getByTestId("replay");
      await viewer.waitFor();
      expect(await viewer.getAttribute("data-stage")).toBe("over");
      expect(Number(await viewer.getAttribute("data-length"))).toBeGreaterThan(1);
      await page.getByTestId("replay-close").click();
      await page.getByTestId("end-screen").waitFor();

      // leaving: the home page says the room is finished
      await page.getByTestId("leave-room").click();
      await page.waitForSelector(`[data-testid=your-room][data-room="${room}"][data-state=over]`);
      expect(await entry(page, room).getByTestId("your-room-state").textContent()).toBe("Finita");
      // the room leaves the server's memory with its last client
      const inMemory = async () =>
        ((await (await fetch(`${server.url}/healthz`)).json()) as { rooms: number }).rooms;
      for (let tries = 0; (await inMemory()) > 0; tries++) {
        if (tries > 300) throw new Error("the finished room stayed in memory");
        await page.waitForTimeout(100);
      }

      // reopened: its end screen, from the room's record, and the credential is kept
      await entry(page, room).getByTestId("your-room-open").click();
      await page.getByTestId("end-screen").waitFor();
      expect(await page.getByTestId("online-error").count()).toBe(0);
      expect(await page.getByTestId("revealed-objective").count()).toBe(3);
      expect(await kept(page, room)).not.toBeNull();
      await page.getByTestId("stats").waitFor();
      await shot(page, "your-rooms-04-reopened-end");
      await page.getByTestId("watch-replay").click();
      await page.getByTestId("replay").waitFor();
      await page.getByTestId("replay-close").click();
      await page.getByTestId("end-screen").waitFor();
      // a reload shows it again
      await page.reload();
      await page.getByTestId("end-screen").waitFor();
      expect(await kept(page, room)).not.toBeNull();
    } finally {
      await server.close();
    }
  });
});
