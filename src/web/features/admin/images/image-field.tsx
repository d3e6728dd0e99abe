import { ImageOff, ImagePlus, LoaderCircle, Trash2 } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import type { ImageStore } from "@shared/images/images";
import { ACCEPTED_IMAGE_TYPES } from "@shared/images/uploads";
import { imageUrlProblem } from "@shared/images/images.schema";
import { imageSrcSet } from "@shared/images/images";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { useTexts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { imageFileProblem, removeImage, uploadImage, type EditorUploads } from "./images-api";

interface ImageFieldProps {
  label: string;
  store: ImageStore;
  value: string;
  onChange: (url: string) => void;
  uploads: EditorUploads;
  /** The picture's alt text in the preview. */
  alt: string;
}

/**
 * A picture for an item or a post: upload (to the product or blog store), preview, replace,
 * remove. A picture uploaded in this editor and not saved is deleted on the server when it is
 * replaced or removed; the saved one is only dropped from the form (the server deletes it when
 * the change is saved).
 */
export function ImageField({ label, store, value, onChange, uploads, alt }: ImageFieldProps) {
  const imageTexts = useTexts("imageTexts");
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const preview = usePreviewAddress(value);

  async function dropUnsaved(url: string) {
    if (!uploads.isUnsaved(url)) return;
    uploads.forget(url);
    await removeImage(url);
  }

  async function onFile(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = imageFileProblem(file, imageTexts.errors);
    if (problem) {
      notify("error", problem);
      return;
    }
    setBusy("upload");
    try {
      const uploaded = await uploadImage(store, file);
      uploads.track(uploaded.url);
      const previous = value;
      onChange(uploaded.url);
      notify("success", imageTexts.toasts.uploaded);
      if (previous) await dropUnsaved(previous).catch(() => {});
    } catch (error) {
      notify("error", failureMessage(error, imageTexts.toasts.uploadFailed));
    } finally {
      setBusy(null);
    }
  }

  async function onRemove() {
    setBusy("remove");
    try {
      await dropUnsaved(value);
      onChange("");
      notify("success", imageTexts.toasts.removed);
    } catch (error) {
      notify("error", failureMessage(error, imageTexts.toasts.removeFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <fieldset className="min-w-0">
      <legend className="block text-sm font-semibold text-ink-900">{label}</legend>
      <div className="mt-1 flex flex-wrap items-start gap-4">
        <div className="flex aspect-[4/3] w-40 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-cream-200 bg-cream-100">
          {preview ? (
            <img
              src={preview}
              srcSet={imageSrcSet(preview)}
              sizes="160px"
              alt={alt || imageTexts.preview}
              className="h-full w-full object-cover"
            />
          ) : (
            <Icon node={ImageOff} className="h-8 w-8 text-ink-500" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void onFile(event.target.files?.[0])}
            data-testid={`image-input-${store}`}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={busy !== null}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            <Icon node={busy === "upload" ? LoaderCircle : ImagePlus} className={`h-4 w-4 ${busy === "upload" ? "animate-spin" : ""}`} />
            {busy === "upload" ? imageTexts.uploading : value ? imageTexts.replace : imageTexts.upload}
          </button>
          {value && (
            <button type="button" className={buttonStyles.ghost} disabled={busy !== null} onClick={() => void onRemove()}>
              <Icon node={Trash2} className="h-4 w-4" />
              {imageTexts.remove}
            </button>
          )}
          <p id={hintId} className="text-xs text-ink-500">
            {imageTexts.hint}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The address to preview: only a valid one, and only once the admin stopped typing it, so a
 * half-typed address in the field below never makes the browser fetch something that is not there.
 */
function usePreviewAddress(value: string): string | null {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value.startsWith("/uploads/") ? 0 : 600);
    return () => clearTimeout(timer);
  }, [value]);
  return settled && settled === value && imageUrlProblem(settled, "invalid") === null ? settled : null;
}
