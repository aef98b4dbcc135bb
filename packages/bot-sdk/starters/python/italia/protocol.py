"""The JSON-lines protocol loop (docs/bots.md, docs/protocol.md).

The host writes one JSON object per line: a "hello" once, a "decide" for every decision of the
bot's seat, and an "over" at the end. The bot answers each "decide" with one line,
{"id": <the decision's id>, "action": {...}}, and flushes. Logs go to stderr, never stdout.
"""
import json
import random
import sys

from .actions import from_move
from .board import Board


class Game:
    """What the hello message said, and the game so far, as the bot's seat sees it."""

    def __init__(self, hello):
        self.hello = hello
        self.seat = hello["seat"]
        self.players = hello["players"]
        self.board = Board(hello["board"])
        self.decision_ms = hello["decisionMs"]
        self.limit = hello["limit"]
        # The seat's seed: seed your randomness with it and the bot is reproducible.
        self.rng = random.Random(hello["seed"])
        self.events = []
        """Every event the seat has seen so far, oldest first."""

    def log(self, *parts):
        """Writes a line to stderr (the host shows it with --show-stderr)."""
        print(*parts, file=sys.stderr, flush=True)


def safe_decide(strategy, game, message):
    """The strategy's action, or the first legal move's if the strategy fails (no strike)."""
    try:
        action = strategy(game, message)
        if isinstance(action, dict):
            return action
        game.log(f"strategy returned {type(action).__name__}, not an action")
    except Exception as error:  # noqa: BLE001 - a bug in the strategy must not lose the game
        game.log(f"strategy failed: {error!r:.200}")
    return from_move(message["legal"][0])


def run(strategy, stdin=None, stdout=None):
    """Plays one game: `strategy(game, decide_message)` returns the action for each decision.

    Returns the "over" message (or None if the input ends without one).
    """
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    game = None
    for line in stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            game = Game(message)
        elif kind == "decide":
            if game is None:
                raise ValueError("a decide message came before hello")
            game.events.extend(message.get("events", []))
            action = safe_decide(strategy, game, message)
            stdout.write(json.dumps({"id": message["id"], "action": action}) + "\n")
            stdout.flush()
        elif kind == "over":
            return message
        # Unknown message types are ignored, so newer hosts can add some.
    return None
