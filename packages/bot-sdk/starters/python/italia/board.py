"""The board, read from the hello message's "board" (R1): regions, links, zones.

A view's "regions" maps a region id to {"owner": seat, "armies": n}; the helpers below take a
view (the "view" of a decide message) and a seat.
"""


class Board:
    """Regions, their neighbours (R1.1: land, Strait, ferries) and zones (R1.3)."""

    def __init__(self, data):
        """`data` is the "board" field of the hello message."""
        self.regions = [r["id"] for r in data["regions"]]
        self.value = {r["id"]: r["value"] for r in data["regions"]}
        self.zone_of = {r["id"]: r["zone"] for r in data["regions"]}
        self.zone_bonus = {z["id"]: z["bonus"] for z in data["zones"]}
        self.zones = {z: [r for r in self.regions if self.zone_of[r] == z] for z in self.zone_bonus}
        self._neighbours = {r: [] for r in self.regions}
        for link in data["links"]:
            self._neighbours[link["a"]].append(link["b"])
            self._neighbours[link["b"]].append(link["a"])
        self.objectives = {o["id"]: list(o["regions"]) for o in data["objectives"]}

    def neighbours(self, region):
        """The regions linked to `region`, in board order of the links."""
        return list(self._neighbours[region])

    def adjacent(self, a, b):
        """Whether two regions are linked."""
        return b in self._neighbours[a]

    def owned(self, view, seat):
        """The regions `seat` holds."""
        return [r for r in self.regions if view["regions"][r]["owner"] == seat]

    def enemy_neighbours(self, view, region):
        """The neighbours of `region` held by someone else than its owner."""
        owner = view["regions"][region]["owner"]
        return [n for n in self._neighbours[region] if view["regions"][n]["owner"] != owner]

    def frontier(self, view, seat):
        """The regions of `seat` that border an enemy region."""
        return [r for r in self.owned(view, seat) if self.enemy_neighbours(view, r)]

    def threat(self, view, region):
        """Enemy armies next to `region` that could attack it (each keeps one army behind)."""
        return sum(view["regions"][n]["armies"] - 1 for n in self.enemy_neighbours(view, region))

    def zones_held(self, view, seat):
        """The zones `seat` holds entirely."""
        return [z for z, rs in self.zones.items() if all(view["regions"][r]["owner"] == seat for r in rs)]
