import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import { isValidDocumentName } from "./file-types";

/** The kinds of object an attachment belongs to (SPEC.md section 7, /documents/upload/{type}). */
export const DOCUMENT_OBJECT_TYPES = ["Profile", "Agent", "Customer", "Location"] as const;
export type DocumentObjectType = (typeof DOCUMENT_OBJECT_TYPES)[number];

/** The {type} of the upload path, in any letter case. */
export const documentObjectTypeSchema = z.string().transform((value, ctx) => {
  const match = DOCUMENT_OBJECT_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase());
  if (!match) {
    ctx.addIssue({ code: "custom", message: "documentObjectType" });
    return z.NEVER;
  }
  return match;
});

export const uploadDocumentParamsSchema = z.object({
  type: documentObjectTypeSchema,
  objectId: dbIdSchema,
});

export const objectIdParamsSchema = z.object({ objectId: dbIdSchema });

export const documentIdParamsSchema = z.object({ id: dbIdSchema });

/**
 * The new display name of POST /documents/update/{id}/{name}: a URL path segment, which the
 * router has already decoded (decoding again would turn a literal "%41" into "A"); 1..200
 * characters without slashes or control characters.
 */
export const documentNameSchema = z.string().transform((value, ctx) => {
  const name = value.trim();
  if (!isValidDocumentName(name)) {
    ctx.addIssue({ code: "custom", message: "documentName" });
    return z.NEVER;
  }
  return name;
});

export const renameDocumentParamsSchema = z.object({ id: dbIdSchema, name: documentNameSchema });

/** An attachment as the API returns it (SPEC.md section 3: id, objectId, name, extension). */
export type DocumentDto = {
  id: number;
  objectId: number;
  objectType: DocumentObjectType;
  name: string;
  extension: string;
  contentType: string;
  size: number;
  /** Local timestamp of the upload. */
  createdAt: string;
};
