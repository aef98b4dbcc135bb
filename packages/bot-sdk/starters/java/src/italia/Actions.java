package italia;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builders for the six actions a seat can take, and the way from a legal move to an action: keep
 * the move's fields, drop the range ({@code min}/{@code max}, {@code minDice}/{@code maxDice}),
 * add the number ({@code count} or {@code dice}).
 */
public final class Actions {
  private Actions() {}

  private static Map<String, Object> action(String type, int seat) {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("type", type);
    a.put("seat", (long) seat);
    return a;
  }

  /** Place {@code count} armies on {@code region} (R2.4 setup, R4.2 reinforcements). */
  public static Map<String, Object> place(int seat, String region, int count) {
    Map<String, Object> a = action("place", seat);
    a.put("region", region);
    a.put("count", (long) count);
    return a;
  }

  /** Attack {@code to} from {@code from} with {@code dice} dice (R6). */
  public static Map<String, Object> attack(int seat, String from, String to, int dice) {
    Map<String, Object> a = action("attack", seat);
    a.put("from", from);
    a.put("to", to);
    a.put("dice", (long) dice);
    return a;
  }

  /** Move {@code count} armies into the region just conquered (R6.4). */
  public static Map<String, Object> occupy(int seat, int count) {
    Map<String, Object> a = action("occupy", seat);
    a.put("count", (long) count);
    return a;
  }

  /** Move {@code count} armies between two linked own regions (R7). */
  public static Map<String, Object> fortify(int seat, String from, String to, int count) {
    Map<String, Object> a = action("fortify", seat);
    a.put("from", from);
    a.put("to", to);
    a.put("count", (long) count);
    return a;
  }

  /** Play a combination (R5); {@code target} ({from, to}) only for a Serenata, else null. */
  public static Map<String, Object> playCards(int seat, List<?> cards, Map<String, Object> target) {
    Map<String, Object> a = action("playCards", seat);
    a.put("cards", new ArrayList<Object>(cards));
    if (target != null) a.put("target", new LinkedHashMap<>(target));
    return a;
  }

  /** End the turn ("Passa", R4.6). */
  public static Map<String, Object> endTurn(int seat) {
    return action("endTurn", seat);
  }

  /**
   * The action of a legal move with {@code number} (count or dice) clamped into its range; with
   * a null number, the most dice for an attack and the fewest armies otherwise.
   */
  public static Map<String, Object> fromMove(Map<String, Object> move, Integer number) {
    String type = Json.str(move, "type");
    int seat = Json.num(move, "seat");
    switch (type) {
      case "attack": {
        int lo = Json.num(move, "minDice");
        int hi = Json.num(move, "maxDice");
        int dice = number == null ? hi : Math.max(lo, Math.min(hi, number));
        return attack(seat, Json.str(move, "from"), Json.str(move, "to"), dice);
      }
      case "place":
      case "occupy":
      case "fortify": {
        int lo = Json.num(move, "min");
        int hi = Json.num(move, "max");
        int count = number == null ? lo : Math.max(lo, Math.min(hi, number));
        if (type.equals("place")) return place(seat, Json.str(move, "region"), count);
        if (type.equals("occupy")) return occupy(seat, count);
        return fortify(seat, Json.str(move, "from"), Json.str(move, "to"), count);
      }
      case "playCards":
        return playCards(seat, Json.list(move, "cards"), Json.obj(move, "target"));
      case "endTurn":
        return endTurn(seat);
      default:
        throw new IllegalArgumentException("unknown move type");
    }
  }

  /** The legal moves of one type. */
  @SuppressWarnings("unchecked")
  public static List<Map<String, Object>> movesOf(List<Object> legal, String type) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (Object m : legal) if (type.equals(Json.str(m, "type"))) out.add((Map<String, Object>) m);
    return out;
  }
}
