/**
 * A tournament's schedule: which tables are drawn from the pool of bots. Every seat mix is
 * played — each table of 3 or 4 bots drawn from the pool — and the arena plays each table once
 * per rotation of its seats on every deal, so every bot of a table sits in every seat.
 */

/** The largest pool a tournament takes (a 4-player schedule of 16 bots is 1,820 tables). */
export const MAX_POOL = 16;

/** All ways to choose `size` of the indices `from…pool-1`, in increasing order. */
function combinations(pool: number, size: number, from = 0): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i <= pool - size; i++) {
    for (const rest of combinations(pool, size - 1, i + 1)) out.push([i, ...rest]);
  }
  return out;
}

/** All multisets of `size` indices below `pool`, as sorted lists. */
function multisets(pool: number, size: number, from = 0): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i < pool; i++) {
    for (const rest of multisets(pool, size - 1, i)) out.push([i, ...rest]);
  }
  return out;
}

/**
 * The tables of a tournament, as lists of pool indices (one per seat, before rotation). With at
 * least as many bots as seats, every set of `players` different bots; with fewer (a pool of 2 at
 * 3-player tables), every table where each bot of the pool sits at least once, so no bot gets
 * more seats than another over the schedule.
 *
 * @example
 * ```ts
 * seatMixes(4, 3); // [[0,1,2],[0,1,3],[0,2,3],[1,2,3]]
 * seatMixes(2, 3); // [[0,0,1],[0,1,1]]
 * ```
 * @throws RangeError for fewer than 2 bots or more than {@link MAX_POOL}
 */
export function seatMixes(pool: number, players: 3 | 4): number[][] {
  if (!Number.isInteger(pool) || pool < 2 || pool > MAX_POOL) {
    throw new RangeError(`a tournament pool has 2 to ${MAX_POOL} bots, not ${pool}`);
  }
  if (pool >= players) return combinations(pool, players);
  return multisets(pool, players).filter((mix) => new Set(mix).size === pool);
}
