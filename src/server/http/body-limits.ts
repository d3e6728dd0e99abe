/**
 * How large a request body each API route takes, in one place for the server and the
 * hostile-input suite. Picture uploads get 6 MB (a 5 MB image and its multipart envelope); blog
 * posts and their AI enhance 512 KB (a 100,000-character post in any script: up to 4 bytes a
 * character, JSON-escaped), so a long post meets its own 'too long' message; everything else 64 KB.
 */
export const UPLOAD_ROUTE_PREFIX = "/api/admin/uploads";
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;
export const LONG_TEXT_BODY_LIMIT = 512 * 1024;
export const API_BODY_LIMIT = 64 * 1024;

const LONG_TEXT_ROUTES = ["/api/admin/blog/posts", "/api/admin/ai/enhance"];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function bodyLimitFor(path: string): number {
  // Only the uploads themselves (POST …/uploads/{store}); removing one (DELETE …/uploads) is small.
  if (path.startsWith(`${UPLOAD_ROUTE_PREFIX}/`)) return UPLOAD_BODY_LIMIT;
  if (LONG_TEXT_ROUTES.some((prefix) => isUnder(path, prefix))) return LONG_TEXT_BODY_LIMIT;
  return API_BODY_LIMIT;
}
