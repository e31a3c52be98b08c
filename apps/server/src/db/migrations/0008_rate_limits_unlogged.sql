-- Rate-limit and login-failure counters live for minutes to a day and are hit by every API call.
-- Unlogged, their writes skip the write-ahead log, so a call no longer waits for a disk flush to
-- count itself (0.6 ms of each call on a small machine). The price: after a crash of the database
-- server (not a clean restart) the counters start again from zero. See docs/behaviour.md, Rate limits.
ALTER TABLE "rate_limits" SET UNLOGGED;
