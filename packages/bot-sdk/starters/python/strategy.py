"""The bot's strategy: edit `decide`. It gets the game (game.board, game.seat, game.rng, ...)
and a decide message (message["view"], message["legal"]), and returns one action.

This one: reinforces its strongest frontier region, attacks when the exact odds of conquest are
at least ATTACK_ODDS, moves every army it may into a conquest, fortifies from an interior region
to the frontier once, and otherwise ends its turn.
"""
from italia.actions import end_turn, fortify, from_move, moves_of, occupy, place
from italia.odds import battle_odds

ATTACK_ODDS = 0.65


def decide(game, message):
    view, legal, board, seat = message["view"], message["legal"], game.board, game.seat
    armies = lambda region: view["regions"][region]["armies"]  # noqa: E731

    # Combinations first: armies are armies.
    cards = moves_of(legal, "playCards")
    if cards:
        return from_move(cards[0])

    # Placing (setup or reinforcements): everything on the strongest frontier region.
    places = moves_of(legal, "place")
    if places:
        frontier = set(board.frontier(view, seat))
        best = max(places, key=lambda m: (m["region"] in frontier, armies(m["region"])))
        return place(seat, best["region"], best["max"])

    # After a conquest: move in as many armies as allowed.
    occupies = moves_of(legal, "occupy")
    if occupies:
        return occupy(seat, occupies[0]["max"])

    # Attack when the battle is likely won.
    attacks = moves_of(legal, "attack")
    scored = [(battle_odds(armies(m["from"]), armies(m["to"])).conquer, m) for m in attacks]
    scored = [(p, m) for p, m in scored if p >= ATTACK_ODDS]
    if scored:
        _, m = max(scored, key=lambda pm: pm[0])
        return from_move(m)  # the most dice

    # Fortify once: from an interior region with spare armies to the most threatened frontier.
    if not view["turn"]["fortified"]:
        moves = [m for m in moves_of(legal, "fortify") if not board.enemy_neighbours(view, m["from"])]
        moves = [m for m in moves if board.enemy_neighbours(view, m["to"])]
        if moves:
            m = max(moves, key=lambda m: (board.threat(view, m["to"]), m["max"]))
            return fortify(seat, m["from"], m["to"], m["max"])

    if moves_of(legal, "endTurn"):
        return end_turn(seat)
    return from_move(game.rng.choice(legal))
