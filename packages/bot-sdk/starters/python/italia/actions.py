"""Builders for the six actions a seat can take, and the way from a legal move to an action.

A decide message's "legal" lists moves grouped with ranges; an action keeps a move's fields,
drops the range and adds the number (see docs/bots.md):

    place    {"type","seat","region","min","max"}          -> count
    attack   {"type","seat","from","to","minDice","maxDice"} -> dice
    occupy   {"type","seat","min","max"}                   -> count
    fortify  {"type","seat","from","to","min","max"}       -> count
    playCards, endTurn                                     -> the same object
"""


def place(seat, region, count):
    """Place `count` armies on `region` (R2.4 setup, R4.2 reinforcements)."""
    return {"type": "place", "seat": seat, "region": region, "count": count}


def attack(seat, src, dst, dice):
    """Attack `dst` from `src` with `dice` dice (R6)."""
    return {"type": "attack", "seat": seat, "from": src, "to": dst, "dice": dice}


def occupy(seat, count):
    """Move `count` armies into the region just conquered (R6.4)."""
    return {"type": "occupy", "seat": seat, "count": count}


def fortify(seat, src, dst, count):
    """Move `count` armies between two linked own regions (R7)."""
    return {"type": "fortify", "seat": seat, "from": src, "to": dst, "count": count}


def play_cards(seat, cards, target=None):
    """Play a combination (R5); `target` ({"from", "to"}) only for a Serenata."""
    action = {"type": "playCards", "seat": seat, "cards": list(cards)}
    if target is not None:
        action["target"] = dict(target)
    return action


def end_turn(seat):
    """End the turn ("Passa", R4.6)."""
    return {"type": "endTurn", "seat": seat}


def from_move(move, number=None):
    """The action of a legal move, with `number` (count or dice) clamped into its range.

    Without a number: the most dice for an attack, the fewest armies otherwise.
    """
    kind = move["type"]
    if kind == "attack":
        lo, hi = move["minDice"], move["maxDice"]
        dice = hi if number is None else max(lo, min(hi, number))
        return attack(move["seat"], move["from"], move["to"], dice)
    if kind in ("place", "occupy", "fortify"):
        lo, hi = move["min"], move["max"]
        count = lo if number is None else max(lo, min(hi, number))
        if kind == "place":
            return place(move["seat"], move["region"], count)
        if kind == "occupy":
            return occupy(move["seat"], count)
        return fortify(move["seat"], move["from"], move["to"], count)
    if kind == "playCards":
        return play_cards(move["seat"], move["cards"], move.get("target"))
    if kind == "endTurn":
        return end_turn(move["seat"])
    raise ValueError(f"unknown move type {kind!r:.40}")


def moves_of(legal, kind):
    """The legal moves of one type."""
    return [m for m in legal if m["type"] == kind]
