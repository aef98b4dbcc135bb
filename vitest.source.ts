/**
 * How Vite and Vitest in this workspace resolve the workspace packages: to their TypeScript
 * sources, the files each package.json names under the `@italia/source` export condition (for tsc,
 * tsconfig.base.json's `customConditions` selects the same condition). The condition is namespaced
 * so that nothing outside the workspace ever selects it: everyone else gets `dist/`.
 *
 * Vite is given the condition's targets as aliases rather than the condition itself: Vitest passes
 * its server conditions to Node.js as `--conditions` flags, which worker threads inherit, and the
 * bot SDK's arena runs its built `dist/` code in worker threads, where Node.js must not pick the
 * TypeScript sources.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The export condition naming a workspace package's sources. */
export const SOURCE_CONDITION = "@italia/source";

/** One Vite alias: an exact import specifier and the source file it stands for. */
export interface SourceAlias {
  find: RegExp;
  replacement: string;
}

const root = dirname(fileURLToPath(import.meta.url));

/** `text` as a literal inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** For every workspace package under packages/, each export's `@italia/source` target. */
function sourceAliases(): SourceAlias[] {
  const aliases: SourceAlias[] = [];
  const base = join(root, "packages");
  for (const entry of readdirSync(base, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(base, entry.name);
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
      name: string;
      exports?: Record<string, unknown>;
    };
    for (const [subpath, value] of Object.entries(manifest.exports ?? {})) {
      const target =
        value && typeof value === "object"
          ? (value as Record<string, unknown>)[SOURCE_CONDITION]
          : undefined;
      if (typeof target !== "string") continue;
      const specifier = subpath === "." ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      aliases.push({ find: new RegExp(`^${literal(specifier)}$`), replacement: join(dir, target) });
    }
  }
  return aliases;
}

/** The `resolve` settings to spread into a Vite or Vitest config of this workspace. */
export const sourceResolve = { resolve: { alias: sourceAliases() } };
