// Outgoing e-mail: SMTP when SMTP_URL is set, else RFC 822 files in DATA_DIR/outbox for local use
// (in production without SMTP_URL nothing is sent: the files wait there and the log says so).
// Routes never call this directly: they queue mail through outbox.server.ts.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { env } from "./env.server";

export type Mail = { to: string | string[]; subject: string; text: string; replyTo?: string };

let transporter: Transporter | undefined;

/** The transport, made with the first message: a process that sends none never loads nodemailer. */
async function transport(): Promise<Transporter> {
  if (transporter) return transporter;
  const { default: nodemailer } = await import("nodemailer");
  const e = env();
  const timeout = e.SMTP_TIMEOUT_SECONDS * 1000;
  // Short time-outs: a mail server that accepts and never answers is given up on in seconds,
  // and the outbox tries again later.
  transporter ??= e.SMTP_URL
    ? nodemailer.createTransport({
        url: e.SMTP_URL,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout * 3,
        dnsTimeout: timeout,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transporter;
}

export function outboxDir() {
  return path.resolve(env().DATA_DIR, "outbox");
}

/** Sends a message now (throws when it cannot); without SMTP it is written to the outbox folder. */
export async function sendMail(mail: Mail): Promise<{ file?: string }> {
  const info = await (await transport()).sendMail({ from: env().MAIL_FROM, ...mail });
  if (env().SMTP_URL) return {};
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  const to = [mail.to].flat().join(", ");
  if (env().NODE_ENV === "production") {
    // A link in a production log (confirmation, reset, administrator role) would hand the account to
    // whoever reads the log: say that the message was kept, and where, never what it says.
    console.warn(`[mail] not sent (SMTP_URL is not set): "${mail.subject}" to ${to} is stored in ${file}`);
    return { file };
  }
  // In development and tests the links are printed, so that a local sign-up needs no mailbox.
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  console.log(
    `[mail] to ${to}: "${mail.subject}" written to ${file}${links.length ? `\n[mail] link: ${links.join(" ")}` : ""}`,
  );
  return { file };
}

/** Forgets the transport, so the next message connects with the current settings. */
export function resetTransport() {
  transporter?.close();
  transporter = undefined;
}
