-- When a paid call starts is decided by the server (src/modules/call/README.md "When a call
-- starts"): each party's first-frame report is kept, and the start itself is started_at.
ALTER TABLE call_rooms ADD COLUMN caller_frame_at INTEGER;
ALTER TABLE call_rooms ADD COLUMN callee_frame_at INTEGER;
-- Recent calls from one caller to one callee (the relaunch limit on calls that never started).
CREATE INDEX call_rooms_pair ON call_rooms (caller_id, callee_id, created_at);
