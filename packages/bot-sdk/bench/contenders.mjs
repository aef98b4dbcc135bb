// The contenders of the benches that compare search-bot builds or settings side by side in one
// process (strong-probe.mjs, strong-positions.mjs): arguments `name=/abs/path/to/dist|spec`,
// by default `node_modules/.old/dist|strong` against `dist|strong`. Each build is imported once;
// the first one hosts the games (its playGame and GreedyBot), so put the newest build first: an
// older host's contexts may lack what a newer bot reads.

/** The contenders named by `given` (or the default pair), each build's module, and the host's. */
export async function loadContenders(given) {
  const dist = new URL("../dist", import.meta.url).pathname;
  const old = new URL("../node_modules/.old/dist", import.meta.url).pathname;
  const args = given.length ? given : [`old=${old}|strong`, `new=${dist}|strong`];
  const entries = args.map((a) => {
    const eq = a.indexOf("=");
    const [path, spec] = a.slice(eq + 1).split("|");
    return { name: a.slice(0, eq), path, spec };
  });
  const mods = {};
  for (const e of entries) mods[e.path] ??= await import(`${e.path}/index.js`);
  return { entries, mods, host: mods[entries[0].path] };
}
