import pino from "pino";

export type Logger = pino.Logger;

/** Fields that must never reach the logs, wherever they appear in a logged object. */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "token",
  "*.token",
  "secret",
  "*.secret",
  "req.headers.cookie",
  "req.headers.authorization",
  "headers.cookie",
  "headers.authorization",
  "*.apiKey",
  "*.cardNumber",
];

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
