"""A small board and messages shaped like the host's (see docs/protocol.md)."""

BOARD = {
    "regions": [
        {"id": "a", "name": "A", "zone": "north", "value": 2, "svgMapsItalyId": "a"},
        {"id": "b", "name": "B", "zone": "north", "value": 2, "svgMapsItalyId": "b"},
        {"id": "c", "name": "C", "zone": "south", "value": 3, "svgMapsItalyId": "c"},
        {"id": "d", "name": "D", "zone": "south", "value": 1, "svgMapsItalyId": "d"},
    ],
    # a - b, a - c, b - c, c - d (ferry)
    "links": [
        {"a": "a", "b": "b", "kind": "land"},
        {"a": "a", "b": "c", "kind": "land"},
        {"a": "b", "b": "c", "kind": "land"},
        {"a": "c", "b": "d", "kind": "ferry"},
    ],
    "zones": [{"id": "north", "name": "North", "bonus": 2}, {"id": "south", "name": "South", "bonus": 3}],
    "cards": [],
    "objectives": [{"id": "o", "name": "O", "regions": ["a", "d"]}],
    "bonusObjectives": [],
    "seatSymbols": ["x", "y"],
    "rules": {},
}


def hello(seat=0):
    return {
        "type": "hello", "protocol": 1, "seat": seat, "players": 3, "bot": "t", "board": BOARD,
        "seed": "00ff", "decisionMs": 1000, "bankMs": 0, "startupMs": 10000,
        "limit": {"rounds": 25}, "turnActions": 500,
    }


def view(owners, armies, fortified=False):
    """A view of the small board: owners and armies by region (in board order)."""
    ids = [r["id"] for r in BOARD["regions"]]
    return {
        "format": "italia-view/1", "viewer": 0, "players": 3, "stage": "attack",
        "regions": {r: {"owner": o, "armies": n} for r, o, n in zip(ids, owners, armies)},
        "turn": {"fortified": fortified},
    }
