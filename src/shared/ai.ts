/** AI enhance of blog posts (SPEC.md section 7 'enhance-content'): its limits and answers. */

export const MAX_ENHANCE_CHARACTERS = 20_000;

export interface EnhanceContentResponse {
  content: string;
}

export interface AiStatusDto {
  enabled: boolean;
}
