import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  // JSX without a plugin: esbuild's automatic runtime (React 19).
  esbuild: { jsx: "automatic" },
  // Workspace packages resolve to their TypeScript sources ("source" export condition).
  resolve: { conditions: ["source", ...defaultClientConditions] },
  worker: { format: "es" },
  build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 1000 },
  preview: { host: "127.0.0.1" },
});
