package radetzky;

import italia.Json;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the hello message said (bot protocol version 2): the seat, the seat count, the config, and
 * the game's data read into tables — which icon each card shows, which icon beats which (RZ11.3),
 * and the map's links (RZ2.2).
 */
public final class Radetzky {
  /** The hello message as it came. */
  public final Map<String, Object> hello;
  /** The seat this bot plays. */
  public final int seat;
  /** The number of seats. */
  public final int seats;
  /** The game's config: players, mode, difficulty, handInfo (RZ3). */
  public final Map<String, Object> config;
  /** The icon each icon beats: {"swords": "map", ...} (RZ11.3). */
  public final Map<String, String> beats = new HashMap<>();
  /** The icon that beats each icon. */
  public final Map<String, String> beater = new HashMap<>();
  /** The icon of every Italy and Austria card, by card id. */
  public final Map<String, String> icon = new HashMap<>();
  /** The Zones linked to each Zone, Barriers ignored. */
  public final Map<Integer, List<Integer>> adjacent = new HashMap<>();
  /** The Zones linked to each Zone by a link without a Barrier. */
  public final Map<Integer, List<Integer>> clean = new HashMap<>();

  /** Reads the hello message; refuses another game or protocol version. */
  public Radetzky(Map<String, Object> hello) {
    Map<String, Object> game = Json.obj(hello, "game");
    if (!Long.valueOf(2).equals(hello.get("protocol"))
        || game == null
        || !"radetzky".equals(game.get("id"))) {
      throw new IllegalArgumentException("this bot plays Radetzky over protocol 2");
    }
    this.hello = hello;
    this.seat = Json.num(hello, "seat");
    this.seats = Json.num(hello, "seats");
    this.config = Json.obj(hello, "config");
    Map<String, Object> data = Json.obj(hello, "data");
    for (Map.Entry<String, Object> e : Json.obj(data, "beats").entrySet()) {
      beats.put(e.getKey(), (String) e.getValue());
      beater.put((String) e.getValue(), e.getKey());
    }
    Map<String, Object> decks = Json.obj(data, "decks");
    for (String deck : List.of("italy", "austria")) {
      for (Object card : Json.list(Json.obj(decks, deck), "cards")) {
        icon.put(Json.str(card, "id"), Json.str(card, "icon"));
      }
    }
    for (Object zone : Json.list(Json.obj(data, "map"), "zones")) {
      int id = Json.num(zone, "id");
      List<Integer> links = ints(Json.list(zone, "adjacent"));
      adjacent.put(id, links);
      List<Object> cleanLinks = Json.list(zone, "cleanAdjacent");
      clean.put(id, cleanLinks == null ? links : ints(cleanLinks));
    }
  }

  /** A list of JSON numbers as ints. */
  static List<Integer> ints(List<Object> numbers) {
    return numbers.stream().map(n -> ((Number) n).intValue()).toList();
  }

  /** Writes a line to stderr (never stdout, which is for answers). */
  public void log(String text) {
    System.err.println(text);
    System.err.flush();
  }

  /** The Zones one move from {@code zone} (Barriers block in the advanced game, RZ17.3). */
  public List<Integer> links(Map<String, Object> view, int zone) {
    Map<Integer, List<Integer>> table =
        "advanced".equals(Json.str(Json.obj(view, "config"), "mode")) ? clean : adjacent;
    return table.getOrDefault(zone, List.of());
  }

  /** Moves from {@code start} to every Zone, never passing through Radetzky's Zone (RZ8.3). */
  public Map<Integer, Integer> distances(Map<String, Object> view, int start) {
    int radetzky = Json.num(view, "radetzky");
    Map<Integer, Integer> dist = new LinkedHashMap<>();
    dist.put(start, 0);
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(start);
    while (!queue.isEmpty()) {
      int z = queue.poll();
      if (z == radetzky && z != start) continue;
      for (int n : links(view, z)) {
        if (!dist.containsKey(n)) {
          dist.put(n, dist.get(z) + 1);
          queue.add(n);
        }
      }
    }
    return dist;
  }
}
