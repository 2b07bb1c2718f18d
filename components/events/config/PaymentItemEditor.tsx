"use client";
import { Paper } from "@mui/material";
import { TextField } from "@/components/common/TextField";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { EditorActions } from "@/components/common/EditorActions";
import { PageHeader } from "@/components/common/PageHeader";
import { useEditorState } from "@/components/common/useEditorState";
import { useUnsavedChangesGuard } from "@/components/common/useUnsavedChangesGuard";
import { api, apiSave } from "@/lib/client/api-client";
import type { PaymentItemDto } from "@/lib/payments-config/schemas";
import { ITEM_KINDS, type ItemKind } from "./item-kinds";

/** /events/configurations/{cost,income}/create and /edit/{id}: one field, Descrizione. */
export function PaymentItemEditor({ category, itemId }: { category: ItemKind; itemId: number | null }) {
  const kind = ITEM_KINDS[category];
  const t = useTranslations("events");
  const router = useRouter();
  const queryClient = useQueryClient();
  const editor = useEditorState({ description: "" });
  const { value, setValue, reset } = editor;
  const item = useQuery({
    queryKey: ["paymentitems", itemId],
    queryFn: ({ signal }) => api.get<PaymentItemDto>(`/paymentitems/${itemId}`, { signal }),
    enabled: itemId !== null,
  });
  useEffect(() => {
    if (item.data) reset({ description: item.data.description });
  }, [item.data, reset]);

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<PaymentItemDto>("POST", "/paymentitems", {
      body: { id: itemId, category, description: value.description },
    });
    if (!saved) return false;
    reset({ description: saved.description });
    queryClient.setQueryData(["paymentitems", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["paymentitems", "list"] });
    if (itemId === null && openSaved) router.replace(`${kind.baseHref}/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (itemId === null) return;
    if ((await apiSave("DELETE", `/paymentitems/${itemId}`)) === undefined) return;
    reset(value);
    void queryClient.invalidateQueries({ queryKey: ["paymentitems", "list"] });
    router.push(kind.listHref);
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  return (
    <>
      <PageHeader
        title={itemId === null ? t(`${kind.messages}.createTitle`) : t(`${kind.messages}.editTitle`)}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={itemId !== null ? () => void remove() : undefined}
            deleteQuestion={t(`${kind.messages}.deleteConfirm`)}
            backLabel={t(`${kind.messages}.backToList`)}
            onBack={() => guard.navigate(kind.listHref)}
          />
        }
      />
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t("items.description")}
          name="description"
          required
          value={value.description}
          onChange={(e) => setValue({ description: e.target.value })}
        />
      </Paper>
      {guard.dialog}
    </>
  );
}
