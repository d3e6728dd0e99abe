/** Words of picture uploads in the admin (docs/product.md 'Picture uploads', 'Exact texts'). */
export const imageTexts = {
  upload: "Upload picture",
  replace: "Replace picture",
  remove: "Remove picture",
  uploading: "Uploading...",
  hint: "JPEG, PNG, WebP, GIF or AVIF, less than 5MB.",
  preview: "Current picture",
  errors: {
    notAnImage: "Please select an image file",
    noSuchStore: "There is no such picture store.",
    httpUrl: "Use an https:// address (browsers block http pictures on this site)",
    tooLarge: "Image must be less than 5MB",
    tooManyPixels: "This picture is too large to process (more than 50 megapixels)",
    unreadable: "This image file is damaged or cannot be read",
    notOurs: "That picture is not one of the shop's uploads",
    stillUsed: "That picture is still used by a saved item or post",
  },
  toasts: {
    uploaded: "Image uploaded successfully",
    removed: "Image removed successfully",
    uploadFailed: "Failed to upload image",
    removeFailed: "Failed to remove image",
  },
} as const;
