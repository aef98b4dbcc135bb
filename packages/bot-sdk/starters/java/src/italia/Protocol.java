package italia;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Map;

/**
 * The JSON-lines protocol loop (docs/bots.md, docs/protocol.md): a "hello" once, a "decide" for
 * every decision of the bot's seat, answered by one line {"id": ..., "action": {...}}, and an
 * "over" at the end. Unknown message types are ignored. Logs go to stderr, never stdout.
 */
public final class Protocol {
  private Protocol() {}

  /** Plays one game; returns the "over" message, or null if the input ends without one. */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> run(Strategy strategy, BufferedReader in, PrintStream out)
      throws IOException {
    Game game = null;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (line.isBlank()) continue;
      Map<String, Object> message = (Map<String, Object>) Json.parse(line);
      String type = Json.str(message, "type");
      if ("hello".equals(type)) {
        game = new Game(message);
      } else if ("decide".equals(type)) {
        if (game == null) throw new IllegalStateException("a decide message came before hello");
        if (message.get("events") != null) game.events.addAll(Json.list(message, "events"));
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("id", message.get("id"));
        answer.put("action", safeDecide(strategy, game, message));
        out.println(Json.write(answer));
        out.flush();
      } else if ("over".equals(type)) {
        return message;
      }
    }
    return null;
  }

  /** The strategy's action, or the first legal move's if the strategy fails (no strike). */
  @SuppressWarnings("unchecked")
  static Map<String, Object> safeDecide(Strategy strategy, Game game, Map<String, Object> message) {
    try {
      Map<String, Object> action = strategy.decide(game, message);
      if (action != null) return action;
      game.log("strategy returned null");
    } catch (RuntimeException e) {
      String text = String.valueOf(e);
      game.log("strategy failed: " + text.substring(0, Math.min(200, text.length())));
    }
    return Actions.fromMove((Map<String, Object>) Json.list(message, "legal").get(0), null);
  }
}
