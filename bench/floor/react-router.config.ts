import type { Config } from "@react-router/dev/config";

/**
 * The floor (ADR 0019): the least a React Router framework-mode page can be, server-rendered and
 * hydrated. Built into the project's build/ folder so that lint and git ignore it like ours.
 */
export default {
  appDirectory: "app",
  buildDirectory: "../../build/floor",
  ssr: true,
} satisfies Config;
