-- Announcements with their read marks, and the files stored through the upload calls (issue 34
-- items 6 and 7). A record's contract fields live in `data`, as in 0001_platform.sql.

-- 通告管理: delete is logical (del_flag '1'), as JeecgBoot's SysAnnouncementController does.
CREATE TABLE sys_announcement (
  id text PRIMARY KEY,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_announcement_status ON sys_announcement ((data->>'sendStatus'), (data->>'delFlag'));

-- One row per recipient of a published announcement: its read mark (JeecgBoot's
-- sys_announcement_send).
CREATE TABLE sys_announcement_send (
  id text PRIMARY KEY,
  annt_id text NOT NULL REFERENCES sys_announcement (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  read_flag smallint NOT NULL DEFAULT 0,
  read_time timestamptz,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (annt_id, user_id)
);
CREATE INDEX sys_announcement_send_user ON sys_announcement_send (user_id, read_flag);

-- Files kept in the data folder's files/ (config.filesDir), by their path below it. `data` is
-- the contract's CapCosFile. Seeded records carry their bytes in seed_content: the data folder
-- gets them the first time they are read, so a fresh data folder serves every seeded path.
CREATE TABLE demo_stored_file (
  id text PRIMARY KEY,
  file_path text NOT NULL UNIQUE,
  -- false for /sys/common/upload files and FileUpload's saveFlag 0: kept, not in FileInquiry
  listed boolean NOT NULL DEFAULT true,
  seed_content bytea,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
