// One of several processes racing for a data directory's lock (tests/integration/data-dir-lock.test.ts):
// prints "ready", then for every line on stdin tries to take the lock and prints the outcome.
// It never releases what it won (it stays alive: its lock is live) and exits when stdin closes.
import { createInterface } from "node:readline";
import { acquireDataDirLock, DataDirLockedError } from "../../src/server/db/data-dir-lock";

const dataDir = process.argv[2]!;
createInterface({ input: process.stdin })
  .on("line", () => {
    acquireDataDirLock(dataDir).then(
      () => process.stdout.write("won\n"),
      (error: unknown) => process.stdout.write(error instanceof DataDirLockedError ? "refused\n" : `failed: ${String(error)}\n`),
    );
  })
  .on("close", () => process.exit(0));
process.stdout.write("ready\n");
