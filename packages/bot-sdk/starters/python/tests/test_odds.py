import unittest
from fractions import Fraction

from italia.odds import battle_odds, can_roll, roll_odds


class RollTest(unittest.TestCase):
    def test_one_die_against_one_R6_3(self):
        # The attacker wins a single die against a single die 15 times in 36 (ties to defender).
        self.assertAlmostEqual(roll_odds(1, 1)[0], 15 / 36)
        self.assertAlmostEqual(roll_odds(1, 1)[1], 21 / 36)

    def test_three_against_two_R6_3(self):
        odds = roll_odds(3, 2)
        self.assertAlmostEqual(odds[0], Fraction(2890, 7776))
        self.assertAlmostEqual(odds[1], Fraction(2611, 7776))
        self.assertAlmostEqual(odds[2], Fraction(2275, 7776))
        self.assertAlmostEqual(sum(odds.values()), 1)

    def test_fewer_dice_than_the_defender_is_refused_R6_2(self):
        with self.assertRaises(ValueError):
            roll_odds(1, 2)
        with self.assertRaises(ValueError):
            roll_odds(4, 1)


class BattleTest(unittest.TestCase):
    def test_conquest_odds_match_the_table_in_docs_bots_md_R6_2(self):
        table = {(2, 1): 0.42, (3, 1): 0.75, (3, 2): 0.36, (4, 3): 0.30, (5, 5): 0.17, (10, 5): 0.59}
        for (a, d), p in table.items():
            self.assertAlmostEqual(battle_odds(a, d).conquer, p, delta=0.005, msg=f"{a} v {d}")

    def test_no_attack_possible_R6_1_R6_2(self):
        self.assertEqual(battle_odds(1, 1).conquer, 0)  # one army cannot attack
        self.assertEqual(battle_odds(3, 3).conquer, 0)  # 2 dice against 3: not allowed
        self.assertFalse(can_roll(3, 3))
        self.assertTrue(can_roll(4, 3))

    def test_ends_sum_to_one_and_losses_are_consistent(self):
        odds = battle_odds(12, 7)
        self.assertAlmostEqual(sum(odds.ends.values()), 1)
        self.assertAlmostEqual(odds.attacker_losses, sum(p * (12 - a) for (a, _), p in odds.ends.items()))
        self.assertTrue(all(d == 0 or not can_roll(a, d) for (a, d) in odds.ends))

    def test_stop_at_keeps_armies_home(self):
        odds = battle_odds(10, 8, stop_at=5)
        # The battle stops once the attacking region is down to 5 (a roll may take it below).
        self.assertTrue(all(d == 0 or a <= 5 or not can_roll(a, d) for (a, d) in odds.ends))
        self.assertTrue(any(0 < d and a <= 5 for (a, d) in odds.ends))
        self.assertLess(odds.conquer, battle_odds(10, 8).conquer)


if __name__ == "__main__":
    unittest.main()
