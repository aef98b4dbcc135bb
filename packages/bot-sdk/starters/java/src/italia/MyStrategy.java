package italia;

import java.util.List;
import java.util.Map;

/**
 * The bot's strategy: edit {@link #decide}. It reinforces its strongest frontier region, plays
 * combinations, attacks when the exact odds of conquest are at least {@link #ATTACK_ODDS}, moves
 * every army it may into a conquest, fortifies from an interior region to the frontier once, and
 * otherwise ends its turn.
 */
public final class MyStrategy implements Strategy {
  /** The least probability of conquest worth an attack. */
  public static final double ATTACK_ODDS = 0.65;

  @Override
  public Map<String, Object> decide(Game game, Map<String, Object> message) {
    Map<String, Object> view = Json.obj(message, "view");
    List<Object> legal = Json.list(message, "legal");
    Board board = game.board;
    int seat = game.seat;

    List<Map<String, Object>> cards = Actions.movesOf(legal, "playCards");
    if (!cards.isEmpty()) return Actions.fromMove(cards.get(0), null);

    List<Map<String, Object>> places = Actions.movesOf(legal, "place");
    if (!places.isEmpty()) {
      List<String> frontier = board.frontier(view, seat);
      Map<String, Object> best = null;
      for (Map<String, Object> m : places) {
        if (best == null || better(view, frontier, Json.str(m, "region"), Json.str(best, "region"))) best = m;
      }
      return Actions.place(seat, Json.str(best, "region"), Json.num(best, "max"));
    }

    List<Map<String, Object>> occupies = Actions.movesOf(legal, "occupy");
    if (!occupies.isEmpty()) return Actions.occupy(seat, Json.num(occupies.get(0), "max"));

    Map<String, Object> bestAttack = null; // the first of the best odds, at least ATTACK_ODDS
    double bestOdds = 0;
    for (Map<String, Object> m : Actions.movesOf(legal, "attack")) {
      double p = Odds.battle(Board.armies(view, Json.str(m, "from")), Board.armies(view, Json.str(m, "to"))).conquer;
      if (p >= ATTACK_ODDS && p > bestOdds) {
        bestOdds = p;
        bestAttack = m;
      }
    }
    if (bestAttack != null) return Actions.fromMove(bestAttack, null); // the most dice

    if (!Boolean.TRUE.equals(Json.obj(view, "turn").get("fortified"))) {
      Map<String, Object> bestMove = null;
      for (Map<String, Object> m : Actions.movesOf(legal, "fortify")) {
        String from = Json.str(m, "from");
        String to = Json.str(m, "to");
        if (!board.enemyNeighbours(view, from).isEmpty() || board.enemyNeighbours(view, to).isEmpty()) continue;
        if (bestMove == null || fortifyKey(board, view, m) > fortifyKey(board, view, bestMove)) bestMove = m;
      }
      if (bestMove != null) return Actions.fromMove(bestMove, Json.num(bestMove, "max"));
    }

    if (!Actions.movesOf(legal, "endTurn").isEmpty()) return Actions.endTurn(seat);
    @SuppressWarnings("unchecked")
    Map<String, Object> any = (Map<String, Object>) legal.get(game.rng.nextInt(legal.size()));
    return Actions.fromMove(any, null);
  }

  /** Orders fortify moves by the threat on their destination, then by the armies they may move. */
  private static long fortifyKey(Board board, Map<String, Object> view, Map<String, Object> move) {
    return board.threat(view, Json.str(move, "to")) * 1000L + Json.num(move, "max");
  }

  /** Whether region {@code a} is a better place for reinforcements than {@code b}. */
  private static boolean better(Map<String, Object> view, List<String> frontier, String a, String b) {
    boolean fa = frontier.contains(a);
    boolean fb = frontier.contains(b);
    if (fa != fb) return fa;
    return Board.armies(view, a) > Board.armies(view, b);
  }
}
