-- Issue 8 (security hardening).
-- Code sends remember the client's address: a new deviceId per request must not beat the daily
-- send limit (AUTH_SENDS_PER_ADDRESS_PER_DAY, src/modules/auth/codes.ts). Older rows have ''.
ALTER TABLE auth_sends ADD COLUMN address TEXT NOT NULL DEFAULT '';
CREATE INDEX auth_sends_address ON auth_sends (address, sent_at);

-- A password try is recorded before its password is compared (settled = 0), so a burst of
-- parallel tries cannot all pass the count; it is settled (1) once found wrong. Only settled
-- failures set the lock; every row counts against new tries (src/modules/auth/passwords.ts).
ALTER TABLE auth_failures ADD COLUMN settled INTEGER NOT NULL DEFAULT 1;
