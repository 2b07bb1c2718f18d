import { describe, expect, it } from "vitest";
import { canOpen } from "./route-access";

describe("canOpen", () => {
  it("asks the permission of the screen's area", () => {
    expect(canOpen("/profiles", ["Reservations", "Customers"])).toBe(false);
    expect(canOpen("/profiles/roles/edit/3", ["Users"])).toBe(true);
    expect(canOpen("/customers/edit/1", ["Customers"])).toBe(true);
  });

  it("opens the event list to every event permission but its hotels only to EventsHotel", () => {
    expect(canOpen("/events", ["EventsKPI"])).toBe(true);
    expect(canOpen("/events/4/menu", ["Reservations"])).toBe(true);
    expect(canOpen("/events/4/hotels", ["Reservations"])).toBe(false);
    expect(canOpen("/events/4/hotels/edit/2", ["EventsHotel"])).toBe(true);
    expect(canOpen("/events/create", ["Reservations"])).toBe(false);
  });

  it("opens Backup to a Master only: the Users permission is not enough", () => {
    expect(canOpen("/backups", ["Users"], "User")).toBe(false);
    expect(canOpen("/backups", ["Users"])).toBe(false);
    expect(canOpen("/backups", [], "Master")).toBe(true);
  });

  it("leaves screens without a rule open", () => {
    expect(canOpen("/", [])).toBe(true);
    expect(canOpen("/guide", [])).toBe(true);
  });
});
