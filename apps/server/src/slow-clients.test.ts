/**
 * Connections that send a request slowly, or nothing, are closed: thousands of them would
 * otherwise hold the server's sockets and file descriptors (Node's defaults let them stay a minute
 * or more).
 */
import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { createRoom, serverForSuite } from "./testing/harness.js";

/** Opens a TCP connection, writes `bytes`, and resolves with the first line of any answer on close. */
function slowRequest(port: number, bytes: string, waitMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.on("data", (d: Buffer) => {
      answer += d.toString("latin1");
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    setTimeout(() => {
      resolve("still open");
      socket.destroy();
    }, waitMs).unref();
  });
}

describe("slow clients", () => {
  const server = serverForSuite();

  it("a request whose headers or body never end, or a connection that sends nothing, is answered 408 and closed; an open WebSocket stays", async () => {
    const port = Number(new URL(server().url).port);
    const ada = await createRoom(server().ws, { seats: 3, rounds: 3, turnSeconds: 60 });
    // 10 s for the headers, 20 s for a whole request; bounded at 40 s (Node's defaults: 60-90 s)
    const answers = await Promise.all([
      slowRequest(port, "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ", 40_000),
      slowRequest(port, "", 40_000),
      slowRequest(
        port,
        'POST /matchmake/create/italia HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"seats":',
        40_000,
      ),
    ]);
    expect(answers).toEqual([
      "HTTP/1.1 408 Request Timeout",
      "HTTP/1.1 408 Request Timeout",
      "HTTP/1.1 408 Request Timeout",
    ]);
    // the WebSocket opened before them has outlived both limits and still works
    expect(ada.left).toBeNull();
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update");
  });
});

describe("many connections from one address (--max-connections 6)", () => {
  const server = serverForSuite(["--web", "none", "--max-connections", "6"]);

  it("closes the connections one address opens over the limit at once; once some close, it may connect again", async () => {
    const port = Number(new URL(server().url).port);
    const open = () =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => resolve(socket));
        socket.on("error", reject);
      });
    const held = await Promise.all(Array.from({ length: 6 }, open));
    // the 7th is accepted by the kernel, then closed by the server without an answer
    const over = await open();
    const answer = await new Promise<string>((resolve) => {
      let text = "";
      over.on("data", (d: Buffer) => {
        text += d.toString("latin1");
      });
      over.on("error", () => {});
      over.on("close", () => resolve(text === "" ? "closed" : text));
      over.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    });
    expect(answer).toBe("closed");
    for (const socket of held) socket.destroy();
    // the server sees the closes a moment later: poll, bounded
    const health = () =>
      fetch(`${server().url}/healthz`).then(
        (r) => r.status,
        () => 0,
      );
    const end = Date.now() + 10_000;
    while ((await health()) !== 200 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await health()).toBe(200);
  });
});
