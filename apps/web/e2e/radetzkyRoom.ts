/**
 * What the browser tests of Radetzky's online rooms share (radetzky-online, radetzky-watch): pages
 * whose WebSocket frames are recorded, closed after the file with no page error; the room's
 * updates; the screen a page shows; a scripted move clicked as a person would; a room created
 * from the home page's form; the room's record fetched with the creator's credential; and a
 * hidden hand planted in an update, for the leak scan's self-check.
 */
import type { RadetzkyAction, RadetzkyConfig } from "@italia/radetzky";
import type { Page } from "playwright-core";
import { afterAll, expect, inject } from "vitest";
import {
  type RadetzkyUpdate,
  type radetzkyStates,
  seekFights,
} from "../../server/src/testing/radetzky";
import { type Received, recordFrames } from "./frames";
import { openTestPage } from "./helpers";

/** A person's page and everything its room's WebSockets received, across reloads. */
export interface Person {
  readonly page: Page;
  /** The seat the person takes (`-1` for a spectator). */
  readonly seat: number;
  readonly received: Received[];
}

/**
 * Pages for the calling file: `open(seat)` opens one whose frames are recorded; after the file,
 * every page is closed and the file fails on any error a page threw.
 */
export function peoplePerFile(): (seat: number) => Promise<Person> {
  const errors: string[] = [];
  const opened: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of opened) await close();
    expect(errors).toEqual([]);
  });
  return async (seat) => {
    const { page, close } = await openTestPage(errors);
    opened.push(close);
    return { page, seat, received: recordFrames(page) };
  };
}

/** The updates the page received in `room` (in every room without it), in order. */
export function updatesOf(p: Pick<Person, "received">, room?: string): RadetzkyUpdate[] {
  let current = "";
  const out: RadetzkyUpdate[] = [];
  for (const m of p.received) {
    if (m.type === "welcome") current = String((m.body as { room?: unknown }).room ?? "");
    if (m.type === "update" && (room === undefined || current === room)) {
      out.push(m.body as RadetzkyUpdate);
    }
  }
  return out;
}

/** The screen the page shows: `play`, `others`, `over`, … (`""` outside the game). */
export async function screenOf(page: Page): Promise<string> {
  const game = page.getByTestId("rz-game");
  if ((await game.count()) === 0) return "";
  return (await game.getAttribute("data-screen")) ?? "";
}

/**
 * Plays the seat's move as the scripted team does (seekFights), by clicking its button when the
 * page offers it now (the screen asks the seat, the button at the move's index is that move);
 * whether it did.
 */
export async function playOne(p: Pick<Person, "page" | "received">): Promise<boolean> {
  const u = updatesOf(p).at(-1);
  if (!u?.legal || u.legal.length === 0) return false;
  const move = seekFights(u.view, u.legal);
  const index = u.legal.indexOf(move);
  return p.page.evaluate(
    ([i, type]) => {
      const game = document.querySelector("[data-testid=rz-game]");
      const b = document.querySelector<HTMLButtonElement>(
        `[data-testid=rz-play] button[data-index="${i}"]`,
      );
      if (game?.getAttribute("data-screen") !== "play" || b?.dataset.move !== type) return false;
      b.click();
      return true;
    },
    [index, move.type] as const,
  );
}

/**
 * Creates a Radetzky room from the home page's form as «Ada»: `players` seats, closed hands, the
 * easiest Austria, 600 s a turn, spectators `watchDelay` turns behind (the form's default when
 * left out); resolves once the lobby shows, with the room's id.
 */
export async function createRzRoom(
  page: Page,
  { players, watchDelay }: { readonly players: number; readonly watchDelay?: number },
): Promise<string> {
  await page.getByTestId("pick-radetzky").click();
  await page.getByTestId("rz-online-entry").click();
  await page.getByTestId("rz-create-room").waitFor();
  await page.getByTestId("rz-online-name").fill("Ada");
  await page.locator(`label:has([data-testid=rz-players-${players}])`).click();
  await page.getByTestId("rz-hand-info").selectOption("closed");
  await page.getByTestId("rz-difficulty").selectOption("-2");
  await page.getByTestId("rz-turn-seconds").fill("600");
  if (watchDelay !== undefined) {
    await page.getByTestId("rz-watch-delay").selectOption(String(watchDelay));
  }
  await page.getByTestId("rz-create-submit").click();
  await page.getByTestId("lobby").waitFor();
  const invite = await page.getByTestId("invite-url").inputValue();
  const room = new URL(invite).searchParams.get("room") ?? "";
  expect(room).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return room;
}

/** A Radetzky room's record, as `GET /api/rooms/ROOM/record` gives it. */
export interface RzRecord {
  readonly format: string;
  readonly seed: string;
  readonly config: RadetzkyConfig;
  readonly steps: readonly { readonly action: RadetzkyAction }[];
}

/** Room `room`'s record, fetched with the credential `page` keeps for room `held` (`room`). */
export async function fetchRzRecord(page: Page, room: string, held = room): Promise<RzRecord> {
  const credential = await page.evaluate((r) => localStorage.getItem(`italia.online.${r}`), held);
  const res = await fetch(`${inject("baseUrl")}/api/rooms/${room}/record`, {
    headers: { authorization: `Bearer ${credential}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as RzRecord;
}

/** `update` with seat `seat`'s hidden hand (from the game's `states`) shown open in its view. */
export function plantHand(
  update: RadetzkyUpdate,
  seat: string,
  states: ReturnType<typeof radetzkyStates>,
): RadetzkyUpdate {
  const hidden = states[update.step]!.hands[seat]!;
  return {
    ...update,
    view: {
      ...update.view,
      hands: { ...update.view.hands, [seat]: { size: hidden.length, cards: [...hidden] } },
    },
  };
}
