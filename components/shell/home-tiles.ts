import type { PermissionCode } from "@/lib/auth/permission-codes";

export type HomeTile = {
  key: "events" | "customers" | "agents" | "users" | "locations" | "backups" | "guide";
  href: string;
  anyOf: PermissionCode[] | null;
};

/** SPEC.md "Sign-in and home": a tile appears when the user holds one of its permissions; the guide always. */
export const HOME_TILES: HomeTile[] = [
  { key: "events", href: "/events", anyOf: ["Reservations", "Events"] },
  { key: "customers", href: "/customers", anyOf: ["Customers"] },
  { key: "agents", href: "/agents", anyOf: ["Agents"] },
  { key: "users", href: "/profiles", anyOf: ["Users"] },
  { key: "locations", href: "/locations", anyOf: ["Locations"] },
  { key: "backups", href: "/backups", anyOf: ["Users"] },
  { key: "guide", href: "/guide", anyOf: null },
];

export function visibleTiles(permissions: readonly PermissionCode[]): HomeTile[] {
  return HOME_TILES.filter((tile) => !tile.anyOf || tile.anyOf.some((code) => permissions.includes(code)));
}
