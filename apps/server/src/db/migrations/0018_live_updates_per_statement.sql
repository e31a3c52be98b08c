-- Live updates (0014) announced per changed row, and a participant row looked up every participant
-- of its event: an event for N people cost N² lookups and notifications (on PGlite, 50 people took
-- 27 ms instead of 7). The same signals are now sent once per statement, from its transition
-- tables, each person once. The payloads and who is told are unchanged (docs/behaviour.md "Live
-- updates (issue 26)").
DROP TRIGGER notifications_live_updates ON notifications;
--> statement-breakpoint
DROP TRIGGER event_participants_live_updates ON event_participants;
--> statement-breakpoint
DROP TRIGGER events_live_updates ON events;
--> statement-breakpoint
DROP TRIGGER friend_requests_live_updates ON friend_requests;
--> statement-breakpoint
DROP TRIGGER friendships_live_updates ON friendships;
--> statement-breakpoint
DROP TRIGGER sessions_live_updates ON sessions;
--> statement-breakpoint
DROP FUNCTION live_updates_on_notifications();
--> statement-breakpoint
DROP FUNCTION live_updates_on_event_participants();
--> statement-breakpoint
DROP FUNCTION live_updates_on_events();
--> statement-breakpoint
DROP FUNCTION live_updates_on_friend_requests();
--> statement-breakpoint
DROP FUNCTION live_updates_on_friendships();
--> statement-breakpoint
DROP FUNCTION live_updates_on_sessions();
--> statement-breakpoint
DROP FUNCTION live_updates_event_signal(uuid);
--> statement-breakpoint
-- Each function serves its table's INSERT (new_rows), UPDATE (old_rows and new_rows) and DELETE
-- (old_rows) triggers; a branch reads only the transition tables its operation has.
CREATE FUNCTION live_updates_notifications_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(person, 'bell') FROM (SELECT DISTINCT user_id AS person FROM old_rows) AS people;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(person, 'bell') FROM (SELECT DISTINCT user_id AS person FROM new_rows) AS people;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A participant row changes what every participant of its event sees, and its own person's view
-- even after it is gone.
CREATE FUNCTION live_updates_participants_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(person, 'calendar') FROM (
      SELECT user_id AS person FROM old_rows
      UNION
      SELECT participant.user_id FROM event_participants AS participant
      WHERE participant.event_id IN (SELECT event_id FROM old_rows)
    ) AS people;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(person, 'calendar') FROM (
      SELECT user_id AS person FROM new_rows
      UNION
      SELECT participant.user_id FROM event_participants AS participant
      WHERE participant.event_id IN (SELECT event_id FROM new_rows)
    ) AS people;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only an event that really changed; a new one is told through its participant rows, a deleted one
-- through their cascade.
CREATE FUNCTION live_updates_events_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_updates_signal(person, 'calendar') FROM (
    SELECT DISTINCT participant.user_id AS person
    FROM new_rows AS after_change
    JOIN old_rows AS before_change ON before_change.id = after_change.id
    JOIN event_participants AS participant ON participant.event_id = after_change.id
    WHERE before_change IS DISTINCT FROM after_change
  ) AS people;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION live_updates_friend_requests_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(person, 'friends') FROM (
      SELECT sender_id AS person FROM old_rows UNION SELECT recipient_id FROM old_rows
    ) AS people;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(person, 'friends') FROM (
      SELECT sender_id AS person FROM new_rows UNION SELECT recipient_id FROM new_rows
    ) AS people;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A friendship side is its owner's alone (their priority and hangout style about the other).
CREATE FUNCTION live_updates_friendships_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(person, 'friends') FROM (SELECT DISTINCT user_id AS person FROM old_rows) AS people;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(person, 'friends') FROM (SELECT DISTINCT user_id AS person FROM new_rows) AS people;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION live_updates_sessions_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangtime_live', 'session-ended:' || user_id::text || ':' || id::text) FROM old_rows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_inserted_live_updates AFTER INSERT ON notifications
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_notifications_changed();
--> statement-breakpoint
CREATE TRIGGER notifications_updated_live_updates AFTER UPDATE ON notifications
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION live_updates_notifications_changed();
--> statement-breakpoint
CREATE TRIGGER notifications_deleted_live_updates AFTER DELETE ON notifications
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_notifications_changed();
--> statement-breakpoint
CREATE TRIGGER event_participants_inserted_live_updates AFTER INSERT ON event_participants
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_participants_changed();
--> statement-breakpoint
CREATE TRIGGER event_participants_updated_live_updates AFTER UPDATE ON event_participants
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION live_updates_participants_changed();
--> statement-breakpoint
CREATE TRIGGER event_participants_deleted_live_updates AFTER DELETE ON event_participants
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_participants_changed();
--> statement-breakpoint
CREATE TRIGGER events_updated_live_updates AFTER UPDATE ON events
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION live_updates_events_changed();
--> statement-breakpoint
CREATE TRIGGER friend_requests_inserted_live_updates AFTER INSERT ON friend_requests
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_friend_requests_changed();
--> statement-breakpoint
CREATE TRIGGER friend_requests_updated_live_updates AFTER UPDATE ON friend_requests
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION live_updates_friend_requests_changed();
--> statement-breakpoint
CREATE TRIGGER friend_requests_deleted_live_updates AFTER DELETE ON friend_requests
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_friend_requests_changed();
--> statement-breakpoint
CREATE TRIGGER friendships_inserted_live_updates AFTER INSERT ON friendships
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_friendships_changed();
--> statement-breakpoint
CREATE TRIGGER friendships_updated_live_updates AFTER UPDATE ON friendships
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION live_updates_friendships_changed();
--> statement-breakpoint
CREATE TRIGGER friendships_deleted_live_updates AFTER DELETE ON friendships
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_friendships_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_live_updates AFTER DELETE ON sessions
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_updates_sessions_deleted();
