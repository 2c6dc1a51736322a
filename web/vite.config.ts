import { defineConfig } from "vite";

// The build goes into the Python package, which `manastack serve` serves.
export default defineConfig({
  base: "/",
  build: {
    outDir: "../src/manastack/server/static",
    emptyOutDir: true,
    assetsDir: "assets",
  },
  server: {
    proxy: { "/api": "http://127.0.0.1:8000", "/ws": { target: "ws://127.0.0.1:8000", ws: true } },
  },
});
