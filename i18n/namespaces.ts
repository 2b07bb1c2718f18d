/** One file per feature under messages/<locale>/. */
export const NAMESPACES = [
  "api",
  "common",
  "shell",
  "login",
  "home",
  "guide",
  "profiles",
  "roles",
  "customers",
  "agents",
  "locations",
  "documents",
  "events",
  "hotels",
  "reservations",
  "reservationList",
] as const;
