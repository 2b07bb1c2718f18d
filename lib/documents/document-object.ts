import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { customers, locations, profiles } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import { hasPermission, type Caller } from "@/lib/auth/caller";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import type { DocumentObjectType } from "./schemas";

/** The permission that reaches the attachments of each kind of object. */
export const DOCUMENT_PERMISSION: Record<DocumentObjectType, PermissionCode> = {
  Profile: "Users",
  Agent: "Agents",
  Customer: "Customers",
  Location: "Locations",
};

/** Every permission that reaches some attachments: the routes let these in, the use cases decide. */
export const DOCUMENT_ACCESS = ["Users", "Agents", "Customers", "Locations"] as const;

export type DocumentObject = { objectType: DocumentObjectType; objectId: number; isMaster: boolean };

/**
 * What the id names: a user or master (Profile), an agent (Agent), a customer or a hotel. Ids come
 * from one sequence, so at most one of the lookups finds it.
 */
export async function findDocumentObject(db: DbOrTx, objectId: number): Promise<DocumentObject | null> {
  const [profile] = await db.select({ type: profiles.type }).from(profiles).where(eq(profiles.id, objectId));
  if (profile) {
    return {
      objectType: profile.type === "Agent" ? "Agent" : "Profile",
      objectId,
      isMaster: profile.type === "Master",
    };
  }
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, objectId));
  if (customer) return { objectType: "Customer", objectId, isMaster: false };
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, objectId));
  if (location) return { objectType: "Location", objectId, isMaster: false };
  return null;
}

/**
 * The object `objectId`, which must exist and be of `expectedType` when given; otherwise the
 * attachment has nothing to belong to.
 */
export async function requireDocumentObject(
  db: DbOrTx,
  objectId: number,
  expectedType?: DocumentObjectType,
): Promise<DocumentObject> {
  const object = await findDocumentObject(db, objectId);
  if (!object || (expectedType && object.objectType !== expectedType)) {
    throw new DomainError("documentObjectNotFound");
  }
  return object;
}

/**
 * The caller must hold the permission of the object's kind. Changing a master's attachments,
 * like changing the master, needs a master.
 */
export function assertCanAccessDocuments(
  caller: Caller,
  object: Pick<DocumentObject, "objectType" | "isMaster">,
  mode: "read" | "write",
): void {
  if (!hasPermission(caller, DOCUMENT_PERMISSION[object.objectType])) throw new DomainError("forbidden");
  if (mode === "write" && object.isMaster && caller.profileType !== "Master") {
    throw new DomainError("forbidden");
  }
}
