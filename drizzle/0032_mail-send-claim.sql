ALTER TABLE "mail_outbox" ADD COLUMN "sending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "uncertain_since" timestamp with time zone;