import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sha256Hex, signRequest } from "./sigv4";

/**
 * A local HTTP server speaking the part of the S3 API the shop uses (path-style PUT, GET and
 * DELETE of objects), checking each request's AWS Signature V4 against the credentials it was
 * given, as S3 does. Objects live in memory.
 */
export interface FakeObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export class FakeS3 {
  readonly objects = new Map<string, FakeObject>();
  readonly requests: { method: string; path: string; status: number }[] = [];
  url = "";
  private server: Server | undefined;

  constructor(
    readonly bucket: string,
    readonly accessKeyId: string,
    private readonly secretAccessKey: string,
    readonly region = "us-east-1",
  ) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(({ status, body, headers }) => {
        this.requests.push({ method: req.method ?? "", path: req.url ?? "", status });
        res.writeHead(status, headers);
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private xmlError(status: number, code: string) {
    return {
      status,
      body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`,
      headers: { "Content-Type": "application/xml" },
    };
  }

  private signatureProblem(req: IncomingMessage, body: Buffer): string | null {
    const authorization = req.headers.authorization ?? "";
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        authorization,
      );
    if (!match) return "AccessDenied";
    const [, accessKeyId, , region, signedHeaders] = match;
    if (accessKeyId !== this.accessKeyId) return "InvalidAccessKeyId";
    if (region !== this.region) return "AuthorizationHeaderMalformed";
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    if (payloadHash !== sha256Hex(body)) return "XAmzContentSHA256Mismatch";
    const date = String(req.headers["x-amz-date"] ?? "");
    const now = new Date(
      `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
    );
    if (Number.isNaN(now.getTime()) || Math.abs(now.getTime() - Date.now()) > 15 * 60_000) return "RequestTimeTooSkewed";
    const extra: Record<string, string> = {};
    for (const name of signedHeaders!.split(";")) {
      if (["host", "x-amz-date", "x-amz-content-sha256"].includes(name)) continue;
      extra[name] = String(req.headers[name] ?? "");
    }
    const expected = signRequest(
      { method: req.method ?? "", url: new URL(req.url ?? "/", `http://${req.headers.host}`), headers: extra, payloadHash, now },
      { accessKeyId: this.accessKeyId, secretAccessKey: this.secretAccessKey, region: this.region },
    );
    return expected.authorization === authorization ? null : "SignatureDoesNotMatch";
  }

  private async handle(req: IncomingMessage): Promise<{ status: number; body: Buffer | string; headers: Record<string, string> }> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const problem = this.signatureProblem(req, body);
    if (problem) return this.xmlError(403, problem);
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://fake").pathname);
    if (!path.startsWith(`/${this.bucket}/`)) return this.xmlError(404, "NoSuchBucket");
    const key = path.slice(this.bucket.length + 2);
    if (req.method === "PUT") {
      this.objects.set(key, {
        body,
        contentType: req.headers["content-type"],
        cacheControl: req.headers["cache-control"],
      });
      return { status: 200, body: "", headers: { ETag: `"${sha256Hex(body).slice(0, 32)}"` } };
    }
    if (req.method === "GET") {
      const object = this.objects.get(key);
      if (!object) return this.xmlError(404, "NoSuchKey");
      return { status: 200, body: object.body, headers: { "Content-Type": object.contentType ?? "binary/octet-stream" } };
    }
    if (req.method === "DELETE") {
      this.objects.delete(key);
      return { status: 204, body: "", headers: {} };
    }
    return this.xmlError(405, "MethodNotAllowed");
  }
}
