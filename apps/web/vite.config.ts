import { defineConfig } from "vite";
import { sourceResolve } from "../../vitest.source";

export default defineConfig({
  // JSX without a plugin: esbuild's automatic runtime (React 19).
  esbuild: { jsx: "automatic" },
  // Workspace packages resolve to their TypeScript sources (the "@italia/source" condition).
  ...sourceResolve,
  worker: { format: "es" },
  build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 1000 },
  preview: { host: "127.0.0.1" },
});
