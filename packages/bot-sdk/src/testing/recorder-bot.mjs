#!/usr/bin/env node
// A protocol bot for tests: appends every line it reads, and every answer it writes, to the file
// named by its first argument (as JSON lines {"in": line} / {"out": line}), and answers each
// decide message with a legal action chosen by the decision's id, so games vary.
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";

const log = process.argv[2];
const pick = (n, id) => ((id * 2654435761) % 2 ** 32) % n;
for await (const line of createInterface({ input: process.stdin })) {
  appendFileSync(log, `${JSON.stringify({ in: line })}\n`);
  const message = JSON.parse(line);
  if (message.type === "over") break;
  if (message.type !== "decide") continue;
  const move = message.legal[pick(message.legal.length, message.id)];
  const { min, max, minDice, maxDice, ...action } = move;
  if (move.type === "attack") action.dice = maxDice;
  else if ("min" in move) action.count = min + pick(max - min + 1, message.id + 1);
  const answer = JSON.stringify({ id: message.id, action });
  appendFileSync(log, `${JSON.stringify({ out: answer })}\n`);
  process.stdout.write(`${answer}\n`);
}
