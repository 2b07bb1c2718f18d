import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { documents } from "@/db/schema";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { getAccessibleDocument } from "./get-accessible-document";
import { toDocumentDto } from "./repository";
import type { DocumentDto } from "./schemas";

/**
 * Changes an attachment's display name only (the extension and the stored file stay). A name
 * typed with the attachment's own extension ("contratto.pdf") does not get it twice.
 */
export async function renameDocument({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: { id: number; name: string };
}): Promise<DocumentDto> {
  return db.transaction(async (tx) => {
    const before = await getAccessibleDocument({ db: tx, caller, id: input.id, mode: "write" });
    const suffix = `.${before.extension}`;
    const name =
      input.name.toLowerCase().endsWith(suffix) && input.name.length > suffix.length
        ? input.name.slice(0, -suffix.length).trim()
        : input.name;
    const [row] = await tx.update(documents).set({ name }).where(eq(documents.id, before.id)).returning();
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "document",
      entityId: before.id,
      action: "update",
      before: { name: before.name },
      after: { name },
    });
    return toDocumentDto(row!);
  });
}
