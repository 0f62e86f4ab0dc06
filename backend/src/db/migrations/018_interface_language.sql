-- The interface language a user chose in settings, so it follows them to a new sign-in or device.
ALTER TABLE users ADD COLUMN interface_language TEXT;
