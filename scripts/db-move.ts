// `npm run db:move -- --to postgres://… [--data-dir <dir>]`: moves a shop from its embedded
// database (DATA_DIR/pglite) to PostgreSQL, and its pictures to S3 when S3_* is configured.
// The work is in src/server/db/move/move.ts; this reads the command line and the environment.
import path from "node:path";
import { parseArgs } from "node:util";
import { createConfig } from "../src/server/config";
import { EXIT_CONFIG_ERROR, EnvError, parseEnv } from "../src/server/env";
import { MoveError, moveToPostgres, type MoveErrorReason } from "../src/server/db/move/move";
import { projectRoot } from "../src/server/paths";

const USAGE = `Usage: npm run db:move -- --to postgres://user:password@host:5432/database [--data-dir <dir>]

Copies the shop's embedded database (<data dir>/pglite) into an empty PostgreSQL database, checks
every table's rows and checksum, and commits only if all match. With S3_* set, the pictures in
<data dir>/uploads go to the bucket too. The data directory is --data-dir, else DATA_DIR, else ./data.`;

/** 1: refused, nothing written. 2: the copy did not match, rolled back. 3: the copy failed, rolled back. */
const EXIT_CODES: Record<MoveErrorReason, number> = {
  "source-missing": 1,
  "source-locked": 1,
  "source-not-migrated": 1,
  "target-unreachable": 1,
  "target-not-empty": 1,
  "target-unsuitable": 1,
  "schema-differs": 1,
  "checksums-differ": 2,
  "copy-failed": 3,
};
const EXIT_USAGE = 64;

function fail(message: string, code: number): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(code);
}

let args;
try {
  args = parseArgs({ options: { to: { type: "string" }, "data-dir": { type: "string" }, help: { type: "boolean", short: "h" } } }).values;
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`, EXIT_USAGE);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.to || !/^postgres(ql)?:\/\//.test(args.to)) fail(`--to must be a postgres:// URL.\n\n${USAGE}`, EXIT_USAGE);

// The settings the shop itself would start with (S3_*, DATA_DIR), validated the same way. The
// production-only requirements (mail, payment secrets) do not concern a move.
let config;
try {
  config = createConfig(parseEnv({ ...process.env, NODE_ENV: "development", DEMO_MODE: "false" }));
} catch (error) {
  if (error instanceof EnvError) fail(error.message, EXIT_CONFIG_ERROR);
  throw error;
}

// As `npm start`: DATA_DIR relative to the project. --data-dir relative to where it was typed
// (npm runs scripts in the project directory and says where the command was typed in INIT_CWD).
const dataDir = args["data-dir"]
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), args["data-dir"])
  : path.resolve(projectRoot, process.env.DATA_DIR ?? "data");

try {
  await moveToPostgres({
    dataDir,
    targetUrl: args.to,
    s3: config.storage.kind === "s3" ? config.storage : null,
    print: (line) => console.log(line),
  });
  process.exit(0);
} catch (error) {
  if (error instanceof MoveError) fail(error.message, EXIT_CODES[error.reason]);
  fail(`The move failed: ${(error as Error).stack ?? String(error)}`, 3);
}
