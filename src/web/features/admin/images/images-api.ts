import { useCallback, useRef } from "react";
import type { ImageStore } from "@shared/images/images";
import { MAX_IMAGE_BYTES } from "@shared/images/uploads";
import type { Texts } from "~/lib/texts";
import { api, unwrap } from "~/lib/api-client";

/** The browser's quick check before sending (the server decides by the file's content), in the admin's words. */
export function imageFileProblem(file: File, errors: Texts<"imageTexts">["errors"]): string | null {
  if (!file.type.startsWith("image/")) return errors.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return errors.tooLarge;
  return null;
}

export function uploadImage(store: ImageStore, file: File) {
  const form = new FormData();
  form.set("file", file);
  // The route reads the file itself (no form validator: the image service checks the bytes and
  // words the errors), so the form goes as the request's body rather than a typed `form` input.
  return unwrap(api.admin.uploads[":store"].$post({ param: { store } }, { init: { body: form } }));
}

export function removeImage(url: string) {
  return unwrap(api.admin.uploads.$delete({ json: { url } }));
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
