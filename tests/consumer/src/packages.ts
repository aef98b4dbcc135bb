/**
 * The publishable packages of the workspace, and packing them as `pnpm publish` would.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The workspace root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** A publishable package: its name and its folder. */
export interface Publishable {
  name: string;
  dir: string;
}

/** Every package under packages/ that is not private: what `changeset publish` would publish. */
export function publishablePackages(): Publishable[] {
  const base = join(ROOT, "packages");
  return readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => join(base, d.name))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ name: String(manifest.name), dir }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A packed package: the tarball, the files in it and its manifest as published. */
export interface Packed extends Publishable {
  tarball: string;
  /** Paths inside the package, without tar's `package/` prefix. */
  files: string[];
  manifest: Record<string, unknown>;
}

/** Packs a package with `pnpm pack` (which rewrites `workspace:` ranges) into `into`. */
export function pack(
  pkg: Publishable,
  into: string = mkdtempSync(join(tmpdir(), "italia-pack-")),
): Packed {
  const before = new Set(readdirSync(into));
  execFileSync("pnpm", ["pack", "--pack-destination", into], { cwd: pkg.dir, stdio: "pipe" });
  const made = readdirSync(into).filter((f) => f.endsWith(".tgz") && !before.has(f));
  if (made.length !== 1) throw new Error(`pnpm pack of ${pkg.name} made ${made.length} tarballs`);
  const tarball = join(into, made[0]!);
  const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.startsWith("package/") && !line.endsWith("/"))
    .map((line) => line.slice("package/".length));
  const manifest = JSON.parse(
    execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }),
  ) as Record<string, unknown>;
  return { ...pkg, tarball, files, manifest };
}
