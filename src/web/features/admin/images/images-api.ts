import { useCallback, useRef } from "react";
import { MAX_IMAGE_BYTES, type ImageStore, type UploadedImageDto } from "@shared/images";
import { imageTexts } from "@shared/texts/images";
import { apiFetch } from "~/lib/api";

/** The browser's quick check before sending (the server decides by the file's content). */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return imageTexts.errors.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return imageTexts.errors.tooLarge;
  return null;
}

export function uploadImage(store: ImageStore, file: File): Promise<UploadedImageDto> {
  const form = new FormData();
  form.set("file", file);
  return apiFetch<UploadedImageDto>(`/api/admin/uploads/${store}`, { method: "POST", body: form });
}

export function removeImage(url: string): Promise<void> {
  return apiFetch<void>("/api/admin/uploads", { method: "DELETE", json: { url } });
}

/**
 * Pictures uploaded while an editor is open and not (yet) saved with the item or post. When
 * the editor closes, the ones not kept are removed, so cancelled edits leave no files behind.
 */
export function useEditorUploads() {
  const uploaded = useRef(new Set<string>());
  const track = useCallback((url: string) => uploaded.current.add(url), []);
  const isUnsaved = useCallback((url: string) => uploaded.current.has(url), []);
  const forget = useCallback((url: string) => uploaded.current.delete(url), []);
  /** Removes every upload of this editor except `keep` (the saved picture). */
  const discardExcept = useCallback((keep: string | null) => {
    for (const url of uploaded.current) {
      if (url !== keep) void removeImage(url).catch(() => {});
    }
    uploaded.current.clear();
  }, []);
  return { track, isUnsaved, forget, discardExcept };
}
export type EditorUploads = ReturnType<typeof useEditorUploads>;
