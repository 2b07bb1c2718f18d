"use client";
import CheckIcon from "@mui/icons-material/Check";
import CloseIcon from "@mui/icons-material/Close";
import { Button } from "@mui/material";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { PageHeader } from "@/components/common/PageHeader";
import { api } from "@/lib/client/api-client";
import type { RoleDto } from "@/lib/roles/schemas";

export function RoleList() {
  const t = useTranslations("roles");
  const router = useRouter();
  const columns: ListColumn<RoleDto>[] = [
    { key: "name", label: t("name"), render: (role) => role.name },
    {
      key: "editable",
      label: t("editable"),
      render: (role) =>
        role.isDefault ? (
          <CloseIcon color="disabled" aria-label={t("defaultRole")} />
        ) : (
          <CheckIcon color="success" aria-label={t("editable")} />
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t("listTitle")}
        actions={
          <>
            <Button component={Link} href="/profiles/roles/create">
              {t("create")}
            </Button>
            <Button component={Link} href="/profiles" variant="outlined">
              {t("users")}
            </Button>
          </>
        }
      />
      <InfiniteList
        queryKey={["roles", "list"]}
        // The role list is short and comes whole: a single page.
        fetchPage={async (pageNumber, signal) =>
          pageNumber === 0 ? api.get<RoleDto[]>("/roles/list", { signal }) : []
        }
        columns={columns}
        rowKey={(role) => role.id}
        isRowClickable={(role) => !role.isDefault}
        onRowClick={(role) => router.push(`/profiles/roles/edit/${role.id}`)}
      />
    </>
  );
}
