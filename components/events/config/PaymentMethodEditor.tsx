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
import type { PaymentMethodDto } from "@/lib/payments-config/schemas";

const LIST = "/events/configurations/paymentmethods";

/** /events/configurations/paymentmethods/create and /edit/{id}: one field, "Metodo". */
export function PaymentMethodEditor({ methodId }: { methodId: number | null }) {
  const t = useTranslations("events.paymentMethods");
  const router = useRouter();
  const queryClient = useQueryClient();
  const editor = useEditorState({ method: "" });
  const { value, setValue, reset } = editor;
  const method = useQuery({
    queryKey: ["paymentmethods", methodId],
    queryFn: ({ signal }) => api.get<PaymentMethodDto>(`/paymentmethods/${methodId}`, { signal }),
    enabled: methodId !== null,
  });
  useEffect(() => {
    if (method.data) reset({ method: method.data.method });
  }, [method.data, reset]);

  async function save(openSaved = true): Promise<boolean> {
    const saved = await apiSave<PaymentMethodDto>("POST", "/paymentmethods", {
      body: { id: methodId, method: value.method },
    });
    if (!saved) return false;
    reset({ method: saved.method });
    queryClient.setQueryData(["paymentmethods", saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: ["paymentmethods", "list"] });
    if (methodId === null && openSaved) router.replace(`${LIST}/edit/${saved.id}`);
    return true;
  }

  async function remove() {
    if (methodId === null) return;
    if ((await apiSave("DELETE", `/paymentmethods/${methodId}`)) === undefined) return;
    reset(value);
    void queryClient.invalidateQueries({ queryKey: ["paymentmethods", "list"] });
    router.push(LIST);
  }

  const guard = useUnsavedChangesGuard({ dirty: editor.dirty, onSave: () => save(false) });
  return (
    <>
      <PageHeader
        title={methodId === null ? t("createTitle") : t("editTitle")}
        actions={
          <EditorActions
            onSave={() => void save()}
            onDelete={methodId !== null ? () => void remove() : undefined}
            deleteQuestion={t("deleteConfirm")}
            backLabel={t("backToList")}
            onBack={() => guard.navigate(LIST)}
          />
        }
      />
      <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t("method")}
          name="method"
          required
          value={value.method}
          onChange={(e) => setValue({ method: e.target.value })}
        />
      </Paper>
      {guard.dialog}
    </>
  );
}
