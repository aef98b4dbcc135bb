package italia;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The board from the hello message's "board" (R1): regions, links (R1.1), zones (R1.3). */
public final class Board {
  /** Region ids in board order. */
  public final List<String> regions = new ArrayList<>();
  /** Each region's value (its number of links, R1.2). */
  public final Map<String, Integer> value = new LinkedHashMap<>();
  /** Each region's zone. */
  public final Map<String, String> zoneOf = new LinkedHashMap<>();
  /** Each zone's reinforcement bonus. */
  public final Map<String, Integer> zoneBonus = new LinkedHashMap<>();
  private final Map<String, List<String>> neighbours = new LinkedHashMap<>();

  /** Reads the "board" field of the hello message. */
  public Board(Map<String, Object> data) {
    for (Object r : Json.list(data, "regions")) {
      String id = Json.str(r, "id");
      regions.add(id);
      value.put(id, Json.num(r, "value"));
      zoneOf.put(id, Json.str(r, "zone"));
      neighbours.put(id, new ArrayList<>());
    }
    for (Object z : Json.list(data, "zones")) zoneBonus.put(Json.str(z, "id"), Json.num(z, "bonus"));
    for (Object link : Json.list(data, "links")) {
      String a = Json.str(link, "a");
      String b = Json.str(link, "b");
      neighbours.get(a).add(b);
      neighbours.get(b).add(a);
    }
  }

  /** The regions linked to {@code region}. */
  public List<String> neighbours(String region) {
    return neighbours.get(region);
  }

  /** Whether two regions are linked. */
  public boolean adjacent(String a, String b) {
    return neighbours.get(a).contains(b);
  }

  /** The owner of a region in a view. */
  public static int owner(Map<String, Object> view, String region) {
    return Json.num(Json.obj(view, "regions").get(region), "owner");
  }

  /** The armies on a region in a view. */
  public static int armies(Map<String, Object> view, String region) {
    return Json.num(Json.obj(view, "regions").get(region), "armies");
  }

  /** The regions {@code seat} holds. */
  public List<String> owned(Map<String, Object> view, int seat) {
    List<String> out = new ArrayList<>();
    for (String r : regions) if (owner(view, r) == seat) out.add(r);
    return out;
  }

  /** The neighbours of {@code region} held by someone else than its owner. */
  public List<String> enemyNeighbours(Map<String, Object> view, String region) {
    int me = owner(view, region);
    List<String> out = new ArrayList<>();
    for (String n : neighbours.get(region)) if (owner(view, n) != me) out.add(n);
    return out;
  }

  /** The regions of {@code seat} that border an enemy region. */
  public List<String> frontier(Map<String, Object> view, int seat) {
    List<String> out = new ArrayList<>();
    for (String r : owned(view, seat)) if (!enemyNeighbours(view, r).isEmpty()) out.add(r);
    return out;
  }

  /** Enemy armies next to {@code region} that could attack it (each keeps one army behind). */
  public int threat(Map<String, Object> view, String region) {
    int sum = 0;
    for (String n : enemyNeighbours(view, region)) sum += armies(view, n) - 1;
    return sum;
  }
}
