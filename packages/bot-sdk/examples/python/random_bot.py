#!/usr/bin/env python3
"""A random bot for Italia that speaks the JSON-lines protocol (standard library only).

The host writes one JSON object per line to stdin: a "hello" once, then a "decide" for every
decision of the bot's seat, and an "over" at the end. The bot answers each "decide" with one line,
{"id": <the decision's id>, "action": {...}}, and flushes. Logs go to stderr.

Try it, in a folder that depends on @italia/bot-sdk (see docs/bots.md):
    pnpm exec italia-bots bot --cmd "python3 random_bot.py" --against greedy,greedy,greedy
Check one position (unit testing):
    pnpm exec italia-bots decide --position position.json --cmd "python3 random_bot.py"
"""
import json
import random
import sys


def choose(move, rng):
    """Turns a legal move (a group with a range) into one action with a number in that range."""
    action = {k: v for k, v in move.items() if k not in ("min", "max", "minDice", "maxDice")}
    if move["type"] == "attack":
        action["dice"] = rng.randint(move["minDice"], move["maxDice"])
    elif move["type"] in ("place", "occupy", "fortify"):
        action["count"] = rng.randint(move["min"], move["max"])
    return action


def main():
    rng = random.Random(sys.argv[1] if len(sys.argv) > 1 else None)
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            if len(sys.argv) <= 1:
                rng.seed(message.get("seed"))  # the seat's bot seed: the same game, the same moves
            regions = len(message["board"]["regions"])
            print(f"random_bot: seat {message['seat']} of {message['players']}, {regions} regions",
                  file=sys.stderr, flush=True)
        elif kind == "decide":
            move = rng.choice(message["legal"])
            answer = {"id": message["id"], "action": choose(move, rng)}
            print(json.dumps(answer), flush=True)
        elif kind == "over":
            print(f"random_bot: game over, winner {message['winner']}", file=sys.stderr, flush=True)
            break
        # Unknown message types are ignored, so newer hosts can add some.


if __name__ == "__main__":
    main()
