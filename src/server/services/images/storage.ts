import type { StorageConfig } from "../../config";
import { createLocalStore } from "./local-store";
import type { ObjectStore } from "./object-store";
import { createS3Store } from "./s3-store";

/** The shop's file storage as configured: files under DATA_DIR/uploads, or an S3-compatible bucket. */
export function createObjectStore(config: StorageConfig): ObjectStore {
  return config.kind === "s3" ? createS3Store(config) : createLocalStore(config.dir);
}
