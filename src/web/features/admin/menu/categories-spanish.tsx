import { useId, useState } from "react";
import type { AdminCategoryDto } from "@shared/menu/menu";
import { Modal } from "~/components/admin/modal";
import { SpanishMissingBadge } from "~/components/admin/spanish-missing-badge";
import { ModalActions } from "~/components/admin/modal-actions";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { useTexts } from "~/lib/texts";
import { fieldErrorsOf } from "~/lib/form-errors";
import { failureMessage } from "../admin-errors";
import { useSaveCategoryNameEs } from "./menu-items-api";

/**
 * 'Categories in Spanish' (ADR 0015): each category's Spanish name beside its English one. The
 * names changed are saved, one by one; an empty one shows the English on the Spanish pages.
 */
export function CategoriesSpanishModal({
  open,
  categories,
  onClose,
}: {
  open: boolean;
  categories: AdminCategoryDto[];
  onClose: () => void;
}) {
  const texts = useTexts("menuAdminTexts").spanish.categories;
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open={open}
      title={texts.title}
      onClose={onClose}
      footer={
        <ModalActions
          cancelLabel={texts.cancel}
          onCancel={onClose}
          confirmLabel={saving ? texts.saving : texts.save}
          form={formId}
          disabled={saving}
        />
      }
    >
      {/* The modal draws its content only while open: each opening starts from the names as saved. */}
      <CategoryNamesForm id={formId} categories={categories} onSaving={setSaving} onSaved={onClose} />
    </Modal>
  );
}

function CategoryNamesForm({
  id,
  categories,
  onSaving,
  onSaved,
}: {
  id: string;
  categories: AdminCategoryDto[];
  onSaving: (saving: boolean) => void;
  onSaved: () => void;
}) {
  const spanishTexts = useTexts("menuAdminTexts").spanish;
  const texts = spanishTexts.categories;
  const save = useSaveCategoryNameEs();
  const [names, setNames] = useState<Record<string, string>>(() =>
    Object.fromEntries(categories.map((category) => [category.id, category.nameEs ?? ""])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    onSaving(true);
    const problems: Record<string, string> = {};
    let failed: unknown = null;
    for (const category of categories) {
      const nameEs = (names[category.id] ?? "").trim();
      if (nameEs === (category.nameEs ?? "")) continue;
      try {
        await save.mutateAsync({ id: category.id, nameEs });
      } catch (error) {
        failed = error;
        const message = fieldErrorsOf(error).nameEs;
        if (message) problems[category.id] = message;
      }
    }
    onSaving(false);
    setErrors(problems);
    if (failed) {
      notify("error", failureMessage(failed, texts.saveFailed));
      return;
    }
    notify("success", texts.saved);
    onSaved();
  }

  return (
    <form id={id} onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <p className="text-sm text-ink-500">{texts.hint}</p>
      {categories.map((category) => (
        <div key={category.id} className="grid gap-1">
          <TextField
            label={texts.label(category.name)}
            lang="es"
            autoComplete="off"
            maxLength={200}
            value={names[category.id] ?? ""}
            error={errors[category.id]}
            onChange={(event) => setNames((current) => ({ ...current, [category.id]: event.target.value }))}
          />
          {!category.nameEs && <SpanishMissingBadge label={spanishTexts.missingBadge} title={spanishTexts.missingTitle} />}
        </div>
      ))}
    </form>
  );
}
