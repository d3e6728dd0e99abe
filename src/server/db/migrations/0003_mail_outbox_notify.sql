-- A new mail in the outbox wakes the mail worker at once (channel 'mail_outbox'); the worker
-- also polls, so a missed notification only delays a mail, never loses it.
CREATE OR REPLACE FUNCTION notify_mail_outbox() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_outbox', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_inserted
  AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_mail_outbox();
