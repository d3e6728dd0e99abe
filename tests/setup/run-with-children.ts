/**
 * A run as the bench's entry point makes one (tests/unit/child-processes.test.ts): it installs
 * the clean-up on exit, starts a process group whose members ignore SIGTERM and a plain tracked
 * child (as a shop is), prints their pids, then throws an uncaught error (`throw`) or waits to be
 * interrupted (`wait`).
 */
import { spawn } from "node:child_process";
import { spawnInGroup, stopProcessesOnExit, trackProcess } from "../../support/child-processes";

const mode = process.argv[2];
stopProcessesOnExit({ graceMs: 300 });

const STUBBORN = `
const { spawn } = require("node:child_process");
process.on("SIGTERM", () => {});
spawn(process.execPath, ["-e", 'process.on("SIGTERM", () => {}); console.log(process.pid); setInterval(() => {}, 1000)'], { stdio: ["ignore", "inherit", "inherit"] });
console.log(process.pid);
setInterval(() => {}, 1000);
`;
const plain = trackProcess(spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }), "plain");
console.log(plain.pid);
const group = spawnInGroup("stubborn", process.execPath, ["-e", STUBBORN], { stdio: ["ignore", "pipe", "inherit"] });
let printed = "";
group.stdout!.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  printed += chunk.toString();
  // Once the group has printed both pids: the test must know them before the run dies.
  if (mode === "throw" && printed.match(/^\d+$/gm)?.length === 2) {
    setImmediate(() => {
      throw new Error("a section failed outside any try");
    });
  }
});
setInterval(() => {}, 1000);
