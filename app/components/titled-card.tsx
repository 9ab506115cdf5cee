// A card that is a section of its page: its title is a second-level heading, its content below.
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

export function TitledCard({
  title,
  titleClassName,
  className,
  contentClassName,
  children,
}: {
  title: ReactNode;
  titleClassName?: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2" className={titleClassName}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
