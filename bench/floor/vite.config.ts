import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// No options of ours: the framework's defaults are the floor we compare the shop against.
export default defineConfig({ plugins: [reactRouter()] });
