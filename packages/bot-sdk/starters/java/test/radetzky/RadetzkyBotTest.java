package radetzky;

import italia.Json;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Radetzky example's unit tests, with no test library (the JDK alone): {@code java -cp out
 * radetzky.RadetzkyBotTest} runs them and exits 1 if one fails. The same cases as the Python kit's
 * {@code tests/test_radetzky.py}, on a map of 4 Zones.
 */
public final class RadetzkyBotTest {
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

  private static void equal(Object actual, Object expected) {
    if (!Json.write(actual).equals(Json.write(expected))) {
      throw new AssertionError("expected " + Json.write(expected) + ", got " + Json.write(actual));
    }
  }

  static final String DATA =
      "{\"beats\":{\"swords\":\"map\",\"map\":\"cannonball\",\"cannonball\":\"swords\"},"
          + "\"decks\":{\"italy\":{\"cards\":[{\"id\":\"I1\",\"icon\":\"swords\"},{\"id\":\"I2\",\"icon\":\"map\"},"
          + "{\"id\":\"I3\",\"icon\":\"cannonball\"},{\"id\":\"I4\",\"icon\":\"map\"}]},"
          + "\"austria\":{\"cards\":[{\"id\":\"A1\",\"icon\":\"swords\"},{\"id\":\"A2\",\"icon\":\"map\"},"
          + "{\"id\":\"A3\",\"icon\":\"cannonball\"}]}},"
          + "\"map\":{\"zones\":[{\"id\":1,\"adjacent\":[2,3],\"cleanAdjacent\":[2,3]},"
          + "{\"id\":2,\"adjacent\":[1,3,4],\"cleanAdjacent\":[1,3,4]},"
          + "{\"id\":3,\"adjacent\":[1,2,4],\"cleanAdjacent\":[1,2,4]},"
          + "{\"id\":4,\"adjacent\":[2,3],\"cleanAdjacent\":[2,3]}]}}";
  static final String CONFIG =
      "{\"players\":3,\"mode\":\"basic\",\"difficulty\":0,\"handInfo\":\"iconCount\"}";

  static String hello(int protocol, String game) {
    return "{\"type\":\"hello\",\"protocol\":" + protocol + ",\"game\":{\"id\":\"" + game
        + "\",\"version\":\"0.0.0\"},\"seat\":0,\"seats\":3,\"bot\":\"test\",\"data\":" + DATA
        + ",\"config\":" + CONFIG + ",\"seed\":\"00\",\"decisionMs\":1000,\"bankMs\":0,"
        + "\"startupMs\":1000,\"turnActions\":500}";
  }

  /** Zones 1–4 with these Soldiers (Radetzky in Zone 1). */
  static String zones(int... soldiers) {
    StringBuilder s = new StringBuilder("{");
    for (int z = 1; z <= 4; z++) {
      if (z > 1) s.append(',');
      s.append("\"").append(z).append("\":{\"soldiers\":").append(soldiers[z - 1])
          .append(",\"owner\":null,\"barricade\":false}");
    }
    return s.append('}').toString();
  }

  static String view(String stage, String zones, String hands, String fight) {
    return "{\"stage\":\"" + stage + "\",\"config\":" + CONFIG + ",\"active\":0,\"patriots\":[2,4,4],"
        + "\"radetzky\":1,\"zones\":" + zones + ",\"hands\":" + hands + ",\"fight\":" + fight
        + ",\"lens\":0}";
  }

  static final String HAND = "{\"0\":{\"size\":2,\"cards\":[\"I1\",\"I2\"]}}";

  static String playCard(String card) {
    return "{\"type\":\"playCard\",\"seat\":0,\"card\":\"" + card + "\"}";
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(String json) {
    return (Map<String, Object>) Json.parse(json);
  }

  static Map<String, Object> message(String view, String legal, String alsoActing) {
    return map("{\"view\":" + view + ",\"legal\":" + legal + ",\"alsoActing\":" + alsoActing + "}");
  }

  static String soldiersFight(String card) {
    return "{\"kind\":\"soldiers\",\"zone\":2,\"current\":[\"" + card + "\"],\"italyPlayed\":[]}";
  }

  /** Runs the tests; exits 1 if one fails. */
  public static void main(String[] args) {
    Radetzky game = new Radetzky(map(hello(2, "radetzky")));

    test("refuses another game or protocol", () -> {
      for (String h : List.of(hello(1, "radetzky"), hello(2, "italia"))) {
        try {
          new Radetzky(map(h));
          throw new AssertionError("accepted " + h);
        } catch (IllegalArgumentException expected) {
          // refused
        }
      }
    });

    test("RZ11 plays the card that beats the revealed one", () -> {
      String v = view("respond", zones(0, 0, 0, 0), HAND, soldiersFight("A2"));
      // swords beat map
      equal(RadetzkyBot.decide(game, message(v, "[" + playCard("I2") + "," + playCard("I1") + "]", "[1]")),
          map(playCard("I1")));
    });

    test("RZ11.2 waits with only a losing card when another seat may answer", () -> {
      String v = view("respond", zones(0, 0, 0, 0), HAND, soldiersFight("A1"));
      equal(RadetzkyBot.decide(game, message(v, "[" + playCard("I2") + "]", "[1]")), null);
      equal(RadetzkyBot.decide(game, message(v, "[" + playCard("I2") + "]", "[]")), map(playCard("I2")));
    });

    test("RZ10 conquers when it may", () -> {
      String legal = "[{\"type\":\"move\",\"seat\":0,\"zone\":3},{\"type\":\"conquer\",\"seat\":0},"
          + "{\"type\":\"endTurn\",\"seat\":0}]";
      String v = view("action", zones(0, 0, 0, 0), HAND, "null");
      equal(RadetzkyBot.decide(game, message(v, legal, "[]")).get("type"), "conquer");
    });

    test("RZ8.3 moves towards Soldiers, never into Radetzky's Zone", () -> {
      String legal = "[{\"type\":\"move\",\"seat\":0,\"zone\":1},{\"type\":\"move\",\"seat\":0,\"zone\":3},"
          + "{\"type\":\"refresh\",\"seat\":0},{\"type\":\"endTurn\",\"seat\":0}]";
      String hand = "{\"0\":{\"size\":3,\"cards\":[\"I1\",\"I2\",\"I3\"]}}";
      String v = view("action", zones(5, 0, 2, 0), hand, "null");
      equal(RadetzkyBot.decide(game, message(v, legal, "[]")),
          map("{\"type\":\"move\",\"seat\":0,\"zone\":3}"));
    });

    test("answers each decide with its id, and null to wait", () -> {
      String fight = soldiersFight("A1");
      String input = String.join("\n",
          hello(2, "radetzky"),
          "{\"type\":\"news\"}",
          "{\"type\":\"decide\",\"id\":3,\"view\":" + view("respond", zones(0, 0, 0, 0), HAND, fight)
              + ",\"legal\":[" + playCard("I2") + "],\"events\":[],\"alsoActing\":[2],\"timeLeftMs\":1000}",
          "{\"type\":\"decide\",\"id\":4,\"view\":" + view("action", zones(0, 0, 0, 0), HAND, "null")
              + ",\"legal\":[{\"type\":\"endTurn\",\"seat\":0}],\"events\":[],\"alsoActing\":[],\"timeLeftMs\":1000}",
          "{\"type\":\"over\",\"view\":{},\"outcome\":{\"reason\":\"zones\",\"results\":[\"win\",\"win\",\"win\"],\"ranks\":[1,1,1]}}");
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
      Map<String, Object> over = RadetzkyBot.run(new BufferedReader(new StringReader(input)), out);
      List<Object> answers = new ArrayList<>();
      for (String line : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank()) answers.add(Json.parse(line));
      }
      equal(answers, Json.parse("[{\"id\":3,\"action\":null},{\"id\":4,\"action\":{\"type\":\"endTurn\",\"seat\":0}}]"));
      equal(Json.obj(over, "outcome").get("reason"), "zones");
    });

    test("a failing strategy plays the first legal action", () -> {
      Map<String, Object> broken = map("{\"view\":{\"stage\":\"action\"},\"legal\":[{\"type\":\"endTurn\",\"seat\":0}]}");
      PrintStream err = System.err;
      System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
      try {
        equal(RadetzkyBot.safeDecide(game, broken), map("{\"type\":\"endTurn\",\"seat\":0}"));
      } finally {
        System.setErr(err);
      }
    });

    System.out.println(passed + " passed, " + failed + " failed");
    if (failed > 0) System.exit(1);
  }
}
