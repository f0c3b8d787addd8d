CREATE TABLE "data_export_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"export_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'working' NOT NULL,
	"file_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_export_links" ADD CONSTRAINT "data_export_links_export_id_data_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_export_links_export_idx" ON "data_export_links" USING btree ("export_id");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_working_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."status" = 'working';--> statement-breakpoint
CREATE INDEX "data_exports_due_idx" ON "data_exports" USING btree ("lease_until") WHERE "data_exports"."status" = 'working';--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "likes_user_idx" ON "likes" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE INDEX "notifications_from_user_idx" ON "notifications" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "replies_user_idx" ON "replies" USING btree ("user_id","id");