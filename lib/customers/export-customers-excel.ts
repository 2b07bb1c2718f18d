import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { customers } from "@/db/schema";
import { xlsxResponse } from "@/lib/api/xlsx";
import { personListOrder, personSearchCondition } from "@/lib/profiles/repository";
import { pullBatches } from "@/lib/xlsx/pull-batches";
import { xlsxSheet, type XlsxColumn } from "@/lib/xlsx/sheet";
import { EXPORT_HEADERS, PLAYER_FIELDS, type PlayerField } from "./import-fields";

const BATCH = 2000;

type ExportRow = Record<PlayerField, string | number | null>;

const TYPES: Partial<Record<PlayerField, XlsxColumn<ExportRow>["type"]>> = {
  id: "number",
  birthDate: "date",
  rating: "number",
};
const WIDTHS: Partial<Record<PlayerField, number>> = {
  email: 30,
  address: 30,
  notes: 40,
  lastName: 20,
  firstName: 18,
};

/**
 * The customers list as .xlsx with its current search, in list order, one column per field the
 * import reads (same headers), the customer's code first: editing the file and importing it
 * again updates those players (docs/DECISIONS.md, "Players import"). Streamed through a cursor.
 */
export async function exportCustomersExcel({ db, search }: { db: Db; search?: string }): Promise<Response> {
  const query = db
    .select({
      id: customers.id,
      lastName: customers.lastName,
      firstName: customers.firstName,
      email: customers.email,
      phonePrefix: customers.phonePrefix,
      phone: customers.phone,
      birthDate: customers.birthDate,
      taxCode: customers.taxCode,
      vatNumber: customers.vatNumber,
      address: customers.address,
      city: customers.city,
      zipCode: customers.zipCode,
      stateProvince: customers.stateProvince,
      country: customers.country,
      notes: customers.notes,
      rating: customers.rating,
    })
    .from(customers)
    .where(personSearchCondition(search, customers))
    .orderBy(...personListOrder(customers, Boolean(search)));
  const rows = pullBatches<ExportRow[]>((emit) =>
    db.transaction(
      async (tx) => {
        await tx.execute(sql`declare customers_export no scroll cursor for ${query.getSQL()}`);
        for (;;) {
          const batch = await tx.execute<Record<string, string | number | null>>(
            sql`fetch forward ${sql.raw(String(BATCH))} from customers_export`,
          );
          if (batch.rows.length) {
            await emit(
              batch.rows.map((r) => ({
                id: r.id!,
                lastName: r.last_name!,
                firstName: r.first_name!,
                email: r.email!,
                phonePrefix: r.phone ? r.phone_prefix! : null,
                phone: r.phone!,
                birthDate: r.birth_date!,
                taxCode: r.tax_code!,
                vatNumber: r.vat_number!,
                address: r.address!,
                city: r.city!,
                zipCode: r.zip_code!,
                stateProvince: r.state_province!,
                country: r.country!,
                notes: r.notes!,
                rating: r.rating!,
              })),
            );
          }
          if (batch.rows.length < BATCH) break;
        }
      },
      { accessMode: "read only" },
    ),
  );
  const sheet = xlsxSheet<ExportRow>({
    name: "Clienti",
    columns: PLAYER_FIELDS.map((field) => ({
      header: EXPORT_HEADERS[field],
      type: TYPES[field] ?? "text",
      width: WIDTHS[field] ?? 14,
      wrap: field === "notes",
      value: (row: ExportRow) => row[field],
    })),
    rows,
    autoFilter: true,
  });
  return xlsxResponse("clienti.xlsx", [sheet]);
}
