/**
 * Internal: the worker-thread side of the team arena. It is told once where the team game is (a
 * module and its export), then plays the games it is sent, one after the other, answering each.
 * A worker outlives a run: the arena keeps it for the next one (see `arena-pool.ts`).
 *
 * @internal
 * @module
 */
import { parentPort } from "node:worker_threads";
import {
  playTeamGame,
  type TeamGame,
  type TeamWorkerMessage,
  type TeamWorkerReply,
} from "./team-arena.js";

const port = parentPort;
if (port) {
  let team: Promise<TeamGame> = Promise.reject(new Error("no team game was named"));
  team.catch(() => {});
  let queue: Promise<unknown> = Promise.resolve();
  port.on("message", (message: TeamWorkerMessage) => {
    if (message.type === "source") {
      const { module, export: name } = message.source;
      team = import(module).then((m: Record<string, unknown>) => {
        const found = m[name] as TeamGame | undefined;
        if (!found?.game || typeof found.bots !== "object") {
          throw new Error(
            `${module} has no export ${JSON.stringify(name)} with a game and its bots`,
          );
        }
        return found;
      });
      team.catch(() => {});
      return;
    }
    const { index, task } = message;
    queue = queue
      .then(async (): Promise<TeamWorkerReply> => {
        const result = await playTeamGame(await team, task);
        return { type: "result", index, result };
      })
      .catch(
        (error: unknown): TeamWorkerReply => ({
          type: "error",
          index,
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
      )
      .then((reply) => port.postMessage(reply));
  });
}
