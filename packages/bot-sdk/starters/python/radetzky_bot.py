#!/usr/bin/env python3
"""A bot for Radetzky: Milano 1848 over bot protocol version 2. Python 3.8+, standard library only.

    new ExternalBot({ command: "python3 radetzky_bot.py", game: RADETZKY })   (docs/bots.md)

The host writes one JSON object per line: "hello" once (protocol 2: the game, the seat count, the
game's data — map, cards, icons — and its config), "decide" for every decision of the bot's seat
(the seat's view, the legal actions, and "alsoActing": the other seats that may answer the same
decision), and "over" with the outcome. The bot answers each "decide" with one line,
{"id": <the decision's id>, "action": {...}}, or "action": null to let another acting seat answer a
shared decision (a fight whose pool holds several seats' cards, RZ11.2). Logs go to stderr.

The strategy is a small cooperative heuristic (edit `decide`):
  - placement (RZ6.7): join a Patriot already placed, else stand next to the most Soldiers;
  - a turn (RZ8): conquer when allowed (RZ10); fight Soldiers where the hand holds a card that
    wins or ties an exchange (RZ11); move towards the nearest open Zone with Soldiers, never into
    Radetzky's Zone (RZ8.3); refresh a short hand (RZ13); else end the turn;
  - a card owed in a fight (RZ11.3, RZ12.2): play one that wins, then one that ties; with only
    losing cards, wait when another seat may answer, else play the most common icon;
  - continue a fight (RZ11.4) while the hand has two different icons and the Lens holds under 2;
  - a Rising (RZ17.4): the Available Zone with the fewest Soldiers.
"""
import json
import sys
from collections import deque


class Radetzky:
    """What the hello message said: the seat, the config, and the data read into tables."""

    def __init__(self, hello):
        if hello.get("protocol") != 2 or hello.get("game", {}).get("id") != "radetzky":
            raise ValueError("this bot plays Radetzky over protocol 2")
        self.hello = hello
        self.seat = hello["seat"]
        self.seats = hello["seats"]
        self.config = hello["config"]
        data = hello["data"]
        # icon beaten by each icon: {"swords": "map", ...} (RZ11.3)
        self.beats = data["beats"]
        self.beater = {loser: winner for winner, loser in self.beats.items()}
        self.icon = {}
        for deck in ("italy", "austria"):
            for card in data["decks"][deck]["cards"]:
                self.icon[card["id"]] = card["icon"]
        self.adjacent = {z["id"]: z["adjacent"] for z in data["map"]["zones"]}
        self.clean = {z["id"]: z.get("cleanAdjacent", z["adjacent"]) for z in data["map"]["zones"]}

    def log(self, *parts):
        """Writes a line to stderr (never stdout, which is for answers)."""
        print(*parts, file=sys.stderr, flush=True)

    def links(self, view, zone):
        """The Zones one move from `zone` (Barriers block in the advanced game, RZ17.3)."""
        table = self.clean if view["config"]["mode"] == "advanced" else self.adjacent
        return table.get(zone, [])

    def distances(self, view, start):
        """Moves from `start` to every Zone, never passing through Radetzky's Zone (RZ8.3)."""
        dist = {start: 0}
        queue = deque([start])
        while queue:
            z = queue.popleft()
            if z == view["radetzky"] and z != start:
                continue
            for n in self.links(view, z):
                if n not in dist:
                    dist[n] = dist[z] + 1
                    queue.append(n)
        return dist


def my_cards(game, view):
    """The cards of the active Patriot's hand as this seat sees them ([] if hidden)."""
    key = "solo" if view["config"]["players"] == 1 else str(view["active"])
    return list(view["hands"].get(key, {}).get("cards") or [])


def first(actions, kind):
    """The first action of type `kind`, or None."""
    return next((a for a in actions if a["type"] == kind), None)


def place(game, view, actions):
    placed = [z for z in view["patriots"] if z is not None]
    options = [a for a in actions if a["type"] == "placePatriot"]
    for a in options:
        if a["zone"] in placed:
            return a

    def near(a):
        return sum(view["zones"][str(n)]["soldiers"] for n in game.adjacent.get(a["zone"], []))

    return max(options, key=near) if options else None


def turn(game, view, actions):
    conquer = first(actions, "conquer")
    if conquer:
        return conquer
    here = view["patriots"][view["active"]] if view["active"] is not None else None
    cards = my_cards(game, view)
    icons = {game.icon.get(c) for c in cards}
    fight = first(actions, "fightSoldiers")
    if fight and here is not None and view["zones"][str(here)]["soldiers"] > 0 and len(icons) >= 2:
        return fight
    refresh = first(actions, "refresh")
    if refresh and len(cards) < 3:
        return refresh
    if here is not None:
        dist = game.distances(view, here)
        targets = [
            (dist[int(z)], int(z))
            for z, state in view["zones"].items()
            if state["owner"] is None and state["soldiers"] > 0
            and int(z) != view["radetzky"] and int(z) in dist and int(z) != here
        ]
        if targets:
            _, target = min(targets)
            back = game.distances(view, target)
            moves = [a for a in actions if a["type"] == "move" and a["zone"] in back]
            moves = [a for a in moves if a["zone"] != view["radetzky"]]
            if moves:
                return min(moves, key=lambda a: (back[a["zone"]], a["zone"]))
    if fight and cards:
        return fight
    return refresh or first(actions, "endTurn")


def respond(game, view, actions, also_acting):
    plays = [a for a in actions if a["type"] == "playCard"]
    fight = view.get("fight")
    if not plays or fight is None:
        return actions[0] if actions else None
    revealed = [game.icon.get(c) for c in fight["current"]]
    if fight["kind"] == "radetzky":
        need = [game.beater[i] for i in revealed]
        for card in fight["italyPlayed"]:
            if game.icon.get(card) in need:
                need.remove(game.icon.get(card))
        good = set(need)
        ties = set()
    else:
        good = {game.beater[i] for i in revealed}
        ties = set(revealed)
    for wanted in (good, ties):
        for a in plays:
            if game.icon.get(a["card"]) in wanted:
                return a
    if also_acting:
        return None  # wait: another acting seat may hold a better card
    counts = {}
    for a in plays:
        counts[game.icon.get(a["card"])] = counts.get(game.icon.get(a["card"]), 0) + 1
    return max(plays, key=lambda a: counts[game.icon.get(a["card"])])


def continue_or_stop(game, view, actions):
    go = first(actions, "continueFight")
    stop = first(actions, "stopFight")
    icons = {game.icon.get(c) for c in my_cards(game, view)}
    if go and len(icons) >= 2 and view["lens"] < 2:
        return go
    return stop or go


def rising(game, view, actions):
    options = [a for a in actions if a["type"] == "chooseAvailable"]
    if not options:
        return None
    return min(options, key=lambda a: view["zones"][str(a["zone"])]["soldiers"])


def decide(game, message):
    """The action for a decide message (or None to wait at a shared decision)."""
    view = message["view"]
    actions = message["legal"]
    stage = view["stage"]
    if stage == "respond":
        return respond(game, view, actions, message.get("alsoActing", []))
    chosen = None
    if stage == "place":
        chosen = place(game, view, actions)
    elif stage == "action":
        chosen = turn(game, view, actions)
    elif stage == "decide":
        chosen = continue_or_stop(game, view, actions)
    elif stage == "choose":
        chosen = rising(game, view, actions)
    return chosen if chosen is not None else actions[0]


def safe_decide(game, message):
    """`decide`'s answer, or the first legal action if it fails (a bug costs a move, not a strike)."""
    try:
        action = decide(game, message)
        if action is None and not message.get("alsoActing"):
            return message["legal"][0]
        return action
    except Exception as error:  # noqa: BLE001 - a bug in the strategy must not lose the game
        game.log(f"strategy failed: {error!r:.200}")
        return message["legal"][0]


def run(stdin=None, stdout=None):
    """Plays one game; returns the "over" message (or None if the input ends without one)."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    game = None
    for line in stdin:
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            game = Radetzky(message)
        elif kind == "decide":
            if game is None:
                raise ValueError("a decide message came before hello")
            action = safe_decide(game, message)
            stdout.write(json.dumps({"id": message["id"], "action": action}) + "\n")
            stdout.flush()
        elif kind == "over":
            return message
        # Unknown message types are ignored, so newer hosts can add some.
    return None


if __name__ == "__main__":
    run()
