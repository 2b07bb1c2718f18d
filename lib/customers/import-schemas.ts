import { z } from "zod";
import { searchTextSchema } from "@/lib/api/paging";
import { dbIdSchema } from "@/lib/api/validation";
import type { SheetInfo } from "@/lib/import/read-table";
import type { ImportRunDto } from "@/lib/import/runs";
import { PLAYER_FIELDS, type PlayerField } from "./import-fields";

export const importRunParamsSchema = z.object({ id: dbIdSchema });

/** POST /api/customers/import/{id}/sheet */
export const importSheetSchema = z.object({ sheet: z.string().min(1).max(200) });

/** Field -> column index (0-based) of the file's headers; each column at most once. */
export const importMappingSchema = z
  .partialRecord(z.enum(PLAYER_FIELDS), z.number().int().min(0).max(999))
  .refine((mapping) => new Set(Object.values(mapping)).size === Object.values(mapping).length, {
    error: "columnTwice",
  });

/** POST /api/customers/import/{id}/preview */
export const importPreviewSchema = z.object({ mapping: importMappingSchema });

export const likelyDecisionSchema = z.enum(["merge", "create", "skip"]);
export type LikelyDecision = z.infer<typeof likelyDecisionSchema>;

/** POST /api/customers/import/{id}/start: the decisions on likely duplicates (skip when not given). */
export const importStartSchema = z.object({
  likelyDefault: likelyDecisionSchema.optional().default("skip"),
  decisions: z
    .array(z.object({ row: z.number().int().min(1), decision: likelyDecisionSchema }))
    .max(100_000)
    .optional()
    .default([]),
});
export type ImportStartInput = z.infer<typeof importStartSchema>;

/** GET /api/customers/export */
export const customerExportQuerySchema = z.object({
  search: searchTextSchema,
});

/** The answer to an upload or a sheet choice: what the mapping step shows. */
export type PlayersImportSetupDto = {
  run: ImportRunDto;
  sheets: SheetInfo[];
  /** The workbook has several sheets: the user picks one before the columns are known. */
  needsSheet: boolean;
  headers: string[];
  /** The suggested mapping: remembered for these headers, or automatic. */
  mapping: Partial<Record<PlayerField, number>>;
  remembered: boolean;
  fields: readonly PlayerField[];
};

export type PlannedOutcome = "create" | "merge" | "update" | "likely" | "refuse";

export type PreviewRowDto = {
  rowNumber: number;
  values: Partial<Record<PlayerField, string | number | null>>;
  problems: { field: string; message: string }[];
  outcome: PlannedOutcome;
  /** What the row matches: an existing player, or an earlier row of the file. */
  target: {
    id: number;
    name: string;
    birthDate: string | null;
    city: string | null;
    email: string | null;
  } | null;
  targetRow: number | null;
  reason: string | null;
};

export type PlayersImportPreviewDto = {
  run: ImportRunDto;
  summary: Record<PlannedOutcome, number> & { total: number };
  /** The first rows of the file. */
  rows: PreviewRowDto[];
  /** The likely duplicates the user decides on (the first 500). */
  likely: PreviewRowDto[];
};
