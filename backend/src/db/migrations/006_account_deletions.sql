-- Deleted accounts (issue 9, docs/CONTRACTS.md "Delete account"): the account's rows are gone;
-- this keeps only the id and when, so the deletion can be shown and audited without any
-- personal data. users.id is AUTOINCREMENT, so a deleted id is never given to a new account.
CREATE TABLE account_deletions (
  user_id INTEGER PRIMARY KEY,
  deleted_at INTEGER NOT NULL
);
