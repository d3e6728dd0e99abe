/**
 * Where uploaded files live, behind one small interface: files under DATA_DIR/uploads by
 * default, an S3-compatible bucket when configured (several app instances share it). Keys
 * are `<store>/<name>` and are made by the image service only, never taken from a request.
 */
export interface ObjectStore {
  kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers use: `/uploads/<key>`, or the bucket's public URL when configured. */
  publicUrl(key: string): string;
}
