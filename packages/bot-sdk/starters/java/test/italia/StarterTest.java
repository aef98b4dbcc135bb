package italia;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The kit's unit tests, with no test library (the JDK alone): {@code java -cp out
 * italia.StarterTest} runs them and exits 1 if one fails. With the argument {@code odds A D} it
 * prints the battle odds for 0..A against 0..D as JSON rows [a, d, conquer, attacker losses,
 * defender losses], which the SDK's tests compare with its own.
 */
public final class StarterTest {
  private static int failed;
  private static int passed;

  private interface Body {
    void run() throws Exception;
  }

  private static void test(String name, Body body) {
    try {
      body.run();
      passed++;
    } catch (Throwable e) {
      failed++;
      System.out.println("FAIL " + name + ": " + e);
    }
  }

  private static void check(boolean ok, String what) {
    if (!ok) throw new AssertionError(what);
  }

  private static void equal(Object actual, Object expected) {
    if (!String.valueOf(actual).equals(String.valueOf(expected))) {
      throw new AssertionError("expected " + expected + ", got " + actual);
    }
  }

  private static void near(double actual, double expected, double delta, String what) {
    if (Math.abs(actual - expected) > delta) {
      throw new AssertionError(what + ": expected " + expected + ", got " + actual);
    }
  }

  static final String BOARD =
      "{\"regions\":["
          + "{\"id\":\"a\",\"name\":\"A\",\"zone\":\"north\",\"value\":2,\"svgMapsItalyId\":\"a\"},"
          + "{\"id\":\"b\",\"name\":\"B\",\"zone\":\"north\",\"value\":2,\"svgMapsItalyId\":\"b\"},"
          + "{\"id\":\"c\",\"name\":\"C\",\"zone\":\"south\",\"value\":3,\"svgMapsItalyId\":\"c\"},"
          + "{\"id\":\"d\",\"name\":\"D\",\"zone\":\"south\",\"value\":1,\"svgMapsItalyId\":\"d\"}],"
          + "\"links\":[{\"a\":\"a\",\"b\":\"b\",\"kind\":\"land\"},{\"a\":\"a\",\"b\":\"c\",\"kind\":\"land\"},"
          + "{\"a\":\"b\",\"b\":\"c\",\"kind\":\"land\"},{\"a\":\"c\",\"b\":\"d\",\"kind\":\"ferry\"}],"
          + "\"zones\":[{\"id\":\"north\",\"name\":\"N\",\"bonus\":2},{\"id\":\"south\",\"name\":\"S\",\"bonus\":3}],"
          + "\"cards\":[],\"objectives\":[],\"bonusObjectives\":[],\"seatSymbols\":[],\"rules\":{}}";

  static String hello() {
    return "{\"type\":\"hello\",\"protocol\":1,\"seat\":0,\"players\":3,\"bot\":\"t\",\"board\":" + BOARD
        + ",\"seed\":\"00ff\",\"decisionMs\":1000,\"bankMs\":0,\"startupMs\":10000,"
        + "\"limit\":{\"rounds\":25},\"turnActions\":500}";
  }

  /** A view of the small board: owners and armies of a, b, c, d. */
  static String view(int[] owners, int[] armies) {
    String[] ids = {"a", "b", "c", "d"};
    StringBuilder s = new StringBuilder("{\"format\":\"italia-view/1\",\"turn\":{\"fortified\":false},\"regions\":{");
    for (int i = 0; i < 4; i++) {
      if (i > 0) s.append(',');
      s.append('"').append(ids[i]).append("\":{\"owner\":").append(owners[i]).append(",\"armies\":").append(armies[i]).append('}');
    }
    return s.append("}}").toString();
  }

  static String decide(int id, String legal, String view) {
    return "{\"type\":\"decide\",\"id\":" + id + ",\"timeLeftMs\":1000,\"events\":[{\"type\":\"turnStarted\"}],\"view\":"
        + view + ",\"legal\":" + legal + "}";
  }

  /** Runs the loop over {@code lines}; returns the answers written. */
  static List<Object> play(Strategy strategy, String... lines) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = System.err;
    System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    try {
      PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
      Protocol.run(strategy, new BufferedReader(new StringReader(String.join("\n", lines))), out);
    } finally {
      System.setErr(err);
    }
    List<Object> answers = new ArrayList<>();
    for (String line : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
      if (!line.isEmpty()) answers.add(Json.parse(line));
    }
    return answers;
  }

  @SuppressWarnings("unchecked")
  public static void main(String[] args) throws Exception {
    if (args.length == 3 && args[0].equals("odds")) {
      List<Object> rows = new ArrayList<>();
      for (int a = 0; a <= Integer.parseInt(args[1]); a++) {
        for (int d = 0; d <= Integer.parseInt(args[2]); d++) {
          Odds.Battle o = Odds.battle(a, d);
          rows.add(List.of((long) a, (long) d, o.conquer, o.attackerLosses, o.defenderLosses));
        }
      }
      System.out.println(Json.write(rows));
      return;
    }

    test("JSON reads and writes the host's messages", () -> {
      Object v = Json.parse("{\"a\":[1,2.5,true,null,\"x\\\"\\u00e8\\n\"],\"b\":{}}");
      equal(Json.write(v), "{\"a\":[1,2.5,true,null,\"x\\\"è\\n\"],\"b\":{}}");
      equal(Json.num(Json.parse("{\"n\":-3}"), "n"), -3);
      for (String bad : new String[] {"{", "[1,]", "{\"a\" 1}", "tru", "\"\\q\"", "1 2"}) {
        try {
          Json.parse(bad);
          throw new AssertionError("accepted " + bad);
        } catch (IllegalArgumentException expected) {
          // refused, as it should be
        }
      }
      try {
        Json.parse("[".repeat(1000) + "]".repeat(1000));
        throw new AssertionError("accepted 1000 levels");
      } catch (IllegalArgumentException expected) {
        check(expected.getMessage().contains("deep"), "says too deep");
      }
    });

    test("Board: links join both ways (R1.1), zones (R1.3), frontier and threat", () -> {
      Board board = new Board((Map<String, Object>) Json.parse(BOARD));
      equal(board.neighbours("c"), "[a, b, d]");
      check(board.adjacent("d", "c") && !board.adjacent("a", "d"), "adjacency");
      equal(board.zoneBonus.get("south"), 3);
      Map<String, Object> v = (Map<String, Object>) Json.parse(view(new int[] {0, 0, 1, 0}, new int[] {4, 2, 5, 1}));
      equal(board.owned(v, 0), "[a, b, d]");
      equal(board.frontier(v, 0), "[a, b, d]");
      equal(board.threat(v, "a"), 4);
    });

    test("Odds: one roll by enumeration (R6.3)", () -> {
      double[] one = Odds.roll(1, 1);
      near(one[0], 15.0 / 36, 1e-15, "1 v 1 win");
      double[] three = Odds.roll(3, 2);
      near(three[0], 2890.0 / 7776, 1e-15, "3 v 2, no loss");
      near(three[2], 2275.0 / 7776, 1e-15, "3 v 2, two losses");
      try {
        Odds.roll(1, 2);
        throw new AssertionError("fewer dice than the defender accepted (R6.2)");
      } catch (IllegalArgumentException expected) {
        // R6.2
      }
    });

    test("Odds: battles match the table in docs/bots.md (R6.2)", () -> {
      int[][] cases = {{2, 1, 42}, {3, 1, 75}, {3, 2, 36}, {4, 3, 30}, {5, 5, 17}, {10, 5, 59}, {15, 5, 86}};
      for (int[] c : cases) near(Odds.battle(c[0], c[1]).conquer * 100, c[2], 0.5, c[0] + " v " + c[1]);
      equal(Odds.battle(3, 3).conquer, 0.0);
      equal(Odds.battle(1, 1).conquer, 0.0);
    });

    test("Actions: builders and legal move -> action, the number clamped", () -> {
      equal(Json.write(Actions.place(1, "a", 3)), "{\"type\":\"place\",\"seat\":1,\"region\":\"a\",\"count\":3}");
      Map<String, Object> attack = (Map<String, Object>) Json.parse(
          "{\"type\":\"attack\",\"seat\":0,\"from\":\"a\",\"to\":\"b\",\"minDice\":2,\"maxDice\":3}");
      equal(Json.write(Actions.fromMove(attack, null)), "{\"type\":\"attack\",\"seat\":0,\"from\":\"a\",\"to\":\"b\",\"dice\":3}");
      equal(Actions.fromMove(attack, 1).get("dice"), 2);
      Map<String, Object> occupy = (Map<String, Object>) Json.parse("{\"type\":\"occupy\",\"seat\":0,\"min\":3,\"max\":7}");
      equal(Actions.fromMove(occupy, 9).get("count"), 7);
      Map<String, Object> cards = (Map<String, Object>) Json.parse(
          "{\"type\":\"playCards\",\"seat\":0,\"cards\":[\"a\"],\"target\":{\"from\":\"a\",\"to\":\"b\"}}");
      equal(Json.write(Actions.fromMove(cards, null)), Json.write(cards));
      equal(Json.write(Actions.endTurn(2)), "{\"type\":\"endTurn\",\"seat\":2}");
    });

    test("Protocol: one answer per decide, echoing its id; unknown types ignored", () -> {
      String end = "[{\"type\":\"endTurn\",\"seat\":0}]";
      String v = view(new int[] {0, 0, 1, 0}, new int[] {4, 2, 1, 1});
      List<Object> answers = play(new MyStrategy(), hello(), "{\"type\":\"news\"}", decide(7, end, v), decide(9, end, v),
          "{\"type\":\"over\",\"winner\":0,\"view\":{}}", decide(11, end, v));
      equal(answers.size(), 2);
      equal(Json.num(answers.get(0), "id"), 7);
      equal(Json.write(Json.obj(answers.get(1), "action")), "{\"type\":\"endTurn\",\"seat\":0}");
    });

    test("Protocol: a failing strategy falls back to the first legal move", () -> {
      String place = "[{\"type\":\"place\",\"seat\":0,\"region\":\"a\",\"min\":1,\"max\":3}]";
      List<Object> answers = play((g, m) -> {
        throw new IllegalStateException("bug");
      }, hello(), decide(1, place, view(new int[] {0, 0, 1, 0}, new int[] {1, 1, 1, 1})));
      equal(Json.write(Json.obj(answers.get(0), "action")), "{\"type\":\"place\",\"seat\":0,\"region\":\"a\",\"count\":1}");
    });

    test("MyStrategy: attacks a likely conquest with the most dice, passes on a poor one (R6.2)", () -> {
      String good = "[{\"type\":\"attack\",\"seat\":0,\"from\":\"a\",\"to\":\"c\",\"minDice\":1,\"maxDice\":3},{\"type\":\"endTurn\",\"seat\":0}]";
      List<Object> a = play(new MyStrategy(), hello(), decide(1, good, view(new int[] {0, 0, 1, 0}, new int[] {8, 2, 1, 1})));
      equal(Json.write(Json.obj(a.get(0), "action")), "{\"type\":\"attack\",\"seat\":0,\"from\":\"a\",\"to\":\"c\",\"dice\":3}");
      String poor = "[{\"type\":\"attack\",\"seat\":0,\"from\":\"b\",\"to\":\"c\",\"minDice\":1,\"maxDice\":1},{\"type\":\"endTurn\",\"seat\":0}]";
      List<Object> b = play(new MyStrategy(), hello(), decide(1, poor, view(new int[] {0, 0, 1, 0}, new int[] {2, 2, 5, 1})));
      equal(Json.str(Json.obj(b.get(0), "action"), "type"), "endTurn");
    });

    System.out.println(passed + " passed, " + failed + " failed");
    if (failed > 0) System.exit(1);
  }
}
