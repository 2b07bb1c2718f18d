"use client";
import { Button } from "@mui/material";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/AuthProvider";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { PageHeader } from "@/components/common/PageHeader";
import { api } from "@/lib/client/api-client";
import type { PaymentItemDto } from "@/lib/payments-config/schemas";
import { ITEM_KINDS, type ItemKind } from "./item-kinds";

/** /events/configurations/costs and /incomings: the items of one category; only custom ones open. */
export function PaymentItemList({ category }: { category: ItemKind }) {
  const kind = ITEM_KINDS[category];
  const t = useTranslations("events");
  const router = useRouter();
  const { can } = useAuth();
  const columns: ListColumn<PaymentItemDto>[] = [
    { key: "description", label: t("items.description"), render: (row) => row.description },
    {
      key: "kind",
      label: t("items.kind"),
      render: (row) => (row.isCustom ? t("items.custom") : t("items.system")),
    },
  ];
  return (
    <>
      <PageHeader
        title={t(`${kind.messages}.listTitle`)}
        actions={
          <>
            {can("Events") && (
              <Button component={Link} href={`${kind.baseHref}/create`}>
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
        queryKey={["paymentitems", "list", category]}
        // The list is short and comes whole: a single page. Hidden items (transfers) are left out.
        fetchPage={async (pageNumber, signal) =>
          pageNumber === 0
            ? (await api.get<PaymentItemDto[]>("/paymentitems/list", { query: { category }, signal })).filter(
                (item) => item.isVisible,
              )
            : []
        }
        columns={columns}
        rowKey={(row) => row.id}
        isRowClickable={(row) => row.isCustom && can("Events")}
        onRowClick={(row) => router.push(`${kind.baseHref}/edit/${row.id}`)}
      />
    </>
  );
}
