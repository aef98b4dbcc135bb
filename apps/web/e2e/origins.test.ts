/**
 * Issue #27 item 6 in Chromium: a page of another origin (another loopback port) can neither
 * create a room on the server (a CORS request, a form-like simple request) nor open its WebSocket
 * nor frame the app, while the app served by the server itself creates a room and plays online
 * under the server's Content-Security-Policy without a single violation.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openBrowser } from "./browser";
import { type RunningServer, startItaliaServer } from "./server";

let italia: RunningServer;
let elsewhere: Server;
let elsewhereUrl: string;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  italia = await startItaliaServer(inject("webDir"));
  // a site of its own, with no policy of its own: what an attacker's page could do
  elsewhere = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>elsewhere</title><p>another site</p>");
  });
  await new Promise<void>((r) => elsewhere.listen(0, "127.0.0.1", r));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const close of closers) await close();
  await new Promise<void>((r) => elsewhere.close(() => r()));
  await italia.close();
});

/** A fresh page that records page errors and Content-Security-Policy violations. */
async function page(errors: string[]): Promise<Page> {
  // with the same-origin policy and CORS on (the registry browser's defaults turn them off)
  const opened = await openBrowser({ webSecurity: true });
  closers.push(opened.close);
  opened.page.on("pageerror", (e) => errors.push(e.message));
  opened.page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  return opened.page;
}

/** The rooms the server holds in memory. */
async function rooms(): Promise<number> {
  const health = (await (await fetch(`${italia.url}/healthz`)).json()) as { rooms: number };
  return health.rooms;
}

/**
 * In `page`, against the server at `base`: a matchmaking create as colyseus.js sends it (JSON,
 * so preflighted), one as a form could (text/plain, no preflight, the answer unread), and a
 * WebSocket.
 */
function tryTheServer(
  p: Page,
  base: string,
): Promise<{ cors: string; simple: string; socket: string }> {
  return p.evaluate(async (base) => {
    const terms = JSON.stringify({ seats: 3, rounds: 3, turnSeconds: 60, name: "Eve" });
    let cors: string;
    try {
      const res = await fetch(`${base}/matchmake/create/italia`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: terms,
      });
      cors = `read ${res.status}`;
    } catch {
      cors = "failed";
    }
    let simple: string;
    try {
      await fetch(`${base}/matchmake/create/italia`, {
        method: "POST",
        mode: "no-cors",
        headers: { "content-type": "text/plain" },
        body: terms,
      });
      simple = "sent";
    } catch {
      simple = "failed";
    }
    const socket = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${base.replace(/^http/, "ws")}/`);
      ws.onopen = () => {
        ws.close();
        resolve("open");
      };
      ws.onerror = () => resolve("refused");
    });
    return { cors, simple, socket };
  }, base);
}

describe("foreign origins (issue #27)", () => {
  it("a page of another origin cannot create a room, open a WebSocket or frame the app", async () => {
    const errors: string[] = [];
    const eve = await page(errors);
    await eve.goto(elsewhereUrl);
    expect(await tryTheServer(eve, italia.url)).toEqual({
      cors: "failed",
      simple: "sent",
      socket: "refused",
    });
    expect(await rooms()).toBe(0);
    // the app in a frame of the other site: the browser refuses to show it
    await eve.evaluate(async (url) => {
      const frame = document.createElement("iframe");
      frame.src = url;
      const loaded = new Promise((r) => frame.addEventListener("load", r));
      document.body.append(frame);
      await loaded;
    }, italia.url);
    const framed = eve.frames().find((f) => f !== eve.mainFrame());
    expect(framed).toBeDefined();
    expect(await framed!.locator("#root").count()).toBe(0);
  });

  it("the app served by the server itself creates a room and opens its WebSocket, with no policy violation", async () => {
    const errors: string[] = [];
    const ada = await page(errors);
    const answer = await ada.goto(italia.url);
    const policy = answer?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    await ada.evaluate(() => localStorage.setItem("italia.lang", "it"));
    await ada.reload();
    await ada.getByTestId("online-entry").click();
    await ada.getByTestId("online-name").fill("Ada");
    await ada.getByTestId("create-room-submit").click();
    await ada.getByTestId("lobby").waitFor();
    expect(await rooms()).toBe(1);
    // the same requests as the other site's, from the app's own origin, go through
    const own = await tryTheServer(ada, italia.url);
    expect(own.cors).toBe("read 200");
    expect(own.socket).toBe("open");
    expect(errors).toEqual([]);
  });
});
