"use client";
import AccountBalanceWalletIcon from "@mui/icons-material/AccountBalanceWallet";
import HotelIcon from "@mui/icons-material/Hotel";
import ListAltIcon from "@mui/icons-material/ListAlt";
import PeopleIcon from "@mui/icons-material/People";
import SummarizeIcon from "@mui/icons-material/Summarize";
import { Button, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";
import { CashClosedBanner } from "./CashClosedBanner";
import { useCashEvent } from "./cash-queries";

const ENTRIES = [
  { key: "cashRegister", path: "cash-register", Icon: AccountBalanceWalletIcon },
  { key: "movements", path: "movements", Icon: ListAltIcon },
  { key: "agentsAccount", path: "agents-account", Icon: PeopleIcon },
  { key: "hotelsAccount", path: "hotels-account", Icon: HotelIcon },
  { key: "summary", path: "summary", Icon: SummarizeIcon },
] as const;

/** /events/{id}/v2/accounting: the cash module's sections. */
export function CashHub({ eventId }: { eventId: number }) {
  const t = useTranslations("cash.hub");
  const event = useCashEvent(eventId);
  return (
    <>
      <PageHeader
        title={event.data ? `${t("title")} · ${event.data.type} ${event.data.name}` : t("title")}
        actions={
          <Button component={Link} href={`/events/${eventId}/menu`} variant="outlined">
            {t("eventMenu")}
          </Button>
        }
      />
      <CashClosedBanner event={event.data} />
      <div className={formGrid()}>
        {ENTRIES.map(({ key, path, Icon }) => (
          <div key={key} className={cell({ xs: 6, sm: 4, md: 3 })}>
            <Card>
              <CardActionArea
                component={Link}
                href={`/events/${eventId}/v2/accounting/${path}`}
                data-testid={`cash-hub-${path}`}
              >
                <CardContent sx={{ textAlign: "center", py: 3 }}>
                  <Icon color="primary" sx={{ fontSize: 40 }} />
                  <Typography variant="h6">{t(`entries.${key}`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
