"use client";
import CreditCardIcon from "@mui/icons-material/CreditCard";
import TrendingDownIcon from "@mui/icons-material/TrendingDown";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import { Button, Card, CardActionArea, CardContent, Typography } from "@mui/material";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/common/PageHeader";
import { cell, formGrid } from "@/components/common/form-grid";

const LINKS = [
  { key: "paymentMethods", href: "/events/configurations/paymentmethods", Icon: CreditCardIcon },
  { key: "costs", href: "/events/configurations/costs", Icon: TrendingDownIcon },
  { key: "incomings", href: "/events/configurations/incomings", Icon: TrendingUpIcon },
] as const;

/** /events/configurations: payment methods, cost items and income items. */
export function ConfigurationsMenu() {
  const t = useTranslations("events.configurations");
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <Button component={Link} href="/events" variant="outlined">
            {t("events")}
          </Button>
        }
      />
      <div className={formGrid()}>
        {LINKS.map(({ key, href, Icon }) => (
          <div key={key} className={cell({ xs: 12, sm: 4 })}>
            <Card>
              <CardActionArea component={Link} href={href} data-testid={`config-${key}`}>
                <CardContent sx={{ textAlign: "center", py: 3 }}>
                  <Icon color="primary" sx={{ fontSize: 40 }} />
                  <Typography variant="h6">{t(key)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </div>
        ))}
      </div>
    </>
  );
}
