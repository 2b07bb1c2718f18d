"use client";
import DeleteIcon from "@mui/icons-material/Delete";
import DriveFileRenameOutlineIcon from "@mui/icons-material/DriveFileRenameOutline";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/common/ConfirmDialog";
import { api, apiDownload, apiSave } from "@/lib/client/api-client";
import { formatDateTime, formatNumber } from "@/lib/client/format";
import { ACCEPT_ATTRIBUTE, documentNameSegment, isValidDocumentName } from "@/lib/documents/file-types";
import type { DocumentDto, DocumentObjectType } from "@/lib/documents/schemas";

const fileName = (doc: DocumentDto) => `${doc.name}.${doc.extension}`;

/**
 * The attachments of a saved user, agent, customer or hotel: list with download links, upload
 * (one file at a time), rename and delete.
 */
export function AttachmentsPanel({
  objectType,
  objectId,
}: {
  objectType: DocumentObjectType;
  objectId: number;
}) {
  const t = useTranslations("documents");
  const tc = useTranslations("common");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [renaming, setRenaming] = useState<DocumentDto | null>(null);
  const [newName, setNewName] = useState("");
  const [deleting, setDeleting] = useState<DocumentDto | null>(null);

  const queryKey = ["documents", objectId];
  const documents = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<DocumentDto[]>(`/documents/listforobject/${objectId}`, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  async function upload(file: File) {
    const form = new FormData();
    form.append("file", file);
    const saved = await apiSave<DocumentDto>("POST", `/documents/upload/${objectType}/${objectId}`, {
      body: form,
    });
    if (saved) await refresh();
  }

  async function rename() {
    const target = renaming;
    if (!target) return;
    const saved = await apiSave<DocumentDto>(
      "POST",
      `/documents/update/${target.id}/${documentNameSegment(newName.trim())}`,
    );
    if (!saved) return;
    setRenaming(null);
    await refresh();
  }

  async function remove() {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    if ((await apiSave("DELETE", `/documents/${target.id}`)) === undefined) return;
    await refresh();
  }

  const formatSize = (bytes: number) => {
    const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
    if (bytes >= 1024 * 1024) return t("sizeUnits.MB", { value: number(bytes / (1024 * 1024)) });
    if (bytes >= 1024) return t("sizeUnits.KB", { value: number(bytes / 1024) });
    return t("sizeUnits.byte", { value: number(bytes) });
  };

  const rows = documents.data ?? [];
  return (
    <Paper sx={{ p: 2 }} data-testid="attachments">
      <Stack direction="row" sx={{ alignItems: "center", mb: 1, gap: 1, flexWrap: "wrap" }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t("title")}
        </Typography>
        {/* A description, not the name: the button's name stays its text (axe label-content-name-mismatch). */}
        <Tooltip title={t("accepted")} describeChild>
          <Button startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
            {t("upload")}
          </Button>
        </Tooltip>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT_ATTRIBUTE}
          data-testid="attachment-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
      </Stack>
      {documents.isSuccess && rows.length === 0 ? (
        <Typography color="textSecondary">{t("empty")}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t("columns.name")}</TableCell>
              <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>{t("columns.size")}</TableCell>
              <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                {t("columns.createdAt")}
              </TableCell>
              <TableCell align="right">{t("columns.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((doc) => (
              <TableRow key={doc.id} data-testid="attachment-row">
                <TableCell>
                  <MuiLink
                    component="button"
                    type="button"
                    title={t("download")}
                    onClick={() =>
                      void apiDownload(`/documents/download/${doc.id}`, { fallbackName: fileName(doc) })
                    }
                    sx={{ textAlign: "left", wordBreak: "break-all", minHeight: 44 }}
                  >
                    {fileName(doc)}
                  </MuiLink>
                </TableCell>
                <TableCell sx={{ display: { xs: "none", sm: "table-cell" } }}>
                  {formatSize(doc.size)}
                </TableCell>
                <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                  {formatDateTime(doc.createdAt, locale)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <IconButton
                    aria-label={`${t("rename")} ${fileName(doc)}`}
                    onClick={() => {
                      setNewName(doc.name);
                      setRenaming(doc);
                    }}
                  >
                    <DriveFileRenameOutlineIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`${t("delete")} ${fileName(doc)}`}
                    color="error"
                    onClick={() => setDeleting(doc)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Dialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        aria-labelledby="rename-title"
        fullWidth
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void rename();
          }}
        >
          <DialogTitle id="rename-title">{t("renameTitle")}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              label={t("name")}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
              helperText={t("nameHint")}
              error={newName !== "" && !isValidDocumentName(newName)}
              sx={{ mt: 1 }}
              slotProps={{
                htmlInput: { maxLength: 200 },
                input: renaming
                  ? { endAdornment: <Typography color="textSecondary">.{renaming.extension}</Typography> }
                  : undefined,
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button variant="outlined" onClick={() => setRenaming(null)}>
              {tc("cancel")}
            </Button>
            <Button type="submit" disabled={!isValidDocumentName(newName)}>
              {tc("save")}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteConfirm")}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
