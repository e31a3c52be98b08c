-- A saved location its owner is happy to host hangouts at (behaviour.md §8): off until they say so.
ALTER TABLE "saved_locations" ADD COLUMN "happy_to_host" boolean DEFAULT false NOT NULL;