import type { PermissionCode } from "@/lib/auth/permission-codes";
import type { ProfileType } from "@/lib/profiles/schemas";

export type HomeTile = {
  key: "events" | "customers" | "agents" | "users" | "locations" | "backups" | "guide";
  href: string;
  /** "Master": a Master profile only, whatever its role (the server's "master" access). */
  anyOf: PermissionCode[] | "Master" | null;
};

/**
 * SPEC.md "Sign-in and home": a tile appears when the user holds one of its permissions; the guide
 * always; Backup to a Master only (DOMAIN.md "Access").
 */
export const HOME_TILES: HomeTile[] = [
  { key: "events", href: "/events", anyOf: ["Reservations", "Events"] },
  { key: "customers", href: "/customers", anyOf: ["Customers"] },
  { key: "agents", href: "/agents", anyOf: ["Agents"] },
  { key: "users", href: "/profiles", anyOf: ["Users"] },
  { key: "locations", href: "/locations", anyOf: ["Locations"] },
  { key: "backups", href: "/backups", anyOf: "Master" },
  { key: "guide", href: "/guide", anyOf: null },
];

export function visibleTiles(
  permissions: readonly PermissionCode[],
  profileType: ProfileType | null = null,
): HomeTile[] {
  return HOME_TILES.filter((tile) =>
    tile.anyOf === "Master"
      ? profileType === "Master"
      : !tile.anyOf || tile.anyOf.some((code) => permissions.includes(code)),
  );
}
