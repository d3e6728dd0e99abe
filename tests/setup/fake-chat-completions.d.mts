export interface ChatCompletionRequest {
  method: string | undefined;
  path: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    [key: string]: unknown;
  } | null;
}

export interface ChatCompletionReply {
  status: number;
  body: unknown;
  delayMs?: number;
}

export declare function completion(content: string | null, model?: string): unknown;
export declare function enhanceLikeAnEditor(content: string): string;
export declare function translateLikeATranslator(text: string): string;

export declare class FakeChatCompletions {
  requests: ChatCompletionRequest[];
  url: string;
  reply: (request: ChatCompletionRequest) => ChatCompletionReply;
  start(port?: number): Promise<void>;
  stop(): Promise<void>;
}
