"""Exact battle odds under Italia's dice rules (R6.2-R6.3), computed, not simulated.

One roll: the defender rolls one die per army, at most 3; the attacker rolls 1-3 dice, at most
(armies in the attacking region - 1) and never fewer than the defender. Highest dice are compared
in pairs; ties go to the defender. A battle rolls the most dice allowed every time, until the
defending region is emptied or no legal roll is left (or the attacker is down to `stop_at`).
"""
from functools import lru_cache
from itertools import product


def attack_dice_limit(armies):
    """The most dice an attack from a region with `armies` armies may roll (R6.2)."""
    return min(3, armies - 1)


def defence_dice(armies):
    """How many dice a region with `armies` armies defends with (R6.2)."""
    return min(3, armies)


@lru_cache(maxsize=None)
def roll_odds(attacker_dice, defender_dice):
    """{attacker losses: probability} of one roll, by enumerating every result of the dice."""
    if not 1 <= defender_dice <= attacker_dice <= 3:
        raise ValueError("need 1 <= defender dice <= attacker dice <= 3 (R6.2)")
    ways = {}
    total = 0
    for dice in product(range(1, 7), repeat=attacker_dice + defender_dice):
        att = sorted(dice[:attacker_dice], reverse=True)
        dfn = sorted(dice[attacker_dice:], reverse=True)
        lost = sum(1 for i in range(defender_dice) if att[i] <= dfn[i])
        ways[lost] = ways.get(lost, 0) + 1
        total += 1
    return {lost: w / total for lost, w in sorted(ways.items())}


class BattleOdds:
    """The odds of a battle fought to its end."""

    def __init__(self, conquer, attacker_losses, defender_losses, ends):
        self.conquer = conquer
        """Probability that the defending region is conquered."""
        self.attacker_losses = attacker_losses
        """Expected armies the attacker loses."""
        self.defender_losses = defender_losses
        """Expected armies the defender loses."""
        self.ends = ends
        """{(attackers left, defenders left): probability} of every way the battle can end."""

    def __repr__(self):
        return f"BattleOdds(conquer={self.conquer:.4f})"


def can_roll(a, d, stop_at=1):
    """Whether the attacker may (and wants to) roll again with `a` armies against `d`."""
    return d > 0 and a > stop_at and attack_dice_limit(a) >= defence_dice(d)


@lru_cache(maxsize=4096)
def battle_odds(attackers, defenders, stop_at=1):
    """Exact odds of attacking `defenders` armies from a region with `attackers` armies."""
    if attackers < 0 or defenders < 0 or attackers > 1000 or defenders > 1000:
        raise ValueError("army counts are whole numbers from 0 to 1000")
    stop_at = max(1, stop_at)
    ends = {}
    # States in order of decreasing total armies: every roll removes armies, so one pass is enough.
    mass = {(attackers, defenders): 1.0}
    for total in range(attackers + defenders, -1, -1):
        for a in range(min(attackers, total), -1, -1):
            d = total - a
            if d < 0 or d > defenders or (a, d) not in mass:
                continue
            p = mass.pop((a, d))
            if not can_roll(a, d, stop_at):
                ends[(a, d)] = ends.get((a, d), 0.0) + p
                continue
            ad, dd = attack_dice_limit(a), defence_dice(d)
            for lost, q in roll_odds(ad, dd).items():
                key = (a - lost, d - (dd - lost))
                mass[key] = mass.get(key, 0.0) + p * q
    conquer = sum(p for (a, d), p in ends.items() if d == 0)
    att_loss = sum(p * (attackers - a) for (a, d), p in ends.items())
    def_loss = sum(p * (defenders - d) for (a, d), p in ends.items())
    return BattleOdds(conquer, att_loss, def_loss, dict(sorted(ends.items())))
