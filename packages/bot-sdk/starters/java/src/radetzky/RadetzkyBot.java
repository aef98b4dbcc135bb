package radetzky;

import italia.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A bot for Radetzky: Milano 1848 over bot protocol version 2, Java 17+, JDK only: the same
 * strategy as the Python kit's {@code radetzky_bot.py}, decision for decision.
 *
 * <pre>new ExternalBot({ command: "java -cp out radetzky.RadetzkyBot", game: RADETZKY })</pre>
 *
 * <p>The host writes one JSON object per line: "hello" once (protocol 2: the game, the seat count,
 * the game's data — map, cards, icons — and its config), "decide" for every decision of the bot's
 * seat (the seat's view, the legal actions, and "alsoActing": the other seats that may answer the
 * same decision), and "over" with the outcome. The bot answers each "decide" with one line,
 * {"id": the decision's id, "action": {...}}, or "action": null to let another acting seat answer
 * a shared decision (a fight whose pool holds several seats' cards, RZ11.2). Logs go to stderr.
 *
 * <p>The strategy is a small cooperative heuristic (edit {@link #decide}):
 *
 * <ul>
 *   <li>placement (RZ6.7): join a Patriot already placed, else stand next to the most Soldiers;
 *   <li>a turn (RZ8): conquer when allowed (RZ10); fight Soldiers where the hand holds two
 *       different icons (RZ11); move towards the nearest open Zone with Soldiers, never into
 *       Radetzky's Zone (RZ8.3); refresh a short hand (RZ13); else end the turn;
 *   <li>a card owed in a fight (RZ11.3, RZ12.2): play one that wins, then one that ties; with only
 *       losing cards, wait when another seat may answer, else play the most common icon;
 *   <li>continue a fight (RZ11.4) while the hand has two different icons and the Lens holds under
 *       2;
 *   <li>a Rising (RZ17.4): the Available Zone with the fewest Soldiers.
 * </ul>
 */
public final class RadetzkyBot {
  private RadetzkyBot() {}

  /** Entry point: plays one game on stdin/stdout. */
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    run(in, out);
  }

  /** Plays one game; returns the "over" message, or null if the input ends without one. */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> run(BufferedReader in, PrintStream out) throws IOException {
    Radetzky game = null;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.isBlank()) continue;
      Map<String, Object> message = (Map<String, Object>) Json.parse(line);
      String type = Json.str(message, "type");
      if ("hello".equals(type)) {
        game = new Radetzky(message);
      } else if ("decide".equals(type)) {
        if (game == null) throw new IllegalStateException("a decide message came before hello");
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("id", message.get("id"));
        answer.put("action", safeDecide(game, message));
        out.println(Json.write(answer));
        out.flush();
      } else if ("over".equals(type)) {
        return message;
      }
      // Unknown message types are ignored, so newer hosts can add some.
    }
    return null;
  }

  /**
   * {@link #decide}'s answer, or the first legal action if it fails or waits alone (a bug costs a
   * move, not a strike).
   */
  static Map<String, Object> safeDecide(Radetzky game, Map<String, Object> message) {
    try {
      Map<String, Object> action = decide(game, message);
      if (action == null && alsoActing(message).isEmpty()) return legal(message).get(0);
      return action;
    } catch (RuntimeException e) {
      String text = String.valueOf(e);
      game.log("strategy failed: " + text.substring(0, Math.min(200, text.length())));
      return legal(message).get(0);
    }
  }

  /** The action for a decide message (or null to wait at a shared decision). */
  public static Map<String, Object> decide(Radetzky game, Map<String, Object> message) {
    Map<String, Object> view = Json.obj(message, "view");
    List<Map<String, Object>> actions = legal(message);
    String stage = Json.str(view, "stage");
    if ("respond".equals(stage)) return respond(game, view, actions, alsoActing(message));
    Map<String, Object> chosen = null;
    if ("place".equals(stage)) chosen = place(game, view, actions);
    else if ("action".equals(stage)) chosen = turn(game, view, actions);
    else if ("decide".equals(stage)) chosen = continueOrStop(game, view, actions);
    else if ("choose".equals(stage)) chosen = rising(view, actions);
    return chosen != null ? chosen : actions.get(0);
  }

  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> legal(Map<String, Object> message) {
    return (List<Map<String, Object>>) (Object) Json.list(message, "legal");
  }

  static List<Object> alsoActing(Map<String, Object> message) {
    List<Object> also = Json.list(message, "alsoActing");
    return also == null ? List.of() : also;
  }

  /** A whole number of a JSON map, or null. */
  static Integer intOf(Map<String, Object> map, String key) {
    Object v = map.get(key);
    return v == null ? null : ((Number) v).intValue();
  }

  /** The Soldiers in {@code zone}. */
  static int soldiers(Map<String, Object> view, int zone) {
    return Json.num(Json.obj(Json.obj(view, "zones"), String.valueOf(zone)), "soldiers");
  }

  /** The first action of type {@code kind}, or null. */
  static Map<String, Object> first(List<Map<String, Object>> actions, String kind) {
    for (Map<String, Object> a : actions) if (kind.equals(a.get("type"))) return a;
    return null;
  }

  /** The cards of the active Patriot's hand as this seat sees them (empty if hidden). */
  static List<String> myCards(Map<String, Object> view) {
    int players = Json.num(Json.obj(view, "config"), "players");
    String key = players == 1 ? "solo" : String.valueOf(intOf(view, "active"));
    Map<String, Object> hand = Json.obj(Json.obj(view, "hands"), key);
    List<String> cards = new ArrayList<>();
    if (hand != null && hand.get("cards") != null) {
      for (Object c : Json.list(hand, "cards")) cards.add((String) c);
    }
    return cards;
  }

  /** The different icons of {@code cards}. */
  static Set<String> icons(Radetzky game, List<String> cards) {
    Set<String> out = new HashSet<>();
    for (String c : cards) out.add(game.icon.get(c));
    return out;
  }

  static Map<String, Object> place(
      Radetzky game, Map<String, Object> view, List<Map<String, Object>> actions) {
    Set<Integer> placed = new HashSet<>();
    for (Object z : Json.list(view, "patriots")) if (z != null) placed.add(((Number) z).intValue());
    List<Map<String, Object>> options = new ArrayList<>();
    for (Map<String, Object> a : actions) if ("placePatriot".equals(a.get("type"))) options.add(a);
    for (Map<String, Object> a : options) if (placed.contains(intOf(a, "zone"))) return a;
    Map<String, Object> best = null;
    int bestNear = Integer.MIN_VALUE;
    for (Map<String, Object> a : options) {
      int near = 0;
      for (int n : game.adjacent.getOrDefault(intOf(a, "zone"), List.of())) near += soldiers(view, n);
      if (near > bestNear) {
        best = a;
        bestNear = near;
      }
    }
    return best;
  }

  static Map<String, Object> turn(
      Radetzky game, Map<String, Object> view, List<Map<String, Object>> actions) {
    Map<String, Object> conquer = first(actions, "conquer");
    if (conquer != null) return conquer;
    Integer active = intOf(view, "active");
    Integer here = null;
    if (active != null) {
      Object z = Json.list(view, "patriots").get(active);
      here = z == null ? null : ((Number) z).intValue();
    }
    List<String> cards = myCards(view);
    Set<String> icons = icons(game, cards);
    Map<String, Object> fight = first(actions, "fightSoldiers");
    if (fight != null && here != null && soldiers(view, here) > 0 && icons.size() >= 2) return fight;
    Map<String, Object> refresh = first(actions, "refresh");
    if (refresh != null && cards.size() < 3) return refresh;
    int radetzky = Json.num(view, "radetzky");
    if (here != null) {
      Map<Integer, Integer> dist = game.distances(view, here);
      Integer target = null;
      int targetDist = Integer.MAX_VALUE;
      for (Map.Entry<String, Object> e : Json.obj(view, "zones").entrySet()) {
        int z = Integer.parseInt(e.getKey());
        @SuppressWarnings("unchecked")
        Map<String, Object> state = (Map<String, Object>) e.getValue();
        if (state.get("owner") != null || Json.num(state, "soldiers") <= 0) continue;
        if (z == radetzky || !dist.containsKey(z) || z == here) continue;
        int d = dist.get(z);
        if (d < targetDist || (d == targetDist && z < target)) {
          target = z;
          targetDist = d;
        }
      }
      if (target != null) {
        Map<Integer, Integer> back = game.distances(view, target);
        Map<String, Object> best = null;
        for (Map<String, Object> a : actions) {
          if (!"move".equals(a.get("type"))) continue;
          int zone = intOf(a, "zone");
          if (!back.containsKey(zone) || zone == radetzky) continue;
          if (best == null) {
            best = a;
            continue;
          }
          int bz = intOf(best, "zone");
          if (back.get(zone) < back.get(bz) || (back.get(zone).equals(back.get(bz)) && zone < bz)) {
            best = a;
          }
        }
        if (best != null) return best;
      }
    }
    if (fight != null && !cards.isEmpty()) return fight;
    return refresh != null ? refresh : first(actions, "endTurn");
  }

  static Map<String, Object> respond(
      Radetzky game,
      Map<String, Object> view,
      List<Map<String, Object>> actions,
      List<Object> alsoActing) {
    List<Map<String, Object>> plays = new ArrayList<>();
    for (Map<String, Object> a : actions) if ("playCard".equals(a.get("type"))) plays.add(a);
    Map<String, Object> fight = Json.obj(view, "fight");
    if (plays.isEmpty() || fight == null) return actions.isEmpty() ? null : actions.get(0);
    List<String> revealed = new ArrayList<>();
    for (Object c : Json.list(fight, "current")) revealed.add(game.icon.get((String) c));
    Set<String> good;
    Set<String> ties;
    if ("radetzky".equals(fight.get("kind"))) {
      List<String> need = new ArrayList<>();
      for (String i : revealed) need.add(game.beater.get(i));
      for (Object card : Json.list(fight, "italyPlayed")) need.remove(game.icon.get((String) card));
      good = new HashSet<>(need);
      ties = Set.of();
    } else {
      good = new HashSet<>();
      for (String i : revealed) good.add(game.beater.get(i));
      ties = new HashSet<>(revealed);
    }
    for (Set<String> wanted : List.of(good, ties)) {
      for (Map<String, Object> a : plays) {
        if (wanted.contains(game.icon.get(Json.str(a, "card")))) return a;
      }
    }
    if (!alsoActing.isEmpty()) return null; // wait: another acting seat may hold a better card
    Map<String, Integer> counts = new HashMap<>();
    for (Map<String, Object> a : plays) counts.merge(game.icon.get(Json.str(a, "card")), 1, Integer::sum);
    Map<String, Object> best = null;
    int most = Integer.MIN_VALUE;
    for (Map<String, Object> a : plays) {
      int n = counts.get(game.icon.get(Json.str(a, "card")));
      if (n > most) {
        best = a;
        most = n;
      }
    }
    return best;
  }

  static Map<String, Object> continueOrStop(
      Radetzky game, Map<String, Object> view, List<Map<String, Object>> actions) {
    Map<String, Object> go = first(actions, "continueFight");
    Map<String, Object> stop = first(actions, "stopFight");
    Set<String> icons = icons(game, myCards(view));
    if (go != null && icons.size() >= 2 && Json.num(view, "lens") < 2) return go;
    return stop != null ? stop : go;
  }

  static Map<String, Object> rising(Map<String, Object> view, List<Map<String, Object>> actions) {
    Map<String, Object> best = null;
    int fewest = Integer.MAX_VALUE;
    for (Map<String, Object> a : actions) {
      if (!"chooseAvailable".equals(a.get("type"))) continue;
      int n = soldiers(view, intOf(a, "zone"));
      if (n < fewest) {
        best = a;
        fewest = n;
      }
    }
    return best;
  }
}
