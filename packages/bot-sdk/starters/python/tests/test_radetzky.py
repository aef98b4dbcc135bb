"""Unit tests of the Radetzky example bot (radetzky_bot.py): the protocol loop and its choices."""
import io
import json
import unittest
from contextlib import redirect_stderr

import radetzky_bot
from radetzky_bot import Radetzky, decide, run

ZONES = {1: [2, 3], 2: [1, 3, 4], 3: [1, 2, 4], 4: [2, 3]}
DATA = {
    "beats": {"swords": "map", "map": "cannonball", "cannonball": "swords"},
    "decks": {
        "italy": {"cards": [{"id": "I1", "icon": "swords"}, {"id": "I2", "icon": "map"},
                            {"id": "I3", "icon": "cannonball"}, {"id": "I4", "icon": "map"}]},
        "austria": {"cards": [{"id": "A1", "icon": "swords"}, {"id": "A2", "icon": "map"},
                              {"id": "A3", "icon": "cannonball"}]},
    },
    "map": {"zones": [{"id": z, "adjacent": a, "cleanAdjacent": a} for z, a in ZONES.items()]},
}
CONFIG = {"players": 3, "mode": "basic", "difficulty": 0, "handInfo": "iconCount"}


def hello(**extra):
    message = {"type": "hello", "protocol": 2, "game": {"id": "radetzky", "version": "0.0.0"},
               "seat": 0, "seats": 3, "bot": "test", "data": DATA, "config": CONFIG, "seed": "00",
               "decisionMs": 1000, "bankMs": 0, "startupMs": 1000, "turnActions": 500}
    message.update(extra)
    return message


def view(stage, **extra):
    v = {"stage": stage, "config": CONFIG, "active": 0, "patriots": [2, 4, 4], "radetzky": 1,
         "zones": {str(z): {"soldiers": 0, "owner": None, "barricade": False} for z in ZONES},
         "hands": {"0": {"size": 2, "cards": ["I1", "I2"]}}, "fight": None, "lens": 0}
    v.update(extra)
    return v


def play_card(card):
    return {"type": "playCard", "seat": 0, "card": card}


class RadetzkyBotTest(unittest.TestCase):
    def setUp(self):
        self.game = Radetzky(hello())

    def test_refuses_another_game_or_protocol(self):
        with self.assertRaises(ValueError):
            Radetzky(hello(protocol=1))
        with self.assertRaises(ValueError):
            Radetzky(hello(game={"id": "italia", "version": "1"}))

    def test_rz11_plays_the_card_that_beats_the_revealed_one(self):
        fight = {"kind": "soldiers", "zone": 2, "current": ["A2"], "italyPlayed": []}
        message = {"view": view("respond", fight=fight), "legal": [play_card("I2"), play_card("I1")],
                   "alsoActing": [1]}
        # swords beat map
        self.assertEqual(decide(self.game, message), play_card("I1"))

    def test_rz11_2_waits_with_only_a_losing_card_when_another_seat_may_answer(self):
        fight = {"kind": "soldiers", "zone": 2, "current": ["A1"], "italyPlayed": []}
        losing = {"view": view("respond", fight=fight), "legal": [play_card("I2")], "alsoActing": [1]}
        self.assertIsNone(decide(self.game, losing))
        alone = dict(losing, alsoActing=[])
        self.assertEqual(decide(self.game, alone), play_card("I2"))

    def test_rz10_conquers_when_it_may(self):
        legal = [{"type": "move", "seat": 0, "zone": 3}, {"type": "conquer", "seat": 0},
                 {"type": "endTurn", "seat": 0}]
        self.assertEqual(decide(self.game, {"view": view("action"), "legal": legal})["type"], "conquer")

    def test_rz8_3_moves_towards_soldiers_never_into_radetzkys_zone(self):
        zones = {str(z): {"soldiers": 0, "owner": None, "barricade": False} for z in ZONES}
        zones["3"]["soldiers"] = 2
        zones["1"]["soldiers"] = 5  # Radetzky's Zone
        legal = [{"type": "move", "seat": 0, "zone": 1}, {"type": "move", "seat": 0, "zone": 3},
                 {"type": "refresh", "seat": 0}, {"type": "endTurn", "seat": 0}]
        v = view("action", zones=zones, hands={"0": {"size": 3, "cards": ["I1", "I2", "I3"]}})
        self.assertEqual(decide(self.game, {"view": v, "legal": legal}), legal[1])

    def test_answers_each_decide_with_its_id_and_null_to_wait(self):
        fight = {"kind": "soldiers", "zone": 2, "current": ["A1"], "italyPlayed": []}
        lines = [hello(), {"type": "news"},
                 {"type": "decide", "id": 3, "view": view("respond", fight=fight),
                  "legal": [play_card("I2")], "events": [], "alsoActing": [2], "timeLeftMs": 1000},
                 {"type": "decide", "id": 4, "view": view("action"),
                  "legal": [{"type": "endTurn", "seat": 0}], "events": [], "alsoActing": [],
                  "timeLeftMs": 1000},
                 {"type": "over", "view": {}, "outcome": {"reason": "zones", "results": ["win"] * 3,
                                                         "ranks": [1, 1, 1]}}]
        out = io.StringIO()
        with redirect_stderr(io.StringIO()):
            over = run(io.StringIO("".join(json.dumps(m) + "\n" for m in lines)), out)
        answers = [json.loads(line) for line in out.getvalue().splitlines()]
        self.assertEqual(answers, [{"id": 3, "action": None},
                                   {"id": 4, "action": {"type": "endTurn", "seat": 0}}])
        self.assertEqual(over["outcome"]["reason"], "zones")

    def test_a_failing_strategy_plays_the_first_legal_action(self):
        message = {"view": {"stage": "action"}, "legal": [{"type": "endTurn", "seat": 0}]}
        with redirect_stderr(io.StringIO()):
            self.assertEqual(radetzky_bot.safe_decide(self.game, message), message["legal"][0])


if __name__ == "__main__":
    unittest.main()
