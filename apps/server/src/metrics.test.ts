/** The Prometheus text exposition of counters, histograms and gauges. */
import { describe, expect, it } from "vitest";
import { Registry } from "./metrics.js";

describe("Registry", () => {
  it("writes counters with HELP, TYPE and one line per label set (0 before any)", () => {
    const r = new Registry();
    const c = r.counter("x_total", "Things.");
    expect(r.render()).toBe("# HELP x_total Things.\n# TYPE x_total counter\nx_total 0\n");
    c.inc({ game: "italia" });
    c.inc({ game: "italia" }, 2);
    c.inc({ game: "radetzky" });
    c.inc({ game: "radetzky" }, -5); // (a counter never goes down)
    expect(c.value({ game: "italia" })).toBe(3);
    expect(r.render()).toBe(
      '# HELP x_total Things.\n# TYPE x_total counter\nx_total{game="italia"} 3\nx_total{game="radetzky"} 1\n',
    );
  });

  it("writes histograms with cumulative buckets, +Inf, sum and count", () => {
    const r = new Registry();
    const h = r.histogram("lat_seconds", "Latency.", [0.1, 1]);
    h.observe({ op: "a" }, 0.05);
    h.observe({ op: "a" }, 0.5);
    h.observe({ op: "a" }, 3);
    h.observe({ op: "a" }, Number.NaN); // (not an observation)
    expect(h.count({ op: "a" })).toBe(3);
    expect(r.render().split("\n")).toEqual([
      "# HELP lat_seconds Latency.",
      "# TYPE lat_seconds histogram",
      'lat_seconds_bucket{le="0.1",op="a"} 1',
      'lat_seconds_bucket{le="1",op="a"} 2',
      'lat_seconds_bucket{le="+Inf",op="a"} 3',
      'lat_seconds_sum{op="a"} 3.55',
      'lat_seconds_count{op="a"} 3',
      "",
    ]);
  });

  it("reads gauges when rendered and escapes label values", () => {
    const r = new Registry();
    let n = 1;
    r.gauge("g", "A gauge.", () => [{ labels: { name: 'a"b\\c\nd' }, value: n }]);
    expect(r.render()).toContain('g{name="a\\"b\\\\c\\nd"} 1\n');
    n = 7;
    expect(r.render()).toContain('g{name="a\\"b\\\\c\\nd"} 7\n');
  });
});
