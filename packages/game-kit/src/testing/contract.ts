/**
 * The contract every {@link Game} keeps, as checks a game's own tests run (with any test runner):
 *
 * ```ts
 * import { contractChecks } from "@italia/game-kit/testing";
 * for (const check of contractChecks(myGame, { configs: [{ players: 3 }] })) it(check.name, check.run);
 * ```
 *
 * Each check plays seeded random games (every decision drawn from the legal moves by the kit's
 * generator, so a failure repeats) and throws an `Error` naming the game, the seed and the step
 * where the contract broke.
 *
 * @module
 */
import { isDeepFrozen } from "../freeze.js";
import type { ActionOf, AnyGame, ConfigOf, EventOf, Seat, StateOf } from "../game.js";
import { canonicalJson } from "../game-record.js";
import { Prng, seedRng } from "../rng.js";

/** How to check a game. */
export interface ContractOptions<G extends AnyGame> {
  /** Configs to play (each one a valid config of the game). */
  readonly configs: readonly ConfigOf<G>[];
  /** Random games per config (default 8). */
  readonly games?: number;
  /** Steps at most per game (default 3000); a game may stop unfinished there. */
  readonly maxSteps?: number;
  /** Seeds start with this (default `"contract"`). */
  readonly seed?: string;
  /**
   * Text that must not appear in `seat`'s view of `state` nor in its filtered events: secrets the
   * rules keep from that seat (other seats' hands, a deck's order). `null` is a spectator. The
   * generator's key is always checked.
   */
  readonly secrets?: (state: StateOf<G>, seat: Seat | null) => readonly string[];
  /**
   * Whether a turn (or setup pass) begins with the step from `before` to `after`: then the check
   * of turn keys is exact (the key changes if and only if a turn begins). Without it, a turn key
   * once left must never come back.
   */
  readonly turnBegins?: (
    before: StateOf<G>,
    action: ActionOf<G>,
    after: StateOf<G>,
    events: readonly EventOf<G>[],
  ) => boolean;
}

/** One named check. */
export interface ContractCheck {
  /** What it checks. */
  readonly name: string;
  /** Runs it: throws an `Error` saying what broke, where. */
  run(): void;
}

/** One step of a random game. */
interface Step<G extends AnyGame> {
  readonly before: StateOf<G>;
  readonly action: ActionOf<G>;
  readonly after: StateOf<G>;
  readonly events: readonly EventOf<G>[];
}

/** A random game: its config, seed and steps. */
interface Played<G extends AnyGame> {
  readonly config: ConfigOf<G>;
  readonly seed: string;
  readonly start: StateOf<G>;
  readonly steps: readonly Step<G>[];
}

const json = (x: unknown) => JSON.stringify(x);

/** Every ChaCha key (64 hex digits) in a state: the generator's, never to be seen by a seat. */
function generatorKeys(state: unknown, into: string[] = []): string[] {
  if (typeof state === "object" && state !== null) {
    const o = state as Record<string, unknown>;
    if (typeof o.key === "string" && /^[0-9a-f]{64}$/.test(o.key) && "block" in o) into.push(o.key);
    for (const v of Object.values(o)) generatorKeys(v, into);
  }
  return into;
}

/** The contract's checks for `game` (see the module notes). */
export function contractChecks<G extends AnyGame>(
  game: G,
  options: ContractOptions<G>,
): ContractCheck[] {
  const games = options.games ?? 8;
  const maxSteps = options.maxSteps ?? 3000;
  const base = options.seed ?? "contract";
  const id = game.info.id;
  let cache: Played<G>[] | null = null;

  const fail: (what: string, where: { seed: string; step?: number }) => never = (what, where) => {
    const at = where.step === undefined ? "" : ` at step ${where.step}`;
    throw new Error(`${id}: ${what} (seed ${JSON.stringify(where.seed)}${at})`);
  };

  /** Plays one random game from `seed`, choosing with `chooser`. */
  const play = (config: ConfigOf<G>, seed: string): Played<G> => {
    const chooser = new Prng(seedRng(`${seed}/choices`));
    const start = game.newGame(config, seed) as StateOf<G>;
    const steps: Step<G>[] = [];
    let state = start;
    for (let n = 0; n < maxSteps; n++) {
      const actors = game.actors(state) as readonly Seat[];
      if (actors.length === 0) break;
      const seat = actors[chooser.int(actors.length)]!;
      const moves = game.legalMoves(state, seat) as readonly unknown[];
      if (moves.length === 0) fail(`actor ${seat} has no legal move`, { seed, step: n });
      const actions = game.actionsOf(moves[chooser.int(moves.length)]) as readonly ActionOf<G>[];
      const action = actions[chooser.int(actions.length)]!;
      const result = game.apply(state, action);
      if (!result.ok) {
        fail(`a listed action was refused (${result.error.code}): ${json(action)}`, {
          seed,
          step: n,
        });
      }
      const { state: after, events } = result.value as {
        state: StateOf<G>;
        events: readonly EventOf<G>[];
      };
      if (canonicalJson(result.value.action) !== canonicalJson(action)) {
        fail(`apply gave back ${json(result.value.action)} for ${json(action)}`, { seed, step: n });
      }
      steps.push({ before: state, action, after, events });
      state = after;
    }
    return { config, seed, start, steps };
  };

  const played = (): Played<G>[] => {
    cache ??= options.configs.flatMap((config, c) =>
      Array.from({ length: games }, (_, g) => play(config, `${base}/${c}/${g}`)),
    );
    return cache;
  };

  const states = function* (p: Played<G>): Generator<[StateOf<G>, number]> {
    yield [p.start, 0];
    for (let i = 0; i < p.steps.length; i++) yield [p.steps[i]!.after, i + 1];
  };

  return [
    {
      name: `${id}: configs are checked, and a valid one is read back as itself`,
      run() {
        for (const config of options.configs) {
          const back = game.checkConfig(JSON.parse(json(config)));
          if (!back.ok) fail(`a valid config was refused: ${back.error.message}`, { seed: base });
          const n = game.seatCount(back.value);
          if (n < game.info.seats.min || n > game.info.seats.max) {
            fail(`seatCount ${n} is outside info.seats`, { seed: base });
          }
        }
        for (const bad of [null, 7, "x", [], { players: -1 }]) {
          const r = game.checkConfig(bad);
          if (r.ok) fail(`checkConfig accepted ${json(bad)}`, { seed: base });
          if (typeof r.error.code !== "string" || r.error.message.length === 0) {
            fail("a config refusal has no code or message", { seed: base });
          }
        }
      },
    },
    {
      name: `${id}: the same config, seed and actions give the same states and events`,
      run() {
        for (const p of played()) {
          const again = game.newGame(p.config, p.seed);
          if (json(again) !== json(p.start)) fail("newGame is not deterministic", p);
          let state = again;
          p.steps.forEach((s, n) => {
            const r = game.apply(state, s.action);
            if (
              !r.ok ||
              json(r.value.state) !== json(s.after) ||
              json(r.value.events) !== json(s.events)
            ) {
              fail("apply is not deterministic", { seed: p.seed, step: n });
            }
            state = r.value.state;
          });
        }
      },
    },
    {
      name: `${id}: states are plain JSON that play on alike, and deeply frozen`,
      run() {
        for (const p of played()) {
          p.steps.forEach((s, n) => {
            if (n % 7 !== 0) return;
            if (!isDeepFrozen(s.before))
              fail("a state is not deeply frozen", { seed: p.seed, step: n });
            const copy = JSON.parse(json(s.before));
            const r = game.apply(copy, s.action);
            if (!r.ok || json(r.value.state) !== json(s.after)) {
              fail("a JSON copy of a state plays on differently", { seed: p.seed, step: n });
            }
          });
        }
      },
    },
    {
      name: `${id}: nobody acts exactly when the game is over; every actor has legal moves`,
      run() {
        for (const p of played()) {
          for (const [state, n] of states(p)) {
            const actors = game.actors(state) as readonly Seat[];
            const over = game.outcome(state) !== null;
            if (over !== (actors.length === 0)) {
              fail(`actors ${json(actors)} while outcome is ${over ? "set" : "null"}`, {
                seed: p.seed,
                step: n,
              });
            }
            if ((game.turnOf(state) === null) !== over) {
              fail("turnOf is null other than exactly at the end", { seed: p.seed, step: n });
            }
            const seats = game.seatCount(p.config);
            for (const seat of actors) {
              if (seat < 0 || seat >= seats)
                fail(`actor ${seat} is not a seat`, { seed: p.seed, step: n });
              if (game.legalMoves(state, seat).length === 0) {
                fail(`actor ${seat} has no legal move`, { seed: p.seed, step: n });
              }
            }
            for (let seat = 0; seat < seats; seat++) {
              if (!actors.includes(seat) && game.legalMoves(state, seat).length > 0) {
                fail(`seat ${seat} has legal moves but is not an actor`, { seed: p.seed, step: n });
              }
            }
          }
        }
      },
    },
    {
      name: `${id}: every action of every listed move is accepted`,
      run() {
        for (const p of played()) {
          for (const [state, n] of states(p)) {
            if (n % 5 !== 0) continue;
            for (const seat of game.actors(state) as readonly Seat[]) {
              for (const move of game.legalMoves(state, seat)) {
                const actions = game.actionsOf(move) as readonly ActionOf<G>[];
                for (const action of actions.slice(0, 4)) {
                  const r = game.apply(state, action);
                  if (!r.ok)
                    fail(`listed ${json(action)} refused: ${r.error.message}`, {
                      seed: p.seed,
                      step: n,
                    });
                  const parsed = game.parseAction(JSON.parse(json(action)));
                  if (!parsed.ok)
                    fail(`parseAction refused listed ${json(action)}`, { seed: p.seed, step: n });
                }
              }
            }
          }
        }
      },
    },
    {
      name: `${id}: refusals never throw, say why, and leave the state as it was`,
      run() {
        const hostile: unknown[] = [
          null,
          1,
          "play",
          [],
          {},
          { type: "nope", seat: 0 },
          { seat: -1 },
        ];
        for (const p of played()) {
          for (const [state, n] of states(p)) {
            if (n % 9 !== 0) continue;
            const before = json(state);
            const tries: unknown[] = [...hostile];
            const actors = game.actors(state) as readonly Seat[];
            const seats = game.seatCount(p.config);
            // an actor's action taken by a seat that may not act
            const other = Array.from({ length: seats }, (_, s) => s).find(
              (s) => !actors.includes(s),
            );
            const mover = actors[0];
            if (other !== undefined && mover !== undefined) {
              const move = game.legalMoves(state, mover)[0];
              const action = (game.actionsOf(move) as readonly ActionOf<G>[])[0];
              tries.push({ ...action, seat: other });
            }
            for (const attempt of tries) {
              let r: ReturnType<AnyGame["apply"]>;
              try {
                r = game.apply(state, attempt as ActionOf<G>);
              } catch (e) {
                return fail(`apply threw on ${json(attempt)}: ${String(e)}`, {
                  seed: p.seed,
                  step: n,
                });
              }
              if (
                r.ok &&
                !(typeof attempt === "object" && attempt !== null && actors.length === 0)
              ) {
                if (hostile.includes(attempt) || (attempt as { seat?: number }).seat === other) {
                  fail(`apply accepted ${json(attempt)}`, { seed: p.seed, step: n });
                }
              }
              if (!r.ok && (typeof r.error.code !== "string" || !r.error.message)) {
                fail("a refusal has no code or message", { seed: p.seed, step: n });
              }
              if (json(state) !== before)
                fail("a refused action changed the state", { seed: p.seed, step: n });
            }
          }
        }
      },
    },
    {
      name: `${id}: views and filtered events hold no generator state and no secret of others`,
      run() {
        for (const p of played()) {
          const seats = game.seatCount(p.config);
          const viewers: (Seat | null)[] = [null, ...Array.from({ length: seats }, (_, s) => s)];
          for (const [state, n] of states(p)) {
            const keys = generatorKeys(state);
            const step = p.steps[n];
            for (const seat of viewers) {
              const shown = json(game.view(state, seat));
              const events = step
                ? json(step.events.map((e) => game.eventFor(e, seat)).filter((e) => e !== null))
                : "";
              const hidden = [...keys, ...(options.secrets?.(state, seat) ?? [])];
              for (const secret of hidden) {
                if (shown.includes(secret)) {
                  fail(`seat ${seat}'s view shows ${JSON.stringify(secret.slice(0, 40))}`, {
                    seed: p.seed,
                    step: n,
                  });
                }
              }
              if (step) {
                const after = [
                  ...generatorKeys(step.after),
                  ...(options.secrets?.(step.after, seat) ?? []),
                ];
                for (const secret of [...hidden, ...after]) {
                  if (events.includes(secret)) {
                    fail(`seat ${seat}'s events show ${JSON.stringify(secret.slice(0, 40))}`, {
                      seed: p.seed,
                      step: n,
                    });
                  }
                }
              }
            }
          }
        }
      },
    },
    {
      name: `${id}: the turn key changes only when a turn begins`,
      run() {
        for (const p of played()) {
          const left = new Set<string>();
          p.steps.forEach((s, n) => {
            const a = game.turnOf(s.before);
            const b = game.turnOf(s.after);
            if (!a || !b) return;
            const changed = a.key !== b.key;
            if (options.turnBegins) {
              const begins = options.turnBegins(s.before, s.action, s.after, s.events);
              if (begins !== changed) {
                fail(
                  `the turn key ${changed ? "changed" : "stayed"} (${a.key} → ${b.key}) though a turn ${begins ? "began" : "went on"}`,
                  { seed: p.seed, step: n },
                );
              }
            }
            if (changed) {
              left.add(a.key);
              if (left.has(b.key))
                fail(`the turn key ${b.key} came back`, { seed: p.seed, step: n });
            }
          });
        }
      },
    },
    {
      name: `${id}: the fallback is legal for every actor`,
      run() {
        for (const p of played()) {
          for (const [state, n] of states(p)) {
            if (n % 3 !== 0) continue;
            for (const seat of game.actors(state) as readonly Seat[]) {
              const r = game.apply(state, game.fallback(state, seat));
              if (!r.ok)
                fail(`the fallback of seat ${seat} was refused: ${r.error.message}`, {
                  seed: p.seed,
                  step: n,
                });
            }
          }
        }
      },
    },
    {
      name: `${id}: outcomes rank every seat${game.info.play === "cooperative" ? ", all seats equal" : ""}`,
      run() {
        let ended = 0;
        for (const p of played()) {
          const last = p.steps.at(-1)?.after ?? p.start;
          const outcome = game.outcome(last);
          if (!outcome) continue;
          ended++;
          const seats = game.seatCount(p.config);
          if (outcome.results.length !== seats || outcome.ranks.length !== seats) {
            fail("an outcome does not give every seat a result and a rank", p);
          }
          if (outcome.ranks.some((r: number) => !Number.isInteger(r) || r < 1 || r > seats)) {
            fail(`ranks ${json(outcome.ranks)} are not places`, p);
          }
          if (game.info.play === "cooperative") {
            if (new Set(outcome.results).size !== 1 || outcome.ranks.some((r: number) => r !== 1)) {
              fail(`a cooperative outcome differs between seats: ${json(outcome)}`, p);
            }
          }
        }
        if (ended === 0)
          fail("no random game ended: raise maxSteps or use shorter configs", { seed: base });
      },
    },
  ];
}
