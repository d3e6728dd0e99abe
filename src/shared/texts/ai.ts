/** Words of AI enhance in the blog editor (SPEC.md section 5 'AI enhance', section 8). */
export const aiTexts = {
  enhance: "Enhance with AI",
  enhancing: "Enhancing...",
  typing: "Writing...",
  showAll: "Show all now",
  notConfigured: "AI enhance is off: the shop has no AI endpoint configured (AI_BASE_URL and AI_MODEL).",
  hint: "Improves wording and flow; keeps your facts, links and formatting.",
  errors: {
    emptyContent: "Please enter some content first",
    failed: "Failed to enhance content",
    tooLong: "The post is too long to enhance (at most 20,000 characters)",
    tooManyRequests: "Too many enhance requests. Please wait a minute.",
  },
  toasts: {
    enhanced: "Content enhanced successfully",
  },
} as const;
