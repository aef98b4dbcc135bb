import unittest

from italia import actions


class ActionsTest(unittest.TestCase):
    def test_builders(self):
        self.assertEqual(actions.place(1, "a", 3), {"type": "place", "seat": 1, "region": "a", "count": 3})
        self.assertEqual(
            actions.attack(1, "a", "b", 2), {"type": "attack", "seat": 1, "from": "a", "to": "b", "dice": 2}
        )
        self.assertEqual(actions.occupy(1, 4), {"type": "occupy", "seat": 1, "count": 4})
        self.assertEqual(
            actions.fortify(1, "a", "b", 1), {"type": "fortify", "seat": 1, "from": "a", "to": "b", "count": 1}
        )
        self.assertEqual(actions.end_turn(1), {"type": "endTurn", "seat": 1})
        self.assertEqual(
            actions.play_cards(1, ["a", "b", "c"]), {"type": "playCards", "seat": 1, "cards": ["a", "b", "c"]}
        )
        serenata = actions.play_cards(1, ["a"], {"from": "a", "to": "b"})
        self.assertEqual(serenata["target"], {"from": "a", "to": "b"})

    def test_from_move_drops_the_range_and_clamps_the_number(self):
        place = {"type": "place", "seat": 0, "region": "a", "min": 1, "max": 3}
        self.assertEqual(actions.from_move(place, 9), actions.place(0, "a", 3))
        self.assertEqual(actions.from_move(place), actions.place(0, "a", 1))
        attack = {"type": "attack", "seat": 0, "from": "a", "to": "b", "minDice": 2, "maxDice": 3}
        self.assertEqual(actions.from_move(attack), actions.attack(0, "a", "b", 3))
        self.assertEqual(actions.from_move(attack, 1), actions.attack(0, "a", "b", 2))
        occupy = {"type": "occupy", "seat": 0, "min": 3, "max": 7}
        self.assertEqual(actions.from_move(occupy, 5), actions.occupy(0, 5))
        fortify = {"type": "fortify", "seat": 0, "from": "a", "to": "b", "min": 1, "max": 2}
        self.assertEqual(actions.from_move(fortify, 0), actions.fortify(0, "a", "b", 1))
        cards = {"type": "playCards", "seat": 0, "cards": ["a"], "target": {"from": "a", "to": "b"}}
        self.assertEqual(actions.from_move(cards), actions.play_cards(0, ["a"], {"from": "a", "to": "b"}))
        self.assertEqual(actions.from_move({"type": "endTurn", "seat": 0}), actions.end_turn(0))
        with self.assertRaises(ValueError):
            actions.from_move({"type": "teleport", "seat": 0})


if __name__ == "__main__":
    unittest.main()
