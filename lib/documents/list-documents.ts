import type { DbOrTx } from "@/db/client";
import type { Caller } from "@/lib/auth/caller";
import { assertCanAccessDocuments, requireDocumentObject } from "./document-object";
import { listDocumentsOf, toDocumentDto } from "./repository";
import type { DocumentDto } from "./schemas";

/** The attachments of a user, agent, customer or hotel, oldest first. */
export async function listDocuments({
  db,
  caller,
  objectId,
}: {
  db: DbOrTx;
  caller: Caller;
  objectId: number;
}): Promise<DocumentDto[]> {
  const object = await requireDocumentObject(db, objectId);
  assertCanAccessDocuments(caller, object, "read");
  return (await listDocumentsOf(db, object.objectType, object.objectId)).map(toDocumentDto);
}
