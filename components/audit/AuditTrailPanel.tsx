"use client";
import HistoryIcon from "@mui/icons-material/History";
import { Box, Button, Paper } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { deferred } from "@/components/common/deferred";
import type { AuditEntityWord } from "@/lib/audit/schemas";

/** The list's code (and its first request) wait until the section is opened (first-load budget). */
const AuditTrailList = deferred(() => import("./AuditTrailList").then((module) => module.AuditTrailList), {
  when: "idle",
});

/**
 * "Storico modifiche": a collapsed section at the bottom of an edit page listing who changed what
 * and when (GET /api/audit/{entity}/{id}). Nothing is loaded until it is opened; `version` (e.g.
 * the record as last saved) reloads an open list after a save.
 */
export function AuditTrailPanel({
  entity,
  id,
  version,
}: {
  entity: AuditEntityWord;
  id: number;
  version?: unknown;
}) {
  const t = useTranslations("audit");
  const [open, setOpen] = useState(false);
  return (
    <Paper sx={{ p: 2 }} data-testid="audit-trail">
      <Button
        variant="text"
        startIcon={<HistoryIcon />}
        aria-expanded={open}
        aria-controls={`audit-trail-${entity}-${id}`}
        onClick={() => setOpen((current) => !current)}
        sx={{ typography: "h6", textTransform: "none", px: 1 }}
      >
        {t("title")}
      </Button>
      {open && (
        <Box id={`audit-trail-${entity}-${id}`} sx={{ mt: 1 }}>
          <AuditTrailList
            entity={entity}
            id={id}
            version={version}
            fallback={<Box sx={{ p: 1, color: "text.secondary" }}>{t("loading")}</Box>}
          />
        </Box>
      )}
    </Paper>
  );
}
