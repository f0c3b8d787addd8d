ALTER TABLE "notifications" ADD COLUMN "download_url" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "download_expires_at" timestamp with time zone;