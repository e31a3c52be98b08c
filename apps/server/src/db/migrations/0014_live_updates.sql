-- Live updates (docs/behaviour.md "Live updates (issue 26)"): every committed change to what a
-- person's bell, calendar or friends lists show announces "<topic>:<person>" on the channel
-- hangtime_live, and a deleted session announces "session-ended:<person>:<session>". Triggers
-- catch every writer (requests, jobs, scripts, other instances); NOTIFY is delivered only at
-- commit, and identical signals within one transaction are delivered once. No signal carries
-- anything but whose view changed.
CREATE FUNCTION live_updates_signal(person uuid, topic text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF person IS NOT NULL THEN
    PERFORM pg_notify('hangtime_live', topic || ':' || person::text);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION live_updates_event_signal(event uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_updates_signal(participant.user_id, 'calendar')
  FROM event_participants AS participant
  WHERE participant.event_id = event;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION live_updates_on_notifications() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(OLD.user_id, 'bell');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(NEW.user_id, 'bell');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_live_updates
AFTER INSERT OR UPDATE OR DELETE ON notifications
FOR EACH ROW EXECUTE FUNCTION live_updates_on_notifications();
--> statement-breakpoint
-- A participant row changes what every participant of its event sees (the answers in the event,
-- the organizer's "awaiting others"), and the row's own person even after it is gone.
CREATE FUNCTION live_updates_on_event_participants() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(OLD.user_id, 'calendar');
    PERFORM live_updates_event_signal(OLD.event_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(NEW.user_id, 'calendar');
    PERFORM live_updates_event_signal(NEW.event_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER event_participants_live_updates
AFTER INSERT OR UPDATE OR DELETE ON event_participants
FOR EACH ROW EXECUTE FUNCTION live_updates_on_event_participants();
--> statement-breakpoint
-- A new event has no participants yet (their rows announce it); a deleted one loses them by
-- cascade (their rows announce it too), so only a change to the event itself is left.
CREATE FUNCTION live_updates_on_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_updates_event_signal(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_live_updates
AFTER UPDATE ON events
FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
EXECUTE FUNCTION live_updates_on_events();
--> statement-breakpoint
-- A request is on its sender's and its recipient's lists (an invitation has no recipient yet).
CREATE FUNCTION live_updates_on_friend_requests() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(OLD.sender_id, 'friends');
    PERFORM live_updates_signal(OLD.recipient_id, 'friends');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(NEW.sender_id, 'friends');
    PERFORM live_updates_signal(NEW.recipient_id, 'friends');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER friend_requests_live_updates
AFTER INSERT OR UPDATE OR DELETE ON friend_requests
FOR EACH ROW EXECUTE FUNCTION live_updates_on_friend_requests();
--> statement-breakpoint
-- Each side of a friendship has its own row, which only its owner sees (their priority and
-- hangout style about the other): a change to it is announced to that side alone.
CREATE FUNCTION live_updates_on_friendships() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_updates_signal(OLD.user_id, 'friends');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_updates_signal(NEW.user_id, 'friends');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER friendships_live_updates
AFTER INSERT OR UPDATE OR DELETE ON friendships
FOR EACH ROW EXECUTE FUNCTION live_updates_on_friendships();
--> statement-breakpoint
-- Logout, a password reset or a deleted account ends the session's open streams at once.
CREATE FUNCTION live_updates_on_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hangtime_live', 'session-ended:' || OLD.user_id::text || ':' || OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_live_updates
AFTER DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION live_updates_on_sessions();
