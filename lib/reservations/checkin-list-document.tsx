import type * as ReactPdf from "@react-pdf/renderer";
import { PDF_FONT, registerPdfFonts } from "@/lib/pdf/fonts";
import type { ReservationSearchRow } from "./search-schemas";
import { formatDate, formatEuro } from "@/lib/client/format";
import { requireCents } from "@/lib/money/cents";

export type CheckInListLabels = {
  title: string;
  number: string;
  guests: string;
  room: string;
  stay: string;
  nights: string;
  toCollect: string;
  checkIn: string;
  reservations: string;
  page: string;
  noGuests: string;
  /** How the rows are sorted, said under the title. */
  order: string;
};

const WIDTHS = {
  number: "8%",
  guests: "34%",
  room: "14%",
  stay: "18%",
  nights: "7%",
  toCollect: "12%",
  box: "7%",
};

/**
 * The printable A4 check-in list: one section per hotel, its rows in the order they come
 * (printReservations: arrival day, then guest name), each row with guests and phone, room, stay,
 * nights, balance to collect and an empty box to tick.
 * `pdf` is @react-pdf/renderer, imported by the caller only when a list is printed.
 */
export function checkInListDocument(
  pdf: typeof ReactPdf,
  {
    eventName,
    rows,
    labels,
    printedAt,
  }: { eventName: string; rows: ReservationSearchRow[]; labels: CheckInListLabels; printedAt: string },
) {
  const { Document, Page, StyleSheet, Text, View } = pdf;
  registerPdfFonts(pdf);
  const styles = StyleSheet.create({
    page: { padding: 28, paddingBottom: 40, fontSize: 9, fontFamily: PDF_FONT },
    title: { fontSize: 15, fontFamily: PDF_FONT, fontWeight: "bold" },
    subtitle: { fontSize: 9, color: "#555", marginBottom: 10 },
    hotel: {
      fontSize: 12,
      fontFamily: PDF_FONT,
      fontWeight: "bold",
      marginTop: 10,
      marginBottom: 4,
      padding: 4,
      backgroundColor: "#e8eef6",
    },
    header: {
      flexDirection: "row",
      borderBottomWidth: 1,
      borderColor: "#333",
      paddingVertical: 3,
      fontFamily: PDF_FONT,
      fontWeight: "bold",
    },
    row: {
      flexDirection: "row",
      borderBottomWidth: 0.5,
      borderColor: "#bbb",
      paddingVertical: 5,
      minHeight: 26,
    },
    cell: { paddingRight: 4 },
    small: { fontSize: 8, color: "#555" },
    right: { textAlign: "right" },
    box: { width: 14, height: 14, borderWidth: 1, borderColor: "#333", marginLeft: 8 },
    boxDone: {
      width: 14,
      height: 14,
      borderWidth: 1,
      borderColor: "#333",
      marginLeft: 8,
      backgroundColor: "#333",
    },
    footer: {
      position: "absolute",
      bottom: 18,
      left: 28,
      right: 28,
      fontSize: 8,
      color: "#777",
      flexDirection: "row",
      justifyContent: "space-between",
    },
  });
  const hotels = new Map<string, ReservationSearchRow[]>();
  for (const row of rows) hotels.set(row.location.name, [...(hotels.get(row.location.name) ?? []), row]);
  const groups = [...hotels.entries()].sort(([a], [b]) => a.localeCompare(b, "it"));
  return (
    <Document title={`${labels.title} ${eventName}`}>
      <Page size="A4" style={styles.page}>
        <Text style={styles.title}>
          {labels.title} - {eventName}
        </Text>
        <Text style={styles.subtitle}>
          {rows.length} {labels.reservations} · {printedAt}
          {"\n"}
          {labels.order}
        </Text>
        {groups.map(([hotel, stays]) => (
          <View key={hotel}>
            <View wrap={false}>
              <Text style={styles.hotel}>
                {hotel} ({stays.length})
              </Text>
              <View style={styles.header}>
                <Text style={[styles.cell, { width: WIDTHS.number }]}>{labels.number}</Text>
                <Text style={[styles.cell, { width: WIDTHS.guests }]}>{labels.guests}</Text>
                <Text style={[styles.cell, { width: WIDTHS.room }]}>{labels.room}</Text>
                <Text style={[styles.cell, { width: WIDTHS.stay }]}>{labels.stay}</Text>
                <Text style={[styles.cell, styles.right, { width: WIDTHS.nights }]}>{labels.nights}</Text>
                <Text style={[styles.cell, styles.right, { width: WIDTHS.toCollect }]}>
                  {labels.toCollect}
                </Text>
                <Text style={[styles.cell, { width: WIDTHS.box, textAlign: "center" }]}>
                  {labels.checkIn}
                </Text>
              </View>
            </View>
            {stays.map((stay) => (
              <View key={stay.id} style={styles.row} wrap={false}>
                <Text
                  style={[
                    styles.cell,
                    { width: WIDTHS.number, fontFamily: PDF_FONT, fontWeight: "bold", fontSize: 11 },
                  ]}
                >
                  {stay.progressiveNumber ?? "-"}
                </Text>
                <View style={[styles.cell, { width: WIDTHS.guests }]}>
                  <Text>
                    {stay.customers.length
                      ? stay.customers.map((c) => `${c.lastName} ${c.firstName}`.trim()).join(", ")
                      : labels.noGuests}
                  </Text>
                  <Text style={styles.small}>
                    #{stay.id}
                    {stay.customers[0]?.phone ? ` · ${stay.customers[0].phone}` : ""}
                  </Text>
                </View>
                <Text style={[styles.cell, { width: WIDTHS.room }]}>{stay.roomType.type}</Text>
                <Text style={[styles.cell, { width: WIDTHS.stay }]}>
                  {formatDate(stay.checkIn, "it")} - {formatDate(stay.checkOut, "it")}
                </Text>
                <Text style={[styles.cell, styles.right, { width: WIDTHS.nights }]}>{stay.nights}</Text>
                <Text
                  style={[
                    styles.cell,
                    styles.right,
                    {
                      width: WIDTHS.toCollect,
                      fontWeight: requireCents(stay.toPay) > 0 ? "bold" : "normal",
                    },
                  ]}
                >
                  {formatEuro(stay.toPay, "it")}
                </Text>
                <View style={{ width: WIDTHS.box, alignItems: "center" }}>
                  <View style={stay.checkInDone ? styles.boxDone : styles.box} />
                </View>
              </View>
            ))}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text>{eventName}</Text>
          <Text render={({ pageNumber, totalPages }) => `${labels.page} ${pageNumber} / ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
