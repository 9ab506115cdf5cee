// Outgoing e-mail: SMTP when SMTP_URL is set, else RFC 822 files in DATA_DIR/outbox for local use.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env.server";

export type Mail = { to: string | string[]; subject: string; text: string; html?: string; replyTo?: string };

let transporter: Transporter | undefined;

function transport(): Transporter {
  transporter ??= env().SMTP_URL
    ? nodemailer.createTransport(env().SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return transporter;
}

export function outboxDir() {
  return path.resolve(env().DATA_DIR, "outbox");
}

/** Sends a message; without SMTP it is written to the outbox and its path returned. */
export async function sendMail(mail: Mail): Promise<{ file?: string }> {
  const info = await transport().sendMail({ from: env().MAIL_FROM, ...mail });
  if (env().SMTP_URL) return {};
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${crypto.randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  console.log(`[mail] to ${[mail.to].flat().join(", ")}: "${mail.subject}" written to ${file}`);
  return { file };
}

/**
 * Sends and never throws: a failed e-mail is logged, and what was stored before it stays stored.
 * Returns whether the message went out.
 */
export async function trySendMail(mail: Mail): Promise<boolean> {
  try {
    await sendMail(mail);
    return true;
  } catch (error) {
    console.warn(`[mail] could not send "${mail.subject}" to ${[mail.to].flat().join(", ")}:`, error);
    return false;
  }
}
