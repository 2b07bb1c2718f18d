import { and, eq, notInArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { dailyAvailabilities, periodPricings, roomPricings } from "@/db/schema";
import { DomainError } from "@/lib/api/errors";
import type { Caller } from "@/lib/auth/caller";
import { writeAudit } from "@/lib/audit/write-audit";
import { assertEventOpen } from "@/lib/events/assert-event-open";
import { locationExists } from "@/lib/events/repository";
import { auditSnapshot } from "./audit-snapshot";
import { overridesToStore } from "./nights";
import {
  countReservationsLosingPeriod,
  existingRoomTypeIds,
  findOverlappingRoomPricing,
  findPeriodPricing,
  findPeriodPricingRow,
} from "./repository";
import type { PeriodPricingDto, SavePeriodPricingInput } from "./schemas";

/** "2026-05-10" -> "10/05/2026", for messages. */
function dayForMessage(day: string): string {
  const [y, m, d] = day.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}

/**
 * Creates or updates a hotel period of an event with its room pricings and per-night
 * allotments, in one transaction. Refused when the event is closed, when a room type's period
 * overlaps another period of the same event and hotel, or when a per-night allotment falls
 * outside the period. Room pricings are matched by room type: those left out are removed.
 */
export async function savePeriodPricing({
  db,
  caller,
  input,
}: {
  db: Db;
  caller: Caller;
  input: SavePeriodPricingInput;
}): Promise<PeriodPricingDto> {
  return db.transaction(async (tx) => {
    const existing = input.id ? await findPeriodPricingRow(tx, input.id) : null;
    if (input.id && (!existing || existing.eventId !== input.eventId)) {
      throw new DomainError("periodPricingNotFound");
    }
    // Exclusive: two saves of the same event must not both pass the overlap check.
    await assertEventOpen(tx, input.eventId, { lock: "update" });
    if (!(await locationExists(tx, input.locationId))) throw new DomainError("locationNotFound");
    const roomTypeIds = input.roomPricings.map((room) => room.roomType.id);
    if ((await existingRoomTypeIds(tx, roomTypeIds)).length !== roomTypeIds.length) {
      throw new DomainError("periodRoomTypeNotFound");
    }
    const overlap = await findOverlappingRoomPricing(tx, {
      eventId: input.eventId,
      locationId: input.locationId,
      roomTypeIds,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      exceptPeriodPricingId: existing?.id,
    });
    if (overlap) {
      throw new DomainError("periodPricingOverlap", {
        params: {
          roomType: overlap.roomType,
          checkIn: dayForMessage(overlap.checkIn),
          checkOut: dayForMessage(overlap.checkOut),
        },
      });
    }
    if (existing) {
      // Shortening, moving or dropping a room type must not leave a booked night without its period.
      const losing = await countReservationsLosingPeriod(tx, existing.id, {
        locationId: input.locationId,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        roomTypeIds,
      });
      if (losing > 0) throw new DomainError("periodChangeLeavesReservations", { params: { count: losing } });
    }
    const rooms = input.roomPricings.map((room) => {
      const { overrides, outside } = overridesToStore(input, room.availability, room.dailyAvailabilities);
      if (outside.length)
        throw new DomainError("nightOutsidePeriod", { params: { day: dayForMessage(outside[0]!) } });
      return { ...room, overrides };
    });

    const before = existing ? await findPeriodPricing(tx, existing.id) : null;
    const periodValues = {
      eventId: input.eventId,
      locationId: input.locationId,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      dailyTax: input.dailyTax,
    };
    let periodId: number;
    if (existing) {
      await tx
        .update(periodPricings)
        .set({ ...periodValues, updatedAt: new Date() })
        .where(eq(periodPricings.id, existing.id));
      periodId = existing.id;
      await tx
        .delete(roomPricings)
        .where(
          and(eq(roomPricings.periodPricingId, periodId), notInArray(roomPricings.roomTypeId, roomTypeIds)),
        );
    } else {
      const [created] = await tx
        .insert(periodPricings)
        .values(periodValues)
        .returning({ id: periodPricings.id });
      periodId = created!.id;
    }

    for (const room of rooms) {
      const values = {
        periodPricingId: periodId,
        roomTypeId: room.roomType.id,
        sellPrice: room.sellPrice,
        cost: room.cost,
        costNotSell: room.costNotSell,
        costStaff: room.costStaff,
        availability: room.availability,
      };
      const [saved] = await tx
        .insert(roomPricings)
        .values(values)
        .onConflictDoUpdate({
          target: [roomPricings.periodPricingId, roomPricings.roomTypeId],
          set: values,
        })
        .returning({ id: roomPricings.id });
      await tx.delete(dailyAvailabilities).where(eq(dailyAvailabilities.roomPricingId, saved!.id));
      if (room.overrides.length) {
        await tx.insert(dailyAvailabilities).values(
          room.overrides.map((o) => ({
            roomPricingId: saved!.id,
            day: o.day,
            availability: o.availability,
          })),
        );
      }
    }

    const after = (await findPeriodPricing(tx, periodId))!;
    await writeAudit(tx, {
      accountId: caller.accountId,
      entity: "periodPricing",
      entityId: periodId,
      action: existing ? "update" : "create",
      before: before && auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  });
}
