#!/usr/bin/env node
// A protocol-version-2 bot for tests, for any game whose legal moves are actions: appends every
// line it reads to the file named by its first argument (as JSON lines {"in": line}) and answers
// each decide message as its second argument says:
//   pick     a legal action chosen by the decision's id, so games vary;
//   wait     `null` at a shared decision (alsoActing not empty), else as pick;
//   garbage  on every third decision something malformed (not JSON, an object without an
//            action, an action that is not legal, `null` when deciding alone), else as pick.
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";

const [log, mode = "pick"] = process.argv.slice(2);
const pick = (n, id) => ((id * 2654435761) % 2 ** 32) % n;
const BAD = [
  () => "this is not JSON",
  (m) => JSON.stringify({ id: m.id, move: m.legal[0] }),
  (m) => JSON.stringify({ id: m.id, action: { type: "noSuchAction", seat: 99 } }),
  (m) => JSON.stringify({ id: m.id, action: null }),
];
let hello = null;
for await (const line of createInterface({ input: process.stdin })) {
  appendFileSync(log, `${JSON.stringify({ in: line })}\n`);
  const message = JSON.parse(line);
  if (message.type === "hello") hello = message;
  if (message.type === "over") break;
  if (message.type !== "decide") continue;
  if (hello?.protocol !== 2) throw new Error("this bot speaks protocol 2 only");
  let answer;
  if (mode === "wait" && message.alsoActing.length > 0) {
    answer = JSON.stringify({ id: message.id, action: null });
  } else if (mode === "garbage" && message.id % 3 === 0) {
    answer = BAD[(message.id / 3) % BAD.length](message);
  } else {
    answer = JSON.stringify({
      id: message.id,
      action: message.legal[pick(message.legal.length, message.id)],
    });
  }
  process.stdout.write(`${answer}\n`);
}
