import { LoaderCircle, Sparkles } from "lucide";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { blogPostInputSchema, type BlogPostFormValues, type BlogPostInput } from "@shared/blog/blog.schema";
import { type AdminBlogPostDto } from "@shared/blog/blog";
import { slugify } from "@shared/menu/menu";
import { buttonStyles } from "~/components/admin/button-styles";
import { Modal } from "~/components/admin/modal";
import { ModalActions } from "~/components/admin/modal-actions";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";
import { fieldErrorsOf, useSchemaResolver } from "~/lib/form-errors";
import { useTexts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { ImageField } from "../images/image-field";
import { useEditorUploads } from "../images/images-api";
import { enhanceContent, useAiStatus } from "~/features/admin/ai/ai-api";
import { DraftSpanishButton } from "~/features/admin/ai/draft-spanish-button";
import { useTypewriter } from "~/features/admin/ai/use-typewriter";
import { useBlogPost, useSavePost } from "./blog-posts-api";

/** The markdown renderer loads when the Preview tab is first opened, not with the admin (nor at server start). */
const MarkdownPreview = lazy(() => import("./markdown-preview").then((module) => ({ default: module.MarkdownPreview })));

interface BlogPostEditorProps {
  open: boolean;
  /** The post to edit; null to write a new one. */
  postId: string | null;
  onClose: () => void;
}

/** docs/product.md 'Admin blog': the modal editor with cover upload, markdown preview and AI enhance. */
export function BlogPostEditor({ open, postId, onClose }: BlogPostEditorProps) {
  const texts = useTexts("blogAdminTexts");
  const post = useBlogPost(open ? postId : null);
  const formId = useId();
  const title = postId ? texts.editPost : texts.newPost;

  if (postId && !post.data) {
    return (
      <Modal open={open} title={title} onClose={onClose} size="xl">
        {post.isError ? (
          <p role="alert" className="font-semibold text-brand-800">
            {texts.toasts.loadFailed}
          </p>
        ) : (
          <Spinner label={texts.loading} />
        )}
      </Modal>
    );
  }
  return <EditorForm key={postId ?? "new"} open={open} post={postId ? post.data! : null} formId={formId} title={title} onClose={onClose} />;
}

function defaultsFor(post: AdminBlogPostDto | null): BlogPostFormValues {
  return post
    ? {
        title: post.title,
        titleEs: post.titleEs ?? "",
        slug: post.slug,
        content: post.content,
        contentEs: post.contentEs ?? "",
        imageUrl: post.imageUrl ?? "",
        isPublished: post.isPublished,
      }
    : { title: "", titleEs: "", slug: "", content: "", contentEs: "", imageUrl: "", isPublished: false };
}

/** The post's English texts whose Spanish is still empty, for the AI's draft (ADR 0015). */
function englishWithoutSpanish(values: BlogPostFormValues): Record<string, string> {
  const english: Record<string, string> = {};
  if (values.title?.trim() && !values.titleEs?.trim()) english.title = values.title.trim();
  if (values.content?.trim() && !values.contentEs?.trim()) english.content = values.content.trim();
  return english;
}

function EditorForm({
  open,
  post,
  formId,
  title,
  onClose,
}: {
  open: boolean;
  post: AdminBlogPostDto | null;
  formId: string;
  title: string;
  onClose: () => void;
}) {
  const texts = useTexts("blogAdminTexts");
  const aiTexts = useTexts("aiTexts");
  // The shared rules, saying their messages in the admin's language.
  const resolver = useSchemaResolver(blogPostInputSchema);
  const uploads = useEditorUploads();
  const save = useSavePost();
  const ai = useAiStatus();
  const typewriter = useTypewriter();
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [enhancing, setEnhancing] = useState(false);
  const aiHintId = useId();
  const spanishHeadingId = useId();
  // While creating, the slug follows the title until the admin types one (docs/product.md 'Blog post validation').
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BlogPostFormValues, unknown, BlogPostInput>({
    resolver,
    defaultValues: defaultsFor(post),
  });

  useEffect(() => {
    // A new editing session each time the modal opens.
    if (open) reset(defaultsFor(post));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const titleValue = useWatch({ control, name: "title" });
  const slugValue = useWatch({ control, name: "slug" }) ?? "";
  const content = useWatch({ control, name: "content" });
  useEffect(() => {
    if (!slugTouched) setValue("slug", slugify(titleValue ?? ""), { shouldValidate: Boolean(errors.slug) });
  }, [titleValue, slugTouched, setValue, errors.slug]);

  /** Leaves the editor ready for the next time it opens. */
  const endSession = () => {
    setTab("write");
    setSlugTouched(post !== null);
    onClose();
  };

  const close = () => {
    typewriter.finish();
    uploads.discardExcept(post?.imageUrl ?? null);
    endSession();
  };

  const onSubmit = handleSubmit(
    async (input) => {
      try {
        const saved = await save.mutateAsync({ id: post?.id ?? null, input });
        uploads.discardExcept(saved.imageUrl);
        notify("success", post ? texts.toasts.updated : texts.toasts.created);
        endSession();
      } catch (error) {
        const fields = fieldErrorsOf(error);
        for (const [field, message] of Object.entries(fields)) {
          if (field in blogPostInputSchema.shape) setError(field as keyof BlogPostFormValues, { message });
        }
        if (fields.content) setTab("write");
        notify("error", texts.toasts.saveFailed);
      }
    },
    // The content's message is on the Write tab.
    (invalid) => {
      if (invalid.content) setTab("write");
    },
  );

  async function onEnhance() {
    const current = getValues("content") ?? "";
    if (!current.trim()) {
      notify("error", aiTexts.errors.emptyContent);
      return;
    }
    setEnhancing(true);
    try {
      const enhanced = await enhanceContent(current);
      setTab("write");
      typewriter.type(
        enhanced.content,
        (value) => setValue("content", value, { shouldDirty: true }),
        () => notify("success", aiTexts.toasts.enhanced),
      );
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.content : undefined;
      notify("error", field ?? failureMessage(error, aiTexts.errors.failed));
    } finally {
      setEnhancing(false);
    }
  }

  const aiOff = ai.data?.enabled === false;
  const busy = isSubmitting || enhancing || typewriter.isTyping;

  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      size="xl"
      footer={
        <ModalActions
          cancelLabel={texts.form.cancel}
          onCancel={close}
          confirmLabel={isSubmitting ? texts.form.saving : post ? texts.form.save : texts.form.create}
          form={formId}
          disabled={busy}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        <TextField label={texts.form.title} autoComplete="off" error={errors.title?.message} {...register("title")} />
        <TextField
          label={texts.form.slug}
          autoComplete="off"
          spellCheck={false}
          hint={texts.form.slugHint(slugValue)}
          error={errors.slug?.message}
          {...register("slug", {
            // Emptied again: follow the title again.
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => setSlugTouched(event.target.value !== ""),
          })}
        />
        <Controller
          control={control}
          name="imageUrl"
          render={({ field }) => (
            <ImageField
              label={texts.form.cover}
              store="blog"
              value={field.value ?? ""}
              onChange={field.onChange}
              uploads={uploads}
              alt={titleValue ?? ""}
            />
          )}
        />
        <TextField
          label={texts.form.imageUrl}
          type="url"
          inputMode="url"
          autoComplete="off"
          error={errors.imageUrl?.message}
          {...register("imageUrl")}
        />

        <div>
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div role="tablist" aria-label={texts.form.views} className="flex gap-1">
              {(["write", "preview"] as const).map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  onClick={() => setTab(name)}
                  className={`min-h-10 rounded-t-lg px-4 text-sm font-semibold ${tab === name ? "bg-cream-100 text-ink-900" : "text-ink-500 hover:text-ink-900"}`}
                >
                  {texts.form[name]}
                </button>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {typewriter.isTyping && (
                <button type="button" className={buttonStyles.ghost} onClick={typewriter.finish}>
                  {aiTexts.showAll}
                </button>
              )}
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => void onEnhance()}
                disabled={aiOff || busy || ai.isPending}
                aria-describedby={aiHintId}
                title={aiOff ? aiTexts.notConfigured : aiTexts.hint}
              >
                <Icon node={enhancing ? LoaderCircle : Sparkles} className={`h-4 w-4 ${enhancing ? "animate-spin" : ""}`} />
                {enhancing ? aiTexts.enhancing : typewriter.isTyping ? aiTexts.typing : aiTexts.enhance}
              </button>
            </div>
          </div>
          {/* Why the button is off must be seen; what it does is in its tooltip and read by screen readers. */}
          <p id={aiHintId} className={aiOff ? "mt-1 text-right text-xs font-semibold text-brand-800" : "sr-only"}>
            {aiOff ? aiTexts.notConfigured : aiTexts.hint}
          </p>
          <div className="mt-2">
            {tab === "write" ? (
              <TextAreaField
                label={texts.form.content}
                rows={14}
                hint={texts.form.contentHint}
                error={errors.content?.message}
                readOnly={typewriter.isTyping}
                aria-busy={typewriter.isTyping || undefined}
                className="[&_textarea]:font-mono [&_textarea]:text-sm"
                {...register("content")}
              />
            ) : (
              <section aria-label={texts.form.preview} className="min-h-64 rounded-lg border border-cream-200 bg-white p-4">
                <Suspense fallback={<Spinner label={texts.form.preview} />}>
                  <MarkdownPreview markdown={content ?? ""} />
                </Suspense>
              </section>
            )}
          </div>
        </div>

        <section aria-labelledby={spanishHeadingId} className="grid gap-3 rounded-xl border border-cream-200 p-3 sm:p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 id={spanishHeadingId} className="text-base font-bold text-ink-900">
                {texts.spanish.heading}
              </h3>
              <p className="text-sm text-ink-500">{texts.spanish.hint}</p>
            </div>
            <DraftSpanishButton
              collect={() => englishWithoutSpanish(getValues())}
              apply={(drafts) => {
                if (drafts.title) setValue("titleEs", drafts.title, { shouldDirty: true });
                if (drafts.content) setValue("contentEs", drafts.content, { shouldDirty: true });
              }}
              hint={texts.spanish.draftHint}
              nothingToDraft={texts.spanish.nothingToDraft}
              disabled={busy}
            />
          </div>
          <TextField label={texts.spanish.title} lang="es" autoComplete="off" error={errors.titleEs?.message} {...register("titleEs")} />
          <TextAreaField
            label={texts.spanish.content}
            lang="es"
            rows={10}
            hint={texts.form.contentHint}
            error={errors.contentEs?.message}
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
            {...register("contentEs")}
          />
        </section>

        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register("isPublished")} />
          {texts.form.isPublished}
        </label>
      </form>
    </Modal>
  );
}
