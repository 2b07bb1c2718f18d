import { describe, expect, it } from "vitest";
import { visibleTiles } from "./home-tiles";

const keys = (permissions: Parameters<typeof visibleTiles>[0]) =>
  visibleTiles(permissions).map((tile) => tile.key);

describe("home tiles", () => {
  it("shows only the guide without permissions", () => {
    expect(keys([])).toEqual(["guide"]);
  });
  it("shows events for Reservations or Events", () => {
    expect(keys(["Reservations"])).toEqual(["events", "guide"]);
    expect(keys(["Events"])).toEqual(["events", "guide"]);
  });
  it("maps each area permission to its tile", () => {
    expect(keys(["Customers", "Agents", "Users", "Locations"])).toEqual([
      "customers",
      "agents",
      "users",
      "locations",
      "backups",
      "guide",
    ]);
    expect(keys(["EventsKPI", "EventAccounting"])).toEqual(["guide"]);
  });
});
