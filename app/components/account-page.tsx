// The narrow card of the account pages reached from sign-in: forgotten password, new password.
import type * as React from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

export function AccountPage({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description: string;
  /** The link under the card. */
  back: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {children}
          <p className="mt-4 text-center text-sm text-slate-600">
            <Link to={back.to} className="text-brand-700 font-medium underline">
              {back.label}
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
