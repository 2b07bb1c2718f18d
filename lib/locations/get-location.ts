import type { DbOrTx } from "@/db/client";
import { DomainError } from "@/lib/api/errors";
import { findLocationById } from "./repository";
import type { LocationDto } from "./schemas";

export async function getLocation({ db, id }: { db: DbOrTx; id: number }): Promise<LocationDto> {
  const location = await findLocationById(db, id);
  if (!location) throw new DomainError("locationNotFound");
  return location;
}
