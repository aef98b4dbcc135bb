/**
 * Internal: the worker-thread side of the arena. It receives games to play (bots as specs), plays
 * them and posts the summaries back.
 *
 * @internal
 * @module
 */
import { parentPort } from "node:worker_threads";
import { type ArenaTask, playArenaGame, type WorkerReply } from "./arena-game.js";

const port = parentPort;
if (port) {
  let ready: Promise<unknown> = Promise.resolve();
  port.on("message", (message: { type: "modules"; modules: string[] } | ArenaTask) => {
    if (message.type === "modules") {
      ready = Promise.all(message.modules.map((m) => import(m)));
      return;
    }
    // One game at a time, in the order they came: the arena queues the next game while this one
    // is played, and it starts as soon as this one ends.
    const played = ready
      .then(() => playArenaGame(message))
      .then(
        (summary): WorkerReply => ({ type: "result", index: message.index, summary }),
        (error: unknown): WorkerReply => ({
          type: "error",
          index: message.index,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
      )
      .then((reply) => port.postMessage(reply));
    ready = played;
  });
}
