import unittest

from italia.board import Board
from tests.fixtures import BOARD, view


class BoardTest(unittest.TestCase):
    def setUp(self):
        self.board = Board(BOARD)

    def test_links_join_both_ways_R1_1(self):
        self.assertEqual(sorted(self.board.neighbours("c")), ["a", "b", "d"])
        self.assertEqual(self.board.neighbours("d"), ["c"])
        self.assertTrue(self.board.adjacent("d", "c"))
        self.assertFalse(self.board.adjacent("a", "d"))

    def test_zones_and_values_R1_3(self):
        self.assertEqual(self.board.zones, {"north": ["a", "b"], "south": ["c", "d"]})
        self.assertEqual(self.board.zone_bonus["south"], 3)
        self.assertEqual(self.board.value["c"], 3)

    def test_owned_frontier_threat(self):
        v = view([0, 0, 1, 0], [4, 2, 5, 1])
        self.assertEqual(self.board.owned(v, 0), ["a", "b", "d"])
        self.assertEqual(self.board.frontier(v, 0), ["a", "b", "d"])
        self.assertEqual(self.board.enemy_neighbours(v, "c"), ["a", "b", "d"])
        self.assertEqual(self.board.threat(v, "a"), 4)
        self.assertEqual(self.board.zones_held(v, 0), ["north"])
        v = view([0, 0, 0, 0], [1, 1, 1, 1])
        self.assertEqual(self.board.frontier(v, 0), [])
        self.assertEqual(self.board.zones_held(v, 0), ["north", "south"])


if __name__ == "__main__":
    unittest.main()
