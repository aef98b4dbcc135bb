package italia;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** What the hello message said, and the events the seat has seen so far. */
public final class Game {
  /** The hello message as read. */
  public final Map<String, Object> hello;
  /** The seat the bot plays. */
  public final int seat;
  /** How many seats the game has. */
  public final int players;
  /** The board, from the hello message. */
  public final Board board;
  /** Seeded with the seat's seed: use it for every random choice and the bot is reproducible. */
  public final Random rng;
  /** Every event the seat has seen so far, oldest first. */
  public final List<Object> events = new ArrayList<>();

  /** Reads a hello message. */
  public Game(Map<String, Object> hello) {
    this.hello = hello;
    this.seat = Json.num(hello, "seat");
    this.players = Json.num(hello, "players");
    this.board = new Board(Json.obj(hello, "board"));
    this.rng = new Random(Json.str(hello, "seed").hashCode());
  }

  /** Writes a line to stderr (the host shows it with --show-stderr). */
  public void log(String line) {
    System.err.println(line);
    System.err.flush();
  }
}
