import type { Db } from "@/db/client";
import { documents } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { hasPermission, type Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertCanAccessDocuments, DOCUMENT_PERMISSION, requireDocumentObject } from "./document-object";
import { checkFile, splitClientFileName } from "./file-types";
import { readUploadedFile } from "./read-upload";
import { toDocumentDto } from "./repository";
import type { DocumentDto, DocumentObjectType } from "./schemas";
import { insertDocumentContent } from "./content-repository";
import {
  documentsMaxBytes,
  documentsOnDisk,
  newStorageKey,
  removeStoredFile,
  writeStoredFile,
} from "./storage";

/**
 * Attaches the one file of a multipart request to an object of the given type. The file is
 * checked (accepted type, declared type and content agree, size), then its row is inserted with
 * its content (in the database, same transaction), or, with DOCUMENTS_DIR, after its file was
 * written under a server-generated name; a failed insert removes that file again.
 */
export async function uploadDocument({
  db,
  caller,
  input,
  request,
}: {
  db: Db;
  caller: Caller;
  input: { objectType: DocumentObjectType; objectId: number };
  request: Request;
}): Promise<DocumentDto> {
  // Permission first, so that a caller without it learns nothing about the id.
  if (!hasPermission(caller, DOCUMENT_PERMISSION[input.objectType])) throw new DomainError("forbidden");
  const object = await requireDocumentObject(db, input.objectId, input.objectType);
  assertCanAccessDocuments(caller, object, "write");

  const file = await readUploadedFile(request, documentsMaxBytes());
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { name, extension } = splitClientFileName(file.name);
  const check = checkFile(extension, file.type, bytes);
  if (!check.ok) {
    throw new DomainError(
      check.reason === "typeNotAllowed" ? "documentTypeNotAllowed" : "documentContentMismatch",
      {
        params: { extension: check.extension || "?" },
      },
    );
  }

  const storageKey = newStorageKey();
  const onDisk = documentsOnDisk();
  if (onDisk) await writeStoredFile(storageKey, bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values({
          objectType: object.objectType,
          objectId: object.objectId,
          name: name || "allegato",
          extension: check.extension,
          contentType: check.contentType,
          size: bytes.byteLength,
          storageKey,
          createdBy: caller.accountId,
        })
        .returning();
      if (!onDisk) await insertDocumentContent(tx, row!.id, bytes);
      const dto = toDocumentDto(row!);
      await writeAudit(tx, {
        accountId: caller.accountId,
        entity: "document",
        entityId: dto.id,
        action: "create",
        after: { ...dto, createdAt: undefined },
      });
      return dto;
    });
  } catch (error) {
    if (onDisk) await removeStoredFile(storageKey);
    throw error;
  }
}
