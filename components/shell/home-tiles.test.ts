import { describe, expect, it } from "vitest";
import { visibleTiles } from "./home-tiles";

const keys = (
  permissions: Parameters<typeof visibleTiles>[0],
  profileType?: Parameters<typeof visibleTiles>[1],
) => visibleTiles(permissions, profileType).map((tile) => tile.key);

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
      "guide",
    ]);
    expect(keys(["EventsKPI", "EventAccounting"])).toEqual(["guide"]);
  });
  it("shows Backup to a Master only, not to a role holding every permission", () => {
    const every = ["Reservations", "Customers", "Agents", "Users", "Locations"] as const;
    expect(keys([...every], "User")).not.toContain("backups");
    expect(keys([...every], "Agent")).not.toContain("backups");
    expect(keys([...every], "Master")).toContain("backups");
    expect(keys([], "Master")).toEqual(["backups", "guide"]);
  });
});
