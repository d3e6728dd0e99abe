/** Words of AI enhance in the blog editor (docs/product.md 'AI enhance', 'Admin blog texts'). */
export const aiTexts = {
  enhance: "Enhance with AI",
  enhancing: "Enhancing...",
  typing: "Writing...",
  showAll: "Show all now",
  notConfigured: "AI enhance is off: the shop has no AI endpoint configured (AI_BASE_URL and AI_MODEL).",
  hint: "Improves wording and flow; keeps your facts, links and formatting.",
  translate: "Draft Spanish with AI",
  translating: "Drafting the Spanish...",
  translateHint: "Drafts the Spanish from the English for you to review; nothing is saved until you save.",
  errors: {
    emptyContent: "Please enter some content first",
    failed: "Failed to enhance content",
    tooLong: "The post is too long to enhance (at most 20,000 characters)",
    tooManyRequests: "Too many enhance requests. Please wait a minute.",
    translateFailed: "Failed to draft the Spanish",
    translateTooLong: "Too much text to translate at once (at most 20,000 characters)",
    nothingToTranslate: "Write the English first",
    translateTooManyRequests: "Too many Spanish drafts. Please wait a minute.",
    translateTo: "Spanish (es) is the only language to translate into",
  },
  toasts: {
    enhanced: "Content enhanced successfully",
    translated: "Spanish draft ready: review it, then save",
  },
} as const;
