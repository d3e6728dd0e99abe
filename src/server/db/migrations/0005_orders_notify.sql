-- Every change to an order tells every app instance (channel 'orders_changed'): the admin's
-- order list and the customer's order page update live through Server-Sent Events.
CREATE OR REPLACE FUNCTION notify_orders_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'orders_changed',
    json_build_object(
      'id', NEW.id,
      'customerId', NEW.customer_id,
      'status', NEW.status,
      'paymentStatus', NEW.payment_status,
      'op', lower(TG_OP)
    )::text
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_changed
  AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION notify_orders_changed();
