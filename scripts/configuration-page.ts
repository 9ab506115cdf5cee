// docs/configuration.md, written from the environment schema: every variable with its description,
// its default (what happens when it is unset), whether it is required and what it accepts, between a hand-written
// header and footer. `npm run docs:config` writes it; scripts/configuration-page.test.ts fails when
// the committed page differs.
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import { z } from "zod";
import { EnvSchema, REQUIRED_IN_PRODUCTION } from "../app/server/infra/env.server";

export const CONFIGURATION_PAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), "../docs/configuration.md");

type Property = {
  description?: string;
  unset?: string;
  default?: unknown;
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
};

const HEADER = `# Configuration

Everything is an environment variable, checked once at start: a wrong value stops the server with a
message naming the variable. This page is written from the schema in
\`app/server/infra/env.server.ts\` by \`npm run docs:config\`, and a test fails when the two differ: to
change a line here, change the schema's description and run the script.

A variable that is empty counts as unset; "default (when unset)" says what the server then does.`;

const FOOTER = `## Photos in object storage

Uploaded photos live in \`DATA_DIR/uploads\` until \`S3_BUCKET\` is set; then every new upload goes to that
bucket (existing \`/uploads/\` photos keep working). The bucket must be readable by anyone (the photos are
plain \`<img>\` addresses, no signed links), and the Content-Security-Policy lets in exactly the origin of
its public URL, \`http:\` included (a MinIO on a private network), and no other \`http:\` address.

What the \`S3_*\` variables hold with three services (their meaning and defaults are in the table above):

| variable | AWS S3 | Cloudflare R2 | MinIO |
| --- | --- | --- | --- |
| \`S3_BUCKET\` | \`dog-photos\` | \`dog-photos\` | \`dog-photos\` |
| \`S3_REGION\` | \`us-east-2\` | \`auto\` | \`us-east-1\` |
| \`S3_ENDPOINT\` | unset | \`https://<account-id>.r2.cloudflarestorage.com\` | \`http://minio.lan:9000\` |
| \`S3_ACCESS_KEY_ID\` | \`AKIA…\` (or unset: the AWS credential chain) | the R2 API token's access key id | \`dog-photos-app\` |
| \`S3_SECRET_ACCESS_KEY\` | \`wJalr…\` | the R2 API token's secret | \`a-long-secret\` |
| \`S3_PUBLIC_URL\` | \`https://photos.example.com\` (CloudFront) | \`https://pub-<hash>.r2.dev\` or a custom domain | unset (\`http://minio.lan:9000/dog-photos\`) |
| \`S3_FORCE_PATH_STYLE\` | unset (\`false\`) | unset (\`true\`) | unset (\`true\`) |
| \`S3_CHECKSUMS\` | unset (the SDK's: \`when_supported\`) | unset (\`when_required\`) | unset (\`when_required\`) |
| \`S3_CONNECT_TIMEOUT_SECONDS\` | \`5\` | \`5\` | \`2\` |
| \`S3_TIMEOUT_SECONDS\` | \`10\` | \`10\` | \`10\` |
| \`S3_MAX_ATTEMPTS\` | \`2\` | \`2\` | \`2\` |

An upload to a bucket that does not answer fails after at most \`S3_MAX_ATTEMPTS\` × \`S3_TIMEOUT_SECONDS\`
plus a short back-off between tries: 21 s with the defaults against a server that accepts and never
answers (without time-outs the SDK was still waiting after 300 s). The administrator sees "Photo storage
did not answer, so the photo was not saved. Please try again in a minute.", the server log names the
cause, and no place ever shows the photo. Every upload is remembered before its first byte is stored, so
whatever such an upload left in the bucket goes with the upload sweep a day later.

Making the bucket public: on AWS, a bucket policy allowing \`s3:GetObject\` to everyone (with Block Public
Access lifted for it), or CloudFront in front of it as \`S3_PUBLIC_URL\`; on R2, the bucket's public
\`r2.dev\` address or a custom domain; on MinIO, \`mc anonymous set download <alias>/dog-photos\`. The key
needs \`s3:PutObject\` and \`s3:DeleteObject\` on the bucket and nothing else.

The S3 driver is tested against a real S3 API started in-process on a loopback port
(\`@20minutes/s3rver\`, a maintained fork of S3rver): \`tests/integration/s3-storage.test.ts\` and
\`tests/integration/s3-timeouts.test.ts\`, part of \`npm test\`.

## Moving to PostgreSQL

Point \`DATABASE_URL\` at an empty database and start: the same migrations create the tables, and the
demo places are seeded unless \`DEMO_DATA=false\`. PostgreSQL needs the \`pg_trgm\` extension (shipped
with Debian's and most managed PostgreSQL).`;

/** A table cell: no line breaks, and a "|" of the text escaped. */
function cell(text: string) {
  return text.replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|");
}

function shownDefault(property: Property) {
  if (property.unset !== undefined) return property.unset;
  if (property.default === undefined) return "none";
  if (property.default === "") return "empty";
  return `\`${String(property.default)}\``;
}

/** What a value may be, as the schema checks it: the choices, or a number and its range. */
function accepted(property: Property) {
  if (property.enum) return property.enum.map((choice) => `\`${String(choice)}\``).join(" or ");
  if (property.type !== "number" && property.type !== "integer") return "text";
  const kind = property.type === "integer" ? "whole number" : "number";
  const max =
    property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER ? property.maximum : undefined;
  if (property.minimum !== undefined && max !== undefined) return `${kind}, ${property.minimum} to ${max}`;
  if (property.minimum !== undefined) return `${kind}, at least ${property.minimum}`;
  return max === undefined ? kind : `${kind}, at most ${max}`;
}

/** One row per variable, in the schema's order. */
export function variableRows() {
  const schema = z.toJSONSchema(EnvSchema, { io: "input", unrepresentable: "any" });
  const properties = (schema.properties ?? {}) as Record<string, Property>;
  const required = new Set<string>(REQUIRED_IN_PRODUCTION);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    description: property.description ?? "",
    unset: shownDefault(property),
    required: required.has(name) ? "in production" : "no",
    accepted: accepted(property),
  }));
}

/** The whole page, formatted as the repository's Prettier settings format Markdown. */
export async function configurationPage() {
  const rows = variableRows().map(
    (row) =>
      `| \`${row.name}\` | ${cell(row.unset)} | ${row.required} | ${cell(row.accepted)} | ${cell(row.description)} |`,
  );
  const table = [
    "| variable | default (when unset) | required | accepts | meaning |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
  ];
  const text = [HEADER, table.join("\n"), FOOTER].join("\n\n") + "\n";
  const options = await prettier.resolveConfig(CONFIGURATION_PAGE);
  return prettier.format(text, { ...options, filepath: CONFIGURATION_PAGE });
}
