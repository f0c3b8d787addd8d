CREATE TABLE "push_throttle" (
	"recipient_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_throttle_recipient_id_sender_id_pk" PRIMARY KEY("recipient_id","sender_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_throttle" ADD CONSTRAINT "push_throttle_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_throttle" ADD CONSTRAINT "push_throttle_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_throttle_sender_idx" ON "push_throttle" USING btree ("sender_id");