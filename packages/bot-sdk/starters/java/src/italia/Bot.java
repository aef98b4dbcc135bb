package italia;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The program the host starts: runs {@link MyStrategy} over the protocol on stdin/stdout. */
public final class Bot {
  private Bot() {}

  /** Entry point. */
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    Protocol.run(new MyStrategy(), in, out);
  }
}
