"use client";
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { api } from "@/lib/client/api-client";
import { formatDate, formatEuro } from "@/lib/client/format";
import type { CustomerReservationDto } from "@/lib/reservations/list-customer-reservations";

/** A saved customer's reservations across events, each row opening that reservation. */
export function CustomerReservations({ customerId }: { customerId: number }) {
  const t = useTranslations("reservationList");
  const locale = useLocale();
  const router = useRouter();
  const rows = useQuery({
    queryKey: ["reservations", "bycustomer", customerId],
    queryFn: ({ signal }) =>
      api.get<CustomerReservationDto[]>(`/reservations/bycustomer/${customerId}`, { signal }),
  });
  return (
    <Paper sx={{ p: 2 }} data-testid="customer-reservations">
      <Typography variant="h6" gutterBottom>
        {t("customer.title")}
      </Typography>
      {rows.isSuccess && rows.data.length === 0 && (
        <Typography color="textSecondary">{t("customer.none")}</Typography>
      )}
      {rows.isSuccess && rows.data.length > 0 && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t("customer.event")}</TableCell>
                <TableCell>{t("columns.stay")}</TableCell>
                <TableCell>{t("columns.hotel")}</TableCell>
                <TableCell>{t("filters.states")}</TableCell>
                <TableCell align="right">{t("customer.total")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  sx={{ cursor: "pointer", height: 48 }}
                  onClick={() => router.push(`/events/${row.event.id}/reservations/edit/${row.id}`)}
                >
                  <TableCell>{row.event.name}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {formatDate(row.checkIn, locale)} - {formatDate(row.checkOut, locale)}
                  </TableCell>
                  <TableCell>
                    {row.location.name}
                    <Typography variant="caption" component="div" color="textSecondary">
                      {row.roomType.type}
                    </Typography>
                  </TableCell>
                  <TableCell>{t(`status.${row.status}`)}</TableCell>
                  <TableCell align="right">{formatEuro(row.totalPay, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
