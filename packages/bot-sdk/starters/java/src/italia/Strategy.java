package italia;

import java.util.Map;

/** Chooses the action for one decision. */
public interface Strategy {
  /** One action for the decide message {@code message} ("view", "legal", "events", ...). */
  Map<String, Object> decide(Game game, Map<String, Object> message);
}
