import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { assertCanAccessDocuments, findDocumentObject } from "./document-object";
import { findDocument, type DocumentRow } from "./repository";

/**
 * An attachment the caller may read or change: it exists, the object it belongs to is still of
 * its type, and the caller holds that type's permission.
 */
export async function getAccessibleDocument({
  db,
  caller,
  id,
  mode,
}: {
  db: DbOrTx;
  caller: Caller;
  id: number;
  mode: "read" | "write";
}): Promise<DocumentRow> {
  const row = await findDocument(db, id);
  if (!row) throw new DomainError("documentNotFound");
  const object = await findDocumentObject(db, row.objectId);
  // Check the permission of the stored type before saying anything more about the document.
  assertCanAccessDocuments(caller, { objectType: row.objectType, isMaster: object?.isMaster ?? false }, mode);
  if (!object || object.objectType !== row.objectType) throw new DomainError("documentNotFound");
  return row;
}
