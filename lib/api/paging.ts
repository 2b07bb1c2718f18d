import { z } from "zod";
import { PAGE_SIZE } from "./page-size";

export { PAGE_SIZE };

/**
 * The free text of a search (lists, counts, exports). A control character cannot be typed and
 * PostgreSQL cannot compare a NUL: refused here, with its own message, before any query runs.
 */
export const searchTextSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f]*$/, "searchInvalid")
  .optional()
  .transform((value) => value || undefined);

/** Query of every search route: free text, 0-based page, and whether to return pages 0..pageNumber. */
export const pageQuerySchema = z.object({
  search: searchTextSchema,
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  preservePages: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageWindow(query: Pick<PageQuery, "pageNumber" | "preservePages">): {
  limit: number;
  offset: number;
} {
  return query.preservePages
    ? { limit: PAGE_SIZE * (query.pageNumber + 1), offset: 0 }
    : { limit: PAGE_SIZE, offset: PAGE_SIZE * query.pageNumber };
}

/** Escapes LIKE wildcards so that a search for "50%" finds the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
