import io
import json
import unittest
from contextlib import redirect_stderr

from italia.protocol import run
from strategy import decide
from tests.fixtures import hello, view


def decide_message(id_, legal, v=None):
    return {"type": "decide", "id": id_, "timeLeftMs": 1000, "events": [{"type": "turnStarted"}],
            "view": v or view([0, 0, 1, 0], [4, 2, 1, 1]), "legal": legal}


def play(lines, strategy=decide):
    out = io.StringIO()
    with redirect_stderr(io.StringIO()):
        over = run(strategy, io.StringIO("".join(json.dumps(m) + "\n" for m in lines)), out)
    return [json.loads(line) for line in out.getvalue().splitlines()], over


class ProtocolTest(unittest.TestCase):
    def test_one_answer_per_decide_echoing_its_id(self):
        end = [{"type": "endTurn", "seat": 0}]
        answers, over = play([hello(), {"type": "news"}, decide_message(7, end), decide_message(9, end),
                              {"type": "over", "winner": 0, "view": {}}])
        self.assertEqual([a["id"] for a in answers], [7, 9])
        self.assertEqual(answers[0]["action"], {"type": "endTurn", "seat": 0})
        self.assertEqual(over["winner"], 0)

    def test_a_failing_strategy_falls_back_to_a_legal_move(self):
        def broken(game, message):
            raise RuntimeError("bug")

        move = {"type": "place", "seat": 0, "region": "a", "min": 1, "max": 3}
        answers, _ = play([hello(), decide_message(1, [move])], broken)
        self.assertEqual(answers[0]["action"], {"type": "place", "seat": 0, "region": "a", "count": 1})

    def test_the_game_keeps_the_events(self):
        seen = []

        def strategy(game, message):
            seen.append(len(game.events))
            return {"type": "endTurn", "seat": game.seat}

        end = [{"type": "endTurn", "seat": 0}]
        play([hello(), decide_message(1, end), decide_message(2, end)], strategy)
        self.assertEqual(seen, [1, 2])


class StrategyTest(unittest.TestCase):
    def test_attacks_a_likely_conquest_with_the_most_dice_R6_2(self):
        legal = [
            {"type": "attack", "seat": 0, "from": "a", "to": "c", "minDice": 1, "maxDice": 3},
            {"type": "endTurn", "seat": 0},
        ]
        answers, _ = play([hello(), decide_message(1, legal, view([0, 0, 1, 0], [8, 2, 1, 1]))])
        self.assertEqual(answers[0]["action"], {"type": "attack", "seat": 0, "from": "a", "to": "c", "dice": 3})

    def test_passes_on_a_poor_attack(self):
        legal = [
            {"type": "attack", "seat": 0, "from": "b", "to": "c", "minDice": 1, "maxDice": 1},
            {"type": "endTurn", "seat": 0},
        ]
        answers, _ = play([hello(), decide_message(1, legal, view([0, 0, 1, 0], [2, 2, 5, 1]))])
        self.assertEqual(answers[0]["action"], {"type": "endTurn", "seat": 0})

    def test_places_everything_on_the_strongest_frontier_region(self):
        legal = [
            {"type": "place", "seat": 0, "region": r, "min": 1, "max": 3} for r in ("a", "b", "d")
        ]
        answers, _ = play([hello(), decide_message(1, legal, view([0, 0, 1, 0], [2, 5, 1, 9]))])
        self.assertEqual(answers[0]["action"], {"type": "place", "seat": 0, "region": "d", "count": 3})


if __name__ == "__main__":
    unittest.main()
