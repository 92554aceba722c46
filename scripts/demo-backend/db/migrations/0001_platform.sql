-- The platform half of the demo backend (issue 34): who signs in, what they may open, and the
-- /sys administration records. A record's contract fields live in `data` (the JSON the console
-- reads and writes, camelCase as in openapi/sys.yaml); columns exist for what the backend itself
-- decides on (identity, uniqueness, sign-in, relations, time order).

CREATE TABLE sys_tenant (
  id integer PRIMARY KEY,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_depart (
  id text PRIMARY KEY,
  parent_id text REFERENCES sys_depart (id),
  org_code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_user (
  id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  -- scrypt of the password with a per-user salt (node:crypto), never the password itself
  password_hash text NOT NULL,
  salt text NOT NULL,
  -- the operation password that money movement asks for, hashed the same way
  op_password_hash text,
  status smallint NOT NULL DEFAULT 1,
  del_flag smallint NOT NULL DEFAULT 0,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sys_user_phone ON sys_user ((data->>'phone')) WHERE data->>'phone' IS NOT NULL;

CREATE TABLE sys_user_depart (
  user_id text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  depart_id text NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, depart_id)
);

CREATE TABLE sys_role (
  id text PRIMARY KEY,
  role_code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_user_role (
  user_id text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

-- Menus (menu_type 0 top level, 1 sub menu) and buttons (2), as JeecgBoot's sys_permission.
CREATE TABLE sys_permission (
  id text PRIMARY KEY,
  parent_id text REFERENCES sys_permission (id) ON DELETE CASCADE,
  menu_type smallint NOT NULL,
  sort_no numeric(10, 2) NOT NULL DEFAULT 0,
  -- the button code (`perms`) of a button, e.g. user:add
  perms text,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_role_permission (
  role_id text NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  permission_id text NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);

-- The company's systems (运营、商户、监管 platforms) and the user groups within them (spec 3,
-- LoginUserInfo.sys / listSys / listGroup).
CREATE TABLE demo_system (
  id text PRIMARY KEY,
  sys_code text NOT NULL UNIQUE,
  sys_name text NOT NULL,
  sort_no integer NOT NULL
);

CREATE TABLE demo_group (
  id text PRIMARY KEY,
  system_id text NOT NULL REFERENCES demo_system (id),
  group_name text NOT NULL,
  group_type text NOT NULL,
  tenant_id text NOT NULL,
  bsn_obj jsonb
);

CREATE TABLE demo_group_member (
  group_id text NOT NULL REFERENCES demo_group (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  sort_no integer NOT NULL DEFAULT 0,
  PRIMARY KEY (group_id, user_id)
);

-- Sign-in sessions: one row per sign-in, ended by logout, 强退 or expiry.
CREATE TABLE demo_session (
  access_token text PRIMARY KEY,
  refresh_token text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  tenant_id text,
  login_ip text,
  login_time timestamptz NOT NULL DEFAULT now(),
  access_expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX demo_session_user ON demo_session (user_id);

CREATE TABLE sys_position (
  id text PRIMARY KEY,
  code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_dict (
  id text PRIMARY KEY,
  dict_code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_dict_item (
  id text PRIMARY KEY,
  dict_id text NOT NULL REFERENCES sys_dict (id) ON DELETE CASCADE,
  item_value text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  status smallint NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (dict_id, item_value)
);

-- 登录日志 (log_type 1) and 操作日志 (2), written by real sign-ins and calls.
CREATE TABLE sys_log (
  id text PRIMARY KEY,
  log_type smallint NOT NULL,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_log_time ON sys_log (log_type, create_time DESC);
