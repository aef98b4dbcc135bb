/**
 * The deployment example (`deploy/`): the Compose file parses, every flag and `ITALIA_*` variable
 * it gives a server process is one `italia-server --help` lists (read from the help text), and the
 * reverse proxy routes each process's path to that process and spreads HTTP over all of them.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const here = dirname(fileURLToPath(import.meta.url));
const deploy = join(here, "../../../deploy");
const bin = join(here, "../bin/italia-server.js");

interface Service {
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}

const compose = parse(readFileSync(join(deploy, "compose.yaml"), "utf8"), {
  merge: true,
}) as { services: Record<string, Service> };
const servers = Object.entries(compose.services).filter(([name]) => /^italia-\d+$/.test(name));
const help = spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" }).stdout;

/** The value after `flag` in a command. */
const flagValue = (command: readonly string[], flag: string) => command[command.indexOf(flag) + 1];

describe("deploy/compose.yaml", () => {
  it("has several server processes beside PostgreSQL, Redis and the proxy", () => {
    expect(servers.length).toBeGreaterThanOrEqual(2);
    for (const name of ["postgres", "redis", "proxy"])
      expect(compose.services).toHaveProperty(name);
  });

  it("gives each process only flags and variables --help lists, with its own data volume", () => {
    expect(help).toContain("Usage: italia-server");
    const listed = new Set(help.match(/(?<=^\s*)--[a-z-]+/gm));
    const volumes = new Set<string>();
    for (const [name, service] of servers) {
      const command = service.command ?? [];
      const flags = command.filter((word) => word.startsWith("--"));
      expect(flags.length, name).toBeGreaterThan(0);
      const unknown = flags.filter((f) => !listed.has(f));
      expect(unknown, `${name}: flags --help does not list`).toEqual([]);
      for (const variable of Object.keys(service.environment ?? {})) {
        expect(help, `${name}: ${variable}`).toContain(variable);
      }
      for (const flag of ["--database", "--redis", "--public-address", "--data"]) {
        expect(command, `${name} ${flag}`).toContain(flag);
      }
      volumes.add(String(service.volumes?.[0]).split(":")[0]!);
    }
    expect(volumes.size).toBe(servers.length);
  });

  it("routes each process's --public-address path to it in the Caddyfile, and spreads HTTP over all of them", () => {
    const caddy = readFileSync(join(deploy, "Caddyfile"), "utf8");
    const spread = /handle \{\s*reverse_proxy ([^{]+)\{/.exec(caddy)?.[1]?.trim().split(/\s+/);
    expect(spread?.sort()).toEqual(servers.map(([name]) => `${name}:8080`).sort());
    expect(caddy).toContain("health_uri /health/ready");
    for (const [name, service] of servers) {
      // host[:port][/path] without a scheme, as Colyseus takes it (--help)
      const address = flagValue(service.command!, "--public-address")!;
      expect(address, name).not.toContain("://");
      const path = new URL(`https://${address.replace(/\$\{[^}]*\}/g, "x")}`).pathname;
      const route = new RegExp(`handle_path ${path}/\\* \\{\\s*reverse_proxy ([\\w-]+):8080`);
      expect(route.exec(caddy)?.[1], `${name} at ${path}`).toBe(name);
    }
  });
});
