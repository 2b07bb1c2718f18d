import { and, asc, eq, inArray, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { accounts, profiles, roles } from "@/db/schema";
import { dateToApi } from "@/lib/dates";
import { keyContains, keyOrder, phoneContains } from "@/lib/names/search-sql";
import type { ProfileDto, ProfileListItem, ProfileType } from "./schemas";

const profileColumns = {
  id: profiles.id,
  type: profiles.type,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  phone: profiles.phone,
  phonePrefix: profiles.phonePrefix,
  city: profiles.city,
  country: profiles.country,
  zipCode: profiles.zipCode,
  stateProvince: profiles.stateProvince,
  address: profiles.address,
  birthDate: profiles.birthDate,
  taxCode: profiles.taxCode,
  vatNumber: profiles.vatNumber,
  privacy: profiles.privacy,
  marketingPrivacy: profiles.marketingPrivacy,
  accountId: accounts.id,
  username: accounts.username,
  isDisabled: accounts.isDisabled,
  roleId: roles.id,
  roleName: roles.name,
};

function selectProfiles(db: DbOrTx) {
  return db
    .select(profileColumns)
    .from(profiles)
    .leftJoin(accounts, eq(accounts.profileId, profiles.id))
    .leftJoin(roles, eq(roles.id, accounts.roleId));
}
type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number];

function toDto(row: ProfileRow): ProfileDto {
  const { accountId, username, isDisabled, roleId, roleName, birthDate, ...person } = row;
  return {
    ...person,
    birthDate: dateToApi(birthDate),
    account:
      accountId !== null && username !== null
        ? {
            id: accountId,
            username,
            isDisabled: Boolean(isDisabled),
            role: roleId !== null && roleName !== null ? { id: roleId, name: roleName } : null,
          }
        : null,
  };
}

export async function findProfileById(db: DbOrTx, id: number): Promise<ProfileDto | null> {
  const [row] = await selectProfiles(db).where(eq(profiles.id, id));
  return row ? toDto(row) : null;
}

/**
 * Every word of the search must match first name, last name, email (in the search key, folded as
 * names are: lib/names/fold-name.ts) or phone digits.
 */
export function personSearchCondition(
  search: string | undefined,
  columns: { searchKey: AnyColumn; phone: AnyColumn },
): SQL | undefined {
  if (!search) return undefined;
  const words = search.split(/\s+/).filter(Boolean).slice(0, 6);
  return and(
    ...words.map((word) => or(keyContains(columns.searchKey, word), phoneContains(columns.phone, word))),
  );
}

/**
 * The order of person lists: the search key (last name, first name, e-mail folded: Żebrowska among
 * the Z's), the names as written, id. With a search the key is an expression no index serves, so
 * PostgreSQL finds the matches through the trigram indexes and sorts those few; otherwise it walks
 * the key's index in order hoping to meet ten matches early, and reads the whole table when
 * matches are rare (measured with `npm run bench`).
 */
export function personListOrder(
  columns: { searchKey: AnyColumn; lastName: AnyColumn; firstName: AnyColumn; id: AnyColumn },
  searching: boolean,
): SQL[] {
  const key = searching ? sql`${columns.searchKey} || ''` : sql`${columns.searchKey}`;
  return [...keyOrder(key, columns.lastName, columns.firstName), sql`${columns.id}`].map((part) => asc(part));
}

export async function searchProfiles(
  db: DbOrTx,
  criteria: { search?: string; types: ProfileType[]; limit: number; offset: number },
): Promise<ProfileListItem[]> {
  const rows = await db
    .select({
      id: profiles.id,
      type: profiles.type,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      phone: profiles.phone,
      phonePrefix: profiles.phonePrefix,
      roleId: roles.id,
      roleName: roles.name,
    })
    .from(profiles)
    .leftJoin(accounts, eq(accounts.profileId, profiles.id))
    .leftJoin(roles, eq(roles.id, accounts.roleId))
    .where(and(inArray(profiles.type, criteria.types), personSearchCondition(criteria.search, profiles)))
    .orderBy(...personListOrder(profiles, Boolean(criteria.search)))
    .limit(criteria.limit)
    .offset(criteria.offset);
  return rows.map(({ roleId, roleName, ...row }) => ({
    ...row,
    role: roleId !== null && roleName !== null ? { id: roleId, name: roleName } : null,
  }));
}

export async function isUsernameTaken(
  db: DbOrTx,
  username: string,
  exceptAccountId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(sql`lower(${accounts.username})`, username.toLowerCase()),
        exceptAccountId ? ne(accounts.id, exceptAccountId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
