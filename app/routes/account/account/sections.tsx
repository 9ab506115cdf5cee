// The account page's cards: a section with its heading, a kind of thing the site holds, and its list.
import type * as React from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export function Section({
  icon,
  title,
  description,
  danger,
  children,
}: {
  icon?: React.ReactNode;
  title: string;
  description?: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Card className={danger ? "border-red-200" : undefined}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:shrink-0">
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function Holding({
  icon,
  heading,
  children,
}: {
  icon: React.ReactNode;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-brand-800 flex items-center gap-2 font-semibold [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {heading}
      </h3>
      {children}
    </div>
  );
}

export function Items({ items }: { items: { key: string; to?: string; name: string; line: string }[] }) {
  const { t } = useTranslation("account");
  if (!items.length) return <p className="text-sm text-slate-600">{t("account.noneYet")}</p>;
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {items.map((item) => (
        <li key={item.key}>
          {item.to ? (
            <Link to={item.to} className="text-brand-700 font-medium underline">
              {item.name}
            </Link>
          ) : (
            <span className="font-medium">{item.name}</span>
          )}
          <span className="text-slate-600">: {item.line}</span>
        </li>
      ))}
    </ul>
  );
}
