-- Every change to what a customer's cart and picture-set answers are made of tells every server
-- (read cache, channel read_cache_invalidate) whose answers to drop: 'user:<uuid>:' for one
-- customer's rows, 'user:' for rows many customers' answers show (with the catalogue's and the
-- settings' own prefixes where those are read). Triggers catch every writer: the app, the job
-- queue, another server and SQL by hand.
CREATE FUNCTION "read_cache_user_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_ARGV[0] = 'order' THEN
    SELECT "user_uuid" INTO owner FROM "orders" WHERE "uuid" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."order_uuid" ELSE NEW."order_uuid" END);
    IF owner IS NULL THEN
      PERFORM pg_notify('read_cache_invalidate', 'user:');
    ELSE
      PERFORM pg_notify('read_cache_invalidate', 'user:' || owner || ':');
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('read_cache_invalidate', 'user:' || OLD."user_uuid" || ':');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('read_cache_invalidate', 'user:' || NEW."user_uuid" || ':');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "read_cache_shared_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prefix text;
BEGIN
  FOREACH prefix IN ARRAY TG_ARGV LOOP
    PERFORM pg_notify('read_cache_invalidate', prefix);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cart_lines_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "cart_lines" FOR EACH ROW EXECUTE FUNCTION "read_cache_user_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "cart_retouch_selections_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "cart_retouch_selections" FOR EACH ROW EXECUTE FUNCTION "read_cache_user_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_picture_sets_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "user_picture_sets" FOR EACH ROW EXECUTE FUNCTION "read_cache_user_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_favorite_pictures_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "user_favorite_pictures" FOR EACH ROW EXECUTE FUNCTION "read_cache_user_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "read_cache_user_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_lines_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "order_lines" FOR EACH ROW EXECUTE FUNCTION "read_cache_user_row_changed"('order');
--> statement-breakpoint
CREATE TRIGGER "order_retouch_selections_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "order_retouch_selections" FOR EACH ROW EXECUTE FUNCTION "read_cache_user_row_changed"('order');
--> statement-breakpoint
CREATE TRIGGER "pictures_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pictures" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "picture_sets_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "picture_sets" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "picture_set_yearbook_poses_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "picture_set_yearbook_poses" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "subjects_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subjects" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "jobs_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "job_yearbook_poses_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "job_yearbook_poses" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "photographers_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photographers" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "catalogues_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogues" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:');
--> statement-breakpoint
CREATE TRIGGER "sub_products_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sub_products" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:', 'catalogue:');
--> statement-breakpoint
CREATE TRIGGER "products_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:', 'catalogue:');
--> statement-breakpoint
CREATE TRIGGER "product_prices_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:', 'catalogue:');
--> statement-breakpoint
CREATE TRIGGER "settings_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "read_cache_shared_rows_changed"('user:', 'setting:', 'page:');
