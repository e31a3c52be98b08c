-- A person's name or address shows in other people's views: their friends' lists, the friend
-- requests either way, and the events they share (the organizer's name, the guest list). A change
-- to either tells those people, as a change to the rows of those views does (0018). The trigger
-- fires on every update of users (PostgreSQL takes no column list with transition tables), and
-- finds nothing to tell unless a shown column changed.
CREATE FUNCTION live_updates_people_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  renamed uuid[];
BEGIN
  SELECT array_agg(after_change.id) INTO renamed
  FROM new_rows AS after_change
  JOIN old_rows AS before_change ON before_change.id = after_change.id
  WHERE (before_change.first_name, before_change.last_name, before_change.email)
    IS DISTINCT FROM (after_change.first_name, after_change.last_name, after_change.email);
  IF renamed IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM live_updates_signal(person, 'friends') FROM (
    -- Each friendship has a side per person: the friends of whoever changed are the people whose
    -- lists show them (read by user_id, which the pair's index leads with).
    SELECT friendship.friend_id AS person FROM friendships AS friendship
    WHERE friendship.user_id = ANY(renamed)
    UNION
    SELECT CASE WHEN request.sender_id = ANY(renamed) THEN request.recipient_id ELSE request.sender_id END
    FROM friend_requests AS request
    WHERE (request.sender_id = ANY(renamed) OR request.recipient_id = ANY(renamed)) AND request.status = 'pending'
  ) AS people
  WHERE person IS NOT NULL;
  PERFORM live_updates_signal(person, 'calendar') FROM (
    SELECT DISTINCT other.user_id AS person
    FROM event_participants AS mine
    JOIN event_participants AS other ON other.event_id = mine.event_id AND other.user_id <> mine.user_id
    WHERE mine.user_id = ANY(renamed)
  ) AS people;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_updated_live_updates AFTER UPDATE ON users
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION live_updates_people_renamed();
