"use client";
import { Button } from "@mui/material";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { InfiniteList, type ListColumn } from "@/components/common/InfiniteList";
import { PageHeader } from "@/components/common/PageHeader";
import { SearchBox } from "@/components/common/SearchBox";
import { api } from "@/lib/client/api-client";
import { useListState } from "@/lib/client/list-state";
import type { ProfileListItem } from "@/lib/profiles/schemas";
import { formatPhone, fullNameLastFirst } from "./format";

export function ProfileList() {
  const t = useTranslations("profiles");
  const router = useRouter();
  const [search, setSearch] = useListState("profiles", "", ["/profiles/edit/", "/profiles/create"]);
  const columns: ListColumn<ProfileListItem>[] = [
    { key: "name", label: t("columns.name"), width: "2fr", render: (row) => fullNameLastFirst(row) },
    { key: "email", label: t("columns.email"), render: (row) => row.email ?? "", hideOnMobile: true },
    { key: "phone", label: t("columns.phone"), render: (row) => formatPhone(row) },
    { key: "role", label: t("columns.role"), render: (row) => row.role?.name ?? "-" },
  ];
  return (
    <>
      <PageHeader
        title={t("listTitle")}
        actions={
          <>
            <Button component={Link} href="/profiles/create">
              {t("create")}
            </Button>
            <Button component={Link} href="/profiles/roles" variant="outlined">
              {t("roles")}
            </Button>
          </>
        }
      />
      <SearchBox label={t("searchLabel")} value={search} onChange={setSearch} />
      <div style={{ height: 16 }} />
      <InfiniteList
        queryKey={["profiles", "search", search]}
        fetchPage={(pageNumber, signal) =>
          api.get<ProfileListItem[]>("/profiles/search", { query: { search, pageNumber }, signal })
        }
        columns={columns}
        rowKey={(row) => row.id}
        onRowClick={(row) => router.push(`/profiles/edit/${row.id}`)}
      />
    </>
  );
}
