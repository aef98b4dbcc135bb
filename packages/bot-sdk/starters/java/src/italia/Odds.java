package italia;

/**
 * Exact battle odds under Italia's dice rules (R6.2-R6.3), computed, not simulated: the same
 * numbers as the TypeScript SDK's {@code battleOdds}. The attacker rolls the most dice allowed,
 * min(3, armies - 1) and never fewer than the defender's min(3, armies), until the region falls
 * or no legal roll is left.
 */
public final class Odds {
  private Odds() {}

  /** The odds of a battle fought to its end. */
  public static final class Battle {
    /** Probability that the defending region is conquered. */
    public final double conquer;
    /** Expected armies the attacker loses. */
    public final double attackerLosses;
    /** Expected armies the defender loses. */
    public final double defenderLosses;

    Battle(double conquer, double attackerLosses, double defenderLosses) {
      this.conquer = conquer;
      this.attackerLosses = attackerLosses;
      this.defenderLosses = defenderLosses;
    }
  }

  /** The most dice an attack from a region with {@code armies} armies may roll (R6.2). */
  public static int attackDiceLimit(int armies) {
    return Math.min(3, armies - 1);
  }

  /** How many dice a region with {@code armies} armies defends with (R6.2). */
  public static int defenceDice(int armies) {
    return Math.min(3, armies);
  }

  /** Whether the attacker may roll again with {@code a} armies against {@code d} (R6.2). */
  public static boolean canRoll(int a, int d) {
    return d > 0 && a > 1 && attackDiceLimit(a) >= defenceDice(d);
  }

  /**
   * The probability of each number of attacker losses in one roll (index = losses), by
   * enumerating every result of the dice.
   */
  public static double[] roll(int attackerDice, int defenderDice) {
    if (defenderDice < 1 || attackerDice < defenderDice || attackerDice > 3) {
      throw new IllegalArgumentException("need 1 <= defender dice <= attacker dice <= 3 (R6.2)");
    }
    double[] hit = ROLLS[attackerDice][defenderDice];
    if (hit == null) ROLLS[attackerDice][defenderDice] = hit = enumerate(attackerDice, defenderDice);
    return hit.clone();
  }

  private static final double[][][] ROLLS = new double[4][4][];

  private static double[] enumerate(int attackerDice, int defenderDice) {
    int n = attackerDice + defenderDice;
    int total = (int) Math.pow(6, n);
    double[] ways = new double[defenderDice + 1];
    int[] att = new int[attackerDice];
    int[] def = new int[defenderDice];
    for (int code = 0; code < total; code++) {
      int c = code;
      for (int i = 0; i < attackerDice; i++, c /= 6) att[i] = 1 + c % 6;
      for (int i = 0; i < defenderDice; i++, c /= 6) def[i] = 1 + c % 6;
      java.util.Arrays.sort(att);
      java.util.Arrays.sort(def);
      int lost = 0;
      for (int i = 0; i < defenderDice; i++) {
        if (att[attackerDice - 1 - i] <= def[defenderDice - 1 - i]) lost++;
      }
      ways[lost]++;
    }
    for (int i = 0; i < ways.length; i++) ways[i] /= total;
    return ways;
  }

  /** The exact odds of attacking {@code defenders} armies from a region with {@code attackers}. */
  public static Battle battle(int attackers, int defenders) {
    if (attackers < 0 || defenders < 0 || attackers > 1000 || defenders > 1000) {
      throw new IllegalArgumentException("army counts are whole numbers from 0 to 1000");
    }
    // p[a][d]: probability of reaching (a, d). Every roll removes armies, so the states can be
    // visited by decreasing total.
    double[][] p = new double[attackers + 1][defenders + 1];
    p[attackers][defenders] = 1;
    double conquer = 0;
    double attLoss = 0;
    double defLoss = 0;
    for (int total = attackers + defenders; total >= 0; total--) {
      for (int a = Math.min(attackers, total); a >= 0; a--) {
        int d = total - a;
        if (d > defenders) break;
        double mass = p[a][d];
        if (mass == 0) continue;
        if (!canRoll(a, d)) {
          if (d == 0) conquer += mass;
          attLoss += mass * (attackers - a);
          defLoss += mass * (defenders - d);
          continue;
        }
        int ad = attackDiceLimit(a);
        int dd = defenceDice(d);
        if (ROLLS[ad][dd] == null) roll(ad, dd);
        double[] odds = ROLLS[ad][dd];
        for (int lost = 0; lost < odds.length; lost++) p[a - lost][d - (dd - lost)] += mass * odds[lost];
      }
    }
    return new Battle(conquer, attLoss, defLoss);
  }
}
