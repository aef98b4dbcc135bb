/**
 * Internal: the worker-thread side of the arena. It receives batches of games to play (bots as
 * specs), plays them one after the other and posts each batch's summaries back in one message.
 * A worker outlives a run: the arena keeps it for the next one (see `arena-pool.ts`).
 *
 * @internal
 * @module
 */
import { parentPort } from "node:worker_threads";
import { type ArenaBatch, playArenaGame, type WorkerReply } from "./arena-game.js";

const port = parentPort;
if (port) {
  let ready: Promise<unknown> = Promise.resolve();
  port.on("message", (message: { type: "modules"; modules: string[] } | ArenaBatch) => {
    if (message.type === "modules") {
      ready = Promise.all(message.modules.map((m) => import(m)));
      return;
    }
    // One game at a time, batches in the order they came: the arena queues the next batch while
    // this one is played, and it starts as soon as this one ends.
    const first = message.tasks[0]?.index ?? -1;
    const failed = (index: number, error: unknown): WorkerReply => ({
      type: "error",
      index,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    ready = ready
      .then(async (): Promise<WorkerReply> => {
        const results = [];
        for (const task of message.tasks) {
          try {
            results.push({ index: task.index, summary: await playArenaGame(task) });
          } catch (error) {
            return failed(task.index, error);
          }
        }
        return { type: "results", results };
      })
      .catch((error: unknown) => failed(first, error)) // a module that would not load
      .then((reply) => port.postMessage(reply));
  });
}
