/**
 * A small Prometheus registry: counters, histograms and gauges read when scraped, written in the
 * text exposition format (version 0.0.4) that Prometheus and its compatible scrapers read.
 *
 * @module
 */

/** The content type of {@link Registry.render}'s text. */
export const EXPOSITION_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** A metric's labels: name to value. */
export type Labels = Readonly<Record<string, string>>;

/** One sample of a gauge read when scraped. */
export interface GaugeSample {
  readonly labels: Labels;
  readonly value: number;
}

/** A label value escaped for the exposition format (backslash, double quote, newline). */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}

/** `{a="x",b="y"}`, or nothing for no labels. */
function labelText(labels: Labels): string {
  const keys = Object.keys(labels).sort();
  if (keys.length === 0) return "";
  return `{${keys.map((k) => `${k}="${escapeLabel(labels[k]!)}"`).join(",")}}`;
}

/** A number as the format writes it. */
function num(n: number): string {
  if (Number.isNaN(n)) return "NaN";
  if (n === Number.POSITIVE_INFINITY) return "+Inf";
  if (n === Number.NEGATIVE_INFINITY) return "-Inf";
  return String(n);
}

interface Metric {
  render(): string;
}

/** A count that only goes up (a rate of it is per second). */
export class Counter implements Metric {
  private readonly values = new Map<string, number>();

  /** A counter `name` (ending in `_total`), described by `help`. */
  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  /** Adds `by` (default 1, never negative) to the count of `labels`. */
  inc(labels: Labels = {}, by = 1): void {
    if (!(by >= 0)) return;
    const key = labelText(labels);
    this.values.set(key, (this.values.get(key) ?? 0) + by);
  }

  /** The count of `labels` so far. */
  value(labels: Labels = {}): number {
    return this.values.get(labelText(labels)) ?? 0;
  }

  /** The metric in the text exposition format. */
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} counter`];
    if (this.values.size === 0) lines.push(`${this.name} 0`);
    for (const [key, value] of this.values) lines.push(`${this.name}${key} ${num(value)}`);
    return lines.join("\n");
  }
}

interface HistogramSeries {
  readonly labels: Labels;
  readonly buckets: number[];
  sum: number;
  count: number;
}

/** Observations counted in buckets (cumulative, as Prometheus reads them), with their sum. */
export class Histogram implements Metric {
  private readonly series = new Map<string, HistogramSeries>();

  /** A histogram `name` with these upper `bounds` (ascending; `+Inf` is added). */
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly bounds: readonly number[],
  ) {}

  /** Records one observation `value` for `labels`. */
  observe(labels: Labels, value: number): void {
    if (!Number.isFinite(value)) return;
    const key = labelText(labels);
    let series = this.series.get(key);
    if (!series) {
      series = { labels, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    for (let i = 0; i < this.bounds.length; i++) if (value <= this.bounds[i]!) series.buckets[i]!++;
    series.sum += value;
    series.count += 1;
  }

  /** The number of observations of `labels` so far. */
  count(labels: Labels = {}): number {
    return this.series.get(labelText(labels))?.count ?? 0;
  }

  /** The metric in the text exposition format. */
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const series of this.series.values()) {
      this.bounds.forEach((bound, i) => {
        const le = labelText({ ...series.labels, le: num(bound) });
        lines.push(`${this.name}_bucket${le} ${series.buckets[i]}`);
      });
      lines.push(
        `${this.name}_bucket${labelText({ ...series.labels, le: "+Inf" })} ${series.count}`,
      );
      lines.push(`${this.name}_sum${labelText(series.labels)} ${num(series.sum)}`);
      lines.push(`${this.name}_count${labelText(series.labels)} ${series.count}`);
    }
    return lines.join("\n");
  }
}

/** A value read when scraped (the number of rooms in memory, …). */
export class Gauge implements Metric {
  /** A gauge `name` whose samples `collect` reads at each scrape. */
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly collect: () => readonly GaugeSample[],
  ) {}

  /** The metric in the text exposition format. */
  render(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} gauge`];
    for (const { labels, value } of this.collect()) {
      lines.push(`${this.name}${labelText(labels)} ${num(value)}`);
    }
    return lines.join("\n");
  }
}

/** The metrics of a process, rendered together. */
export class Registry {
  private readonly metrics: Metric[] = [];

  /** Adds a {@link Counter}. */
  counter(name: string, help: string): Counter {
    return this.add(new Counter(name, help));
  }

  /** Adds a {@link Histogram} with bucket `bounds`. */
  histogram(name: string, help: string, bounds: readonly number[]): Histogram {
    return this.add(new Histogram(name, help, bounds));
  }

  /** Adds a {@link Gauge} read by `collect`. */
  gauge(name: string, help: string, collect: () => readonly GaugeSample[]): Gauge {
    return this.add(new Gauge(name, help, collect));
  }

  /** Every metric in the text exposition format. */
  render(): string {
    return `${this.metrics.map((m) => m.render()).join("\n")}\n`;
  }

  private add<M extends Metric>(metric: M): M {
    this.metrics.push(metric);
    return metric;
  }
}
