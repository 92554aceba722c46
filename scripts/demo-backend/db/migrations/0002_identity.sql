-- Identity administration (issue 34 item 6): what 0001 lacks for users, roles, menus and
-- departments. A record's contract fields live in `data`, as in 0001.

-- The data rules a role has on a menu live on its grant (JeecgBoot's sys_role_permission
-- .data_rule_ids): saving the role's menus keeps them for the menus it still has.
ALTER TABLE sys_role_permission ADD COLUMN data_rule_ids text;

-- 数据规则 of a menu (SysPermissionDataRule).
CREATE TABLE sys_permission_data_rule (
  id text PRIMARY KEY,
  permission_id text NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_permission_data_rule_permission ON sys_permission_data_rule (permission_id);

-- What a department may hand to its roles (部门权限).
CREATE TABLE sys_depart_permission (
  depart_id text NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  permission_id text NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  PRIMARY KEY (depart_id, permission_id)
);

-- 部门角色 and their grants.
CREATE TABLE sys_depart_role (
  id text PRIMARY KEY,
  depart_id text NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  role_code text NOT NULL UNIQUE,
  data jsonb NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_depart_role_depart ON sys_depart_role (depart_id);

CREATE TABLE sys_depart_role_permission (
  role_id text NOT NULL REFERENCES sys_depart_role (id) ON DELETE CASCADE,
  permission_id text NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  data_rule_ids text,
  PRIMARY KEY (role_id, permission_id)
);

CREATE INDEX sys_user_depart_depart ON sys_user_depart (depart_id);
CREATE INDEX sys_user_role_role ON sys_user_role (role_id);
