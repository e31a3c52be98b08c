-- An account whose address is no longer verified (a new email, until its code comes back) may do
-- less with its sessions: every instance forgets the sessions it keeps in memory (auth's session
-- cache, which keeps only verified accounts' sessions), as it does when a session ends (0014).
CREATE FUNCTION live_updates_on_verification_lost() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangtime_live', 'sessions-changed:' || NEW.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_verification_lost
AFTER UPDATE OF email_verified ON users
FOR EACH ROW WHEN (OLD.email_verified AND NOT NEW.email_verified)
EXECUTE FUNCTION live_updates_on_verification_lost();
