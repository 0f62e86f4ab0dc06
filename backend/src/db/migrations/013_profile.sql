-- Profile editing (spec 1 §5, spec 3 §5; src/modules/profile, mfe-auth EditProfile).

-- The 112×150 avatar beside head_img (270×360): spec 3 §9 "avatar sizes 112X150 and 270X360".
-- NULL until the user uploads an avatar (lists then use head_img).
ALTER TABLE users ADD COLUMN head_img_small TEXT;

-- Until now every new account got the one default picture, which looks like a woman; male
-- accounts that still have it get the male default (src/constants.ts defaultHeadImg).
UPDATE users SET head_img = '/assets/users/default-male.svg'
  WHERE head_img = '/assets/users/default.svg' AND gender = 1;
