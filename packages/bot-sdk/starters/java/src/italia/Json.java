package italia;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer (the JDK has none). Objects read as {@code Map<String, Object>}
 * (in order), arrays as {@code List<Object>}, whole numbers as {@code Long}, other numbers as
 * {@code Double}, and {@code true}, {@code false}, {@code null} as themselves.
 */
public final class Json {
  /** Deepest nesting read; the host's messages nest far less. */
  public static final int MAX_DEPTH = 128;

  private final String text;
  private int at;

  private Json(String text) {
    this.text = text;
  }

  /** Reads one JSON value; throws {@link IllegalArgumentException} on bad input. */
  public static Object parse(String text) {
    Json json = new Json(text);
    Object value = json.value(0);
    json.space();
    if (json.at != text.length()) throw json.error("text after the value");
    return value;
  }

  /** Writes a value (maps, lists, strings, numbers, booleans, null) as compact JSON. */
  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out);
    return out.toString();
  }

  private static void write(Object value, StringBuilder out) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String) {
      string((String) value, out);
    } else if (value instanceof Map) {
      out.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        if (!first) out.append(',');
        first = false;
        string(String.valueOf(e.getKey()), out);
        out.append(':');
        write(e.getValue(), out);
      }
      out.append('}');
    } else if (value instanceof List) {
      out.append('[');
      boolean first = true;
      for (Object item : (List<?>) value) {
        if (!first) out.append(',');
        first = false;
        write(item, out);
      }
      out.append(']');
    } else if (value instanceof Double || value instanceof Float) {
      double d = ((Number) value).doubleValue();
      if (Double.isNaN(d) || Double.isInfinite(d)) throw new IllegalArgumentException("not a JSON number");
      out.append(d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d));
    } else if (value instanceof Number || value instanceof Boolean) {
      out.append(value);
    } else {
      throw new IllegalArgumentException("cannot write a " + value.getClass().getSimpleName());
    }
  }

  private static void string(String s, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
          if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
          else out.append(c);
      }
    }
    out.append('"');
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException("bad JSON at " + at + ": " + what);
  }

  private void space() {
    while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) at++;
  }

  private Object value(int depth) {
    if (depth > MAX_DEPTH) throw error("nested too deep");
    space();
    if (at >= text.length()) throw error("unexpected end");
    char c = text.charAt(at);
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') return string();
    if (text.startsWith("true", at)) { at += 4; return Boolean.TRUE; }
    if (text.startsWith("false", at)) { at += 5; return Boolean.FALSE; }
    if (text.startsWith("null", at)) { at += 4; return null; }
    return number();
  }

  private Map<String, Object> object(int depth) {
    Map<String, Object> map = new LinkedHashMap<>();
    at++;
    space();
    if (at < text.length() && text.charAt(at) == '}') { at++; return map; }
    while (true) {
      space();
      if (at >= text.length() || text.charAt(at) != '"') throw error("expected a key");
      String key = string();
      space();
      if (at >= text.length() || text.charAt(at) != ':') throw error("expected ':'");
      at++;
      map.put(key, value(depth + 1));
      space();
      if (at >= text.length()) throw error("unexpected end");
      char c = text.charAt(at++);
      if (c == '}') return map;
      if (c != ',') throw error("expected ',' or '}'");
    }
  }

  private List<Object> array(int depth) {
    List<Object> list = new ArrayList<>();
    at++;
    space();
    if (at < text.length() && text.charAt(at) == ']') { at++; return list; }
    while (true) {
      list.add(value(depth + 1));
      space();
      if (at >= text.length()) throw error("unexpected end");
      char c = text.charAt(at++);
      if (c == ']') return list;
      if (c != ',') throw error("expected ',' or ']'");
    }
  }

  private String string() {
    StringBuilder out = new StringBuilder();
    at++;
    while (true) {
      if (at >= text.length()) throw error("unterminated string");
      char c = text.charAt(at++);
      if (c == '"') return out.toString();
      if (c != '\\') { out.append(c); continue; }
      if (at >= text.length()) throw error("unterminated string");
      char e = text.charAt(at++);
      switch (e) {
        case '"': case '\\': case '/': out.append(e); break;
        case 'b': out.append('\b'); break;
        case 'f': out.append('\f'); break;
        case 'n': out.append('\n'); break;
        case 'r': out.append('\r'); break;
        case 't': out.append('\t'); break;
        case 'u':
          if (at + 4 > text.length()) throw error("bad \\u escape");
          try {
            out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          } catch (NumberFormatException ex) {
            throw error("bad \\u escape");
          }
          at += 4;
          break;
        default: throw error("bad escape");
      }
    }
  }

  private Object number() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
    String n = text.substring(start, at);
    if (n.isEmpty()) throw error("unexpected character");
    try {
      if (n.indexOf('.') < 0 && n.indexOf('e') < 0 && n.indexOf('E') < 0) return Long.parseLong(n);
      return Double.parseDouble(n);
    } catch (NumberFormatException ex) {
      throw error("bad number");
    }
  }

  /** The object at {@code key} of a map read by {@link #parse}. */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> obj(Object map, String key) {
    return (Map<String, Object>) ((Map<String, Object>) map).get(key);
  }

  /** The array at {@code key} of a map read by {@link #parse}. */
  @SuppressWarnings("unchecked")
  public static List<Object> list(Object map, String key) {
    return (List<Object>) ((Map<String, Object>) map).get(key);
  }

  /** The string at {@code key}. */
  public static String str(Object map, String key) {
    return (String) ((Map<?, ?>) map).get(key);
  }

  /** The whole number at {@code key}. */
  public static int num(Object map, String key) {
    return ((Number) ((Map<?, ?>) map).get(key)).intValue();
  }
}
