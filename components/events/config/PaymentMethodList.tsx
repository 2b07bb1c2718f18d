"use client";
import { Button } from "@mui/material";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/AuthProvider";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { PageHeader } from "@/components/common/PageHeader";
import { api } from "@/lib/client/api-client";
import type { PaymentMethodDto } from "@/lib/payments-config/schemas";

/** /events/configurations/paymentmethods: only custom methods open for editing. */
export function PaymentMethodList() {
  const t = useTranslations("events");
  const router = useRouter();
  const { can } = useAuth();
  const columns: ListColumn<PaymentMethodDto>[] = [
    { key: "method", label: t("paymentMethods.method"), render: (row) => row.method },
    {
      key: "kind",
      label: t("paymentMethods.kind"),
      render: (row) => (row.isCustom ? t("paymentMethods.custom") : t("paymentMethods.system")),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("paymentMethods.listTitle")}
        actions={
          <>
            {can("Events") && (
              <Button component={Link} href="/events/configurations/paymentmethods/create">
                {t("create")}
              </Button>
            )}
            <Button component={Link} href="/events/configurations" variant="outlined">
              {t("items.configurations")}
            </Button>
          </>
        }
      />
      <InfiniteList
        queryKey={["paymentmethods", "list"]}
        // The list is short and comes whole: a single page.
        fetchPage={async (pageNumber, signal) =>
          pageNumber === 0 ? api.get<PaymentMethodDto[]>("/paymentmethods/list", { signal }) : []
        }
        columns={columns}
        rowKey={(row) => row.id}
        isRowClickable={(row) => row.isCustom && can("Events")}
        onRowClick={(row) => router.push(`/events/configurations/paymentmethods/edit/${row.id}`)}
      />
    </>
  );
}
