import { eq, inArray, sql } from "drizzle-orm";
import { personSearchKey } from "@/lib/names/fold-name";
import type { Db, Tx } from "@/db/client";
import { accounts, permissions, profiles, rolePermissions, roles } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import type { PermissionCode } from "@/lib/auth/permission-codes";
import { seedDemoAccounting } from "./demo-accounting";
import { seedDemoAgents } from "./demo-agents";
import { seedDemoCommunications } from "./demo-communications";
import { seedDemoCash, seedDemoIncomeItems } from "./demo-cash";
import { seedDemoCustomers } from "./demo-customers";
import { seedDemoEntries } from "./demo-entries";
import { seedDemoEvents } from "./demo-events";
import { seedDemoKpi } from "./demo-kpi";
import { seedDemoLocations } from "./demo-locations";
import { seedDemoReservations } from "./demo-reservations";
import { ensureReferenceData } from "./reference-data";

/** Demo-only credentials, written in the README. */
export const DEMO_ADMIN = { username: "admin", password: "admin" };
export const DEMO_USER_PASSWORD = "demo";

const DEMO_ROLES: { name: string; permissions: PermissionCode[] }[] = [
  { name: "Reception", permissions: ["Reservations", "Customers", "EventsEntries", "EventsCommunications"] },
  { name: "Commerciale", permissions: ["Reservations", "Events", "Customers", "Agents", "EventsKPI"] },
  {
    name: "Contabilità",
    permissions: ["Events", "Locations", "EventsHotel", "EventAccounting", "EventsKPI"],
  },
];

type DemoUser = {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  role: string | null; // null: the default role
  type?: "User" | "Master";
  isDisabled?: boolean;
};

const DEMO_USERS: DemoUser[] = [
  {
    username: "admin",
    firstName: "Amministratore",
    lastName: "Sistema",
    email: "admin@example.it",
    phone: "0200000000",
    city: "Milano",
    role: null,
    type: "Master",
  },
  {
    username: "mrossi",
    firstName: "Mario",
    lastName: "Rossi",
    email: "mario.rossi@example.it",
    phone: "3331234567",
    city: "Sanremo",
    role: "Reception",
  },
  {
    username: "gverdi",
    firstName: "Giulia",
    lastName: "Verdi",
    email: "giulia.verdi@example.it",
    phone: "3337654321",
    city: "Venezia",
    role: "Commerciale",
  },
  {
    username: "lbianchi",
    firstName: "Luca",
    lastName: "Bianchi",
    email: "luca.bianchi@example.it",
    phone: "3471112233",
    city: "Campione d'Italia",
    role: "Contabilità",
  },
  {
    username: "fneri",
    firstName: "Francesca",
    lastName: "Neri",
    email: "francesca.neri@example.it",
    phone: "3489998877",
    city: "Saint-Vincent",
    role: "Reception",
  },
  {
    username: "pgalli",
    firstName: "Paolo",
    lastName: "Galli",
    email: "paolo.galli@example.it",
    phone: "3405556677",
    city: "Nova Gorica",
    role: null,
    isDisabled: true,
  },
];

/** Loads the demo data of every area. Idempotent: what exists is left as it is. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureReferenceData(tx);
    const roleIds = await seedRoles(tx);
    const [defaultRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.isDefault, true));
    for (const user of DEMO_USERS) {
      const [existing] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(sql`lower(${accounts.username})`, user.username));
      if (existing) continue;
      const [profile] = await tx
        .insert(profiles)
        .values({
          type: user.type ?? "User",
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          searchKey: personSearchKey(user),
          phone: user.phone,
          phonePrefix: "+39",
          city: user.city,
          country: "Italia",
          privacy: true,
        })
        .returning({ id: profiles.id });
      await tx.insert(accounts).values({
        profileId: profile!.id,
        username: user.username,
        passwordHash: await hashPassword(
          user.username === DEMO_ADMIN.username ? DEMO_ADMIN.password : DEMO_USER_PASSWORD,
        ),
        isDisabled: user.isDisabled ?? false,
        roleId: user.role ? roleIds.get(user.role)! : defaultRole!.id,
      });
    }
    // Hotels before events (events use them); agents and customers are independent.
    await seedDemoLocations(tx);
    await seedDemoAgents(tx);
    await seedDemoCustomers(tx);
    await seedDemoEvents(tx);
    await seedDemoReservations(tx);
    await seedDemoEntries(tx);
    await seedDemoCommunications(tx);
    await seedDemoCash(tx);
    await seedDemoIncomeItems(tx);
    await seedDemoKpi(tx);
    // Last: the report is computed from everything seeded before it.
    await seedDemoAccounting(tx);
  });
}

async function seedRoles(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, role.name));
    if (existing) {
      ids.set(role.name, existing.id);
      continue;
    }
    const [created] = await tx.insert(roles).values({ name: role.name }).returning({ id: roles.id });
    const granted = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.code, role.permissions));
    await tx
      .insert(rolePermissions)
      .values(granted.map((p) => ({ roleId: created!.id, permissionId: p.id })));
    ids.set(role.name, created!.id);
  }
  return ids;
}
