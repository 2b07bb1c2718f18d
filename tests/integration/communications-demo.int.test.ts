import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Tx } from "@/db/client";
import { communications, communicationsSent, events } from "@/db/schema";
import { confirmTokenInText } from "@/lib/communications/confirm-token";
import { sentOfEvent } from "@/lib/communications/repository";
import { seedDemoAgents } from "@/seed/demo-agents";
import { seedDemoCommunications } from "@/seed/demo-communications";
import { seedDemoCustomers } from "@/seed/demo-customers";
import { seedDemoEvents } from "@/seed/demo-events";
import { seedDemoLocations } from "@/seed/demo-locations";
import { seedDemoReservations } from "@/seed/demo-reservations";
import { communicationFaults } from "../support/communications-invariant";

class Rollback extends Error {}

async function inRolledBackTransaction(body: (tx: Tx) => Promise<void>) {
  await expect(
    getDb().transaction(async (tx) => {
      await body(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

describe("demo communications", () => {
  it("gives the running event's hotels messages in every confirmation state and New, Modified and Canceled to send, once", async () => {
    await inRolledBackTransaction(async (tx) => {
      await seedDemoLocations(tx);
      await seedDemoAgents(tx);
      await seedDemoCustomers(tx);
      await seedDemoEvents(tx);
      await seedDemoReservations(tx);
      await seedDemoCommunications(tx);
      const [event] = await tx.select().from(events).where(eq(events.name, "Saint-Vincent Poker Festival"));
      const rows = await tx.select().from(communications).where(eq(communications.eventId, event!.id));
      const sent = await tx
        .select()
        .from(communicationsSent)
        .where(eq(communicationsSent.eventId, event!.id));
      expect(sent.length).toBeGreaterThan(0);
      for (const record of sent) {
        expect(record.text).toMatch(/NUOVE PRENOTAZIONI|PRENOTAZIONI MODIFICATE/);
        expect(confirmTokenInText(record.text)).not.toBeNull();
        expect(rows.some((r) => r.communicationSentId === record.id)).toBe(true);
      }
      // A message in each state a hotel's answer leaves it, and e-mails not delivered.
      const delivered = await sentOfEvent(tx, event!.id);
      expect(new Set(delivered.map((s) => s.confirmation.state))).toEqual(
        new Set(["waiting", "confirmed", "problem", "superseded"]),
      );
      expect(delivered.find((s) => s.confirmation.state === "problem")!.confirmation.note).toMatch(
        /^Manca la camera doppia per il \d+$/,
      );
      expect(
        delivered.find((s) => s.confirmation.state === "confirmed")!.confirmation.answeredAt,
      ).not.toBeNull();
      expect(sent.filter((s) => s.deliveryStatus === "failed")).toEqual([
        expect.objectContaining({ channel: "email", deliveryError: "unreachable", deliveryAttempts: 5 }),
      ]);
      expect(sent.filter((s) => s.deliveryStatus === "queued")).toHaveLength(1);
      // Each row carries its own reservation's guests.
      const guestLists = new Set(rows.map((r) => r.guestNames).filter(Boolean));
      expect(guestLists.size).toBeGreaterThan(1);
      const pendingTypes = new Set(
        rows.filter((r) => r.communicationSentId === null).map((r) => r.communicationType),
      );
      expect(pendingTypes).toEqual(new Set(["New", "Modified", "Canceled"]));
      // The queue starts from what each hotel was actually sent (the extended stay, sent as
      // "24/11-26/11", must not be queued as Modified from "24/11-25/11").
      expect(await communicationFaults(tx, event!.id)).toEqual([]);
      await seedDemoCommunications(tx);
      const again = await tx.select().from(communications).where(eq(communications.eventId, event!.id));
      expect(again).toHaveLength(rows.length);
      const sentAgain = await tx
        .select()
        .from(communicationsSent)
        .where(eq(communicationsSent.eventId, event!.id));
      expect(sentAgain).toHaveLength(sent.length);
    });
  });
});
